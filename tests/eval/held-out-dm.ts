// Held-out set DM: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDM: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'dm-indirect-1',
    group: 'indirect',
    turns: [
      "we're getting married in may!! 💍 need someone to take pictures on the day, rings, the cake, everything. is that something you do?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Weddings', 'wedding photography', 'Wedding Photography', 'Book Your Wedding Photography'],
          source: 'content/projects/photography.ts:78',
        },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dm-indirect-2',
    group: 'indirect',
    turns: [
      "my grandma turns 80 this summer and for the first time in years all the cousins and kids will be together. I'd love some nice relaxed pictures of all of us outside in the park, not stiff studio stuff",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Family Portrait', 'family portrait', 'family session', 'Family Session', 'Book Your Family Session'],
          source: 'content/projects/photography.ts:54',
        },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dm-indirect-3',
    group: 'indirect',
    turns: [
      'My father passed away last month. The only picture we have of him smiling is a tiny blurry one from an old phone. For the memorial we would like to print it big. Is there anything you can do with such a picture?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['AI Enhanced', 'upscaling', 'Upscaling', 'upscale', 'Upscale', 'upscaled', 'Magnific'],
          source: 'content/projects/ai.ts:173',
        },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dm-indirect-4',
    group: 'indirect',
    turns: [
      "my café's menu is honestly a mess, people squint at it from the counter. also would be cool to have cups and bags with our name on them. did you ever do something like that",
    ],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'Cafe Menu', 'cafe menu', 'café menu', 'packaging'], source: 'content/projects/graphics.ts:213' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dm-indirect-5',
    group: 'indirect',
    turns: [
      'i bake cakes and make lemonade from home and sell on a delivery app. my pictures look sad and nobody orders :( can you help with that',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'food photography', 'Food Photography', 'Book Food Photography'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dm-indirect-6',
    group: 'indirect',
    turns: [
      'Hello. I am opening a small gym in my town. I want people to see online when the classes are and sign up for a free first class. You have done similar before?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dm-indirect-7',
    group: 'indirect',
    turns: [
      "we just had our first baby 👶 and I'd love pictures of the three of us but honestly leaving the house is hard right now lol. could the photos happen at our place?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['at home', 'At home', 'Family Portrait', 'family session', 'Family Session'],
          source: 'content/projects/photography.ts:71',
        },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dm-indirect-8',
    group: 'indirect',
    turns: [
      "I run a small travel agency. For the top of our homepage I'd like a moving shot flying over mountains, but we have no money to send a drone to the Alps. Ideas?",
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover', 'AI video', 'AI Video', 'AI-generated'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dm-indirect-9',
    group: 'indirect',
    turns: [
      'launching my own little fragrance line next month, bottles are gorgeous but my phone pics of them are full of reflections. need good pics for my online store',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume photography', 'product photography', 'Product Photography', 'Book Product Photography'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dm-indirect-10',
    group: 'indirect',
    turns: [
      "we're moving abroad and selling our villa through a tiny local agency. their facebook posts about houses look like 2005. the agent asked me if I know someone who could make them look modern, so here I am",
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dm-indirect-11',
    group: 'indirect',
    turns: [
      'The holy month starts soon and my shop wants to wish our customers well on Instagram, with lanterns and moons and so on. Have you made such greetings?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan', 'Social Media Ramadan Posts', 'Ramadan Design'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dm-indirect-12',
    group: 'indirect',
    turns: [
      'Our company is hosting a conference in October: keynote speakers, panels, networking drinks. We need someone discreet to take pictures and get them to our press team the following day.',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Event Photography', 'Book Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dm-indirect-13',
    group: 'indirect',
    turns: [
      'people keep emailing my shop at 11pm asking the same things (opening hours, returns...). i cant answer all night. is there something that could reply for me on my website?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dm-indirect-14',
    group: 'indirect',
    turns: [
      "my daughter's band recorded a song and filmed themselves playing it on like 4 phones. they want it cut together so it looks like a real clip on youtube. is that a thing you do?",
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video', 'Music Video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dm-indirect-15',
    group: 'indirect',
    turns: [
      'We organise guided hikes in the mountains. We would love a short film that follows one of our guides, with interviews and nature sounds. Anything like that in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary', 'Documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dm-indirect-16',
    group: 'indirect',
    turns: [
      "ok so I'm starting a dog grooming business from my garage. no logo, no colours, nothing. I don't even know what to ask for. where would we start?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Brand Identity', 'brand identity', 'Brand Identity Design', 'logo suite', 'Logo Suite'],
          source: 'content/projects/graphics.ts:138',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dm-indirect-17',
    group: 'indirect',
    turns: ['my yoga studio opens in 10 days and we still have no website. is it even possible to get one that fast??'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'dm-indirect-18',
    group: 'indirect',
    turns: [
      'Our letters, envelopes and invoices look like my nephew made them in Word. We are a serious firm. Can you make our paperwork look professional?',
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
    id: 'dm-indirect-19',
    group: 'indirect',
    turns: [
      'when you open our instagram page it just looks like random stuff thrown together. I want the whole page to look planned when someone lands on it, not just single posts',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid', 'grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dm-indirect-20',
    group: 'indirect',
    turns: [
      'we are a small charity and want to explain step by step how to apply for our grant in a post where people swipe from one picture to the next. seen anything like that here?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'dm-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'how long is the one about the bakery'],
    expect: {
      facts: [{ anyOf: ['2:45', '2 minutes 45', '2 min 45', 'two minutes and 45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dm-conversation-2',
    group: 'conversation',
    turns: ['can I see some websites you built', 'the harbor one — what can customers do on it?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'Subscription'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dm-conversation-3',
    group: 'conversation',
    turns: ['do you photograph weddings?', 'how soon after would we see a few pictures?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dm-conversation-4',
    group: 'conversation',
    turns: ['Do you do wedding photography?', 'ok and for a family session, when do we get the photos?'],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week', 'within a week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
      mustNotContain: ['48 hours', 'three weeks'],
    },
  },
  {
    id: 'dm-conversation-5',
    group: 'conversation',
    turns: ['which AI videos have you made?', 'the third one, what was it for?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['perfume', 'Perfume', 'launch teaser'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'dm-conversation-6',
    group: 'conversation',
    turns: ['which adobe programs do u use', 'how good are you at the audio one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
    },
  },
  {
    id: 'dm-conversation-7',
    group: 'conversation',
    turns: ['tell me about the documentary you made', 'which program did you use for the sound on it?'],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/cards/videography.ts:59' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dm-conversation-8',
    group: 'conversation',
    turns: ['You made a website for a travel company?', 'what was that built with'],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dm-conversation-9',
    group: 'conversation',
    turns: ['what was in the brand identity project?', 'and the business cards, what are they like?'],
    expect: {
      facts: [
        {
          anyOf: ['double-sided', 'Double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot-color'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'dm-conversation-10',
    group: 'conversation',
    turns: ['do u do social media posts for restaurants', 'how many pics are in that one?'],
    expect: {
      facts: [{ anyOf: ['9', 'nine', 'Nine'], source: 'content/projects/social.ts:17' }],
      links: ['/portfolio/foods-restaurants'],
    },
  },
  {
    id: 'dm-conversation-11',
    group: 'conversation',
    turns: ['how strong is your graphic design, like out of 100?', 'and motion graphics?'],
    expect: {
      facts: [{ anyOf: ['85'], source: 'content/about.ts:81' }],
      links: ['/about', '/skills'],
    },
  },
  {
    id: 'dm-conversation-12',
    group: 'conversation',
    turns: ['Which tool do you use to make AI pictures?', 'how good are you at it'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
    },
  },
  {
    id: 'dm-conversation-13',
    group: 'conversation',
    turns: ["hi, who's behind this site?", 'and how long have they been doing this kind of work'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1-2', '1–2', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' }],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'dm-conversation-14',
    group: 'conversation',
    turns: ['I make lino prints as a hobby and love geometric stuff. saw you have a poster series?', 'how many posters r in it'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'dm-conversation-15',
    group: 'conversation',
    turns: ["what's your email?", 'and whatsapp?'],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', '+1 555 0123 456', '+1 555 012 3456', '+15550123456', '1 555 012 3456', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
      ],
    },
  },
  {
    id: 'dm-conversation-16',
    group: 'conversation',
    turns: ['do you film events?', 'how long is that video', 'what year was it made?'],
    expect: {
      facts: [{ anyOf: ['2024'], source: 'content/cards/videography.ts:45' }],
      links: ['/portfolio/videography'],
      mustNotContain: ['2023'],
    },
  },
  {
    id: 'dm-conversation-17',
    group: 'conversation',
    turns: ['show me the websites you have built pls', 'the glow one?'],
    expect: {
      facts: [
        { anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' },
        { anyOf: ['routine builder', 'ingredient stories', 'skincare brand'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dm-conversation-18',
    group: 'conversation',
    turns: ['what AI projects are there?', 'the before and after one, how does it work?'],
    expect: {
      facts: [{ anyOf: ['drag', 'Drag', 'handle', 'slider', 'upscal'], source: 'content/projects/ai.ts:180' }],
      links: ['/portfolio/ai-enhanced'],
    },
  },
  {
    id: 'dm-conversation-19',
    group: 'conversation',
    turns: ['what areas does your portfolio cover?', 'how many projects in the video one?'],
    expect: {
      facts: [{ anyOf: ['12+', '12 +', 'more than 12', 'over 12', 'twelve'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dm-conversation-20',
    group: 'conversation',
    turns: ['my sister has a flower shop. any of your AI videos for florists?', 'how long is it'],
    expect: {
      facts: [{ anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'dm-compound-1',
    group: 'compound',
    turns: ["what's your email and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'remotely', 'Remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'dm-compound-2',
    group: 'compound',
    turns: [
      "we're a family of five with two dogs 🐶🐶 - could the photos be taken at our house instead of outside? and how long until we get them?",
    ],
    expect: {
      facts: [
        { anyOf: ['at home', 'At home', 'outdoors or at home'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'dm-compound-3',
    group: 'compound',
    turns: ['How long is the film about the bakery, and how long is the one about the hiking guide?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 minutes 45', '2 min 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dm-compound-4',
    group: 'compound',
    turns: ['how good r u with photoshop? and webflow?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
      ],
    },
  },
  {
    id: 'dm-compound-5',
    group: 'compound',
    turns: [
      'Two things for our wedding: can you come only for the ceremony and not the whole day, and when would we receive the complete gallery?',
    ],
    expect: {
      facts: [
        { anyOf: ['ceremony-only', 'ceremony only', 'Ceremony-only', 'only the ceremony'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dm-compound-6',
    group: 'compound',
    turns: ['does this site put cookies on my computer? and is what I write in this chat saved somewhere?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'No cookies',
            'sets no cookies',
            'does not use cookies',
            "doesn't use cookies",
            'does not set cookies',
            "doesn't set any cookies",
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        {
          anyOf: [
            'not stored',
            'not saved',
            "isn't stored",
            "aren't stored",
            'not kept',
            'not store',
            "don't store",
            "doesn't store",
            'not in a database',
          ],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'dm-compound-7',
    group: 'compound',
    turns: ['Where can I download your CV, and do you have a Behance page?'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example/alex-morgan-cv.pdf'], source: 'content/owner.ts:20' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
    },
  },
  {
    id: 'dm-compound-8',
    group: 'compound',
    turns: ['that neon city video: what was it used for, how long is it and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['aftermovie', 'after-movie', 'event', 'flythrough'], source: 'content/projects/ai.ts:75' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
        { anyOf: ['2024'], source: 'content/projects/ai.ts:79' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'dm-compound-9',
    group: 'compound',
    turns: ['on which platform were the real estate posts published, and the carousel ones?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social', '/portfolio/carousel-posts'],
    },
  },
  {
    id: 'dm-compound-10',
    group: 'compound',
    turns: ["how fast do you usually answer messages? and what's the whatsapp number, I prefer texting"],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
        {
          anyOf: ['15550123456', '+1 555 0123 456', '+1 555 012 3456', '+15550123456', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
]
