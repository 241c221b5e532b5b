// Held-out set EL: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', 'wa.me/15550123456', '+1 555 012 3456', '+15550123456', '555 0123456', '555-0123456']

export const heldOutEL: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'el-indirect-1',
    group: 'indirect',
    turns: [
      "my grandma turns 80 in august and we found some of her old pictures but they're tiny and super blurry when we try to print them big for the party... is there anything you can do with that kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'el-indirect-2',
    group: 'indirect',
    turns: [
      'Hello. My fiancée and I are tying the knot next June in her village. We want someone there all day to remember the rings, the vows, the dancing. Have you done something like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'el-indirect-3',
    group: 'indirect',
    turns: [
      'my mum bakes croissants and sourdough in a tiny shop and people keep calling to reserve loaves. she wants them to be able to order ahead from their phone and see what she has today. have u made something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'el-indirect-4',
    group: 'indirect',
    turns: [
      "I'm a uni student helping my uncle with his spinning and HIIT studio. Right now the class times are on a paper on the door and new people can't book a free first class anywhere. Anything in your work close to this?",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'el-indirect-5',
    group: 'indirect',
    turns: [
      'So me and my partner are finally opening our little neighbourhood coffee place in the autumn!! ☕ we have nothing yet - no sign outside, the menu is a word doc, the cups are plain white. where do we even start, have you done this for someone?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging', 'signage'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'el-indirect-6',
    group: 'indirect',
    turns: [
      'i make youtube videos about fixing old bikes as a hobby. i would love that my little logo comes flying in and moves at the start of every video, like the big channels have. possible?',
    ],
    expect: {
      facts: [
        { anyOf: ['logo animation', 'Logo Animation', 'After Effects', 'Motion Graphics'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'el-indirect-7',
    group: 'indirect',
    turns: [
      'Good day. I am agent selling flats in two new towers and also some villas with pool. My facebook page look empty and nobody share it. What you can show me?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'el-indirect-8',
    group: 'indirect',
    turns: [
      "We're a family of four, the kids are 3 and 7. Grandparents keep asking for nice pictures of all of us together for an album, not selfies 😅. Ideally outside in a park. Is that something you'd do?",
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session', 'family portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'el-indirect-9',
    group: 'indirect',
    turns: [
      'i mix my own scents at home and sell them in little glass bottles online. my pictures are all reflections and glare, you can see my phone in the glass lol. any examples of you handling that?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'el-indirect-10',
    group: 'indirect',
    turns: [
      'My wife sells cupcakes, macarons and iced drinks from a small shop and the pictures on the delivery app look sad and grey. What have you got that would help her?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Beverages & Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'el-indirect-11',
    group: 'indirect',
    turns: [
      'salam, the holy month of fasting starts soon and I want greetings for my small shop page with lanterns and the crescent moon, something elegant not cheap looking. did you make such things?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'el-indirect-12',
    group: 'indirect',
    turns: [
      'me and my roommate just started a podcast about astronomy 🚀 we need like a 1 minute spacey thing to play at the beginning with our music. we have no camera and zero budget for filming. ideas??',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'el-indirect-13',
    group: 'indirect',
    turns: [
      "My husband and I run small group tours (mostly Greece and Portugal). People email us asking what trips we have and for which budget - we'd like them to browse the places, narrow down the trips themselves and then send us a request. Have you built anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'el-indirect-14',
    group: 'indirect',
    turns: [
      'I roast coffee in my garage and sell bags at the weekend market. I need pictures of the beans, the pour over, the bags for my web shop. Show me something you did that is like this please',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'el-indirect-15',
    group: 'indirect',
    turns: [
      "my son's band (they're 16!) filmed themselves playing their first song in our garage with three phones. it's a mess of clips. could someone turn it into something they can post?",
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'el-indirect-16',
    group: 'indirect',
    turns: [
      'My father has guided people up the mountains for thirty years and is retiring this summer. We would love a short film about his life, with him talking about it and the views from above. I do not know how this is called. Can you help?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'el-indirect-17',
    group: 'indirect',
    turns: [
      "hey, student here. i have a startup idea for a class competition and need to show a few possible logos + the overall look and feel next week, on basically no money. is there any fast way you've done this?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'el-indirect-18',
    group: 'indirect',
    turns: [
      "my husband designs houses, he's not a computer person at all. he'd like somewhere online to show his buildings with big photos and hardly any text. what would you show him?",
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'el-indirect-19',
    group: 'indirect',
    turns: [
      'I make soy candles as a side hustle and am giving the whole brand a fresh start 🕯️ I want my profile to look planned when someone opens it - every square nice alone but also fitting together like one picture. have u done this?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'el-indirect-20',
    group: 'indirect',
    turns: [
      'I sell knitting wool online from home and I spend every evening answering the same questions again and again - shipping, which needle size, washing. Is there something that could answer people for me?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'el-conversation-1',
    group: 'conversation',
    turns: ['what websites have you designed?', 'the skincare one - what can people actually do on it?'],
    expect: {
      facts: [{ anyOf: ['routine builder', 'ingredient stories', 'ingredient'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'el-conversation-2',
    group: 'conversation',
    turns: ['can i see some of your films?', 'ok which of those is the longest one'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'el-conversation-3',
    group: 'conversation',
    turns: ['Which AI tools do you work with?', 'And the one for making videos, how good are you with it?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'el-conversation-4',
    group: 'conversation',
    turns: ['do you take photos of people too or only products?', 'the family thing - after the shoot how long until we get the pictures?'],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'el-conversation-5',
    group: 'conversation',
    turns: ["What's in your stationery project?", 'what is in the second part of it?'],
    expect: {
      facts: [{ anyOf: ['letterheads', 'Letterheads', 'envelopes', 'invoices'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'el-conversation-6',
    group: 'conversation',
    turns: ['I saw something about a passion project with posters?', 'nice. how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'el-conversation-7',
    group: 'conversation',
    turns: ['what have you done with AI?', 'that website one, how long did it take to make?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'el-conversation-8',
    group: 'conversation',
    turns: ['wat kind of social media stuff u do', 'the swipe one... how many slides does it have'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'el-conversation-9',
    group: 'conversation',
    turns: ['Do you do photo retouching? What exactly?', 'Which of those are you best at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'el-conversation-10',
    group: 'conversation',
    turns: ['which adobe programs do you know?', 'and which of them is for the sound?'],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home'],
    },
  },
  {
    id: 'el-conversation-11',
    group: 'conversation',
    turns: ['what are the principles you work by? saw something on the home page', 'explain me the last one please'],
    expect: {
      facts: [{ anyOf: ['click-through', 'engagement', 'Engagement', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'el-conversation-12',
    group: 'conversation',
    turns: ['tell me about the brand identity design project', 'what is the fourth thing in it?'],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business cards'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'el-conversation-13',
    group: 'conversation',
    turns: ['what is the AI prompt images project?', 'cool 😮 what did you actually type for it? like an example'],
    expect: {
      facts: [{ anyOf: ['floating island', 'windswept tree'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'el-conversation-14',
    group: 'conversation',
    turns: ['What videos did you make with AI?', 'which one was for the perfume?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'el-conversation-15',
    group: 'conversation',
    turns: ['how many projects have you done in graphics?', 'and the video ones?'],
    expect: {
      facts: [{ anyOf: ['12+'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio', '/portfolio/videography'],
    },
  },
  {
    id: 'el-conversation-16',
    group: 'conversation',
    turns: ['what skills are on your skills page?', 'in the 3D part, how strong are the mockups?'],
    expect: {
      facts: [{ anyOf: ['82'], source: 'content/skills.ts:142' }],
      links: ['/skills'],
    },
  },
  {
    id: 'el-conversation-17',
    group: 'conversation',
    turns: ['Good afternoon. Can I download your CV somewhere?', 'Thank you. And the other document?'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume.pdf', 'Download Resume', 'resume', 'Resume'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },
  {
    id: 'el-conversation-18',
    group: 'conversation',
    turns: ['do you build your websites in webflow?', 'which ones did you make with the other tool then'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'el-conversation-19',
    group: 'conversation',
    turns: ["what's the social media graphics project", 'what shape are they? would they fit on my tiktok'],
    expect: {
      facts: [{ anyOf: ['9:16', '9/16'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'el-conversation-20',
    group: 'conversation',
    turns: ['hi! who is behind this site?', 'and how long has she been doing this job?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'el-compound-1',
    group: 'compound',
    turns: ['whats ur email and where r u based?'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'el-compound-2',
    group: 'compound',
    turns: [
      'Before I trust someone with my daughter’s quinceañera I want to know: how many years have you worked, and how many projects have you finished?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },
  {
    id: 'el-compound-3',
    group: 'compound',
    turns: ['im learning photo editing as a hobby. how good are you in photoshop and what do you use lightroom for?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['batch editing', 'colour grading', 'color grading'], source: 'content/tools.ts:66' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'el-compound-4',
    group: 'compound',
    turns: [
      "Two questions. If I write to the designer, how soon do I hear back? And does this chat keep what I type here? I'd rather not have my messages saved somewhere.",
    ],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['not stored', 'not saved', 'no database'], source: 'content/legal.ts:15' },
      ],
      links: ['/contact', '/privacy'],
    },
  },
  {
    id: 'el-compound-5',
    group: 'compound',
    turns: ['I run a little blog about design. Could I put one of your posters on it? Also, does your site put cookies on my computer?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies'], source: 'content/legal.ts:33' },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'el-compound-6',
    group: 'compound',
    turns: ["what's the designer's name and can i text them on whatsapp? 📱"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'el-compound-7',
    group: 'compound',
    turns: ['That Brand Story Film - what is it about and how long is it?'],
    expect: {
      facts: [
        { anyOf: ['bakery'], source: 'content/cards/videography.ts:26' },
        { anyOf: ['2:45', '2 minutes 45', '2 min 45'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'el-compound-8',
    group: 'compound',
    turns: [
      "our company has its yearly conference in march (I'm just the office manager, sorry if I use the wrong words). do you also make a video of the day with the speeches, and if you take photos how fast would we get them?",
    ],
    expect: {
      facts: [
        { anyOf: ['Event Highlights Reel', 'highlights reel'], source: 'content/cards/videography.ts:41' },
        { anyOf: ['next day', 'next-day', 'the following day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/videography', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'el-compound-9',
    group: 'compound',
    turns: ['Percentages please: logo design? typography?'],
    expect: {
      facts: [
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['92'], source: 'content/skills.ts:24' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'el-compound-10',
    group: 'compound',
    turns: ['is there a form to contact you on the site, and where can I get your CV?'],
    expect: {
      facts: [
        { anyOf: ['on its way', 'Coming Soon', 'coming soon', 'not yet'], source: 'content/placeholders.ts:7' },
        { anyOf: ['Download CV', 'alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/home.ts:20' },
      ],
      links: ['/contact', '/home'],
    },
  },
]
