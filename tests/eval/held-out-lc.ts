// Held-out set LC: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutLC: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'lc-indirect-1',
    group: 'indirect',
    turns: [
      "Hello! We're a regional auction house and every season we print a little booklet that presents the house, our specialists and how last year's sales went. Have you ever designed something in that spirit?",
    ],
    expect: {
      facts: [{ anyOf: ['Company Profile', 'Stationery Design'], source: 'content/projects/graphics.ts:158' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-indirect-2',
    group: 'indirect',
    turns: [
      'we shoot like 300 lots per online catalogue and the backdrops are a mess (old rugs, the storage room lol). can you clean them out so every piece sits on plain white?',
    ],
    expect: { facts: [{ anyOf: ['Background Removal', 'Photo Retouching'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'lc-indirect-3',
    group: 'indirect',
    turns: [
      'i deal in cut crystal decanters and old scent bottles. every time i photograph them the glass throws reflections everywhere 😩 have u done shoots of glass bottles like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'lc-indirect-4',
    group: 'indirect',
    turns: [
      "Our archive has scans of 1920s postcards of the old market square, but they're tiny and blurry. We'd love to blow them up to poster size for the shop wall. Anything on your site like that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-indirect-5',
    group: 'indirect',
    turns: [
      'We restore Danish mid-century furniture. Want a really minimal website where big photos of each piece do the talking, no clutter. Which of your sites is closest to that?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'lc-indirect-6',
    group: 'indirect',
    turns: [
      'every spring we hold a collectors evening with talks from experts + a panel + drinks after. need someone to take pictures of the speakers and the crowd without being in the way. done that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'lc-indirect-7',
    group: 'indirect',
    turns: [
      'Our big sale night is in November: auctioneer on the rostrum, paddles going up, people cheering. We want a short recap clip, two minutes tops, for our newsletter. Have you cut anything like that?',
    ],
    expect: { facts: [{ anyOf: ['Event Highlights Reel'], source: 'content/cards/videography.ts:41' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'lc-indirect-8',
    group: 'indirect',
    turns: [
      "My grandfather opened our shop in 1961 and we'd like a little film about a normal day: unlocking the shutters early, polishing the brass, the first customer walking in. Ever made a film like this for a family business?",
    ],
    expect: { facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'lc-indirect-9',
    group: 'indirect',
    turns: [
      'rebranding our vintage boutique. we need a new mark plus some rules for how to use it, colours, fonts, the lot, so the shop girls stop making flyers in comic sans. examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-indirect-10',
    group: 'indirect',
    turns: [
      "Our secondhand clothing store's instagram is a random mess of phone pics. We're reopening after a refit and want the whole profile to look planned, where the tiles work together. What have you got like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'lc-indirect-11',
    group: 'indirect',
    turns: [
      'i want posts people can swipe through, step by step, teaching followers how to read hallmarks on old silver. have you designed that kind of multi-slide post?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'lc-indirect-12',
    group: 'indirect',
    turns: [
      'Salam! Our antiques bazaar stays open late after iftar during the holy month. We want greeting posts with lanterns and crescents and our evening hours. Have you done artwork for that season?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'lc-indirect-13',
    group: 'indirect',
    turns: [
      'need those tall full-screen phone things (stories?) to announce our next auction dates and a clearance sale. show me similar work',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-indirect-14',
    group: 'indirect',
    turns: [
      'We just took over a corner shop for vintage homeware. We need a sign hanging over the door, a chalkboard for the pavement, plus paper bags and stickers with our name. Have you designed that sort of shop kit before?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-indirect-15',
    group: 'indirect',
    turns: [
      "We're launching an online bidding platform and have to pitch a look to our partners in two weeks: some logo ideas, a mood board, mockups on a phone. Can it be done quickly with the new AI stuff? Anything you've done like that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-indirect-16',
    group: 'indirect',
    turns: [
      'honestly half my day is answering the same emails: are you open sunday, do you buy house clearances, do you ship abroad. could something on our website answer that for me?? 🙏',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-indirect-17',
    group: 'indirect',
    turns: [
      'theres a big vintage fair in 8 days and we dont even have a website yet. is it realistic to get something live that fast? have you ever built one in just a few days?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI Built Website'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-indirect-18',
    group: 'indirect',
    turns: [
      'We sell antique wood type and letterpress blocks. For Instagram we want a series that just celebrates the shapes of the letters themselves, big characters, simple shapes. Seen anything like that from you?',
    ],
    expect: {
      facts: [{ anyOf: ['Typography Posts'], source: 'content/projects/social.ts:145' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'lc-indirect-19',
    group: 'indirect',
    turns: [
      "We're putting on a mid-century modern show in our gallery and want a set of bold posters, pure shapes, circles and stripes, Bauhaus-ish. do you have posters like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-indirect-20',
    group: 'indirect',
    turns: [
      'there is a little tea room inside our antiques centre, we want pretty photos of the cakes and the lemonade for a new printed menu. have u photographed that kind of thing',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Drinks & Desserts', 'Drinks and Desserts'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'lc-compound-1',
    group: 'compound',
    turns: ['Before I get in touch: who is the designer behind this, where do you work from, and how long have you been doing this?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2 years', '1-2', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'lc-compound-2',
    group: 'compound',
    turns: ['whats your email and if i write today how long till i hear back?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'lc-compound-3',
    group: 'compound',
    turns: [
      'My daughter is marrying in June and wears a 1950s gown from our shop 💍 If you photographed it, when would we see a first few photos, when the full set? And for a family session afterwards, how long until the gallery comes?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'lc-compound-4',
    group: 'compound',
    turns: [
      'Two things. Could we drop a couple of your pictures into our sale catalogue, and who would I ask about it? Also does your site put cookies on my computer?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        {
          anyOf: [
            'no cookies',
            'does not set cookies',
            "doesn't set any cookies",
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'lc-compound-5',
    group: 'compound',
    turns: [
      'if i type stuff about my consignors in this chat, where does it go? which AI company sees it? and do you keep it saved somewhere?',
    ],
    expect: {
      facts: [
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
        { anyOf: ['not stored', 'not saved', "isn't stored", 'no database', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'lc-compound-6',
    group: 'compound',
    turns: ['How long is your Documentary Short, how long is the Music Video Edit, and what year were they made?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['3:20', '3 minutes 20', '3 min 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'lc-compound-7',
    group: 'compound',
    turns: ['we edit all our lot photos ourselves rn. how good are you in photoshop? and lightroom?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'lc-compound-8',
    group: 'compound',
    turns: ['How many projects have you finished overall, and how many of those were social media work?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200 plus', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['40+', '40 plus', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/home', '/about', '/portfolio'],
    },
  },
  {
    id: 'lc-compound-9',
    group: 'compound',
    turns: ["What's included in your Stationery Design project? And the Packaging Design one, what parts does it have?"],
    expect: {
      facts: [
        { anyOf: ['Company Profile', 'Corporate Document Suite', 'Office Stationery Suite'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Cafe Menu', 'Collateral', 'Signage'], source: 'content/projects/graphics.ts:222' },
      ],
      links: ['/portfolio/stationery', '/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-compound-10',
    group: 'compound',
    turns: ['which network were the carousel posts made for? and the real estate ones?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/social-media'],
    },
  },
  {
    id: 'lc-compound-11',
    group: 'compound',
    turns: [
      'About the AI brand proposal: how many logo directions did you go through before choosing, and which programs did you use for it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Forty', '40'], source: 'content/projects/ai.ts:14' },
        { anyOf: ['Midjourney', 'ChatGPT', 'Illustrator'], source: 'content/cards/ai.ts:10' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-compound-12',
    group: 'compound',
    turns: ['that AI built website on your page - how many days did it take and what tool was it made with?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-compound-13',
    group: 'compound',
    turns: [
      "I'd like to follow you before hiring. Which social networks are you on? Is there a portfolio profile somewhere too, like on Behance?",
    ],
    expect: {
      facts: [
        { anyOf: ['Instagram', 'LinkedIn'], source: 'content/owner.ts:24' },
        { anyOf: ['Behance'], source: 'content/owner.ts:25' },
      ],
    },
  },
  {
    id: 'lc-compound-14',
    group: 'compound',
    turns: [
      'Looking at your websites: what does the Harbor Coffee Roasters site offer visitors, and what can people do on the Bloom Bakery one?',
    ],
    expect: {
      facts: [
        { anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
        { anyOf: ['pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'lc-compound-15',
    group: 'compound',
    turns: [
      'for our preview day we want photos AND a short video. how quickly did you deliver the event photos you show, and how long is your event reel?',
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'the day after'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['1:50', '1 minute 50', '1 min 50'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography', '/portfolio/videography'],
    },
  },
  {
    id: 'lc-compound-16',
    group: 'compound',
    turns: ['Which tool do you use to make low-res pictures sharp again, how good are you at it, and how about Kling?'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'lc-compound-17',
    group: 'compound',
    turns: ['What pieces are in the Brand Identity Design project? And roughly how many graphics projects have you done in total?'],
    expect: {
      facts: [
        {
          anyOf: ['Logo Suite', 'Colour & Type System', 'Brand Guidelines', 'Business Cards', 'Social Media Kit'],
          source: 'content/projects/graphics.ts:28',
        },
        { anyOf: ['25+', '25 plus', 'over 25', 'more than 25'], source: 'content/category-summaries.ts:22' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'lc-compound-18',
    group: 'compound',
    turns: ['how many slides are in the Carousel Spotlight? and how many posts make up the instagram grid in Social Media Marketing?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['nine', '9'], source: 'content/projects/social.ts:137' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'lc-compound-19',
    group: 'compound',
    turns: ['On your skills page, how strong are you at product photography? And at covering events?'],
    expect: {
      facts: [
        { anyOf: ['90'], source: 'content/skills.ts:114' },
        { anyOf: ['84'], source: 'content/skills.ts:117' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'lc-compound-20',
    group: 'compound',
    turns: ['ai clips question 🎬 the flower one for the florist and the mountain one for the travel agency: how long is each?'],
    expect: {
      facts: [
        { anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' },
        { anyOf: ['0:40', '40 seconds', '40 sec', '40s'], source: 'content/projects/ai.ts:110' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'lc-conversation-1',
    group: 'conversation',
    turns: [
      "We're an auction house thinking about doing more video. What kinds of films have you made?",
      'how long is the documentary one, and when was it made?',
    ],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'lc-conversation-2',
    group: 'conversation',
    turns: [
      'Do you photograph weddings? We rent out vintage bridal gowns and couples often ask us for a photographer.',
      'And how soon after the day would the couple get their pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', 'three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'lc-conversation-3',
    group: 'conversation',
    turns: ['which client websites have you designed?', 'the coffee roastery one - what features does it have?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'lc-conversation-4',
    group: 'conversation',
    turns: [
      'What AI tools are in your toolkit?',
      'and the one that turns still photos into short clips — how good are you with it? thinking of animating our catalogue cover',
    ],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'lc-conversation-5',
    group: 'conversation',
    turns: ['show me ur graphic design work pls', 'whats inside the stationery one?'],
    expect: {
      facts: [
        { anyOf: ['Company Profile', 'Corporate Document Suite', 'Office Stationery Suite'], source: 'content/projects/graphics.ts:158' },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'lc-conversation-6',
    group: 'conversation',
    turns: [
      'We buy a lot of stock from estate sales and work with property agents. Have you done social posts for real estate?',
      'Which platform were those posts for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'lc-conversation-7',
    group: 'conversation',
    turns: ['Have you photographed any events? We host viewing evenings before each sale.', 'How fast did that client get the photos?'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the day after'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'lc-conversation-8',
    group: 'conversation',
    turns: ['what AI videos have you made?', 'the night city one: what was it for and how long does it run?'],
    expect: {
      facts: [
        { anyOf: ['aftermovie', 'after-movie', 'after movie'], source: 'content/projects/ai.ts:75' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lc-conversation-9',
    group: 'conversation',
    turns: ["hi, who's the designer behind this portfolio?", 'how many years has Alex been doing it?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1-2', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'lc-conversation-10',
    group: 'conversation',
    turns: [
      'There is a family bakery right next to our antiques mall. Have you ever worked for a bakery?',
      'The film you made for them: how long is it?',
      'and what year was that?',
    ],
    expect: {
      facts: [{ anyOf: ['2024'], source: 'content/cards/videography.ts:29' }],
      links: ['/portfolio/videography'],
    },
  },
]
