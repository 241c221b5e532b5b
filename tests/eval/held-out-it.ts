// Held-out set IT: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIT: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact (20)
  {
    id: 'it-fact-1',
    group: 'fact',
    turns: [
      'Hello, I own a small B&B on the Isle of Skye. Where is the designer actually based? We are quite remote, can they work with us from far away?',
    ],
    expect: { facts: [{ anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' }], links: ['/about', '/contact', '/home'] },
  },
  {
    id: 'it-fact-2',
    group: 'fact',
    turns: ['how many years of experience does the designer have? our hotel group normally only hires agencies with a long track record'],
    expect: {
      facts: [{ anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5', '5+ years', 'more than 5', 'five years'],
    },
  },
  {
    id: 'it-fact-3',
    group: 'fact',
    turns: ['email adress pls? campsite owner here'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/contact', '/privacy', '/terms'],
    },
  },
  {
    id: 'it-fact-4',
    group: 'fact',
    turns: [
      "If I send a message about redoing the branding for my two holiday cottages, how soon would I hear back? I'm on a tight schedule before summer bookings open",
    ],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', 'within one day'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'it-fact-5',
    group: 'fact',
    turns: [
      'We are a country house hotel and we host about thirty weddings a year. Couples often ask us to recommend a photographer. If one of our couples books Alex for their wedding, when would they get to see their photos? Both a first look and the full set please.',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'it-fact-6',
    group: 'fact',
    turns: ['i read somewhere on here that a website was made with an AI builder. how long did that one take to build?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', '4-day', 'four-day'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'it-fact-7',
    group: 'fact',
    turns: [
      'For the brand identity project, was it just a logo or did you deliver more than that? Asking because our boutique hotel needs the full package.',
    ],
    expect: {
      facts: [
        { anyOf: ['guidelines'], source: 'content/projects/graphics.ts:141' },
        { anyOf: ['business card'], source: 'content/projects/graphics.ts:141' },
        { anyOf: ['social media kit', 'social kit'], source: 'content/projects/graphics.ts:141' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'it-fact-8',
    group: 'fact',
    turns: ['the swipe carousel project (Carousel Spotlight) how many slides has it got? 🤔'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'it-fact-9',
    group: 'fact',
    turns: [
      'Which social network were the real estate posts designed for? We rent out apartments and I want to know if he knows that platform.',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'it-fact-10',
    group: 'fact',
    turns: ['Before I type anything else in here: is this website putting cookies on my computer or tracking me? I am careful with that.'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'any cookies',
            'not use cookies',
            "doesn't use cookies",
            'does not set cookies',
            'no tracking',
            'not track',
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'it-fact-11',
    group: 'fact',
    turns: ['those geometric posters are lovely. am i allowed to print a couple for the reception of our campsite, or do i need to ask?'],
    expect: { facts: [{ anyOf: ['permission'], source: 'content/legal.ts:60' }], links: ['/terms'] },
  },
  {
    id: 'it-fact-12',
    group: 'fact',
    turns: [
      'I saw coffee photos with a roaster in your portfolio, what is that coffee brand called? We serve speciality coffee at our guesthouse breakfast.',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree', '33 Degrees', '33°'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'it-fact-13',
    group: 'fact',
    turns: ['Can I download the CV somewhere? My business partner wants to see it before we decide on the holiday park rebrand.'],
    expect: {
      facts: [{ anyOf: ['Download CV', 'alex-morgan-cv', 'files.discovery-design.example'], source: 'content/home.ts:20' }],
      links: ['/home'],
    },
  },
  {
    id: 'it-fact-14',
    group: 'fact',
    turns: ['on which social networks can i follow Alex? want to look at more work before we hire for our glamping site'],
    expect: {
      facts: [
        { anyOf: ['Instagram'], source: 'content/site.ts:38' },
        { anyOf: ['Behance'], source: 'content/site.ts:39' },
        { anyOf: ['LinkedIn'], source: 'content/site.ts:40' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'it-fact-15',
    group: 'fact',
    turns: ['the film about the family bakery, how long is it? I only have a few minutes on our lobby screen loop'],
    expect: {
      facts: [{ anyOf: ['2:45', '2 minutes 45', '2 min 45', 'two minutes and 45', '2m45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'it-fact-16',
    group: 'fact',
    turns: [
      'Our B&B only has old blurry photos of the rooms. In your AI Enhanced project, which tools did you use to make the images sharp?',
    ],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'it-fact-17',
    group: 'fact',
    turns: [
      'hi! we want family pictures of us for the "meet your hosts" page of our holiday let. after a family session how long until we get the edited photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'it-fact-18',
    group: 'fact',
    turns: [
      'We have a conference at our hotel in autumn, 200 delegates. If Alex shoots it, how fast are the event photos delivered? The press team needs them quick.',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'it-fact-19',
    group: 'fact',
    turns: ['Is there a contact form I can fill in? I prefer to write everything down for my motel project.'],
    expect: {
      facts: [
        {
          anyOf: ['on its way', 'coming soon', 'not yet', 'not available yet', "isn't available yet", "isn't ready"],
          source: 'content/placeholders.ts:7',
        },
        { anyOf: ['WhatsApp', 'hello@discovery-design.example', 'email'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'it-fact-20',
    group: 'fact',
    turns: ['Harbor Coffee Roasters website — what features does it have? thinking something similar for our hostel café'],
    expect: {
      facts: [
        { anyOf: ['subscription'], source: 'content/cards/web-design.ts:58' },
        { anyOf: ['brewing guide'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- compute (15)
  {
    id: 'it-compute-1',
    group: 'compute',
    turns: ['Which is the longest film in your videography section? I want something I can show guests in our cinema room.'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 minutes 10', '4 min 10', 'four minutes and ten', '4m10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'it-compute-2',
    group: 'compute',
    turns: ['quick one: of the videography films (not the AI ones), which is the shortest? need something short for the reception TV'],
    expect: {
      facts: [
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'it-compute-3',
    group: 'compute',
    turns: ['Among the AI-generated videos, which one runs the longest?'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '1 minute 5', '1 min 5', '65 seconds', 'one minute and five'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'it-compute-4',
    group: 'compute',
    turns: ['wich software is Alex the most good at? (sorry my english, I run a pension in Austria)'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'it-compute-5',
    group: 'compute',
    turns: [
      "Be honest: of all the tools in your stack, which one do you know the least well? I'd like to know the weak spot before we commission AI video for our resort.",
    ],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'it-compute-6',
    group: 'compute',
    turns: ['How many Adobe programs do you use? Our in-house guy at the hotel only knows Adobe so handover matters.'],
    expect: {
      facts: [
        { anyOf: ['seven', '7 Adobe', '7 apps', '7 programs', '7 tools', '7 applications'], source: 'content/tool-makers.ts:10' },
        { anyOf: ['Audition'], source: 'content/tool-makers.ts:15' },
        { anyOf: ['InDesign'], source: 'content/tool-makers.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'it-compute-7',
    group: 'compute',
    turns: ['which of the client websites were made with Lovable rather than Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'it-compute-8',
    group: 'compute',
    turns: ['How many client websites can I actually click through and visit in the web design section?'],
    expect: { facts: [{ anyOf: ['six', '6 '], source: 'content/cards/web-design.ts:19' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'it-compute-9',
    group: 'compute',
    turns: ['Looking at the skills overview on the about page, what is your strongest area?'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['95'], source: 'content/about.ts:74' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'it-compute-10',
    group: 'compute',
    turns: ['in which portfolio category have you done the most projects? want to hire you for the thing you do most'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40 '], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'it-compute-11',
    group: 'compute',
    turns: [
      'And which category has the fewest projects? I want a promo film for our campground so I wonder if video is a side thing for you.',
    ],
    expect: {
      facts: [
        { anyOf: ['Videography', 'video'], source: 'content/category-summaries.ts:62' },
        { anyOf: ['12+', '12 '], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', '/portfolio/videography'],
    },
  },
  {
    id: 'it-compute-12',
    group: 'compute',
    turns: ['Which of the photography projects on the photography page are from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree Coffee', '33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography', '/portfolio/beverages-desserts', '/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'it-compute-13',
    group: 'compute',
    turns: ['which videos in the videography section are the older ones, from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'Music Video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'it-compute-14',
    group: 'compute',
    turns: ['Of the tools you list, which ones are for making or editing video? Our lodge wants a short clip for Instagram.'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:47' },
        { anyOf: ['Kling'], source: 'content/tools.ts:83' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'it-compute-15',
    group: 'compute',
    turns: ['For photography, what kind are you rated best at: product, food or portraits? We need pictures of our rooms and breakfast.'],
    expect: {
      facts: [
        { anyOf: ['Product Photography', 'product'], source: 'content/skills.ts:114' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },

  // ---------------------------------------------------------------- compound (15)
  {
    id: 'it-compound-1',
    group: 'compound',
    turns: ["What's the designer's full name, and where are they located?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/about', '/contact', '/home'],
    },
  },
  {
    id: 'it-compound-2',
    group: 'compound',
    turns: [
      'how many projects have you finished so far and how long have you been freelancing? (small family hotel in Crete, we want someone reliable)',
    ],
    expect: {
      facts: [
        { anyOf: ['200+', '200 '], source: 'content/site.ts:19' },
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5', '5+ years', 'more than 5', 'five years'],
    },
  },
  {
    id: 'it-compound-3',
    group: 'compound',
    turns: ['1) email? 2) whatsapp number? thx'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'it-compound-4',
    group: 'compound',
    turns: [
      'Your story graphics: what size or format are they, and for which apps are they made? We want stories for our beach huts rentals.',
    ],
    expect: {
      facts: [
        { anyOf: ['9:16', '9/16', '9 by 16'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['TikTok'], source: 'content/projects/graphics.ts:296' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'it-compound-5',
    group: 'compound',
    turns: ['What do you use Magnific AI for? And which tool do you use to make AI videos?'],
    expect: {
      facts: [
        { anyOf: ['upscal'], source: 'content/tools.ts:102' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-enhanced', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'it-compound-6',
    group: 'compound',
    turns: [
      'The poster series — was that for a paying client or your own thing? And how many posters are there? Thinking of framed art for the rooms of my holiday flat.',
    ],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'personal', 'passion', 'own'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['eight', '8 '], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'it-compound-7',
    group: 'compound',
    turns: ['the packaging design project: what kind of business was it for, and did it include anything apart from the packaging itself?'],
    expect: {
      facts: [
        { anyOf: ['cafe', 'café'], source: 'content/projects/graphics.ts:216' },
        { anyOf: ['signage', 'signs', 'menu'], source: 'content/projects/graphics.ts:216' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'it-compound-8',
    group: 'compound',
    turns: [
      'Two privacy questions from a cautious guesthouse owner: does this site use cookies, and where is my light/dark mode choice saved?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'any cookies', 'not use cookies', "doesn't use cookies", 'does not set cookies'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser', 'your device'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'it-compound-9',
    group: 'compound',
    turns: ['what is the Pulse Fitness site about, and what about Atlas Architects?'],
    expect: {
      facts: [
        { anyOf: ['timetable', 'trainer', 'trial'], source: 'content/cards/web-design.ts:30' },
        { anyOf: ['architecture', 'minimal', 'large project images'], source: 'content/cards/web-design.ts:37' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'it-compound-10',
    group: 'compound',
    turns: [
      'For the AI Brand Proposal, which AI tools did you use, and what did the proposal contain? We are rebranding our chain of three inns.',
    ],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:10' },
        { anyOf: ['mood board', 'moodboard', 'mockup', 'logo concept'], source: 'content/projects/ai.ts:122' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'it-compound-11',
    group: 'compound',
    turns: ['the Ocean Dreams video: who was it made for and how long is it? we are a spa hotel so it sounds relevant 🌊'],
    expect: {
      facts: [
        { anyOf: ['wellness'], source: 'content/projects/ai.ts:67' },
        { anyOf: ['0:30', '30 seconds', '30 sec', '30s'], source: 'content/projects/ai.ts:70' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'it-compound-12',
    group: 'compound',
    turns: [
      'ok two things. if your chatbot here gives me a price, is that binding? and second, could I put some of the photos from your portfolio on our hotel website if I credit you?',
    ],
    expect: {
      facts: [
        { anyOf: ['not a quote', 'not a contract', 'not binding', 'agreed directly', 'directly with'], source: 'content/legal.ts:67' },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'it-compound-13',
    group: 'compound',
    turns: ['How many skill areas are on your skills page, and how many tools are in your design stack?'],
    expect: {
      facts: [
        { anyOf: ['ten', '10 '], source: 'content/skills.ts:7' },
        { anyOf: ['thirteen', '13'], source: 'content/home.ts:25' },
      ],
      links: ['/skills', '/home'],
    },
  },
  {
    id: 'it-compound-14',
    group: 'compound',
    turns: ['that instagram grid project, Social Media Marketing: how many posts is the grid and what campaign was it made for?'],
    expect: {
      facts: [
        { anyOf: ['nine', '9-post', '9 post'], source: 'content/projects/social.ts:137' },
        { anyOf: ['relaunch'], source: 'content/projects/social.ts:137' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'it-compound-15',
    group: 'compound',
    turns: [
      'I run a mountain refuge and loved the idea of the short documentary about the hiking guide. How long is it, what year was it made, and did you use drone footage? Our place is only reachable on foot so aerial shots would be key.',
    ],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', '4 min 10', 'four minutes and ten', '4m10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
        { anyOf: ['drone'], source: 'content/cards/videography.ts:58' },
      ],
      links: ['/portfolio/videography'],
    },
  },
]
