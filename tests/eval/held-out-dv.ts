// Held-out set DV: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDV: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'dv-indirect-1',
    group: 'indirect',
    turns: [
      'hi, I run a small neighbourhood café. our menu is a cramped word doc nobody can read from the counter and our takeaway cups are plain white. have you done anything like that?',
    ],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'packaging', 'Cafe Menu', 'café menu', 'cafe menu'], source: 'content/projects/graphics.ts:213' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-indirect-2',
    group: 'indirect',
    turns: [
      'We only have some tiny blurry product pics from years ago and they look terrible blown up on our shop banner. can anything be done with them??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dv-indirect-3',
    group: 'indirect',
    turns: [
      'my fiancée and I are getting married next spring 💍 we want someone who is discreet during the ceremony. is that something alex does? how fast do we see first photos?',
    ],
    expect: {
      facts: [
        { anyOf: ['Weddings', 'wedding photography', 'Wedding Photography'], source: 'content/projects/photography.ts:78' },
        { anyOf: ['48 hours', '48h', '48 h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-indirect-4',
    group: 'indirect',
    turns: [
      'I manage a property agency. our facebook posts for new listings and handovers look really amateur compared to competitors. anything in the portfolio close to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dv-indirect-5',
    group: 'indirect',
    turns: [
      'launching my own fragrance line soon, bottles are glass and every photo I take has ugly reflections. need proper pics for the online store',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'Perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-indirect-6',
    group: 'indirect',
    turns: [
      'Our company holds a big industry meeting next month with keynotes and panels. Our PR team needs the pictures very quickly afterwards for the press. Is this something you cover, and how soon would we get them?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'tokenization', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day', 'the following day', 'within a day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-indirect-7',
    group: 'indirect',
    turns: [
      'customers keep emailing me the same questions about opening hours and shipping... i wish something on my website could just answer them automatically. can u build that kind of thing',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat bot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dv-indirect-8',
    group: 'indirect',
    turns: [
      'I am opening a small studio and I need a website online VERY fast, like in less than a week. Is it realistic? did you do something like this before',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website', 'AI-built website', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'dv-indirect-9',
    group: 'indirect',
    turns: ['i own a gym 🏋️ and want new people to be able to sign up for a free trial class online + see which trainer teaches what'],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dv-indirect-10',
    group: 'indirect',
    turns: [
      'the holy month is coming in a few weeks and our brand feed needs greetings and iftar announcements. have you done this kind of seasonal stuff?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-indirect-11',
    group: 'indirect',
    turns: [
      'we are relaunching our brand and our instagram profile is a random mess. I want the whole grid to look planned when people land on it, where each post also works alone',
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'feed grid'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dv-indirect-12',
    group: 'indirect',
    turns: [
      'My parents have run a bakery for 30 years and I would love a short film showing our early mornings, the ovens, the first customers... something to put on our site. Any examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'brand story film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dv-indirect-13',
    group: 'indirect',
    turns: [
      'starting a design studio w/ two friends. we have nothing yet: no logo, no colours, no fonts, no cards, no rules for how to use any of it. where do i look on your site',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-indirect-14',
    group: 'indirect',
    turns: [
      'Good afternoon. Our firm still uses Word templates for letterheads, envelopes and invoices, and they look inconsistent. Have you designed a coherent set of such documents?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'stationery', 'Stationery', 'Corporate Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-indirect-15',
    group: 'indirect',
    turns: [
      "i need to pitch a new look for our company to the board next week and we can't pay an agency for weeks of logo sketching. we need lots of options quick, then a few polished ones",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal', 'Forty', 'forty', '40'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dv-indirect-16',
    group: 'indirect',
    turns: ['we sell cupcakes, macarons and iced drinks and our menu photos look so flat and sad 😩 want something bright and playful'],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Beverages & Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-indirect-17',
    group: 'indirect',
    turns: [
      'I roast specialty coffee and sell bags online. I need photos of the beans, the pour-over process and our packaging for the webshop. Done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:174' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-indirect-18',
    group: 'indirect',
    turns: ['we have a big sale next weekend and want those full screen vertical things for insta and tiktok stories to announce it'],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', 'story graphics', 'stories', '9:16'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-indirect-19',
    group: 'indirect',
    turns: [
      'I am a consultant and want to explain my method step by step in posts people swipe through on LinkedIn. Do you have something like this in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dv-indirect-20',
    group: 'indirect',
    turns: ['love the geometric posters!! could I just print two of them and hang them in my coffee shop? or use one on our flyer'],
    expect: {
      facts: [{ anyOf: ['written permission', 'permission', 'ask first'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'dv-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have you built?', 'the one for the coffee roastery, what does it have on it?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'Subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dv-conversation-2',
    group: 'conversation',
    turns: ['show me ur videos', 'which is the longest', 'and what year is it from'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dv-conversation-3',
    group: 'conversation',
    turns: ['What photography work can I see?', 'Tell me more about the second one please'],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding', 'Wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-conversation-4',
    group: 'conversation',
    turns: ['which AI tools do you work with?', 'how good are you with the one that makes videos?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dv-conversation-5',
    group: 'conversation',
    turns: ['do you do packaging design?', 'what exactly is shown in that project? only the menu?'],
    expect: {
      facts: [
        { anyOf: ['Signage', 'signage', 'signs'], source: 'content/projects/graphics.ts:252' },
        { anyOf: ['Collateral', 'collateral', 'cup sleeves', 'loyalty cards', 'bags'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-conversation-6',
    group: 'conversation',
    turns: ['tell me about the AI video production', 'the one with the perfume bottle, what was it made for?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['launch teaser', 'teaser', 'without a studio shoot', 'studio shoot'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dv-conversation-7',
    group: 'conversation',
    turns: ['what is the 33 Degree Speciality Coffee project?', 'and the other 33 degree page, whats different there?'],
    expect: {
      facts: [{ anyOf: ['packaging', 'roaster', 'beans', 'pour-over', 'pour over'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality'],
    },
  },
  {
    id: 'dv-conversation-8',
    group: 'conversation',
    turns: ['how can I get in touch with alex?', 'is there a number i can message instead of email?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555 012 3456', '1 555 0123456', '555-0123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dv-conversation-9',
    group: 'conversation',
    turns: ['do you also do photo retouching?', 'whats your strongest skill in that area?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dv-conversation-10',
    group: 'conversation',
    turns: ['I saw a passion project with posters on your site', 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-conversation-11',
    group: 'conversation',
    turns: ['Tell me about the Bloom Bakery website.', 'ok and Glow?'],
    expect: {
      facts: [
        { anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' },
        { anyOf: ['routine builder', 'ingredient'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
      mustNotContain: ['croissant'],
    },
  },
  {
    id: 'dv-conversation-12',
    group: 'conversation',
    turns: ['what social media projects do you have', 'which platform was the property one made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dv-conversation-13',
    group: 'conversation',
    turns: ['do you use adobe programs?', 'which one of those are you least good at?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dv-conversation-14',
    group: 'conversation',
    turns: [
      'there is a before/after slider somewhere on your site with a blurry mountain picture',
      'what software did you use for that one?',
    ],
    expect: {
      facts: [{ anyOf: ['Magnific AI', 'Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dv-conversation-15',
    group: 'conversation',
    turns: ['what did you make for Harbor Coffee Roasters?', 'and for the architects?'],
    expect: {
      facts: [
        { anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' },
        { anyOf: ['minimal', 'Minimal', 'large project images'], source: 'content/cards/web-design.ts:37' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dv-conversation-16',
    group: 'conversation',
    turns: ['do you do family photos? we have 3 kids', 'how long after the shoot do we get the pictures?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-conversation-17',
    group: 'conversation',
    turns: ['Bonjour, you do wedding photography?', 'ok and the complete gallery, when do we receive it?'],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dv-conversation-18',
    group: 'conversation',
    turns: ['the brand identity design project has some documents you can open, right? what are they', 'what is the fourth one about?'],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business cards', 'Business cards'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dv-conversation-19',
    group: 'conversation',
    turns: ['tell me about the Product Launch Teaser', 'and the event highlights reel?', 'ok back to the first one — how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' }],
      links: ['/portfolio/videography'],
      mustNotContain: ['1:50'],
    },
  },
  {
    id: 'dv-conversation-20',
    group: 'conversation',
    turns: ['tell me about the music video', 'how long is it', 'and the motion one?'],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics Reel', 'motion graphics reel'], source: 'content/cards/videography.ts:65' },
        { anyOf: ['1:15', '75 seconds', '1 min 15'], source: 'content/cards/videography.ts:68' },
      ],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dv-compound-1',
    group: 'compound',
    turns: ["what's your email, and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'Remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'dv-compound-2',
    group: 'compound',
    turns: ['How many years of experience does Alex have, and how good is he at Photoshop?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'dv-compound-3',
    group: 'compound',
    turns: ['which year was the documentary short made + how long is the brand story film?'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
        { anyOf: ['2:45', '2 min 45', '165 seconds'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dv-compound-4',
    group: 'compound',
    turns: ['Carousel Spotlight: which platform is it for and how many slides are there?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dv-compound-5',
    group: 'compound',
    turns: ["who makes kling? also what's your proficiency in lovable"],
    expect: {
      facts: [
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
        { anyOf: ['90'], source: 'content/tools.ts:112' },
      ],
    },
  },
  {
    id: 'dv-compound-6',
    group: 'compound',
    turns: ['Does this site put cookies on my computer? And am I allowed to reuse your pictures for my own shop?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies", 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'dv-compound-7',
    group: 'compound',
    turns: ['how many social media projects have you done, and how many videos?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['12+', '12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/videography'],
    },
  },
  {
    id: 'dv-compound-8',
    group: 'compound',
    turns: ['For the AI brand proposal, which AI tools did you use, and what does it include apart from the logo concepts?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:10' },
        { anyOf: ['Mood Board', 'mood board', 'moodboard', 'Mockups', 'mockups'], source: 'content/projects/ai.ts:20' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dv-compound-9',
    group: 'compound',
    turns: ['is the contact form working yet? and how fast do you usually answer messages?'],
    expect: {
      facts: [
        { anyOf: ['Coming Soon', 'coming soon', 'on its way', 'not yet'], source: 'content/placeholders.ts:7' },
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dv-compound-10',
    group: 'compound',
    turns: ['3 quick ones: what is your strongest area on the about page, what % is midjourney, and where can i grab your cv'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about'],
    },
  },
]
