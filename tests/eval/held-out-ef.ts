// Held-out set EF: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutEF: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'ef-indirect-1',
    group: 'indirect',
    turns: [
      'I own a little bakery-cafe and we just got listed on a delivery app. Problem: my photos of the smoothies and cakes look awful, taken on my phone under the fridge light 😩 a customer literally said the lemonade looked like dishwater. could Alex fix this kind of thing??',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Drinks & Desserts', 'Drinks and Desserts', 'food photography'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ef-indirect-2',
    group: 'indirect',
    turns: [
      'Hello, I have a flower shop. For spring I want a short moving clip for instagram, something like a flower slowly opening, but I cannot pay a film crew and a studio. Is there something like this that Alex has done before?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ef-indirect-3',
    group: 'indirect',
    turns: [
      "our dental clinic's logo only exists as one tiny blurry jpg from 2009 (the guy who made it vanished). the sign company says it's too low quality for the big sign outside. can anything be done?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-enhanced', 'upscal'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ef-indirect-4',
    group: 'indirect',
    turns: [
      'We are a small real-estate office. Our facebook posts for new apartments look really amateur next to the big agencies, just a photo and a phone number in Comic Sans (my nephew did them). Anything on the site that shows Alex could do better?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ef-indirect-5',
    group: 'indirect',
    turns: [
      'i make my own fragrances and sell them online. every time i photograph the glass bottles there are ugly reflections of me and my kitchen lol. does alex do that sort of shoot',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'product photography', 'Book Product Photography'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ef-indirect-6',
    group: 'indirect',
    turns: [
      'Opening a neighbourhood coffee place in 2 months. I need basically everything printed: the menu, something on the cups and bags, stamp cards, and a board for the pavement so people actually come in. Has the designer done a whole set like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ef-indirect-7',
    group: 'indirect',
    turns: [
      'Our company hosts an investor conference next month with talks and panels. Last year the photos arrived three weeks late and press had already moved on. Is there someone here who can cover it and deliver quickly?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ef-indirect-8',
    group: 'indirect',
    turns: [
      'salam! my restaurant wants to post greetings and iftar timings on instagram during the holy month this year, last year we posted nothing and felt bad. Can Alex make something nice?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ef-indirect-9',
    group: 'indirect',
    turns: [
      "we're getting married in september 💍 my fiancée is super impatient and wants to post at least a few pictures right after the weekend. is that a thing here?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ef-indirect-10',
    group: 'indirect',
    turns: [
      'I run a gym. My receptionist spends half her day on the phone telling people what time the spin classes are and taking names for free trials. Could a website handle that? Has Alex built one like it?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ef-indirect-11',
    group: 'indirect',
    turns: [
      'We roast coffee beans and want people to get a bag every month automatically, plus maybe show which cafes serve our coffee. any example of a site like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee', 'Harbor Coffee Roasters'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ef-indirect-12',
    group: 'indirect',
    turns: [
      'travel agency here. our homepage banner is a static photo of a mountain and it feels dead. would love a slow moving aerial shot of peaks instead, but drones are expensive. ideas?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ef-indirect-13',
    group: 'indirect',
    turns: [
      'Every day customers message my shop asking the same 10 questions: opening hours, do you deliver, is it gluten free. I would like something on my website that answers them automatically from my own info. Is this something the designer makes?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat bot', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ef-indirect-14',
    group: 'indirect',
    turns: [
      'ok so my studio opens in like ten days and I have NO website. budget is small. is it even possible to get something decent up that fast??',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'ef-indirect-15',
    group: 'indirect',
    turns: [
      "I'm the manager of a physiotherapy clinic. Our letters, invoices and envelopes all look different, some have the old logo, some none. A patient even asked if a bill was a scam. Can Alex sort out our paperwork look?",
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ef-indirect-16',
    group: 'indirect',
    turns: [
      'my kids are 3 and 6 and never sit still for a photo 😅 grandma wants a proper picture of all of us for her birthday, ideally outside in the park. can alex do that',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session', 'Book Your Family Session'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ef-indirect-17',
    group: 'indirect',
    turns: [
      'I am starting a juice brand and I meet a possible investor next Thursday. I have no logo, no colours, nothing. I need a few different directions and some pictures of how it would look on a phone and a card, quickly. Possible?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ef-indirect-18',
    group: 'indirect',
    turns: [
      'I teach accounting and post tips on LinkedIn, but text posts get zero reach. people say the multi-slide ones you swipe through do better. has this person made those?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ef-indirect-19',
    group: 'indirect',
    turns: [
      'My grandfather started our bakery 40 years ago and we still light the ovens at 5 in the morning. My daughter thinks we should tell that story in a little film for our website. Has Alex ever made something like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ef-indirect-20',
    group: 'indirect',
    turns: [
      'our boutique is relaunching and honestly our insta profile is a mess, every post a different colour and font, the grid looks like a yard sale. want it to look planned. can u help',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'grid'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'ef-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites has alex made?', 'the bakery one, what can customers do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ef-conversation-2',
    group: 'conversation',
    turns: ['got any videos i can watch?', 'the music one, how long is it and when was it made'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 min 20', '3 minutes 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ef-conversation-3',
    group: 'conversation',
    turns: [
      "I'm torn between booking wedding photography or a family session for my parents",
      'for the first one, when would i see some pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ef-conversation-4',
    group: 'conversation',
    turns: ['which AI tools does Alex work with?', 'how good is he with the one that turns pictures into video clips?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
    },
  },
  {
    id: 'ef-conversation-5',
    group: 'conversation',
    turns: ['tell me about the stationery project', "what's in the document suite part of it?"],
    expect: {
      facts: [{ anyOf: ['letterhead', 'invoice', 'envelope'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ef-conversation-6',
    group: 'conversation',
    turns: ['do u do social media for restaurants', 'cool. and for real estate?'],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ef-conversation-7',
    group: 'conversation',
    turns: ['which project used Magnific AI?', 'what does that one show exactly?'],
    expect: {
      facts: [
        { anyOf: ['AI Enhanced', 'AI-enhanced'], source: 'content/projects/ai.ts:170' },
        { anyOf: ['upscal', 'low-resolution', 'low resolution'], source: 'content/projects/ai.ts:173' },
      ],
      links: ['/portfolio/ai-enhanced'],
    },
  },
  {
    id: 'ef-conversation-8',
    group: 'conversation',
    turns: ['how many graphics projects has alex done?', 'and social media?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'more than 40', 'over 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'ef-conversation-9',
    group: 'conversation',
    turns: ['compare photoshop and lightroom for me', 'how strong is the second one?'],
    expect: {
      facts: [{ anyOf: ['87'], source: 'content/tools.ts:67' }],
    },
  },
  {
    id: 'ef-conversation-10',
    group: 'conversation',
    turns: ['tell me about the 33 Degree photos', 'which one has the latte art?'],
    expect: {
      facts: [{ anyOf: ['33 Degree Speciality Coffee'], source: 'content/projects/photography.ts:198' }],
      links: ['/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'ef-conversation-11',
    group: 'conversation',
    turns: ["what's on the AI video production page", 'the one made for the florist, how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ef-conversation-12',
    group: 'conversation',
    turns: ['Hi! I run a tiny perfume label from home', 'could Alex shoot my bottles?', 'ok which button do i press to book that?'],
    expect: {
      facts: [{ anyOf: ['Book Product Photography'], source: 'content/projects/photography.ts:120' }],
      links: ['/portfolio/perfume-photography'],
    },
  },
  {
    id: 'ef-conversation-13',
    group: 'conversation',
    turns: ['which of the client websites were built with Lovable?', 'what does the travel one do?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['destination guides', 'package filters', 'enquiry flow', 'enquiry'], source: 'content/cards/web-design.ts:44' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ef-conversation-14',
    group: 'conversation',
    turns: ["what's alex's email", 'and whatsapp?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456', '555 012 3456', '555-012-3456'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ef-conversation-15',
    group: 'conversation',
    turns: ['does alex do photo retouching?', "what's the strongest skill in that group?"],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ef-conversation-16',
    group: 'conversation',
    turns: ['tell me about the poster series', 'how many posters, and was it for a client?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'self initiated', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'ef-conversation-17',
    group: 'conversation',
    turns: ["there's a photo page called main-course-appetizer?? weird name, what is it", 'so what was that meeting about'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'ef-conversation-18',
    group: 'conversation',
    turns: ['have you done brand identity work?', "what's included in it?", 'and the business cards, what are they like?'],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'ef-conversation-19',
    group: 'conversation',
    turns: ['what films are on the videography page', 'the one about the hiking guide - how long?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ef-conversation-20',
    group: 'conversation',
    turns: ['Does Alex do brand proposals with AI?', 'how many logo ideas were explored in that one?'],
    expect: {
      facts: [{ anyOf: ['Forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'ef-compound-1',
    group: 'compound',
    turns: ["what's your email and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'ef-compound-2',
    group: 'compound',
    turns: ['How many years has Alex been doing this, and how many projects so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'ef-compound-3',
    group: 'compound',
    turns: ['how good r u at webflow and at lovable? percentages pls'],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['90'], source: 'content/tools.ts:112' },
      ],
    },
  },
  {
    id: 'ef-compound-4',
    group: 'compound',
    turns: ['How long is the Brand Story Film, and what year is the Product Launch Teaser from?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:37' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ef-compound-5',
    group: 'compound',
    turns: ['Where can I get his CV? Also is he on LinkedIn?'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'alex-morgan-cv', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'LinkedIn'], source: 'content/owner.ts:26' },
      ],
    },
  },
  {
    id: 'ef-compound-6',
    group: 'compound',
    turns: ['quick q: does this site put cookies on my computer? and can I print one of the posters for my cafe wall without asking?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not set cookies', "doesn't use cookies", 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'ef-compound-7',
    group: 'compound',
    turns: ['If I message, how fast do you usually reply? and whats the whatsapp number'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', '24 hours'], source: 'content/placeholders.ts:7' },
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456', '555 012 3456', '555-012-3456'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ef-compound-8',
    group: 'compound',
    turns: ['How many web design projects are there and how many video ones?'],
    expect: {
      facts: [
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['12+', '12 +', 'over 12', 'more than 12'], source: 'content/category-summaries.ts:70' },
      ],
    },
  },
  {
    id: 'ef-compound-9',
    group: 'compound',
    turns: ['For a wedding, when do I get the full gallery? And for a family session how long until the edited photos come?'],
    expect: {
      facts: [
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/family-portrait'],
    },
  },
  {
    id: 'ef-compound-10',
    group: 'compound',
    turns: ["who's the designer behind this, what's the studio/brand called, and what's their job title exactly?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Creative Designer'], source: 'content/site.ts:12' },
      ],
    },
  },
]
