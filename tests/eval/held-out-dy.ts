// Held-out set DY: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDY: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'dy-indirect-1',
    group: 'indirect',
    turns: [
      'my café menu is so hard to read from the counter, people just stand there confused and the sign outside nobody notices. have you done anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'café menu', 'cafe menu'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dy-indirect-2',
    group: 'indirect',
    turns: [
      'I own a small gym. People visit our website but almost nobody signs up for the free trial class. Did you ever build a site for a fitness place?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dy-indirect-3',
    group: 'indirect',
    turns: [
      'Our hotel only has old low-res photos of the rooms from 10 years ago, they look all blocky when we print them for the new brochure. can anything be done without a reshoot??',
    ],
    expect: {
      facts: [
        { anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Upscaling'], source: 'content/projects/ai.ts:170' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dy-indirect-4',
    group: 'indirect',
    turns: ['i sell perfumes online and honestly my product pics look cheap next to the big brands 😩 the glass always looks dull'],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume photography', 'Perfume Photography', 'product photography', 'Product Photography'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-indirect-5',
    group: 'indirect',
    turns: [
      'Hello, I run a beauty salon and we started selling our own skin care line. Our site looks like from 2010 and nobody understands what products are for. You made something for beauty brand?',
    ],
    expect: {
      facts: [{ anyOf: ['Glow Skincare', 'Glow'], source: 'content/cards/web-design.ts:49' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dy-indirect-6',
    group: 'indirect',
    turns: [
      'we are a property agency, our new tower listings on facebook get zero reactions. posts look like excel sheets lol. any examples from you for that kind of business',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dy-indirect-7',
    group: 'indirect',
    turns: [
      'We have a panel discussion + networking evening for investors next month and our PR team needs pictures for the press release the very next morning. Is that something you have done before?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'tokenization', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day', 'the following day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-indirect-8',
    group: 'indirect',
    turns: [
      'getting married in september!! my fiancé is worried we wait months for the pictures like his sister did. how does it work with you?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-indirect-9',
    group: 'indirect',
    turns: [
      'I run a little dessert & milkshake bar, delivery app orders are low and I think its because our pictures are taken with my phone under yellow lamp. what would you suggest',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'Drinks & Desserts',
            'Beverages & Desserts',
            'Drinks and Desserts',
            'Beverages and Desserts',
            'food photography',
            'Food Photography',
          ],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-indirect-10',
    group: 'indirect',
    turns: [
      'The holy month is coming and my shop wants greeting posts with lanterns and crescents for instagram, also maybe a printed banner. did u do this kind before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'dy-indirect-11',
    group: 'indirect',
    turns: [
      'I am an accountant, want to post tips on LinkedIn where people swipe through several slides, like mini lessons. Is there example of this in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dy-indirect-12',
    group: 'indirect',
    turns: [
      'launching a new serum in 3 weeks. need a short hype clip for reels, something fast cut to music w/ animated text. seen anything like that from you?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dy-indirect-13',
    group: 'indirect',
    turns: [
      'My grandparents started our bakery in 1978 and I would love a short film showing how we work every morning, for the website. Something documentary, not an ad. Have you done that?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dy-indirect-14',
    group: 'indirect',
    turns: [
      'opening a yoga studio in spring, I have literally nothing yet, no logo, no colours, no cards. where would I even start with you',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dy-indirect-15',
    group: 'indirect',
    turns: [
      'Our consulting firm still sends invoices and letters made from a free Word template, clients said it looks amateur. Do you design this kind of paperwork?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dy-indirect-16',
    group: 'indirect',
    turns: [
      'we are rebranding our clothing store and our instagram profile is a mess when you open it, every post a different style. can you plan the whole grid so it looks nice together?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Marketing', 'nine-post grid', 'nine post grid', '9-post grid', 'grid'],
          source: 'content/projects/social.ts:134',
        },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dy-indirect-17',
    group: 'indirect',
    turns: [
      'I spend 2 hours a day answering the same whatsapp questions from clients of my nail salon (opening hours, prices, where we are...). any way to automate that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dy-indirect-18',
    group: 'indirect',
    turns: ['need a website up super quick, our pop-up store opens in 6 days and we have nothing online. is that even realistic?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['AI-Built Website', 'Lovable'], source: 'content/cards/ai.ts:16' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dy-indirect-19',
    group: 'indirect',
    turns: [
      'Tour operator here. Lots of people browse our trips on the website but almost no one sends a request. What have you done for businesses like mine?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel Co.', 'Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dy-indirect-20',
    group: 'indirect',
    turns: [
      'the voice over in our gym promo videos has a terrible hum and echo, sounds like a bathroom. which of your tools handles that?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/about', '/skills'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'dy-conversation-1',
    group: 'conversation',
    turns: ['what websites have you built?', 'the gym one, what can people do on it?'],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dy-conversation-2',
    group: 'conversation',
    turns: ['Can I see your videos?', 'which one is the documentary?', 'how long is it and from which year'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', '4 minutes and 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
      mustNotContain: ['2:45', '3:20'],
    },
  },
  {
    id: 'dy-conversation-3',
    group: 'conversation',
    turns: ['do you do photography too?', 'ok the wedding one', 'when would we get the photos after?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-conversation-4',
    group: 'conversation',
    turns: ['Which Adobe programs do you work with?', 'how good are you at the one for vector logos?'],
    expect: {
      facts: [
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dy-conversation-5',
    group: 'conversation',
    turns: ['what AI tools are in your stack', 'and for making video?'],
    expect: {
      facts: [{ anyOf: ['Kling'], source: 'content/tools.ts:82' }],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-video-section1', '/about'],
    },
  },
  {
    id: 'dy-conversation-6',
    group: 'conversation',
    turns: ['tell me about the AI brand proposal project', 'what is in the first part of it?'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concepts'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['Forty', 'forty', '40', 'three refined marks', '3 refined marks'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dy-conversation-7',
    group: 'conversation',
    turns: ['show me social media work pls', 'the carousel thing, which platform was it for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
      mustNotContain: ['Facebook'],
    },
  },
  {
    id: 'dy-conversation-8',
    group: 'conversation',
    turns: ['Can I reach you on WhatsApp?', 'ok, and if I rather write an email?'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/contact'],
    },
  },
  {
    id: 'dy-conversation-9',
    group: 'conversation',
    turns: ['what did you do for that neighbourhood cafe', 'and the stamp cards, which part are they in?'],
    expect: {
      facts: [
        { anyOf: ['Collateral', 'collateral'], source: 'content/projects/graphics.ts:230' },
        { anyOf: ['loyalty card', 'loyalty cards'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dy-conversation-10',
    group: 'conversation',
    turns: ['do u have AI generated videos?', 'the one with the perfume bottle - what was it made for?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['launch teaser', 'without a studio shoot', 'no studio shoot', 'teaser'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dy-conversation-11',
    group: 'conversation',
    turns: ['any coffee related photo shoots?', 'the 33 degree coffee one… what year was that?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:61' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-conversation-12',
    group: 'conversation',
    turns: ['What is the Brand Identity Design project about?', 'and the business cards in it, what are they like?'],
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
    id: 'dy-conversation-13',
    group: 'conversation',
    turns: ['have you photographed business events? conferences etc', 'nice. how do I book that?'],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['Book Event Photography', 'WhatsApp', 'hello@discovery-design.example'], source: 'content/projects/photography.ts:168' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography', '/contact'],
    },
  },
  {
    id: 'dy-conversation-14',
    group: 'conversation',
    turns: ['do you do photo retouching?', 'what are you strongest at in that?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dy-conversation-15',
    group: 'conversation',
    turns: ['list the client websites you made', 'the 4th one — what kind of business is that?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust Travel Co.', 'Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['travel agency', 'travel'], source: 'content/cards/web-design.ts:44' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dy-conversation-16',
    group: 'conversation',
    turns: ['What films are in your videography section?', 'how long is the second one?'],
    expect: {
      facts: [
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dy-conversation-17',
    group: 'conversation',
    turns: ['whats in the stationery project', 'how many pictures in the corporate documents part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dy-conversation-18',
    group: 'conversation',
    turns: ['I saw some Ramadan designs in the graphics section', 'are they also shown as social media posts somewhere?'],
    expect: {
      facts: [{ anyOf: ['Social Media Ramadan Posts', 'Ramadan Posts'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dy-conversation-19',
    group: 'conversation',
    turns: ['who is behind this portfolio?', 'how long have they been doing this?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2 Years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'dy-conversation-20',
    group: 'conversation',
    turns: ['hey 👋 do you do family photos?', 'cool and after the shoot how long till we get them?'],
    expect: {
      facts: [{ anyOf: ['a week later', 'one week', '1 week', 'a week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dy-compound-1',
    group: 'compound',
    turns: ['whats your email and where are you located?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dy-compound-2',
    group: 'compound',
    turns: ['How many years of experience do you have, and how many projects have you finished so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2 Years', '1 to 2 years', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years'],
    },
  },
  {
    id: 'dy-compound-3',
    group: 'compound',
    turns: ['quick one: how good r u in photoshop? webflow? and kling?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dy-compound-4',
    group: 'compound',
    turns: ['How long is your Music Video Edit and what year did you make it?'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 min 20', '3 minutes 20', '3 minutes and 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dy-compound-5',
    group: 'compound',
    turns: ['Two things: does this site put cookies on my computer? And can I take a few of your photos for my restaurant website?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', "doesn't use cookies", 'does not use cookies', 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'without permission', 'ask first', 'not allowed', 'may not'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'dy-compound-6',
    group: 'compound',
    turns: ['how many social media projects have you done and how many photography ones?'],
    expect: {
      facts: [
        { anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/photography'],
    },
  },
  {
    id: 'dy-compound-7',
    group: 'compound',
    turns: ['on which platform were the real estate posts, and the food & restaurant ones?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:39' },
      ],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social', '/portfolio/foods-restaurants'],
    },
  },
  {
    id: 'dy-compound-8',
    group: 'compound',
    turns: ['Where can I download your CV? Also how fast do you usually answer messages?'],
    expect: {
      facts: [
        {
          anyOf: ['alex-morgan-cv.pdf', 'Download CV', 'https://files.discovery-design.example/alex-morgan-cv.pdf'],
          source: 'content/owner.ts:20',
        },
        { anyOf: ['one working day', '1 working day', 'one business day', '24 hours'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'dy-compound-9',
    group: 'compound',
    turns: ['That AI-built website of yours: which tool did you build it with, and how long did it take?'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dy-compound-10',
    group: 'compound',
    turns: ['what was summit flyover used for, how long is cosmic drift, and what year is bloom timelapse from?'],
    expect: {
      facts: [
        { anyOf: ['travel agency', 'banner video', 'travel'], source: 'content/projects/ai.ts:107' },
        { anyOf: ['1:05', '65 seconds', '1 min 5', '1 minute 5'], source: 'content/projects/ai.ts:94' },
        { anyOf: ['2023'], source: 'content/projects/ai.ts:103' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
]
