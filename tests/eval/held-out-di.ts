// Held-out set DI: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDI: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'di-conversation-1',
    group: 'conversation',
    turns: ['what films are in your videography section?', 'how long is the third one?'],
    expect: {
      facts: [{ anyOf: ['1:50', '1 min 50', '1 minute 50', '110 seconds'], source: 'content/cards/videography.ts:44' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'di-conversation-2',
    group: 'conversation',
    turns: ['Hello! Can you show me the websites you designed for clients?', 'which of them were built with Lovable and not webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
      mustNotContain: ['Bloom Bakery was built with Lovable'],
    },
  },
  {
    id: 'di-conversation-3',
    group: 'conversation',
    turns: ['tell me about ur AI video production page', 'whats the longest clip there'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '1 min 5', '1 minute 5', '65 seconds', '65 s'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'di-conversation-4',
    group: 'conversation',
    turns: ['Do you also do photography or only design?', 'and for weddings? how fast do we get the pictures'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'di-conversation-5',
    group: 'conversation',
    turns: ['How good are you with Photoshop?', 'and illustrator?'],
    expect: {
      facts: [{ anyOf: ['92'], source: 'content/tools.ts:24' }],
      links: ['/home'],
    },
  },
  {
    id: 'di-conversation-6',
    group: 'conversation',
    turns: ['I saw something called Brand Identity Design in graphics, what is that', 'ok and what is inside apart from the logo?'],
    expect: {
      facts: [
        { anyOf: ['Business Cards', 'business cards'], source: 'content/projects/graphics.ts:52' },
        { anyOf: ['Social Media Kit', 'social media kit'], source: 'content/projects/graphics.ts:60' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'di-conversation-7',
    group: 'conversation',
    turns: ['who actually made this portfolio?', 'cool 👍 whats their email'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/contact'],
    },
  },
  {
    id: 'di-conversation-8',
    group: 'conversation',
    turns: ['What is 33 Degree? I see it twice in photography', 'what year did you shoot the coffee one'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:61' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'di-conversation-9',
    group: 'conversation',
    turns: ['Which projects are in the artificial intelligence category?', 'The fourth one — which tools were used for it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/cards/ai.ts:13' },
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/cards/ai.ts:13' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'di-conversation-10',
    group: 'conversation',
    turns: ['list ur skill groups pls', 'whats the strongest skill in the motion one'],
    expect: {
      facts: [
        { anyOf: ['Animated Social Content'], source: 'content/skills.ts:101' },
        { anyOf: ['87'], source: 'content/skills.ts:101' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'di-conversation-11',
    group: 'conversation',
    turns: ['do u have social media work for restaurants?', 'what platform were those for?', 'and the carousel ones?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin', 'linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'di-conversation-12',
    group: 'conversation',
    turns: ['Salam, tell me about your Ramadan designs', 'how many images are in that collection?'],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/graphics.ts:11' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'di-conversation-13',
    group: 'conversation',
    turns: ['what is the stationery project about?', 'how many pictures in the document suite part of it?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'di-conversation-14',
    group: 'conversation',
    turns: ['hi, i am looking at your tools carousel on the home page', 'which one of them is for audio?', 'how good are you at it'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:60' },
        { anyOf: ['82'], source: 'content/tools.ts:64' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'di-conversation-15',
    group: 'conversation',
    turns: ['What are the three "creative excellence" things on your home page?', 'Can you explain the last one a bit more?'],
    expect: {
      facts: [
        { anyOf: ['Data-Driven Design', 'Data-Driven', 'data-driven'], source: 'content/home-excellence.ts:24' },
        { anyOf: ['engagement', 'Engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'di-conversation-16',
    group: 'conversation',
    turns: ['did you ever design anything for a skincare brand?', 'the glow one, what was it built with?'],
    expect: {
      facts: [{ anyOf: ['Webflow', 'webflow'], source: 'content/cards/web-design.ts:52' }],
      links: ['/portfolio/web-design'],
      mustNotContain: ['built with Lovable'],
    },
  },
  {
    id: 'di-conversation-17',
    group: 'conversation',
    turns: ["What's the AI Prompt Images project?", 'can you show me the example prompt you used'],
    expect: {
      facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'di-conversation-18',
    group: 'conversation',
    turns: ['my husband and I want photos with our kids, do you do family shoots?', 'and when would we get the photos after?'],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week', 'week later', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'di-conversation-19',
    group: 'conversation',
    turns: ['Which client websites did you make?', 'the bakery one - what features does it have?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery', 'Bloom'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['pre-order', 'pre order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'di-conversation-20',
    group: 'conversation',
    turns: ['tell me about the music video you edited', 'what year?', 'and how long is it'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', '3 minutes 20', '200 seconds'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'di-compute-1',
    group: 'compute',
    turns: ['Out of all the tools you list, which one are you best at?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:14' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'di-compute-2',
    group: 'compute',
    turns: ['be honest, which tool in your stack are you weakest with?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:90' },
        { anyOf: ['78'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'di-compute-3',
    group: 'compute',
    turns: ['how many adobe programs are in your tool list?'],
    expect: {
      facts: [{ anyOf: ['7', 'seven', 'Seven'], source: 'content/tools.ts:12' }],
      links: ['/home'],
      mustNotContain: ['six Adobe', '6 Adobe', 'eight Adobe', '8 Adobe'],
    },
  },
  {
    id: 'di-compute-4',
    group: 'compute',
    turns: ['If I watched all six films in your videography section back to back, how long would that take in total?'],
    expect: {
      facts: [{ anyOf: ['14:05', '14 min', '14 minutes', '845 seconds', '845 s', '14m'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'di-compute-5',
    group: 'compute',
    turns: ['whats the longest video in ur videography portfolio?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', '250 seconds'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'di-compute-6',
    group: 'compute',
    turns: ['Which of the videography films are from 2023 and not 2024?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'Music Video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
      mustNotContain: ['Brand Story Film (2023)', 'Motion Graphics Reel (2023)'],
    },
  },
  {
    id: 'di-compute-7',
    group: 'compute',
    turns: ['chatgpt or midjourney, which are you better at and by how many points?'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:80' },
        { anyOf: ['4 point', '4 percent', '4%', 'four', 'by 4', '4 pp', '4-point', '4 percentage'], source: 'content/tools.ts:104' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'di-compute-8',
    group: 'compute',
    turns: ['In which area of your portfolio have you done the most projects?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'di-compute-9',
    group: 'compute',
    turns: ['On your skills page, what is the lowest-rated skill in the video editing group?'],
    expect: {
      facts: [
        { anyOf: ['Sound Design', 'sound design'], source: 'content/skills.ts:92' },
        { anyOf: ['80'], source: 'content/skills.ts:92' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'di-compute-10',
    group: 'compute',
    turns: ['of the AI generated videos, which one is the shortest?? need something quick to watch lol'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'di-compound-1',
    group: 'compound',
    turns: ["What's your email address, and where are you located?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'Remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'di-compound-2',
    group: 'compound',
    turns: ['how long have you been doing this and how many projects have you finished so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'di-compound-3',
    group: 'compound',
    turns: ['Brand Story Film: how long is it and what year was it made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '165 seconds'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'di-compound-4',
    group: 'compound',
    turns: ['we need someone for video. how strong are you in premiere pro, and in after effects?'],
    expect: {
      facts: [
        { anyOf: ['90'], source: 'content/tools.ts:54' },
        { anyOf: ['85'], source: 'content/tools.ts:34' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'di-compound-5',
    group: 'compound',
    turns: ['Two things: who was the documentary short about, and which social network were the real estate posts made for?'],
    expect: {
      facts: [
        { anyOf: ['hiking guide', 'hiking'], source: 'content/cards/videography.ts:58' },
        { anyOf: ['Facebook', 'facebook'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/videography', '/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'di-compound-6',
    group: 'compound',
    turns: ['does this site put cookies on my computer? and when I switch to dark mode where is that saved?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'No cookies',
            'sets no cookies',
            'does not set',
            "doesn't set",
            'does not use cookies',
            "doesn't use cookies",
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'di-compound-7',
    group: 'compound',
    turns: ['how many slides does the carousel spotlight have, and how many posters are in your poster series?'],
    expect: {
      facts: [
        { anyOf: ['12', 'twelve', 'Twelve'], source: 'content/projects/social.ts:126' },
        { anyOf: ['8', 'eight', 'Eight'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/event-poster-series', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'di-compound-8',
    group: 'compound',
    turns: ['What do you use Magnific AI for? And which AI tool do you use to make videos?'],
    expect: {
      facts: [
        { anyOf: ['upscal', 'Upscal'], source: 'content/tools.ts:113' },
        { anyOf: ['Kling'], source: 'content/tools.ts:90' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'di-compound-9',
    group: 'compound',
    turns: ['which AI tools went into the AI Brand Proposal, and for a wedding how soon do we get a sneak peek?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:10' },
        { anyOf: ['48 hours', '48h', '48 h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
      ],
      links: [
        '/portfolio/ai-brand-proposal',
        '/portfolio/wedding-photography',
        '/portfolio/artificial-intelligence',
        '/portfolio/photography',
      ],
    },
  },
  {
    id: 'di-compound-10',
    group: 'compound',
    turns: ['ok so 3 questions: what is your whatsapp number, how fast do you normally reply, and where can i download your CV?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555', '555 0123', '5550123456', '555-0123', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', 'working day'],
          source: 'content/placeholders.ts:7',
        },
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
      ],
      links: ['/contact', '/home'],
    },
  },

  // ---------------------------------------------------------------- indirect (10)
  {
    id: 'di-indirect-1',
    group: 'indirect',
    turns: ["my café's menu photos look awful, the cakes look grey and nobody orders them. can you help?"],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'food photography', 'Food Photography'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'di-indirect-2',
    group: 'indirect',
    turns: [
      'I only have a tiny blurry jpg of our old shop photo from 2009 and the printer says it is too small for a big banner. anything you can do?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'di-indirect-3',
    group: 'indirect',
    turns: ['We are getting married next spring 💍 and want someone to capture the whole day, is that something you do?'],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding photography', 'Wedding Photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'di-indirect-4',
    group: 'indirect',
    turns: [
      'i sell apartments and villas and our facebook page looks dead, posts get zero likes. do you have experience with this kind of business?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'di-indirect-5',
    group: 'indirect',
    turns: [
      'Hi there. My partner and I are opening a small neighbourhood coffee place in March and honestly we have nothing yet: we need the menu people read at the counter, cups and bags with our name on, and some kind of sign outside so people actually walk in. Have you done something like that before or is that not your thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'signage', 'Signage'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'di-indirect-6',
    group: 'indirect',
    turns: ['i make my own fragrances and sell on etsy, but the bottle pics are flat and full of reflections. what would you suggest?'],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'product photography', 'Product Photography', 'Perfume'], source: 'content/projects/photography.ts:102' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'di-indirect-7',
    group: 'indirect',
    turns: [
      'customers keep messaging my shop website at night with the same questions about opening hours and delivery, and I am asleep. is there a way you could help with that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'di-indirect-8',
    group: 'indirect',
    turns: [
      'I own a gym. Need a site where people see the class timetable, the trainers and can sign up for a free trial class. Have you built anything close?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'di-indirect-9',
    group: 'indirect',
    turns: [
      'our company hosts a conference about asset tokenization next month, we need someone discreet to take pictures of the speakers and panels',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization Meeting', 'event photography', 'Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'di-indirect-10',
    group: 'indirect',
    turns: ['hey, I really love one of your geometric posters, could I just print it in my little zine? is that ok with you?'],
    expect: {
      facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },
]
