// Held-out set DZ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDZ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'dz-indirect-1',
    group: 'indirect',
    turns: [
      'i own a small bakery and people keep calling to reserve croissants... would be nice if they could just order ahead online and see what we bake each day',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dz-indirect-2',
    group: 'indirect',
    turns: [
      'We run a gym. Members can never find the class schedule and we want new people to try a free class. Have you done something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dz-indirect-3',
    group: 'indirect',
    turns: [
      'the only copy of our old logo is a tiny blurry jpg from 2009 and the printer says its way too small for the banner. can anything be done??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-indirect-4',
    group: 'indirect',
    turns: [
      "we're getting married in may 💍 my mum will want to see pictures asap after the day, realistically how soon could we see some?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-indirect-5',
    group: 'indirect',
    turns: [
      'I sell fragrances in my online shop and honestly the bottle photos I took with my phone look cheap, all reflections everywhere',
    ],
    expect: {
      facts: [{ anyOf: ['Perfume', 'product photography', 'Product Photography'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-indirect-6',
    group: 'indirect',
    turns: [
      'Our company hosts a conference next month with keynotes and panels. The press team needs pictures the very next morning. Is that something you cover?',
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:167' },
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'event photography', 'Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-indirect-7',
    group: 'indirect',
    turns: [
      'my burger place has an instagram but nobody engages, the posts are just boring pics. want stuff that makes ppl hungry while scrolling',
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'Foods &amp; Restaurants'], source: 'content/projects/social.ts:90' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'dz-indirect-8',
    group: 'indirect',
    turns: ['before I type my business details in here... does whatever I write in this chat get saved somewhere?'],
    expect: {
      facts: [{ anyOf: ['not stored', 'not saved', 'no database', 'not kept'], source: 'content/legal.ts:15' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'dz-indirect-9',
    group: 'indirect',
    turns: [
      'The holy month starts in a few weeks and we want greetings and iftar announcements for our brand page, in a classy style. Have you made anything like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dz-indirect-10',
    group: 'indirect',
    turns: [
      'Opening a little café in autumn ☕ need a menu people can actually read, cups & bags with our logo on them and some sign for outside. where do i start',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dz-indirect-11',
    group: 'indirect',
    turns: [
      'we are a new consulting firm, our letterheads, invoices and envelopes all look different from each other. embarrassing in meetings. can you show me relevant work',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Stationery', 'stationery', 'Corporate Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dz-indirect-12',
    group: 'indirect',
    turns: [
      'customers write to us all day asking the same 10 questions about opening hours and delivery. i wish something on our website could just answer them for us',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-indirect-13',
    group: 'indirect',
    turns: ['Hi, my studio launches next week and we still have no website at all. Is it even realistic to have something live that fast?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-indirect-14',
    group: 'indirect',
    turns: ['launching my own skincare line soon, need a short punchy clip for reels before the release date. any examples?'],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dz-indirect-15',
    group: 'indirect',
    turns: [
      'I run a small travel agency. Want a moving mountain background for the top of our website but we have zero budget to send someone with a drone. Ideas?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-indirect-16',
    group: 'indirect',
    turns: [
      'we want some nice pics with our 2 kids outside, maybe in a park, but NOT the stiff studio kind where everyone says cheese lol',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session', 'Family Session'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-indirect-17',
    group: 'indirect',
    turns: [
      'I roast my own beans and sell them in a web shop. Would love pictures of the bags, the beans and a pour-over for the site. Have you shot for a roaster before?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-indirect-18',
    group: 'indirect',
    turns: ["I'm based in Melbourne, Australia. Is it a problem that we'd be on opposite sides of the world?"],
    expect: {
      facts: [{ anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
    },
  },
  {
    id: 'dz-indirect-19',
    group: 'indirect',
    turns: [
      'i host a science podcast and the intro is just silence + my voice 😅 would love some spacey galaxy visual with music at the start',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-indirect-20',
    group: 'indirect',
    turns: ['One of those geometric posters would look great on the flyer for my yoga class. Am I allowed to just grab it and use it?'],
    expect: {
      facts: [{ anyOf: ['permission', 'written permission'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'dz-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have you built?', 'the one for the gym, what does it have on it?'],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dz-conversation-2',
    group: 'conversation',
    turns: ['show me ur videos', 'how long is the music one', 'and the documentary?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10', '4m10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dz-conversation-3',
    group: 'conversation',
    turns: ['Which tool do you use to make AI videos?', 'How good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
    },
  },
  {
    id: 'dz-conversation-4',
    group: 'conversation',
    turns: ['tell me about your wedding photography', 'ok and the full gallery, how long does that take?'],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-conversation-5',
    group: 'conversation',
    turns: ['What social media work can I see?', 'Which platform was the real estate one made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dz-conversation-6',
    group: 'conversation',
    turns: ['do you know photoshop', 'and after effects? how good'],
    expect: {
      facts: [{ anyOf: ['85'], source: 'content/tools.ts:31' }],
    },
  },
  {
    id: 'dz-conversation-7',
    group: 'conversation',
    turns: ['what AI-generated videos do you have?', 'the flower one - who was that for?'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-conversation-8',
    group: 'conversation',
    turns: ['what are the 33 degree pages?', 'sorry I meant the coffee bar one specifically, whats in it'],
    expect: {
      facts: [{ anyOf: ['latte art', 'brewing gear', 'espresso'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-conversation-9',
    group: 'conversation',
    turns: ["What's on the graphics page?", 'the posters, how many are in that series?'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dz-conversation-10',
    group: 'conversation',
    turns: ['tell me about the brand identity project', "what's in the business cards part of it?"],
    expect: {
      facts: [
        {
          anyOf: ['double-sided', 'Double-sided', 'double sided', 'spot-colour', 'spot colour'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dz-conversation-11',
    group: 'conversation',
    turns: ['which of your websites were made with Lovable?', 'what about the coffee one, what features does it have?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes', 'partner cafés'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dz-conversation-12',
    group: 'conversation',
    turns: ['what is the AI brand proposal?', 'how many logo directions did u explore for it'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-conversation-13',
    group: 'conversation',
    turns: ['how long have you been doing this?', 'and how many projects so far?'],
    expect: {
      facts: [{ anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'dz-conversation-14',
    group: 'conversation',
    turns: ["what's your strongest photo retouching skill?", 'and the weakest one in that group?'],
    expect: {
      facts: [
        { anyOf: ['Lightroom Presets', 'Lightroom presets'], source: 'content/skills.ts:131' },
        { anyOf: ['86'], source: 'content/skills.ts:131' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dz-conversation-15',
    group: 'conversation',
    turns: ['Tell me about the carousel posts', 'how many slides', 'and which platform is it for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dz-conversation-16',
    group: 'conversation',
    turns: ['what food photography have you done?', 'the beverages one, what was it for?'],
    expect: {
      facts: [{ anyOf: ['menu refresh', 'cafe menu', 'café menu', 'smoothies'], source: 'content/projects/photography.ts:225' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dz-conversation-17',
    group: 'conversation',
    turns: ["what's the AI Enhanced project about", 'which tool did you use for that?'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dz-conversation-18',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'who makes kling? never heard of it'],
    expect: {
      facts: [{ anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' }],
    },
  },
  {
    id: 'dz-conversation-19',
    group: 'conversation',
    turns: ['how long is the brand story film?', 'same for the motion graphics reel'],
    expect: {
      facts: [{ anyOf: ['1:15', '1 min 15', '1 minute 15', '75 seconds'], source: 'content/cards/videography.ts:68' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dz-conversation-20',
    group: 'conversation',
    turns: ['Hello, I would like to book a family photo session. How does it work?', 'After the session, when we receive the photos?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dz-compound-1',
    group: 'compound',
    turns: ["what's your email, and do you take clients outside your country?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'dz-compound-2',
    group: 'compound',
    turns: ['How long is the documentary short, and what year was the music video made?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 min 10', '4 minutes 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dz-compound-3',
    group: 'compound',
    turns: ['how good r u at lightroom? and how many skill areas are on the skills page'],
    expect: {
      facts: [
        { anyOf: ['87'], source: 'content/tools.ts:67' },
        { anyOf: ['Ten', 'ten', '10'], source: 'content/skills.ts:7' },
      ],
    },
  },
  {
    id: 'dz-compound-4',
    group: 'compound',
    turns: ['Which tool do you use for upscaling images, and which one for building websites with AI?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
    },
  },
  {
    id: 'dz-compound-5',
    group: 'compound',
    turns: ['how many slides does the carousel spotlight have, and on which platform do the typography posts go?'],
    expect: {
      facts: [
        { anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:44' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dz-compound-6',
    group: 'compound',
    turns: ['Can I get your CV somewhere? Also do you have a whatsapp number'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example/alex-morgan-cv'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', '+1 555 012 3456', '+15550123456', '555-0123456'], source: 'content/owner.ts:19' },
      ],
    },
  },
  {
    id: 'dz-compound-7',
    group: 'compound',
    turns: ['how many web design projects have you done, how many photography ones, and videos?'],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['12+'], source: 'content/category-summaries.ts:70' },
      ],
    },
  },
  {
    id: 'dz-compound-8',
    group: 'compound',
    turns: ["What's the name of the architecture firm whose website you did, and which coffee brand did you photograph?"],
    expect: {
      facts: [
        { anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' },
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' },
      ],
    },
  },
  {
    id: 'dz-compound-9',
    group: 'compound',
    turns: ['does this site put cookies on my computer? and who actually writes the chat replies when an AI provider is switched on?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', "doesn't use cookies", 'does not use cookies', 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'dz-compound-10',
    group: 'compound',
    turns: ['Neon City: what was it used for, how long is it and what year?'],
    expect: {
      facts: [
        { anyOf: ['aftermovie', 'after-movie', 'event opener', 'opener'], source: 'content/projects/ai.ts:75' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
        { anyOf: ['2024'], source: 'content/projects/ai.ts:79' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
]
