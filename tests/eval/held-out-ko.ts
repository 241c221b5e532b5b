// Held-out set KO: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutKO: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'ko-indirect-1',
    group: 'indirect',
    turns: [
      'hey so i run a taco truck and honestly our logo is just clip art lol. want something proper that looks the same on the truck, the napkins and our little cards. have you done that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-indirect-2',
    group: 'indirect',
    turns: [
      'people stand at the window of my crepe stand squinting at the board 😅 i need a menu they can actually read + maybe a sign for the sidewalk. anything like that in ur work?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-indirect-3',
    group: 'indirect',
    turns: [
      'we sell churros and thick milkshakes from a cart at the beach. the pics on our menu are taken on my phone and look sad. do you have examples of shooting sweet stuff and drinks?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'Beverages and Desserts', 'Drinks and Desserts'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ko-indirect-4',
    group: 'indirect',
    turns: [
      'I have a little espresso van at the farmers market, my barista does really nice latte art and i want it photographed properly for instagram. shown anything similar?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:198' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'ko-indirect-5',
    group: 'indirect',
    turns: [
      'burger truck here 🍔 need insta posts for our smash burgers and the tuesday 2-for-1 deal, stuff that makes ppl hungry. got examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'ko-indirect-6',
    group: 'indirect',
    turns: [
      'Salam! Our shawarma stall stays open late for iftar during the holy month and I want nice greeting posts for our page this year. Have you designed anything for that?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Ramadan Posts', 'Ramadan Design'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-indirect-7',
    group: 'indirect',
    turns: [
      'we bake bread and pastries every morning and sell from a trailer. want a website where people see what we have today and can order ahead for pickup. did u make one like that',
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ko-indirect-8',
    group: 'indirect',
    turns: [
      'We roast our own beans and sell coffee from a bike cart. Want a site where people can sign up to get beans every month and see a map of the shops that stock us. Which of your projects is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ko-indirect-9',
    group: 'indirect',
    turns: [
      "my parents started our dumpling stall 20 yrs ago and we still start prep at 4am. i'd love a short film about that, kind of documentary style. have you filmed a family business before?",
    ],
    expect: { facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ko-indirect-10',
    group: 'indirect',
    turns: [
      'need those tall full screen insta story things to tell people we’re at the street food festival this weekend + a promo code. done those?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-indirect-11',
    group: 'indirect',
    turns: [
      "the only copy of our old logo is a tiny blurry jpg from like 2012 and the wrap company says it's too pixelated for the side of the truck. can that kind of thing be fixed? shown it anywhere?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ko-indirect-12',
    group: 'indirect',
    turns: [
      "every day 50 people DM us asking where we're parked and what's vegan. could some kind of bot answer them from our own info? have you made something like that",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ko-indirect-13',
    group: 'indirect',
    turns: [
      'i want a post ppl swipe through, one slide per salsa explaining our 5 salsas from mild to 🔥🔥🔥. whats the closest thing in ur portfolio',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ko-indirect-14',
    group: 'indirect',
    turns: [
      "We're relaunching our noodle truck under a new name and I want the whole instagram profile to look planned when you open it, not random pics. Any work like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ko-indirect-15',
    group: 'indirect',
    turns: [
      'we cater lunch at business conferences from our truck and the organisers want photos of the talks and people networking. have you photographed a corporate thing like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ko-indirect-16',
    group: 'indirect',
    turns: ['season opens in 2 weeks and we have NO website. can a site be done super quick? any example where you built one fast'],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI Built Website'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ko-indirect-17',
    group: 'indirect',
    turns: [
      "can't afford a studio shoot but would love a little clip of our hot sauce bottle spinning in cool light for a launch post. done anything like that?",
    ],
    expect: { facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'ko-indirect-18',
    group: 'indirect',
    turns: [
      'new summer menu drops next month, want a short hype video before it, quick cuts on the beat, close ups of the food. which of your videos is like that?',
    ],
    expect: { facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ko-indirect-19',
    group: 'indirect',
    turns: [
      "before we pay for a full logo I wanna see loads of different directions, a moodboard and how it'd look on stuff. like a proposal. you do that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ko-indirect-20',
    group: 'indirect',
    turns: ['want our logo to move and bounce at the start of our tiktoks 🌮✨ got any animation work to look at?'],
    expect: { facts: [{ anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' }], links: ['/portfolio/videography'] },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'ko-compound-1',
    group: 'compound',
    turns: ['do u shoot food at all? and whats ur email, i dont use whatsapp'],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Beverages & Desserts', '33 Degree', 'Food Photography'],
          source: 'content/projects/photography.ts:126',
        },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/portfolio/photography', '/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/contact'],
    },
  },
  {
    id: 'ko-compound-2',
    group: 'compound',
    turns: ['How long have you been doing design work? And roughly how many jobs have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 '], source: 'content/site.ts:19' },
      ],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'ko-compound-3',
    group: 'compound',
    turns: ['what platform do you build websites on? and realistically how fast could you get one live for my food truck?'],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/web-design', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ko-compound-4',
    group: 'compound',
    turns: [
      "where are you located? we're in a small town in portugal, can you still work with us? and if i message how long till you answer",
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ko-compound-5',
    group: 'compound',
    turns: [
      'two things: if your chat bot tells me a price is that the final price? and can I just grab a couple of the food photos from your site for my own menu?',
    ],
    expect: {
      facts: [
        { anyOf: ['not a quote', 'agreed directly', 'directly with'], source: 'content/legal.ts:67' },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'ko-compound-6',
    group: 'compound',
    turns: ['does this site put cookies on my phone? and who actually reads what i type in this chat?'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'sets no cookies', 'any cookies', 'not set cookies', 'no cookie'], source: 'content/legal.ts:33' },
        { anyOf: ['Anthropic', 'Claude', 'server'], source: 'content/legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ko-compound-7',
    group: 'compound',
    turns: ['which program do you edit videos in, how good are you with it (like a %), and what do you use for the sound?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ko-compound-8',
    group: 'compound',
    turns: ['how many social media projects have u done in total? and the restaurant food posts, were they for insta or facebook or what'],
    expect: {
      facts: [
        { anyOf: ['40+', '40 '], source: 'content/category-summaries.ts:58' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:39' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/foods-restaurants'],
    },
  },
  {
    id: 'ko-compound-9',
    group: 'compound',
    turns: [
      'We run catering at corporate events. If you photograph one, how soon do we get the photos? And do you film events too, how long was your event video?',
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography', '/portfolio/videography'],
    },
  },
  {
    id: 'ko-compound-10',
    group: 'compound',
    turns: ['whats the designers name?? and is there an insta i can follow 📸'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['discovery.design.example', 'instagram.com/discovery'], source: 'content/owner.ts:24' },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'ko-compound-11',
    group: 'compound',
    turns: ['that bakery film you made, how long does it run and what year was it done?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', 'two minutes 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ko-compound-12',
    group: 'compound',
    turns: [
      'if i got a brand identity like the one you show, what would be in it? is there a logo in different versions, business cards, and something for our socials?',
    ],
    expect: {
      facts: [
        { anyOf: ['Logo Suite', 'logo'], source: 'content/projects/graphics.ts:28' },
        { anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' },
        { anyOf: ['Social Media Kit', 'social kit', 'social media kit'], source: 'content/projects/graphics.ts:60' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-compound-13',
    group: 'compound',
    turns: ['have you ever designed a menu for a food place? and which software do you lay menus out in?'],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'Cafe Menu'], source: 'content/projects/graphics.ts:213' },
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics', '/home'],
    },
  },
  {
    id: 'ko-compound-14',
    group: 'compound',
    turns: [
      "me and my gf run a falafel truck and we're getting married in june 💍 if you shoot weddings, when do we see the first few pics and when is the whole set ready?",
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ko-compound-15',
    group: 'compound',
    turns: ['how many tools are in your design stack and which of them are the AI ones?'],
    expect: {
      facts: [
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ko-compound-16',
    group: 'compound',
    turns: ['How many photography projects have you done? Any for coffee places?'],
    expect: {
      facts: [
        { anyOf: ['30+', '30 '], source: 'content/category-summaries.ts:82' },
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:198' },
      ],
      links: ['/portfolio', '/portfolio/photography', '/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality'],
    },
  },
  {
    id: 'ko-compound-17',
    group: 'compound',
    turns: [
      'saw some geometric posters on ur site, would love something like that for our street food night. how many are in that series and who was the client?',
    ],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        {
          anyOf: ['self-initiated', 'Passion Project', 'personal', 'own project', 'no client'],
          source: 'content/projects/graphics.ts:274',
        },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-compound-18',
    group: 'compound',
    turns: ['for insta stories what size do you design them at? and what app do u use for those'],
    expect: {
      facts: [
        { anyOf: ['9:16', '9/16', '1080x1920', '1080 x 1920'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['Photoshop'], source: 'content/categories.ts:22' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-compound-19',
    group: 'compound',
    turns: ['on a scale of 100 how good r u at food photography? and at product photos, like for our bottled sauces?'],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:115' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ko-compound-20',
    group: 'compound',
    turns: ['My old food photos are really low res. What do you use to upscale pictures, and how good are you with that tool?'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
      ],
      links: ['/home', '/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'ko-conversation-1',
    group: 'conversation',
    turns: ['what kind of food photography have u done?', 'the one for the dessert bar, what did you actually shoot there?'],
    expect: {
      facts: [
        { anyOf: ['macaron', 'cupcake', 'ice-cream', 'ice cream', 'iced drink', 'cone'], source: 'content/projects/photography.ts:129' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ko-conversation-2',
    group: 'conversation',
    turns: ['do you make videos for small businesses? what have you done', 'how long is the bakery one?'],
    expect: {
      facts: [{ anyOf: ['2:45', '2 min 45', 'two minutes 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ko-conversation-3',
    group: 'conversation',
    turns: ['can i see some websites you made?', 'the coffee one looks close to what we need, what does it have on it?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ko-conversation-4',
    group: 'conversation',
    turns: ['after a family photo session how long until we get the pictures?', 'ok and for a wedding? my cousin is asking'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', 'three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ko-conversation-5',
    group: 'conversation',
    turns: ['have u made any AI videos?', 'which one is the longest', 'what was that one made for?'],
    expect: { facts: [{ anyOf: ['podcast'], source: 'content/projects/ai.ts:91' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'ko-conversation-6',
    group: 'conversation',
    turns: ['which AI tools do you use?', 'the one for video - how good are you with it?'],
    expect: { facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }], links: ['/home'] },
  },
  {
    id: 'ko-conversation-7',
    group: 'conversation',
    turns: ['did you ever do social posts for restaurants or food places?', 'cool, which platform were those for?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/social-media', '/portfolio/foods-restaurants'],
    },
  },
  {
    id: 'ko-conversation-8',
    group: 'conversation',
    turns: ["what's in your graphics section? need stuff for my pizza truck", 'the cafe one, what did it include?'],
    expect: {
      facts: [{ anyOf: ['menu', 'signage', 'loyalty', 'bags', 'cups'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ko-conversation-9',
    group: 'conversation',
    turns: ['Have you photographed for any coffee brand?', 'what kind of business is that client exactly?'],
    expect: {
      facts: [{ anyOf: ['roaster', 'roastery'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality'],
    },
  },
  {
    id: 'ko-conversation-10',
    group: 'conversation',
    turns: ['u got any carousel posts?', 'how many slides is it and what app was it for'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
]
