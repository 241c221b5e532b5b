// Held-out set DN: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDN: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'dn-indirect-1',
    group: 'indirect',
    turns: [
      'our little cafe menu is a disaster lol, ppl squint at the board from the counter and our takeaway cups are plain white. also the sign outside is sad. have u done anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'product-packaging', 'Cafe Menu'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-indirect-2',
    group: 'indirect',
    turns: [
      'We have a bunch of product photos from years ago, tiny files, they go all blurry and blocky when our printer blows them up for a trade-show banner. Any way you can rescue them?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dn-indirect-3',
    group: 'indirect',
    turns: [
      'me and my fiancée are tying the knot next spring 💍 looking for someone to capture the day, rings, vows, first dance etc. is that something you do?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding-photography', 'Wedding Photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-indirect-4',
    group: 'indirect',
    turns: [
      'launching our fragrance line in Q3, need clean bottle shots for the webshop + campaign. glass reflections always look cheap when we do it ourselves',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume-photography', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-indirect-5',
    group: 'indirect',
    turns: [
      'Hi, I organise a fintech conference next month. Need somebody to cover the keynotes, the panels and the networking, with pics ready for the press the next morning. Have you covered something similar?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'main-course-appetizer'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-indirect-6',
    group: 'indirect',
    turns: [
      'i own a gym/studio and our website is rubbish, members cant see the class times and nobody signs up for the free trial. u done sites like that??',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dn-indirect-7',
    group: 'indirect',
    turns: [
      'We are a small architecture practice. Our current site is cluttered; we would like something very minimal where big project images speak for themselves. Do you have an example of that kind of work?',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dn-indirect-8',
    group: 'indirect',
    turns: [
      'travel agency here ✈️ we want a moving background for the top of our homepage, something like flying over mountains, but no budget for a drone crew',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dn-indirect-9',
    group: 'indirect',
    turns: ['starting a podcast, need a short spacey animated intro cut to music for the opening. anything in your work like that?'],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dn-indirect-10',
    group: 'indirect',
    turns: [
      'our letterheads, envelopes and invoices all look like they were made in word in 2003. also need a proper company brochure. what have you got?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite', 'Company Profile'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-indirect-11',
    group: 'indirect',
    turns: ['need full-screen vertical promo graphics for IG + tiktok stories for our summer sale, fast. done those before?'],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', 'social-media-graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-indirect-12',
    group: 'indirect',
    turns: [
      'Property developer here. We are launching two residential towers and some villas, need listing posts for our Facebook page that look premium, not like a classifieds ad.',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate-social'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dn-indirect-13',
    group: 'indirect',
    turns: [
      'our B2B marketing team wants those swipeable multi-slide educational posts for LinkedIn, charts, checklists etc. any examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel-posts', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dn-indirect-14',
    group: 'indirect',
    turns: [
      'the holy month is coming up soon and our brand wants greeting posts + iftar announcements with crescents and lanterns. have you designed a set like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-indirect-15',
    group: 'indirect',
    turns: [
      'we get the same 20 customer questions every day by email. could we have something on our online shop that answers them automatically from our own FAQ? do you build that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dn-indirect-16',
    group: 'indirect',
    turns: [
      'honestly we need a website live in like a week for our studio opening. is that even realistic? have you done something that quick?',
    ],
    expect: {
      facts: [
        { anyOf: ['AI-Built Website', 'AI Built Website', 'Lovable'], source: 'content/cards/ai.ts:16' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dn-indirect-17',
    group: 'indirect',
    turns: [
      'full rebrand needed asap: new logo, colours, fonts, a rules doc for the team, biz cards and matching insta templates. what can you show me',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand-identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-indirect-18',
    group: 'indirect',
    turns: [
      'would love some nice relaxed pictures of me, my husband and our two kids outside somewhere, nothing too posed. is that a thing you do?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family-portrait', 'Family Session'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-indirect-19',
    group: 'indirect',
    turns: [
      'I run a dessert bar 🍦 our menu pics are taken on my phone and look sad. cupcakes, cones, iced drinks... need them to look irresistible',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Beverages & Desserts', 'drinks-and-desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-indirect-20',
    group: 'indirect',
    turns: [
      'we roast specialty beans and sell bags online. need photos of the beans, pour-over, the packaging, for website and shop. any relevant work?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:174' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'dn-conversation-1',
    group: 'conversation',
    turns: ['what websites have u built', 'the bakery one - what was it built with?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['Webflow'], source: 'content/cards/web-design.ts:24' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dn-conversation-2',
    group: 'conversation',
    turns: ['show me your video work pls', 'how long is the documentary?', 'and what year was it made'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:61' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dn-conversation-3',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'how good are you with the upscaling one?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
      ],
    },
  },
  {
    id: 'dn-conversation-4',
    group: 'conversation',
    turns: ['Which photo projects do you have?', 'Tell me more about the corporate one.', 'When was it shot?'],
    expect: {
      facts: [{ anyOf: ['2024'], source: 'content/categories.ts:60' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-conversation-5',
    group: 'conversation',
    turns: ["what's on your AI video page", 'the perfume one, how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dn-conversation-6',
    group: 'conversation',
    turns: ['u do social media stuff?', 'which platform was the carousel thing for'],
    expect: {
      facts: [{ anyOf: ['LinkedIn'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dn-conversation-7',
    group: 'conversation',
    turns: ['how good are you at photoshop?', 'and for InDesign?'],
    expect: {
      facts: [{ anyOf: ['88'], source: 'content/tools.ts:40' }],
    },
  },
  {
    id: 'dn-conversation-8',
    group: 'conversation',
    turns: ['do u do branding', "what's in the brand identity project?", 'the guidelines doc, what does it cover'],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-conversation-9',
    group: 'conversation',
    turns: ['how would I book you for our wedding?', 'and after the day, how soon do we get to see some pictures?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dn-conversation-10',
    group: 'conversation',
    turns: ["what's the stationery project?", 'how many images in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'dn-conversation-11',
    group: 'conversation',
    turns: ['tell me about your skills', "what's your strongest thing in photo retouching?"],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dn-conversation-12',
    group: 'conversation',
    turns: ['is there a contact form on the site?', 'ok so how do I reach out then', 'and how fast do you usually answer?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a working day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dn-conversation-13',
    group: 'conversation',
    turns: ['what is the AI Brand Proposal?', 'what about the second tile?'],
    expect: {
      facts: [{ anyOf: ['Mood Board', 'mood board', 'moodboard'], source: 'content/projects/ai.ts:20' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'dn-conversation-14',
    group: 'conversation',
    turns: ['list your web design projects', 'the 4th one - what does the site do?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['destination guides', 'package filters', 'enquiry'], source: 'content/cards/web-design.ts:44' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dn-conversation-15',
    group: 'conversation',
    turns: ["what's that passion project thing", 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dn-conversation-16',
    group: 'conversation',
    turns: ['what do you use to make AI videos?', 'how good r u with it? the AI one, not premiere'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
    },
  },
  {
    id: 'dn-conversation-17',
    group: 'conversation',
    turns: ['any coffee related work?', 'the latte art one, what was that made for?'],
    expect: {
      facts: [
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree'], source: 'content/projects/photography.ts:198' },
        { anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-conversation-18',
    group: 'conversation',
    turns: ["what's in the packaging project", 'and the signage part?'],
    expect: {
      facts: [{ anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame'], source: 'content/projects/graphics.ts:253' }],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'dn-conversation-19',
    group: 'conversation',
    turns: ["what's the longest video you've made?", 'what is it about?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['hiking guide', 'hiking'], source: 'content/cards/videography.ts:58' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dn-conversation-20',
    group: 'conversation',
    turns: [
      'do you shoot food for restaurants and cafes?',
      'which one is the dessert bar',
      'what does the booking button on that page say',
    ],
    expect: {
      facts: [{ anyOf: ['Book Food Photography'], source: 'content/projects/photography.ts:144' }],
      links: ['/portfolio/drinks-and-desserts'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'dn-compound-1',
    group: 'compound',
    turns: ['quick one: email? where r u based? and how many yrs experience?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote', 'Worldwide', 'remotely'], source: 'content/site.ts:16' },
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
      ],
      mustNotContain: ['5 years', 'over 5', '5+ years'],
    },
  },
  {
    id: 'dn-compound-2',
    group: 'compound',
    turns: ['How many projects have you completed overall, and how many of those are social media?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
    },
  },
  {
    id: 'dn-compound-3',
    group: 'compound',
    turns: ['lightroom proficiency %? + where can i see ur family shoots'],
    expect: {
      facts: [
        { anyOf: ['87'], source: 'content/tools.ts:67' },
        { anyOf: ['Family Portrait', 'family-portrait'], source: 'content/projects/photography.ts:54' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dn-compound-4',
    group: 'compound',
    turns: ['Two things: what does the fitness studio site you built include, and what is special about the skincare one?'],
    expect: {
      facts: [
        { anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' },
        { anyOf: ['routine builder', 'ingredient stories'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dn-compound-5',
    group: 'compound',
    turns: ['does this site put cookies on my laptop? also can i print your posters and hang them in my cafe?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', "doesn't use cookies", 'does not use cookies', 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'dn-compound-6',
    group: 'compound',
    turns: ['how long is the brand story film, and how long is the event highlights reel?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['1:50', '1 min 50', '1 minute 50', '1m50'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dn-compound-7',
    group: 'compound',
    turns: ['For our pitch deck: how many web design projects and how many AI projects do you list? and video?'],
    expect: {
      facts: [
        { anyOf: ['30+', '30'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['15+', '15'], source: 'content/category-summaries.ts:46' },
        { anyOf: ['12+', '12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio'],
    },
  },
  {
    id: 'dn-compound-8',
    group: 'compound',
    turns: ['whats ur level in typography, logo design and prompt engineering'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/skills.ts:24' },
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['92'], source: 'content/skills.ts:62' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dn-compound-9',
    group: 'compound',
    turns: ['whatsapp number pls, and where do I download the CV?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '1 555 012 3456', '555-0123', '555 0123'], source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'dn-compound-10',
    group: 'compound',
    turns: ['What do you use Audition for, what is your After Effects level, and which website did you do for a coffee roastery?'],
    expect: {
      facts: [
        { anyOf: ['voice-over', 'voiceover', 'noise reduction', 'sound mixing', 'audio'], source: 'content/tools.ts:57' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
    },
  },
]
