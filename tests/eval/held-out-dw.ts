// Held-out set DW: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDW: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'dw-indirect-1',
    group: 'indirect',
    turns: [
      "my mum turns 60 in august and the whole family will be there, kids and grandkids. we never have a nice picture of all of us together, ideally outside in the garden. is that something you'd do?",
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family portrait', 'Family Session', 'family session'], source: 'content/projects/photography.ts:54' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-indirect-2',
    group: 'indirect',
    turns: [
      'We are getting married next June 💍 and want someone to take the pictures on the day, rings, vows, dancing etc. Do you have examples?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Weddings', 'Wedding Photography', 'wedding photography', 'Wedding photography'],
          source: 'content/projects/photography.ts:78',
        },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-indirect-3',
    group: 'indirect',
    turns: [
      'I own a small coffee place. honestly our menu is impossible to read from the counter and the takeaway cups are just plain white. what could you do for us',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Packaging Design', 'packaging design', 'Cafe Menu', 'cafe menu', 'Packaging'],
          source: 'content/projects/graphics.ts:213',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-indirect-4',
    group: 'indirect',
    turns: ['i sell my own perfumes on etsy and the bottle photos look so flat, the glass just looks dull and grey. can u help with that?'],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume', 'Perfume', 'Product Photography', 'product photography'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-indirect-5',
    group: 'indirect',
    turns: [
      "Our firm is hosting a one-day industry meeting with keynotes and a panel. We need someone to take pictures discreetly during the talks and the networking, and we'd want them fast for the press release. Have you done anything like that?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'tokenization', 'Event Photography', 'event photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-indirect-6',
    group: 'indirect',
    turns: [
      "the only file of our shop's old logo is a tiny blurry jpeg, when we print it on a banner it turns into squares. can anything be done?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'Upscaling', 'upscale', 'Upscale', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dw-indirect-7',
    group: 'indirect',
    turns: [
      'We are an agency selling villas and flats. Our facebook posts for new listings look very amateur compared to the competitors. You have something for this?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dw-indirect-8',
    group: 'indirect',
    turns: [
      'the holy month starts in a few weeks and I want greetings and iftar announcements for our brand page 🌙 have you made stuff like that before',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan', 'ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-indirect-9',
    group: 'indirect',
    turns: [
      "I run a small gym. People keep calling me to ask when classes are and who the coaches are, and I'd like them to be able to sign up for a free first class online. Ever built something like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dw-indirect-10',
    group: 'indirect',
    turns: [
      'we roast our own beans and want people to be able to get a bag every month automatically from our site, plus some how-to-brew pages. examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee', 'Harbor Coffee Roasters'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dw-indirect-11',
    group: 'indirect',
    turns: [
      'Hello. I have a travel agency. I want website where clients filter the trip packages and then send us a request. Did you make similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust', 'Wanderlust Travel', 'Wanderlust Travel Co.'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dw-indirect-12',
    group: 'indirect',
    turns: [
      'my sister just opened a little dessert bar (milkshakes, cupcakes, ice cream) and her delivery app listing has no decent pictures at all. could you shoot for her?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'Drinks & Desserts',
            'Drinks and Desserts',
            'Beverages & Desserts',
            'Beverages and Desserts',
            'Food Photography',
            'food photography',
          ],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-indirect-13',
    group: 'indirect',
    turns: [
      "our family has had a bakery for 3 generations and we'd love a little film about it, how we start the ovens before sunrise and the first customers coming in. is that your kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'brand story film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dw-indirect-14',
    group: 'indirect',
    turns: [
      'Every day I answer the same customer questions on my website over and over (opening hours, shipping, sizes...). Is there a way something could reply to them for me?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI chatbot', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dw-indirect-15',
    group: 'indirect',
    turns: [
      "we're launching a new face serum next month and want a short, punchy clip with titles for insta before release. what have u done in that direction",
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dw-indirect-16',
    group: 'indirect',
    turns: [
      'Our letter paper, envelopes and invoices all look different from each other and none of them match our logo. Embarrassing when clients get them. Can you sort that out?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: 'content/projects/graphics.ts:166' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-indirect-17',
    group: 'indirect',
    turns: [
      "starting my own business from zero. no logo, no colours, no nothing. i need the whole 'look' so it seems like a real company. where do i start with you?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
  {
    id: 'dw-indirect-18',
    group: 'indirect',
    turns: [
      'When people open our Instagram profile it looks like a random mess. I want the squares to fit together like one picture when you look at the whole page. Done that before?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Marketing', 'nine-post grid', 'nine post grid', '9-post grid', 'feed grid', 'Feed Grid'],
          source: 'content/projects/social.ts:134',
        },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dw-indirect-19',
    group: 'indirect',
    turns: [
      'we post tips for small business owners on linkedin and want those posts you can swipe through slide by slide. anything to show me?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dw-indirect-20',
    group: 'indirect',
    turns: [
      "I filmed a speech at my dad's retirement party but there is a loud humming noise under his voice the whole time. can u clean up the sound?? what do u use for that",
    ],
    expect: {
      facts: [{ anyOf: ['Audition', 'Adobe Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills', '/about', '/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'dw-conversation-1',
    group: 'conversation',
    turns: ['what websites have you made?', 'the one for the gym, what can people do on it?'],
    expect: {
      facts: [
        { anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class', 'sign-ups'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dw-conversation-2',
    group: 'conversation',
    turns: ['Can I see your videos?', 'which one is the longest?', 'and what year is it from'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary short', 'Documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dw-conversation-3',
    group: 'conversation',
    turns: ['do you photograph weddings?', 'ok and how long until we actually get to see the pictures?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-conversation-4',
    group: 'conversation',
    turns: ["what's in the stationery project?", 'what was in the third part?'],
    expect: {
      facts: [
        { anyOf: ['Office Stationery Suite', 'Office Stationery', 'office stationery'], source: 'content/projects/graphics.ts:188' },
        { anyOf: ['mugs', 'mug', 'notebooks', 'notebook', 'badges', 'badge'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-conversation-5',
    group: 'conversation',
    turns: ['tell me about the AI videos you made', 'the one for the podcast, how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '1 min 5', '65 seconds', '1 minute 5', '1 minute and 5'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dw-conversation-6',
    group: 'conversation',
    turns: ['Which programs and AI tools do you work with?', 'and how good are you with kling?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
      mustNotContain: ['Kling: 85', 'Kling 85', 'Kling: 88', 'Kling 88'],
    },
  },
  {
    id: 'dw-conversation-7',
    group: 'conversation',
    turns: ['I keep seeing "33 Degree" on your photo page, who is that?', 'what kind of business are they exactly?'],
    expect: {
      facts: [
        {
          anyOf: ['coffee roaster', 'speciality coffee', 'specialty coffee', 'Speciality Coffee', 'roaster'],
          source: 'content/projects/photography.ts:177',
        },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-conversation-8',
    group: 'conversation',
    turns: ['what social media projects have you got?', 'which platform was the second one made for?'],
    expect: {
      facts: [
        { anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' },
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dw-conversation-9',
    group: 'conversation',
    turns: ['can you show me the brand identity project pls', "what's the 4th thing in it?"],
    expect: {
      facts: [
        { anyOf: ['Business Cards', 'business cards', 'Business cards'], source: 'content/projects/graphics.ts:52' },
        {
          anyOf: ['Double-sided', 'double-sided', 'double sided', 'spot-colour', 'spot colour'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-conversation-10',
    group: 'conversation',
    turns: ['What have you done with AI?', 'that website one — how long did it take you to make it?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dw-conversation-11',
    group: 'conversation',
    turns: [
      "hi! i'm looking at your photography, we have 3 little kids",
      'the family one, what happens after the shoot? when do we get the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'one week', 'a week', '1 week', 'within a week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-conversation-12',
    group: 'conversation',
    turns: ['What did the packaging project for the cafe include?', 'and the signs?'],
    expect: {
      facts: [
        {
          anyOf: ['hanging sign', 'pavement board', 'A-frame', 'sandwich board', 'Exterior and interior', 'exterior and interior'],
          source: 'content/projects/graphics.ts:253',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-conversation-13',
    group: 'conversation',
    turns: ['how many years have you been doing design?', 'and how many projects so far?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'dw-conversation-14',
    group: 'conversation',
    turns: ['How can I get in touch with you?', 'whats the whatsapp number then'],
    expect: {
      facts: [
        {
          anyOf: [
            '15550123456',
            '+1 555 0123 456',
            '+1 555 012 3456',
            '+15550123456',
            '1 555 0123456',
            '+1 (555) 012-3456',
            '+1 555-012-3456',
          ],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dw-conversation-15',
    group: 'conversation',
    turns: ["what's the music video like?", 'how long', 'what year'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:53' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dw-conversation-16',
    group: 'conversation',
    turns: ['Tell me about your poster passion project', 'How many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dw-conversation-17',
    group: 'conversation',
    turns: ['do you know photoshop well?', 'and lightroom?'],
    expect: {
      facts: [{ anyOf: ['87'], source: 'content/tools.ts:67' }],
      links: ['/home'],
    },
  },
  {
    id: 'dw-conversation-18',
    group: 'conversation',
    turns: ['How did you use AI for the brand proposal?', 'what about the logo concepts, how many options were there?'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dw-conversation-19',
    group: 'conversation',
    turns: ['i think i saw swipe posts for linkedin on your site?', 'how many slides did it have'],
    expect: {
      facts: [{ anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dw-conversation-20',
    group: 'conversation',
    turns: ['have you worked for any skincare brands?', 'tell me more about the website one'],
    expect: {
      facts: [
        { anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' },
        { anyOf: ['routine builder', 'ingredient stories', 'ingredient'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dw-compound-1',
    group: 'compound',
    turns: ["what's your email address and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote', 'Remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dw-compound-2',
    group: 'compound',
    turns: ["Before I hire you for my wife's birthday photos: how much experience do you have, and is there a CV I can look at?"],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two', 'one or two'], source: 'content/site.ts:18' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'dw-compound-3',
    group: 'compound',
    turns: ['does this site put cookies on my computer? also could I print one of your geometric posters for the wall of my cafe?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not set', "doesn't set", 'no tracking'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'dw-compound-4',
    group: 'compound',
    turns: ['How good are you at Photoshop, Illustrator and Premiere Pro?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dw-compound-5',
    group: 'compound',
    turns: ['two questions: for a wedding how soon do we get a first preview, and for a family shoot when is the gallery ready?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['a week later', 'one week', 'a week', '1 week', 'within a week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dw-compound-6',
    group: 'compound',
    turns: ['You did a website for a bakery and also a film about a bakery right? What are they called?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' },
      ],
      links: ['/portfolio/web-design', '/portfolio/videography'],
    },
  },
  {
    id: 'dw-compound-7',
    group: 'compound',
    turns: ['how long is the event highlights reel and how long is the motion graphics reel'],
    expect: {
      facts: [
        { anyOf: ['1:50', '1 min 50', '110 seconds', '1 minute 50', '1 minute and 50'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['1:15', '1 min 15', '75 seconds', '1 minute 15', '1 minute and 15'], source: 'content/cards/videography.ts:68' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dw-compound-8',
    group: 'compound',
    turns: ['Which AI tool do you use to make videos, and which one to make small pictures bigger without getting blurry?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-enhanced', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'dw-compound-9',
    group: 'compound',
    turns: ['whats ur whatsapp? and how fast do u usually answer 🙏'],
    expect: {
      facts: [
        {
          anyOf: [
            '15550123456',
            '+1 555 0123 456',
            '+1 555 012 3456',
            '+15550123456',
            '1 555 0123456',
            '+1 (555) 012-3456',
            '+1 555-012-3456',
          ],
          source: 'content/owner.ts:19',
        },
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dw-compound-10',
    group: 'compound',
    turns: ['Are you on Instagram and on Behance? Can you send me both links'],
    expect: {
      facts: [
        { anyOf: ['instagram.com/discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
    },
  },
]
