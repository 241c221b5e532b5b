// Held-out set JK: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJK: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'jk-indirect-1',
    group: 'indirect',
    turns: [
      'I run a small reformer pilates studio. I need a website where people can see the weekly class schedule, read about each instructor and sign up for a free first class. Have you ever built anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jk-indirect-2',
    group: 'indirect',
    turns: [
      'hi 🌊 we are a yoga retreat by the sea but honestly we have zero video footage. I want a slow calm looping sea background for the top of our website. possible without filming??',
    ],
    expect: {
      facts: [{ anyOf: ['Ocean Dreams'], source: 'content/projects/ai.ts:66' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-indirect-3',
    group: 'indirect',
    turns: [
      'The only photo I have of my teacher who founded our studio is a tiny blurry one from an old phone, all blocky when I zoom. I want to print it big for the wall of the practice room. Can anything be done?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-indirect-4',
    group: 'indirect',
    turns: [
      'opening my second wellness studio next spring and every teacher makes their own flyers in canva with random colours and fonts 🙈 I need a proper logo plus one rule book for colours, fonts and how things should look so everyone stays consistent. what have you done in that direction',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'Brand Guidelines'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-indirect-5',
    group: 'indirect',
    turns: [
      'We make our own essential oil roll-ons and room sprays in little glass bottles and sell them at the studio and online. My phone pictures look flat and the glass reflects everything. Do you shoot that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'product photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-indirect-6',
    group: 'indirect',
    turns: [
      'there is a little cafe corner in my yoga studio, we do smoothies and slices of cake after class. the printed menu has no pictures and nobody orders. anything in your work like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-indirect-7',
    group: 'indirect',
    turns: [
      "I want to teach on instagram, like posts where people swipe through several slides: '5 mistakes in your plank', one mistake per slide. have you designed posts like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jk-indirect-8',
    group: 'indirect',
    turns: [
      "I'm organising a one-day wellbeing summit in October, talks and panel discussions with teachers and nutritionists. Afterwards I want a short recap film of the day for our newsletter. Show me something close to that please.",
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jk-indirect-9',
    group: 'indirect',
    turns: [
      'need those tall full-screen pictures people tap through on insta (the ones that vanish after 24h) to announce our 10-class pass discount. done those?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', 'story graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-indirect-10',
    group: 'indirect',
    turns: [
      'We are relaunching the studio under a new name in September. When someone opens our Instagram profile I want the first nine squares to look planned, like they belong together, not random. Is that something you have done?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'instagram-homepage'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'jk-indirect-11',
    group: 'indirect',
    turns: [
      'salam! my ladies-only pilates studio is in Sharjah and most of our members fast during the holy month. I want greeting posts and an iftar timetable announcement in nice colours. have u done this kind of seasonal thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-indirect-12',
    group: 'indirect',
    turns: [
      "Before my co-founder agrees to pay for a full rebrand of our meditation app, I'd like to show her some quick logo directions, a mood board and a couple of mockups. Cheap and fast. Have you done that sort of pitch?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-indirect-13',
    group: 'indirect',
    turns: [
      'I record guided meditations in my spare room and there is a humming noise from the fridge in all of them 😩 which of the programs you work with would clean that up?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'jk-indirect-14',
    group: 'indirect',
    turns: [
      'We run hiking + yoga weekends in the mountains. I dream of a little film that just follows one of our guides for a day, with interviews and drone shots from above. Do you have any film like that in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jk-indirect-15',
    group: 'indirect',
    turns: [
      'ok honest question. my studio has no website at all and our retreat sells out in 10 days so I need something online in less than a week. small budget. is that even realistic with you?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'four days', '4 days', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-indirect-16',
    group: 'indirect',
    turns: [
      'Every night I get the same DMs: is there parking, what do I bring to hot yoga, can I freeze my membership. I would love something on my website that answers people automatically from our own info so I can sleep. Is this something you make?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-indirect-17',
    group: 'indirect',
    turns: [
      'A bank hired my studio to run a corporate wellness morning with keynote talks, a panel and networking over coffee. They want photos of it, taken quietly without disturbing anyone, and sent the next day for their press release. Have you photographed something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-indirect-18',
    group: 'indirect',
    turns: [
      'we launch our own cork yoga mats in march!! want a short punchy clip for reels, cut to music with text flying in, like 30-45 seconds, to build hype before release day. anything similar in your videos?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jk-indirect-19',
    group: 'indirect',
    turns: [
      'The front desk of my studio looks so amateur: plain word-document invoices, no proper letterhead, no folders for new members, I even want mugs and name badges with our logo for the staff. Which of your projects is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-indirect-20',
    group: 'indirect',
    turns: [
      'my wife is opening a tiny juice bar next to my pilates studio. she needs the menu for the counter, printed cups and paper bags, stamp cards for regulars and a board for the pavement outside. did u ever do the full set like this for a small shop?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'jk-conversation-1',
    group: 'conversation',
    turns: ['What kinds of websites have you designed for clients?', 'the fitness one - what could people do on that site?'],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profile', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jk-conversation-2',
    group: 'conversation',
    turns: ['can you list the films you have made?', 'the one following the hiking guide, how long is it and what year?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 min'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jk-conversation-3',
    group: 'conversation',
    turns: [
      'Hello, what sort of photography do you do?',
      'Do you also do food and drinks?',
      'and the coffee ones, which brand were those for?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-conversation-4',
    group: 'conversation',
    turns: ['which AI tools are you using?', 'which one of them makes the videos? and how good are you with it'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home', '/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-conversation-5',
    group: 'conversation',
    turns: [
      'What kind of AI work do you do? I keep hearing about it but no idea what a designer uses it for',
      'the one where you make old low-quality pictures sharp again - where can I see a before and after?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'slider', 'drag'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-conversation-6',
    group: 'conversation',
    turns: ['do u do social media posts? show me what kind', 'the restaurant food one, was that for insta or facebook?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'jk-conversation-7',
    group: 'conversation',
    turns: ['Could you list your graphic design projects?', 'The passion one with posters - how many posters are in that series?'],
    expect: {
      facts: [{ anyOf: ['eight', '8 ', '8.', '8,'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-conversation-8',
    group: 'conversation',
    turns: ['what are all your skill areas?', 'in the retouching group, what are you strongest at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'jk-conversation-9',
    group: 'conversation',
    turns: ['Which AI videos have you produced?', 'ooh the flower one 🌸 who was it made for?'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-conversation-10',
    group: 'conversation',
    turns: [
      'what services do you offer exactly? we are a yin yoga studio looking for help with many things',
      'for the video part, which software do you work in?',
    ],
    expect: {
      facts: [{ anyOf: ['Premiere Pro', 'Premiere'], source: 'content/about.ts:61' }],
      links: ['/about', '/portfolio/videography', '/skills', '/home'],
    },
  },
  {
    id: 'jk-conversation-11',
    group: 'conversation',
    turns: [
      'hii, my yoga teacher trainee is getting married and asked me to find a photographer. do you shoot weddings?',
      'lovely. how would she book it?',
    ],
    expect: {
      facts: [{ anyOf: ['Book Your Wedding Photography', 'WhatsApp'], source: 'content/projects/photography.ts:96' }],
      links: ['/portfolio/wedding-photography', '/contact', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-conversation-12',
    group: 'conversation',
    turns: ['What did you deliver in the brand identity project?', 'the 2nd item, what is in it exactly?'],
    expect: {
      facts: [
        {
          anyOf: ['Colour & Type', 'Color & Type', 'Colour and Type', 'Color and Type', 'type scale', 'pairings'],
          source: 'content/projects/graphics.ts:36',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-conversation-13',
    group: 'conversation',
    turns: [
      'Which tools are in your design stack?',
      'the Adobe one for photos that is NOT photoshop - what is it and what is your level in it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jk-conversation-14',
    group: 'conversation',
    turns: [
      'show me the websites you made pls',
      'the skincare one sounds like us, we sell natural face oils next to our classes. what was on that site?',
    ],
    expect: {
      facts: [{ anyOf: ['routine builder', 'ingredient'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jk-conversation-15',
    group: 'conversation',
    turns: [
      'Do you have food or drink photography? We are adding a healthy snack bar to the studio.',
      'the dessert bar one - what is in those photos?',
    ],
    expect: {
      facts: [{ anyOf: ['macaron', 'cupcake', 'iced drink', 'cones'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-conversation-16',
    group: 'conversation',
    turns: ['Have you designed stationery for a business?', 'And the office part of it, what items did that include?'],
    expect: {
      facts: [{ anyOf: ['notebook', 'mug', 'badge', 'business card'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jk-conversation-17',
    group: 'conversation',
    turns: ['what did the AI brand proposal include?', 'for the logo bit, how many directions did you look at before picking?'],
    expect: {
      facts: [{ anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jk-conversation-18',
    group: 'conversation',
    turns: ['list your videography projects please', 'how long is the fourth one?'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jk-conversation-19',
    group: 'conversation',
    turns: ['Which categories does your portfolio cover?', 'how many projects have u done in the social one?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 ', 'forty'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'jk-conversation-20',
    group: 'conversation',
    turns: ['What are your skills?', 'photography — which kind are you best at?', 'and which one is your weakest in that group?'],
    expect: {
      facts: [{ anyOf: ['Lighting Setup', 'lighting'], source: 'content/skills.ts:118' }],
      links: ['/skills'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'jk-compound-1',
    group: 'compound',
    turns: ['How many years have you been designing, and about how many projects have you finished so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two', 'one or two', '1 or 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 ', 'two hundred'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },
  {
    id: 'jk-compound-2',
    group: 'compound',
    turns: ['where r u based? my studio is in Lisbon, can u work with us from there? and whats ur email'],
    expect: {
      facts: [
        { anyOf: ['remote', 'worldwide'], source: 'content/site.ts:16' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jk-compound-3',
    group: 'compound',
    turns: ['Two quick things: what proficiency do you give yourself in Webflow, and what in Midjourney?'],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jk-compound-4',
    group: 'compound',
    turns: ['How long is your Brand Story Film, and what year did you make the Music Video Edit?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jk-compound-5',
    group: 'compound',
    turns: [
      'My pilates instructor is getting married and I also want a family shoot of my own. For a wedding, when does the couple get a first preview and when the full gallery? And after a family session how long until I get the edited photos?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'jk-compound-6',
    group: 'compound',
    turns: ["what's your whatsapp number, and how fast do you normally answer messages? 🙏"],
    expect: {
      facts: [
        { anyOf: ['15550123456', '0123456', '012-3456', '012 3456', '555-0123', '555 0123'], source: 'content/owner.ts:19' },
        { anyOf: ['one working day', '1 working day', 'working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jk-compound-7',
    group: 'compound',
    turns: ['Could I use one of your photos on the flyer for my studio open day? Also, does this website track visitors or use cookies?'],
    expect: {
      facts: [
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
        {
          anyOf: [
            'no cookies',
            'no tracking',
            'no analytics',
            'not track',
            "doesn't track",
            'does not track',
            'sets no cookies',
            "doesn't use cookies",
            'does not use cookies',
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'jk-compound-8',
    group: 'compound',
    turns: ['how many tools are in your design stack, and which is the one you are most skilled in?'],
    expect: {
      facts: [
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jk-compound-9',
    group: 'compound',
    turns: ['For your real estate posts, which platform were they made for? And how many slides does the Carousel Spotlight project have?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jk-compound-10',
    group: 'compound',
    turns: [
      'Which AI tool do you use to make video clips, how would you rate yourself on it, and which tool do you use to upscale images?',
    ],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-enhanced'],
    },
  },
]
