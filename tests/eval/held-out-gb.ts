// Held-out set GB: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '+1 555 012 3456', '555 0123456', '555-0123456']

export const heldOutGB: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'gb-indirect-1',
    group: 'indirect',
    turns: [
      'i sell handmade perfume oils on etsy and my listing pics look so flat 😩 the glass bottles reflect my whole kitchen lol. has the designer ever done anything like that, making bottles look expensive?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'fragrance', 'Product Photography'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gb-indirect-2',
    group: 'indirect',
    turns: [
      'amazon keeps rejecting my main image because the background isnt pure white. i shoot everything on my desk with a phone. is this something alex is actually good at fixing?',
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal', 'removing backgrounds'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gb-indirect-3',
    group: 'indirect',
    turns: [
      "My Shopify store has product pictures from 2019, tiny files. When customers zoom in they look blurry and pixelated. I don't have the products anymore to reshoot. Any way you can rescue them?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Low-resolution images rescued'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gb-indirect-4',
    group: 'indirect',
    turns: [
      "we're renaming our insta shop next month (vintage clothes) and i want the profile to look planned when people land on it, like all the squares work together, not random. u did smth like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'gb-indirect-5',
    group: 'indirect',
    turns: [
      'launching a new candle scent on my shop soon. want a short punchy clip, cut to music, with words flying in and close-ups of the wax and flame, to run as an ad. anything similar in the work?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'skincare launch', 'animated titles'], source: 'content/cards/videography.ts:34' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gb-indirect-6',
    group: 'indirect',
    turns: [
      'I sell sneakers on shopify, zero budget for a studio. Could I get a ~20 sec clip of the shoe spinning in light, somehow made from only my product photo? Has that been done here?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit', 'without a studio shoot', 'orbiting'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gb-indirect-7',
    group: 'indirect',
    turns: [
      'hiya! I make jam and chutney and sell on etsy + at markets. right now orders go out in plain brown bags with a handwritten note 🙈 I want the bags, stickers, little cards, all of it to look like one real brand. what have you done like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'stickers', 'loyalty cards', 'Collateral'], source: 'content/projects/graphics.ts:231' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'gb-indirect-8',
    group: 'indirect',
    turns: [
      'We sell on Etsy, Amazon and our own site and honestly each one looks like a different company. No proper logo, colors change every time, posts are made in Canva by whoever is free. We need one look that everyone can follow. What would that package include here?',
    ],
    expect: {
      facts: [
        { anyOf: ['Brand Identity Design', 'logo suite', 'guidelines', 'social media kit'], source: 'content/projects/graphics.ts:141' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'gb-indirect-9',
    group: 'indirect',
    turns: [
      'my cupcakes and milkshakes are listed on two delivery apps and the pictures are so sad, taken under the kitchen light. people order from the shop next door that has nicer photos. can you help me??',
    ],
    expect: {
      facts: [{ anyOf: ['Book Food Photography', 'Food Photography', 'food photography'], source: 'content/projects/photography.ts:144' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gb-indirect-10',
    group: 'indirect',
    turns: [
      'small roastery here, we sell beans online. need pics of the beans, the pour over, our bags w/ the label, for the webshop. done anything for a place like us?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree', 'speciality coffee roaster', 'specialty coffee'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'gb-indirect-11',
    group: 'indirect',
    turns: [
      'flash sale this weekend on my IG boutique!! need those full screen vertical things that disappear after 24h, with big "-30%" and a swipe up vibe. does alex make those? ⚡️',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16', 'story graphics'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'gb-indirect-12',
    group: 'indirect',
    turns: [
      'People buy my resin kits and then message me they dont know how to use them. I want a post where they swipe through the steps one by one, like a mini tutorial. Any example of that kind of post?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'swipeable'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gb-indirect-13',
    group: 'indirect',
    turns: [
      "i bake sourdough from home and right now take orders thru instagram DMs, its chaos. i'd love a little site where ppl see what's baked today and order ahead for saturday. has the designer built anything like that for someone?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery', 'pre-orders', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gb-indirect-14',
    group: 'indirect',
    turns: [
      'Hello, I sell serums and creams on Amazon but I want my own store site. My customers always ask what is inside the bottle and which product to use first, morning or night. Is there some work of yours that solved this?',
    ],
    expect: {
      facts: [{ anyOf: ['Glow Skincare', 'routine builder', 'ingredient stories'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gb-indirect-15',
    group: 'indirect',
    turns: [
      'my amazon seller account got suspended yesterday 😭 i need my own store page online THIS week, not in a month. is that even realistic with you?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'gb-indirect-16',
    group: 'indirect',
    turns: [
      'customers DM my shop the same 5 questions all day (shipping times, sizes, returns) and i cant answer at 3am. is there something the designer has made that could reply for me?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gb-indirect-17',
    group: 'indirect',
    turns: [
      "so my new water bottle is still only a sketch, the factory sends samples in 3 months, but i want to open pre-orders on my store NOW. i need pictures of a product that doesn't physically exist yet. possible??",
    ],
    expect: {
      facts: [{ anyOf: ['3D & 2D Art', '3D renders', 'mockups', 'before it exists'], source: 'content/skills.ts:137' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gb-indirect-18',
    group: 'indirect',
    turns: [
      'salam, I have small abaya shop on instagram. For the holy month I want posts for greetings and iftar offers, something with lanterns and moon. You have done before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts'],
    },
  },
  {
    id: 'gb-indirect-19',
    group: 'indirect',
    turns: [
      "I spend about $2k a month on facebook ads for my pet accessories store. My problem: nobody tells me WHY one creative works and another doesn't. I'd want a designer who looks at the click numbers and improves the next round. Is that how Alex works?",
    ],
    expect: {
      facts: [{ anyOf: ['Data-Driven Design', 'Data-Driven', 'data-driven'], source: 'content/home-excellence.ts:24' }],
      links: ['/home'],
    },
  },
  {
    id: 'gb-indirect-20',
    group: 'indirect',
    turns: [
      'i shoot my ceramics myself over several days and in the shop grid every photo has a different color, some yellow some blue. looks messy. what would you do about that',
    ],
    expect: {
      facts: [{ anyOf: ['Lightroom', 'batch editing', 'consistent colour', 'consistent color'], source: 'content/tools.ts:66' }],
      links: ['/home', '/skills'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'gb-conversation-1',
    group: 'conversation',
    turns: [
      'i sell gym wear on shopify and might want a proper site. what websites has the designer made?',
      'the fitness studio one, what is on it?',
    ],
    expect: {
      facts: [{ anyOf: ['class timetables', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gb-conversation-2',
    group: 'conversation',
    turns: [
      'I sell leather handbags on Amazon. What product shoots do you have in the portfolio?',
      'ok and if I book that kind of shoot, what do I actually get at the end?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['every size your store needs', 'every size', 'retouched', 'clean or styled sets'],
          source: 'content/projects/photography.ts:119',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gb-conversation-3',
    group: 'conversation',
    turns: ['which AI videos did you make? i sell dried flower bouquets online', 'how long is the flower one?'],
    expect: {
      facts: [{ anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'gb-conversation-4',
    group: 'conversation',
    turns: ['do u do videos too? i sell lip oils', 'tell me about the skincare one', 'which program were the moving titles made in?'],
    expect: {
      facts: [{ anyOf: ['After Effects'], source: 'content/cards/videography.ts:35' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gb-conversation-5',
    group: 'conversation',
    turns: [
      'What Adobe programs are in your toolkit? I need someone for my Etsy ad creatives',
      'and the image editing one (for compositing, not lightroom), how good are you at it in %?',
    ],
    expect: {
      facts: [{ anyOf: ['95'], source: 'content/tools.ts:13' }],
      links: ['/home'],
    },
  },
  {
    id: 'gb-conversation-6',
    group: 'conversation',
    turns: ['what social media projects are on the site?', 'the property one - which platform was it made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gb-conversation-7',
    group: 'conversation',
    turns: [
      'i want branded paper inserts for my parcels. show me the stationery work',
      'the corporate paperwork part, what items are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['letterheads', 'envelopes', 'invoices', 'folders'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'gb-conversation-8',
    group: 'conversation',
    turns: ['which of your websites were made with lovable?', 'the coffee one, what can customers do there?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gb-conversation-9',
    group: 'conversation',
    turns: ['show me the AI work pls', 'that brand proposal thing — how many logo ideas did you go through before picking?'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'gb-conversation-10',
    group: 'conversation',
    turns: [
      'Tell me about the brand identity project. I run a small Shopify store for dog treats.',
      'what is inside the social media part of it?',
    ],
    expect: {
      facts: [{ anyOf: ['post templates', 'story frames', 'profile images'], source: 'content/projects/graphics.ts:61' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'gb-conversation-11',
    group: 'conversation',
    turns: ['what photo editing skills does alex have? my product pics need work', 'and the colour one? how high is it?'],
    expect: {
      facts: [{ anyOf: ['92'], source: 'content/skills.ts:128' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gb-conversation-12',
    group: 'conversation',
    turns: [
      'do u make posts for shops like mine? i sell handmade earrings on IG ✨',
      'the one with the giant letters, what style of letters is it?',
    ],
    expect: {
      facts: [{ anyOf: ['serif'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts'],
    },
  },
  {
    id: 'gb-conversation-13',
    group: 'conversation',
    turns: ['how can I contact Alex about redoing my shop banners?', 'and how fast do they usually answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'gb-conversation-14',
    group: 'conversation',
    turns: ['where is the designer based?', 'ok so would that work for me? my online shop is run from Melbourne, Australia'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'gb-conversation-15',
    group: 'conversation',
    turns: [
      'I need a 24 page wholesale catalogue for my tea brand. Which design programs do you use?',
      'which of those is for multi-page print stuff like that?',
      'how good are you with it?',
    ],
    expect: {
      facts: [{ anyOf: ['88'], source: 'content/tools.ts:40' }],
      links: ['/home'],
    },
  },
  {
    id: 'gb-conversation-16',
    group: 'conversation',
    turns: ['what films are in the portfolio? thinking about a brand video for my soap business', 'the bakery one. how long is it?'],
    expect: {
      facts: [{ anyOf: ['2:45', '2 min 45', '2 minutes 45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gb-conversation-17',
    group: 'conversation',
    turns: ['which AI tools do you use?', 'the chat one - what do you use it for? im terrible at writing my listing texts lol'],
    expect: {
      facts: [{ anyOf: ['captions', 'brainstorm', 'image prompts'], source: 'content/tools.ts:75' }],
      links: ['/home'],
    },
  },
  {
    id: 'gb-conversation-18',
    group: 'conversation',
    turns: ['I sell art prints on Etsy. Is there any poster work on the site?', 'how many posters are in that series?'],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'gb-conversation-19',
    group: 'conversation',
    turns: ['before i hire anyone for my amazon listings: how long has alex been doing design?', 'and how many projects in that time?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 projects'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'gb-conversation-20',
    group: 'conversation',
    turns: ['is there a CV i can download? i vet every freelancer for my shopify store', 'and the other document?'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume', 'Download Resume', 'resume.pdf'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'gb-compound-1',
    group: 'compound',
    turns: ["hi, i run an etsy shop from canada. what's the email to reach the designer, and is there a linkedin i can look at first?"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:26' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'gb-compound-2',
    group: 'compound',
    turns: [
      'Two things: what WhatsApp number can I message about product photos for my Shopify store, and how many years of experience does the designer have?',
    ],
    expect: {
      facts: [
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
        { anyOf: ['1-2 years', '1–2 years', '1-2'], source: 'content/site.ts:18' },
      ],
      links: ['/contact', '/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'gb-compound-3',
    group: 'compound',
    turns: ['the swipe posts in your social media section — which platform were they for, and how many slides do they have?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gb-compound-4',
    group: 'compound',
    turns: ['do you design packaging? and how good are you in illustrator (%)? my box printer only takes vector files 📦'],
    expect: {
      facts: [
        { anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics', '/home'],
    },
  },
  {
    id: 'gb-compound-5',
    group: 'compound',
    turns: [
      'I have a bubble tea shop on Uber Eats. How good is the food photography skill (the number), and are the food shoots also meant for delivery apps or only printed menus?',
    ],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:115' },
        { anyOf: ['delivery apps'], source: 'content/projects/photography.ts:143' },
      ],
      links: ['/skills', '/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gb-compound-6',
    group: 'compound',
    turns: ['how good r u at webflow (%), and after the site is done can i edit it myself or do i need u forever?'],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['ready to edit', 'handed over'], source: 'content/category-summaries.ts:29' },
      ],
      links: ['/portfolio/web-design', '/home'],
    },
  },
  {
    id: 'gb-compound-7',
    group: 'compound',
    turns: [
      'Quick q for my candle brand: do you also plan WHEN posts go out, like a posting schedule? And what is your Instagram so I can see your own feed?',
    ],
    expect: {
      facts: [
        { anyOf: ['Content Calendars', 'content calendar'], source: 'content/skills.ts:79' },
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'gb-compound-8',
    group: 'compound',
    turns: [
      '3 questions for my tiktok shop: how strong are you at short vertical video (number)? is there a reel of your animations and how long is it? and how good is your logo animation?',
    ],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:89' },
        { anyOf: ['1:15'], source: 'content/cards/videography.ts:68' },
        { anyOf: ['86'], source: 'content/skills.ts:102' },
      ],
      links: ['/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'gb-compound-9',
    group: 'compound',
    turns: ['Where can I download the CV, and is there a Behance with more work? Choosing between 3 designers for our Amazon A+ content.'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv', 'Download CV', 'cv.pdf'], source: 'content/owner.ts:20' },
        { anyOf: ['behance.net/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gb-compound-10',
    group: 'compound',
    turns: [
      'for AI lifestyle pics of my yoga mats: which AI image tool do you use and how good are you with it? also how good is your prompt writing skill?',
    ],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['92'], source: 'content/skills.ts:62' },
      ],
      links: ['/home', '/skills', '/portfolio/artificial-intelligence'],
    },
  },
]
