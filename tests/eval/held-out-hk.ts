// Held-out set HK: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutHK: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'hk-indirect-1',
    group: 'indirect',
    turns: [
      'ok so my grandma has this ancient pic of her shop from like the 90s and its SO tiny and pixelated 😭 we wanna print it huge for the reopening banner but it looks like minecraft when u zoom in. can alex even fix smth like that or is it hopeless',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-indirect-2',
    group: 'indirect',
    turns: [
      'my aunt bakes sourdough and croissants and ppl keep calling her at 6am to reserve stuff lol. she wants a proper website where customers can order ahead + see whats baked today. has alex made a site like that for anyone?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hk-indirect-3',
    group: 'indirect',
    turns: [
      'me n my sister run a tiny spin + hiit place and we get like 40 DMs a day asking when classes are 💀 we need somewhere ppl can see the schedule, read about the coaches and sign up for a free first class. done anything like that??',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hk-indirect-4',
    group: 'indirect',
    turns: [
      'hi, my brother is getting married in september and my family put ME in charge of finding someone to take the pictures (rings, the vows, the party, everything). is this something alex actually does, and where can i see examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hk-indirect-5',
    group: 'indirect',
    turns: [
      "so my mom is launching her own scent line (like little glass bottles w gold caps, very fancy) and her online shop pics are literally taken on the kitchen table lmao. which of alex's work shows he can shoot that kind of thing",
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hk-indirect-6',
    group: 'indirect',
    turns: [
      'Hello. My company organise a business meeting about putting real estate assets on blockchain, with speakers and panel. We need someone to take photos of the talks quietly. Did Alex photograph an event like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'Tokenisation'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'hk-indirect-7',
    group: 'indirect',
    turns: [
      'my band filmed ourselves playing in a garage w 3 phones and now we have like 2 hours of footage and no clue how to turn it into something that looks legit, with cool transitions and stuff. anything in the portfolio close to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hk-indirect-8',
    group: 'indirect',
    turns: [
      'my uncle takes tourists up mountains for a living and he wants a little film about his life — talking to camera, some drone shots of the trails, nature sounds. idk if alex does that kind of thing? is there something similar',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hk-indirect-9',
    group: 'indirect',
    turns: [
      'opening a small coffee corner near my uni w two friends!! we have zero design: need a menu ppl can actually read from the counter, stuff printed on the cups and bags, stamp cards, and a sign outside so people walk in. which project should i look at',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-indirect-10',
    group: 'indirect',
    turns: [
      "we're relaunching our clothing brand and our insta profile is a mess, every post looks different. i want the page to look like one big picture when u open it but each post still makes sense alone. has alex planned a whole profile like that",
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'feed grid'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'hk-indirect-11',
    group: 'indirect',
    turns: [
      'i post tips about personal finance on linkedin and want those posts where u swipe thru like 10 slides that teach one thing step by step. has alex designed those?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hk-indirect-12',
    group: 'indirect',
    turns: [
      "my dad sells apartments and villas and his facebook page is just blurry phone pics w 'FOR SALE' in red comic sans 😭😭 I need to show him what good posts for his listings could look like. what do u have",
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'hk-indirect-13',
    group: 'indirect',
    turns: [
      'starting a little tattoo studio. no logo, no colours, no fonts, nothing. i want the whole look sorted at once incl. business cards and some rules so it stays the same everywhere. what part of the portfolio shows that',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-indirect-14',
    group: 'indirect',
    turns: [
      'Good afternoon. Our accounting firm still sends invoices and letters in plain Word. We want headed paper, envelopes, folders and a printed booklet presenting the company. Is there work on the site like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-indirect-15',
    group: 'indirect',
    turns: [
      'need those full screen vertical things for tiktok + insta stories announcing our 30% off weekend, the ones that take up the whole phone. does alex have examples',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', 'story graphics', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-indirect-16',
    group: 'indirect',
    turns: [
      'ok weird one. i have a perfume bottle and i want a short moving clip of it spinning in light for a launch teaser, but i have literally no budget for a studio or a camera crew. can a computer just... make that? did alex do something like it',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-indirect-17',
    group: 'indirect',
    turns: [
      'my parents run a small agency that sells holiday trips. they want a website with guides for each country, a way to filter the packages by price and a form so people send a request. any example?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hk-indirect-18',
    group: 'indirect',
    turns: [
      'i sell phone cases online and spend my whole evening answering "do u ship to X" "is this for iphone 15" etc. i want something on my site that answers these by itself using my own info. is that a thing alex makes?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-indirect-19',
    group: 'indirect',
    turns: [
      'me and my friend started a podcast about space and astronomy and we want a like 1 minute intro that feels like floating thru the galaxy w music. has alex done anything like that',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-indirect-20',
    group: 'indirect',
    turns: [
      "we have a small dessert bar — macarons, cupcakes, ice cream cones, iced lemon drinks, all very pastel and cute. our menu has no pictures yet and its sad. which of the photo work is closest to what we'd need?",
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'hk-conversation-1',
    group: 'conversation',
    turns: ['yo what websites has alex built', 'wait the coffee one, what can ppl actually do on it'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hk-conversation-2',
    group: 'conversation',
    turns: ['what kind of films do u make? list them', 'the bakery one how long is it'],
    expect: {
      facts: [
        { anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' },
        {
          anyOf: ['2:45', '2 min 45', '2 minutes 45', 'two minutes and 45', '2m45', '2 minutes and 45'],
          source: 'content/cards/videography.ts:28',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hk-conversation-3',
    group: 'conversation',
    turns: ['can u list the photography projects', 'ok the wedding one. if we book how long till we get the photos back?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hk-conversation-4',
    group: 'conversation',
    turns: ['which apps/tools r in ur design stack', 'and the audio one, how good r u at it'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hk-conversation-5',
    group: 'conversation',
    turns: ['what AI projects does alex have?', 'the before/after one — how does that work exactly'],
    expect: {
      facts: [
        { anyOf: ['upscal'], source: 'content/projects/ai.ts:173' },
        { anyOf: ['drag', 'slider', 'handle'], source: 'content/projects/ai.ts:180' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-conversation-6',
    group: 'conversation',
    turns: ['show me the ai generated videos pls 🙏', 'the flower one who was that made for'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['florist'], source: 'content/projects/ai.ts:99' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-conversation-7',
    group: 'conversation',
    turns: ['what social media stuff is on the site?', "the letters one?? what's the idea behind it"],
    expect: {
      facts: [
        { anyOf: ['Typography Posts', 'typograph'], source: 'content/projects/social.ts:145' },
        { anyOf: ['serif', 'letterform'], source: 'content/projects/social.ts:148' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hk-conversation-8',
    group: 'conversation',
    turns: ['whats in the graphics section', 'the posters — was that for a client? and how many r there'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'self initiated', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-conversation-9',
    group: 'conversation',
    turns: ['what does the stationery project include?', 'whats in the last one'],
    expect: {
      facts: [
        { anyOf: ['Office Stationery'], source: 'content/projects/graphics.ts:188' },
        { anyOf: ['mug', 'notebook', 'badge'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-conversation-10',
    group: 'conversation',
    turns: ['what skill groups r on the skills page', "in the photo retouching group, what's the top skill"],
    expect: {
      facts: [
        { anyOf: ['Background Removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'hk-conversation-11',
    group: 'conversation',
    turns: ['whats in the AI Video Production project', 'the city one, how long is it and what was it used for'],
    expect: {
      facts: [
        { anyOf: ['Neon City'], source: 'content/projects/ai.ts:74' },
        { anyOf: ['0:45', '45 sec', '45s', '45-second', '45 second'], source: 'content/projects/ai.ts:78' },
        { anyOf: ['aftermovie', 'after-movie', 'after movie'], source: 'content/projects/ai.ts:75' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hk-conversation-12',
    group: 'conversation',
    turns: ["what's on the brand identity page?", 'and the 2nd one? what is that'],
    expect: {
      facts: [
        { anyOf: ['Colour & Type', 'Color & Type', 'colour and type', 'color and type'], source: 'content/projects/graphics.ts:36' },
        { anyOf: ['type scale', 'accessible', 'palette'], source: 'content/projects/graphics.ts:37' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-conversation-13',
    group: 'conversation',
    turns: ['the cafe packaging project, what does it show?', 'the signs part — what kind of signs exactly'],
    expect: {
      facts: [
        { anyOf: ['hanging'], source: 'content/projects/graphics.ts:253' },
        { anyOf: ['pavement board', 'pavement', 'A-frame', 'sandwich board'], source: 'content/projects/graphics.ts:253' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hk-conversation-14',
    group: 'conversation',
    turns: ['do you have any coffee photography? ☕', 'what is 33 Degree actually, like a cafe or what?'],
    expect: {
      facts: [{ anyOf: ['roaster'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'hk-conversation-15',
    group: 'conversation',
    turns: ['how do i get in touch w alex', 'and how fast does he usually answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'hk-conversation-16',
    group: 'conversation',
    turns: ['what are the creative excellence things on the home page', 'explain the last one more'],
    expect: {
      facts: [
        { anyOf: ['Data-Driven', 'data driven'], source: 'content/home-excellence.ts:24' },
        { anyOf: ['engagement', 'click-through', 'click through', 'feedback'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hk-conversation-17',
    group: 'conversation',
    turns: ['what numbers does alex show on his homepage? like the stats', 'the tools one — which of those are AI tools?'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
      links: ['/home'],
      mustNotContain: ['15+'],
    },
  },
  {
    id: 'hk-conversation-18',
    group: 'conversation',
    turns: ['does this site track me or save anything about me?', 'and the theme thing u mentioned, where is that kept'],
    expect: {
      facts: [{ anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser'], source: 'content/legal.ts:27' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'hk-conversation-19',
    group: 'conversation',
    turns: ['do u do any seasonal or holiday designs', 'nice how many pics are in it'],
    expect: {
      facts: [
        { anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' },
        { anyOf: ['nine', '9'], source: 'content/projects/graphics.ts:11' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'hk-conversation-20',
    group: 'conversation',
    turns: [
      'list the photo shoots alex has done',
      'the family one, does it have to be outside or can u come to our house? my grandpa cant walk far',
    ],
    expect: {
      facts: [{ anyOf: ['at home', 'your home', 'your house', 'at your place'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'hk-compound-1',
    group: 'compound',
    turns: ['heyy where is alex based, whats his email and does he have whatsapp or smth'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456', 'wa.me'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'hk-compound-2',
    group: 'compound',
    turns: [
      'ok real talk how long has alex been doing this and how many projects has he finished? tryna see if hes legit before i pay lol',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'hk-compound-3',
    group: 'compound',
    turns: ['r u better at photoshop or illustrator?? and whats ur lightroom level'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hk-compound-4',
    group: 'compound',
    turns: ['never heard of kling before. who makes it and what do u even use it for?'],
    expect: {
      facts: [
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
        { anyOf: ['clip', 'stills', 'AI video'], source: 'content/tools.ts:84' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hk-compound-5',
    group: 'compound',
    turns: [
      "two things: 1) can i download alex's cv somewhere, my boss wants it. 2) could our school art club just use one of his geometric posters on our flyer? we'd credit him ofc",
    ],
    expect: {
      facts: [
        { anyOf: ['Download CV', 'alex-morgan-cv', 'home page', 'homepage', '/home'], source: 'content/home.ts:20' },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/home', '/terms'],
    },
  },
  {
    id: 'hk-compound-6',
    group: 'compound',
    turns: ['the documentary short — what year was it, how long is it, and which program did u use for the sound?'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
        {
          anyOf: ['4:10', '4 min 10', '4 minutes 10', 'four minutes and ten', '4 minutes and 10'],
          source: 'content/cards/videography.ts:60',
        },
        { anyOf: ['Audition'], source: 'content/cards/videography.ts:59' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hk-compound-7',
    group: 'compound',
    turns: ['how many photos are on each of the photography pages? and whats the booking button on the wedding page called'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/photography.ts:35' },
        { anyOf: ['Book Your Wedding Photography'], source: 'content/projects/photography.ts:96' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hk-compound-8',
    group: 'compound',
    turns: ['quick q does this site use cookies? also who is actually answering me rn, like which AI is behind this chat'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'any cookies',
            'not use cookies',
            "n't use cookies",
            'not set cookies',
            "n't set cookies",
            'without cookies',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'hk-compound-9',
    group: 'compound',
    turns: ['which platform were the real estate posts made for, and the carousel ones?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hk-compound-10',
    group: 'compound',
    turns: ['that website u made with AI — how long did it take to ship and what tools did u use for it?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
]
