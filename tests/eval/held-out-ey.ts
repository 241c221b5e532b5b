// Held-out set EY: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const REMOTE = ['worldwide', 'remotely', 'remote']

export const heldOutEY: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ey-indirect-1',
    group: 'indirect',
    turns: [
      "hi, i run a small bakery with my sister. every morning the phone rings nonstop, people asking what bread is left today and if they can reserve a birthday cake for saturday, and tourists cant find us because we are in a back street. my nephew says we need to be 'online properly' whatever that means. have you done anything like this for somebody like me??",
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ey-indirect-2',
    group: 'indirect',
    turns: [
      'My grandfather opened our barber shop in 1961 and the only picture we have of the front is a tiny scan, maybe 400 pixels, all blocky. I want to print it really big for the wall behind the chairs for the anniversary but the print shop said it will look like lego. Is there anything you can do or is it hopeless',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'AI Enhanced'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ey-indirect-3',
    group: 'indirect',
    turns: [
      'nail salon owner here 💅 my girls post our offers on insta but only the normal square ones and nobody sees them. my daughter says people only watch those tall full screen things now that disappear after 24h. can u make those for us? what did u do like that before',
    ],
    expect: {
      facts: [{ anyOf: ['9:16', 'Social Media Graphics', 'story graphics'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-indirect-4',
    group: 'indirect',
    turns: [
      "I have a car repair garage, 3 mechanics. Honest work, good prices. But when a customer gets our quote its a plain word page with my phone number in comic sans, and the bills are handwritten in a carbon book. A fleet company told me we 'dont look serious'. That hurt. What can you do about all the papers we hand out?",
    ],
    expect: {
      facts: [
        { anyOf: ['letterhead', 'invoice', 'Corporate Document Suite', 'Stationery Design'], source: 'content/projects/graphics.ts:167' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-indirect-5',
    group: 'indirect',
    turns: [
      'tattoo studio. we got a logo (skull + rose) and its just sitting there flat at the start of our reels. saw other studios where the logo like draws itself and spins in. can yall do that kinda thing? show me',
    ],
    expect: {
      facts: [
        {
          anyOf: ['logo animation', 'After Effects', 'Motion Graphics Reel', 'kinetic typography'],
          source: 'content/cards/videography.ts:66',
        },
      ],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'ey-indirect-6',
    group: 'indirect',
    turns: [
      'Bonjour, I have a flower shop, spring is coming and I want for my instagram a little clip of a flower opening slowly, very beautiful. But I have no camera for this and the flowers do not open on command haha. Is it possible somehow?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ey-indirect-7',
    group: 'indirect',
    turns: [
      'I make my own perfume oils at home and sell them on Etsy. My pictures are taken on the kitchen table with the phone, the glass bottles look grey and you can see my reflection in them 🙈 sales are slow. Have you worked with bottles like mine?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'fragrance', 'product photography'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-indirect-8',
    group: 'indirect',
    turns: [
      'we sell gelato, milkshakes and waffles. joined two of those food delivery apps last month and our listing has basically no pictures, just names. the competitor next door has beautiful colorful pictures and gets all the orders. what would you do for us',
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'dessert bar', 'Beverages & Desserts'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-indirect-9',
    group: 'indirect',
    turns: [
      'Hello. I am agent in small property office, we have 2 new apartment towers to sell and also some villas with pool. The Facebook page of our office is only phone photos with text typed over, it looks cheap. What you can do for this?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ey-indirect-10',
    group: 'indirect',
    turns: [
      'I roast coffee in a garage unit and sell to about 10 cafés around town. Regular people keep asking if they can get a bag delivered every month, and how to brew it properly at home. Right now I handle all of that by text messages and its chaos. Any idea, or have you helped someone in the same boat?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ey-indirect-11',
    group: 'indirect',
    turns: [
      "own a small boxing gym. people DM me all day asking what time are the classes, who's the coach, can they come try once for free. i answer at 11pm every night. is there something you made that would fix this",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ey-indirect-12',
    group: 'indirect',
    turns: [
      'Our travel agency wants a moving picture at the top of our page, mountains seen from above, like from a helicopter. The drone guy quoted way too much and the weather is bad all spring anyway. Any other way to get that?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ey-indirect-13',
    group: 'indirect',
    turns: [
      "Im organising a blockchain conference for 300 people next month, keynotes and panels. Last year the pictures arrived 3 weeks later and the press had already moved on. I need someone quiet who doesn't get in the way and gets the pictures out fast. Is that your thing?",
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-indirect-14',
    group: 'indirect',
    turns: [
      'salam, i have a sweets shop (baklava, kunafa). every year in the month of fasting we want to wish our customers well and post the evening opening hours for iftar, but we just use some random picture from google. what could you make us for that time of year',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-indirect-15',
    group: 'indirect',
    turns: [
      "Three generations in this butcher shop. We start at 4 in the morning, my dad still makes the sausages by hand. The young people in town go to the supermarket, they don't know the story behind what we do. My son says 'dad we need to SHOW people' but show how? I'm no writer and I hate posing.",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'brand film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ey-indirect-16',
    group: 'indirect',
    turns: [
      'opening a little café in 6 weeks!! ☕ i have the machine and the chairs but nothing else: the price list is a napkin, the cups are plain white, and nobody walking past will know we exist. where do i even start with you',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-indirect-17',
    group: 'indirect',
    turns: [
      "I own a hair salon. Clients message at all hours asking the same things — do you do balayage, how much is a kids cut, are you open sunday. I can't answer while I'm cutting. Something that answers for me from my own price list would be a dream. Possible??",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ey-indirect-18',
    group: 'indirect',
    turns: [
      "we're a 2-woman natural skincare brand, launching a new face oil on the 1st. we want something short, under a minute, fast cuts with music, close-ups of the drops... to hype people up before launch day. done this before?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ey-indirect-19',
    group: 'indirect',
    turns: [
      "my mother turns 70 and all of us, my wife, the kids, my brother, we never have one nice picture together, only selfies where someone is cut off. we want something relaxed outside, not stiff. i'm a plumber, i know nothing about this stuff lol",
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-indirect-20',
    group: 'indirect',
    turns: [
      "I'm a locksmith and I invented a new kind of door lock. I only have a drawing on paper and an ugly handmade model. The bank wants to see how the finished thing will look before they give me the loan. Can you help with that even though it doesn't exist yet?",
    ],
    expect: {
      facts: [{ anyOf: ['3D Mockups', '3D mockup', 'Product Renders', '3D & 2D Art'], source: 'content/skills.ts:142' }],
      links: ['/skills'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ey-conversation-1',
    group: 'conversation',
    turns: ['hey what kind of websites did you make so far?', 'that bakery one, what can the customers actually do on it'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ey-conversation-2',
    group: 'conversation',
    turns: ['u do videos?', 'which of them has drone shots in it', 'ok how long is that one'],
    expect: { facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ey-conversation-3',
    group: 'conversation',
    turns: ['what kinds of photos do you take?', 'the wedding one. after the wedding, how long until we see some pictures?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-conversation-4',
    group: 'conversation',
    turns: ['Show me the AI videos you made', 'the one with the perfume bottle, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['launch teaser', 'studio shoot'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ey-conversation-5',
    group: 'conversation',
    turns: ['whats in your social media section', 'that swipe one — how many slides has it got?'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ey-conversation-6',
    group: 'conversation',
    turns: ['Which programs do you work with?', 'and the one for the sound, how good are you with it? in percent pls'],
    expect: { facts: [{ anyOf: ['82'], source: 'content/tools.ts:58' }], links: ['/home'] },
  },
  {
    id: 'ey-conversation-7',
    group: 'conversation',
    turns: ['what skills you got, roughly?', 'in the retouching group, what are you strongest at?'],
    expect: { facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'ey-conversation-8',
    group: 'conversation',
    turns: ['any work for coffee businesses? I have a small roastery', 'the roaster website, what features does it have?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ey-conversation-9',
    group: 'conversation',
    turns: ['what is in your graphics portfolio?', 'open the stationery one for me. what was in the document suite'],
    expect: {
      facts: [{ anyOf: ['letterheads', 'envelopes', 'invoices', 'folders'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-conversation-10',
    group: 'conversation',
    turns: ['how can i reach you', 'ok and if i write you there, how long till you answer?'],
    expect: { facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'ey-conversation-11',
    group: 'conversation',
    turns: ['What have you done with AI?', 'the website one - how long did it take to make??'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ey-conversation-12',
    group: 'conversation',
    turns: ['do you do family photos? outside, in a park maybe', 'nice. and after the shoot, when do we get them?'],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-conversation-13',
    group: 'conversation',
    turns: ['do you shoot business events?', 'that meeting you photographed, what was it about?'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-conversation-14',
    group: 'conversation',
    turns: [
      'did you ever build a site for a beauty or cosmetics brand? i sell handmade creams',
      'cool, what is on it besides the products?',
    ],
    expect: {
      facts: [{ anyOf: ['ingredient stories', 'routine builder'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ey-conversation-15',
    group: 'conversation',
    turns: ['hii do u do social media stuff', 'what did u do for property people, like real estate?', 'and which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'ey-conversation-16',
    group: 'conversation',
    turns: ['Which of your films are from 2023?', 'the music one, how long does it run?'],
    expect: { facts: [{ anyOf: ['3:20'], source: 'content/cards/videography.ts:52' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ey-conversation-17',
    group: 'conversation',
    turns: ['how much experience do you have', "ok and where are you? can we even work together if I'm in another country"],
    expect: { facts: [{ anyOf: REMOTE, source: 'content/site.ts:16' }], links: ['/about', '/contact'] },
  },
  {
    id: 'ey-conversation-18',
    group: 'conversation',
    turns: ['what did the brand identity project include?', 'tell me more about the cards in it'],
    expect: {
      facts: [{ anyOf: ['double-sided', 'spot-colour', 'spot colour'], source: 'content/projects/graphics.ts:53' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-conversation-19',
    group: 'conversation',
    turns: ['do you design posters? I want one for our tattoo convention', 'that series you showed, was it for a client?'],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'Passion Project'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-conversation-20',
    group: 'conversation',
    turns: ['tell me about your AI pictures made from text', 'the advantage they mention there, what is it?'],
    expect: {
      facts: [{ anyOf: ['an afternoon', 'dozens of visual directions', 'visual directions'], source: 'content/projects/ai.ts:144' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ey-compound-1',
    group: 'compound',
    turns: ['two things: whats your email, and do you only work local or also with people abroad? im in portugal, i fix bikes'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: REMOTE, source: 'content/site.ts:16' },
      ],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'ey-compound-2',
    group: 'compound',
    turns: ['Before I hire anyone for my pizzeria: how many years have you been doing this, and how many jobs have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'ey-compound-3',
    group: 'compound',
    turns: ['how good r u with photoshop? and that kling video thing, how good with that one?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ey-compound-4',
    group: 'compound',
    turns: ['How long is your conference highlights video, and what year did you make the music video?'],
    expect: {
      facts: [
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ey-compound-5',
    group: 'compound',
    turns: [
      'my daughter is getting married in june and my company (plumbing supplies) has a dealer meeting in september 😅 so: after the wedding how fast do we get a first look at photos, and for the business meeting how fast do the pictures come?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ey-compound-6',
    group: 'compound',
    turns: ['Which program do you build websites in, which one do you use to make AI videos, and which one to make small pictures bigger?'],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/home', '/portfolio/web-design', '/portfolio/artificial-intelligence', '/about'],
    },
  },
  {
    id: 'ey-compound-7',
    group: 'compound',
    turns: ['can I just take one of the cake photos from your site for my shop flyer? and does your site put cookies on my computer?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['no cookies', 'sets no cookies'], source: 'content/legal.ts:33' },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'ey-compound-8',
    group: 'compound',
    turns: ['whats ur whatsapp number? and is there a form somewhere i can fill in instead?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '0123456', '012 3456', '012-3456'], source: 'content/owner.ts:19' },
        { anyOf: ['on its way', 'Coming Soon'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ey-compound-9',
    group: 'compound',
    turns: ['I need a new sign logo for my tattoo shop. How good are you at logos, like a percent, and what program do you draw them in?'],
    expect: {
      facts: [
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['Illustrator'], source: 'content/categories.ts:17' },
      ],
      links: ['/skills', '/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ey-compound-10',
    group: 'compound',
    turns: ["whats the designer's actual name, and can i download a resume somewhere to show my business partner?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['Download Resume', 'alex-morgan-resume'], source: 'content/home.ts:21' },
      ],
      links: ['/home', '/about'],
    },
  },
]
