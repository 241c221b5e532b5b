// Held-out set EM: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '555 012 3456', '555-012-3456', '5550123456', '555 0123 456']
const EXPERIENCE = ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2 Years']
const NOT_FIVE_YEARS = ['5 years', 'five years', '5+ years']

export const heldOutEM: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'em-indirect-1',
    group: 'indirect',
    turns: [
      'hola! my abuela has some very old photos, the files are tiny and full of squares when I zoom 😢 I want to print one big for her 80 cumpleaños. can something be done or is it lost?',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'AI upscaling'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'em-indirect-2',
    group: 'indirect',
    turns: [
      'I open small gym in Kraków next spring. people must see the schedule of classes, who are the coaches, and sign for a free first training online. did you ever do something like this before??',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'em-indirect-3',
    group: 'indirect',
    turns: [
      'bonjour, I make my own eau de parfum in small glass flacons and the pictures for my e-shop look so bad, reflections everywhere. you have experience with this kind of shooting?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume-photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'em-indirect-4',
    group: 'indirect',
    turns: [
      'we have burger and pizza place + delivery kitchen in Lagos. our insta looks sad, nobody gets hungry when they see it lol. want posts with offers and new dishes every week. show me what u did similar',
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'foods-restaurants'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'em-indirect-5',
    group: 'indirect',
    turns: [
      'Guten Tag. Our small tour company sells hiking trips in the Alps. For the top of our homepage we want a moving clip flying over snowy mountain ridges, but we have no budget for a drone team or helicopter. Is there any of your work that shows this is possible?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'em-indirect-6',
    group: 'indirect',
    turns: [
      'hi, I organise a fintech meetup in Dubai about putting real estate assets on blockchain. need someone to take pictures of speakers and panels without disturbing, and our PR team wants the pictures very fast after. have you done such a meeting?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'em-indirect-7',
    group: 'indirect',
    turns: [
      'namaste. i am property agent, we sell apartments in new towers and some villas with pool. i need nice posts when new unit is listed and when owner gets the keys. anything in ur portfolio like that',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate-social'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'em-indirect-8',
    group: 'indirect',
    turns: [
      'Salam! The holy month starts in few weeks and my sweets shop wants greeting posts and an iftar timing announcement with lanterns and crescent moon style. Did you design this kind of seasonal thing already?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'em-indirect-9',
    group: 'indirect',
    turns: [
      'ok so me and my sister are opening a tiny coffee place in our neighbourhood 🌱 we need a menu people can read from the counter, something printed on the takeaway cups and bags, and a sign outside so people walk in. what did you do that is close to this?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'product-packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'em-indirect-10',
    group: 'indirect',
    turns: [
      'my online shop gets the same 20 questions every night (shipping? sizes? returns?) and I am sleeping, customers leave. is there something you made that replies to them by itself using my own shop info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'em-indirect-11',
    group: 'indirect',
    turns: [
      'ciao!! i start a podcast about astronomy, i want 1 minute intro video, like travelling slowly inside a galaxy with music. can you show me something u did like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'em-indirect-12',
    group: 'indirect',
    turns: [
      'I am a mountain guide in Patagonia. I would like a small film of few minutes about my life and work: me talking to the camera, shots from the air, the sound of wind. Is there a project on your site close to this idea?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'em-indirect-13',
    group: 'indirect',
    turns: [
      "we're 3 founders, just got seed money. we have literally nothing visual – no mark, no colours, no fonts, no rules for the team, no business cards. where on your site can I see you did the whole package for someone?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand-identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'em-indirect-14',
    group: 'indirect',
    turns: [
      'Dobrý den, our logistics company send out ugly invoices, letterheads from Word, no matching envelopes, and we need a printed brochure that presents the company. Have you done this kind of office paper work for a company?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'em-indirect-15',
    group: 'indirect',
    turns: [
      'URGENT-ish: investor demo is next Friday and we have zero website. agencies tell me 2 months minimum. is it even realistic to get something live this fast? have u done it?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'em-indirect-16',
    group: 'indirect',
    turns: [
      'i record youtube tutorials in my kitchen and there is always a hum from the fridge + echo, my voice sounds terrible. what program would you use to fix it?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'em-indirect-17',
    group: 'indirect',
    turns: [
      'Hej. I run a small practice that designs houses and public buildings. I want an online presence that is very quiet and clean, just big images of our built work, not much text. Show me something comparable you did.',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'em-indirect-18',
    group: 'indirect',
    turns: [
      'olá, I roast beans and want people to pay monthly and receive a bag at home, also explain how to brew V60 and show which cafés serve our coffee. any site you built that does this??',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'em-indirect-19',
    group: 'indirect',
    turns: [
      'we r a dessert bar 🍦🧁 with cupcakes, macarons, ice cream cones and iced drinks. our menu photos are from my phone and look flat. have you shot something in this style, colourful and playful?',
    ],
    expect: {
      facts: [
        { anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'drinks-and-desserts'], source: 'content/projects/photography.ts:126' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'em-indirect-20',
    group: 'indirect',
    turns: [
      'our fashion label is relaunching next month. on our profile the 9 first squares must look like one big picture when you open the page but every post also alone must work. did you plan a profile like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'instagram-homepage'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'em-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have you made for clients?', 'the bakery one, what can customers do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'em-conversation-2',
    group: 'conversation',
    turns: ['Do you have video work I can watch?', 'the music one. how long is it'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', '3m20', '3 minutes 20', '3 minutes and 20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'em-conversation-3',
    group: 'conversation',
    turns: ['which AI tools do u work with', 'and the one for making video clips, how good are you with it?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'em-conversation-4',
    group: 'conversation',
    turns: [
      'Quels projets IA tu as fait? (sorry, in english: what AI projects do you have?)',
      'the one with prompts — give me the example prompt you show there',
    ],
    expect: {
      facts: [{ anyOf: ['floating island', 'windswept tree'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'em-conversation-5',
    group: 'conversation',
    turns: ['Tell me about the brand identity project please', 'what is inside the guidelines part of it?'],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'em-conversation-6',
    group: 'conversation',
    turns: ['what social media work is in your portfolio?', 'the swipe one on linkedin - how many slides does it have?'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'em-conversation-7',
    group: 'conversation',
    turns: ['wat programs are in ur design stack?', 'ok and the one for compositing and retouching, what % are you at?'],
    expect: {
      facts: [{ anyOf: ['95'], source: 'content/tools.ts:13' }],
      links: ['/home'],
    },
  },
  {
    id: 'em-conversation-8',
    group: 'conversation',
    turns: ['Can you list the AI generated videos you made?', 'The perfume one, how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'em-conversation-9',
    group: 'conversation',
    turns: ['Do you also design stationery for companies?', 'and the office part of it, what items were in there?'],
    expect: {
      facts: [{ anyOf: ['notebooks', 'notebook', 'mugs', 'mug', 'badges'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'em-conversation-10',
    group: 'conversation',
    turns: ['what is that passion project with the geometric posters?', 'how many are there in total?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'em-conversation-11',
    group: 'conversation',
    turns: ['which of your websites were made with Lovable?', 'the travel one — what features does it have'],
    expect: {
      facts: [{ anyOf: ['destination guides', 'package filters', 'enquiry flow'], source: 'content/cards/web-design.ts:44' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'em-conversation-12',
    group: 'conversation',
    turns: ['how can i reach alex?', 'and if I write there, how quick do I get an answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'em-conversation-13',
    group: 'conversation',
    turns: ['where are you located?', 'hmm I am in Belo Horizonte, Brasil. so is it possible to work together or not?'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'em-conversation-14',
    group: 'conversation',
    turns: ['What skill areas are on the skills page?', 'in the retouching one, which is the strongest skill?'],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'em-conversation-15',
    group: 'conversation',
    turns: ['what did you shoot for 33 Degree?', 'the coffee bar series, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'em-conversation-16',
    group: 'conversation',
    turns: ['do you do animation stuff? like moving logos', 'nice, that reel. how long is it?'],
    expect: {
      facts: [{ anyOf: ['1:15', '1 min 15', '1m15', '75 seconds'], source: 'content/cards/videography.ts:68' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'em-conversation-17',
    group: 'conversation',
    turns: ['Was ist dieses AI Brand Proposal? explain me in english pls', 'the logo part — how many ideas did you explore?'],
    expect: {
      facts: [{ anyOf: ['Forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'em-conversation-18',
    group: 'conversation',
    turns: ['what services do you offer?', 'the web one — what do you build the sites with?'],
    expect: {
      facts: [{ anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' }],
      links: ['/portfolio/web-design', '/about'],
    },
  },
  {
    id: 'em-conversation-19',
    group: 'conversation',
    turns: ['does this site use cookies or tracking?', 'ok and what i type here in the chat, you keep it somewhere?'],
    expect: {
      facts: [{ anyOf: ['not stored', 'no database', 'not saved', 'not kept'], source: 'content/legal.ts:15' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'em-conversation-20',
    group: 'conversation',
    turns: ['what are the 3 principles on your home page?', 'explain me the data one more'],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'em-compound-1',
    group: 'compound',
    turns: ['whats the email to write you and how many years you are doing this job?'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: EXPERIENCE, source: 'content/site.ts:18' },
      ],
      links: ['/contact', '/about', '/home'],
      mustNotContain: NOT_FIVE_YEARS,
    },
  },
  {
    id: 'em-compound-2',
    group: 'compound',
    turns: ['Pls send me your whatsapp number, and also where can I download your resume?'],
    expect: {
      facts: [
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-resume', 'resume.pdf'], source: 'content/owner.ts:21' },
      ],
      links: ['/contact', '/home'],
    },
  },
  {
    id: 'em-compound-3',
    group: 'compound',
    turns: ['How many projects have you finished overall? And how many of them are websites?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200 plus', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['30+', '30 plus', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/home', '/about', '/portfolio', '/portfolio/web-design'],
    },
  },
  {
    id: 'em-compound-4',
    group: 'compound',
    turns: [
      'two questions 🙂 if we book you for our wedding when do we see first pictures? and for a family session with the kids, when is the gallery ready?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', '48-hour'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['a week', 'one week', '1 week', '7 days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'em-compound-5',
    group: 'compound',
    turns: ['can i use some of your photos on my website for free? also do you make 3D mockups of products?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['3D Mockups', '3D mockup', '82'], source: 'content/skills.ts:142' },
      ],
      links: ['/terms', '/skills'],
    },
  },
  {
    id: 'em-compound-6',
    group: 'compound',
    turns: ["what's the designer's real name, and do they have a Behance where I can see more?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['behance.net/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'em-compound-7',
    group: 'compound',
    turns: ['How long is the bakery brand film? And in which year did you make the conference highlights video?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2m45', '2 minutes 45', '2 minutes and 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:45' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'em-compound-8',
    group: 'compound',
    turns: [
      'which software u use for long printed documents like menus or profiles? and how strong is ur social media design, in percent?',
    ],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['94'], source: 'content/about.ts:75' },
      ],
      links: ['/home', '/about', '/skills'],
    },
  },
  {
    id: 'em-compound-9',
    group: 'compound',
    turns: ['do you design logos — how good would you say, and which tool do you draw them in?'],
    expect: {
      facts: [
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
      ],
      links: ['/skills', '/home', '/portfolio/brand-identity'],
    },
  },
  {
    id: 'em-compound-10',
    group: 'compound',
    turns: ['I have a skincare brand. did you ever build a website for one, and did you make a video for a skincare launch? which ones?'],
    expect: {
      facts: [
        { anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' },
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
      ],
      links: ['/portfolio/web-design', '/portfolio/videography'],
    },
  },
]
