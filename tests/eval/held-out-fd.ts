// Held-out set FD: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP_NUMBER = ['15550123456', '555 0123456', '555-0123456', '(555) 012-3456', '555 012 3456']
const EXPERIENCE = ['1-2 years', '1–2 years', '1-2 Years', '1 to 2 years', 'one to two years', '1-2 yrs']

const WEB = ['/portfolio/web-design']
const AI = ['/portfolio/artificial-intelligence']
const SOCIAL = ['/portfolio/social-media']
const GRAPHICS = ['/portfolio/graphics']
const VIDEO = ['/portfolio/videography']
const PHOTO = ['/portfolio/photography']
const CONTACT = ['/contact']

export const heldOutFD: HeldOutCase[] = [
  // ───────────────────────────── indirect (20) ─────────────────────────────
  {
    id: 'fd-indirect-1',
    group: 'indirect',
    turns: [
      "hey, i'm opening a small boutique gym in march. people keep DMing me asking when classes are and which coach is which, and i want them to be able to grab a free first class themselves from their phone. have you done anything like that??",
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: WEB },
  },
  {
    id: 'fd-indirect-2',
    group: 'indirect',
    turns: [
      'Our company turns 25 this year and the only photos of the founders are tiny blurry jpegs from an old website. We want them on a 3 metre banner at the anniversary event. Is there anything you can do so they dont look like pixel soup?',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'Upscaling', 'upscale', 'upscaled'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', ...AI],
    },
  },
  {
    id: 'fd-indirect-3',
    group: 'indirect',
    turns: [
      "I'm organising a two-day fintech summit in Dubai. The press team wants pictures of the speakers and the networking evening in their inbox straight away so they can publish the morning after. Realistic for you?",
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'Next day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', ...PHOTO],
    },
  },
  {
    id: 'fd-indirect-4',
    group: 'indirect',
    turns: [
      'we are getting married in september 💍 my fiancé wants something to post before we leave for the honeymoon, which is like 3 days after. how quickly would we see the first pics from the day?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', '48-hour'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', ...PHOTO],
    },
  },
  {
    id: 'fd-indirect-5',
    group: 'indirect',
    turns: [
      'Hello, I am founder of a small niche fragrance label. Our bottles are glass with a heavy cap and every time we try to shoot them ourselves there are reflections everywhere. We need images for our online shop listings. Did you work on something similar before?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', ...PHOTO],
    },
  },
  {
    id: 'fd-indirect-6',
    group: 'indirect',
    turns: [
      'salam! I do marketing for a chain of 4 restaurants. The holy month starts soon and we want to wish our followers a blessed month and announce our iftar times each week, looking classy not cheesy. anything in your work close to this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', ...SOCIAL, ...GRAPHICS],
    },
  },
  {
    id: 'fd-indirect-7',
    group: 'indirect',
    turns: [
      'Marketing manager at a B2B payments startup here. Our product is hard to explain in one image, so I want a post on LinkedIn where people swipe through 8-10 slides step by step. Have you designed something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', ...SOCIAL],
    },
  },
  {
    id: 'fd-indirect-8',
    group: 'indirect',
    turns: [
      "my cohost and I run an astronomy podcast and we want 1 minute of something spacey and slowly spinning to open each episode on youtube. we can't afford a 3d animator lol. ideas?",
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', ...AI],
    },
  },
  {
    id: 'fd-indirect-9',
    group: 'indirect',
    turns: [
      'We roast our own beans and want customers to be able to get a bag delivered every month automatically, plus read how to brew it properly at home. We only have an instagram right now. Done this kind of thing for anyone?',
    ],
    expect: { facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }], links: WEB },
  },
  {
    id: 'fd-indirect-10',
    group: 'indirect',
    turns: [
      'I run a small architecture practice, three partners. We hate busy layouts; we just want our buildings shown huge and almost no text when a client looks us up online. Any previous work that feels like that?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: WEB },
  },
  {
    id: 'fd-indirect-11',
    group: 'indirect',
    turns: [
      'Opening a neighbourhood café in spring ☕ I need everything people see and touch: the thing they order from at the counter, takeaway cups and bags, stamp cards, and something on the pavement outside so people walk in. Have you done that all together for one place?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', ...GRAPHICS],
    },
  },
  {
    id: 'fd-indirect-12',
    group: 'indirect',
    turns: [
      'we just incorporated and our paperwork looks awful — letters on plain word docs, invoices from a template, no folder for client meetings, and nothing printed that introduces who we are. what have you made for companies that could fix this',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'stationery', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', ...GRAPHICS],
    },
  },
  {
    id: 'fd-indirect-13',
    group: 'indirect',
    turns: [
      'Hi, I am sales lead at a property developer. We are launching two new towers and a villa compound and need posts for our Facebook page to announce listings and handovers. Do you have experience with that sector?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', ...SOCIAL],
    },
  },
  {
    id: 'fd-indirect-14',
    group: 'indirect',
    turns: [
      'my sister and i run a dessert bar 🍦🧁 — cupcakes, macarons, cones, iced drinks. our menu pics are from my phone and look sad. we want bright fun colours. u ever shot stuff like that?',
    ],
    expect: {
      facts: [
        { anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Drinks &amp; Desserts'], source: 'content/projects/photography.ts:126' },
      ],
      links: ['/portfolio/drinks-and-desserts', ...PHOTO],
    },
  },
  {
    id: 'fd-indirect-15',
    group: 'indirect',
    turns: [
      "We're a 6-person SaaS startup and our support inbox is 80% the same questions that are already answered in our help docs. I'd love something on our site that replies to customers using our own docs, day or night. Is that something you've built?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: AI,
    },
  },
  {
    id: 'fd-indirect-16',
    group: 'indirect',
    turns: [
      'ok honest question. we pitch at demo day in under 2 weeks and we have literally zero online presence, not even a page with our logo. is it even possible to get something real up that fast, have you ever done it?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: AI,
    },
  },
  {
    id: 'fd-indirect-17',
    group: 'indirect',
    turns: [
      'Brand manager at a skincare start-up. New serum drops next month and I need a short clip for Reels, under a minute, fast cuts on the beat and the product name popping on screen. Have you made something like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: VIDEO,
    },
  },
  {
    id: 'fd-indirect-18',
    group: 'indirect',
    turns: [
      'hi!! my band filmed ourselves playing live in a warehouse with 3 cameras and now we have 2 hours of footage and no idea how to make it feel like it moves with the song. can u help, done this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: VIDEO,
    },
  },
  {
    id: 'fd-indirect-19',
    group: 'indirect',
    turns: [
      'Good day. Our agency sells holiday packages and clients call us only to ask which trips are in their budget. We want them to browse destinations, narrow the trips down themselves and then send us a request. Please tell me if you did a similar job.',
    ],
    expect: { facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }], links: WEB },
  },
  {
    id: 'fd-indirect-20',
    group: 'indirect',
    turns: [
      "Founder here, pre-seed. Investors keep asking 'what will the brand look like' and we have nothing — I'd love to walk in with a few logo directions, a feel for colours and photos, and how it looks on a phone screen, without spending two months on it. What in your work shows you can do that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal', 'Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', ...AI],
    },
  },

  // ───────────────────────────── conversation (20) ─────────────────────────────
  {
    id: 'fd-conversation-1',
    group: 'conversation',
    turns: [
      'I manage marketing for a burger and pizza delivery kitchen. What have you done for food businesses?',
      'the one with the posts for restaurants — which social networks were those made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/projects/social.ts:93' }],
      links: ['/portfolio/foods-restaurants', ...SOCIAL],
    },
  },
  {
    id: 'fd-conversation-2',
    group: 'conversation',
    turns: ['what videos have you made?', 'ok and the bakery one, how long is it?'],
    expect: {
      facts: [{ anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' }],
      links: VIDEO,
    },
  },
  {
    id: 'fd-conversation-3',
    group: 'conversation',
    turns: [
      "I'm putting together an aftermovie for our tech festival. Do you make videos with AI?",
      'which of those was used to open an aftermovie? and how long is it',
    ],
    expect: {
      facts: [
        { anyOf: ['Neon City'], source: 'content/projects/ai.ts:74' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
      ],
      links: ['/portfolio/ai-video-section1', ...AI],
    },
  },
  {
    id: 'fd-conversation-4',
    group: 'conversation',
    turns: [
      'what kinds of photo shoots do you do?',
      'the family one sounds nice for us. after the session how long till we get the pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', ...PHOTO],
    },
  },
  {
    id: 'fd-conversation-5',
    group: 'conversation',
    turns: [
      'Can you show me your graphic design projects?',
      "Which one wasn't for a client, the personal one?",
      'how many posters are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8 posters', '8 geometric'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', ...GRAPHICS],
    },
  },
  {
    id: 'fd-conversation-6',
    group: 'conversation',
    turns: ['what social media projects are in your portfolio', 'which platform was the real estate one for?', 'and the carousel one?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin', 'linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', ...SOCIAL],
    },
  },
  {
    id: 'fd-conversation-7',
    group: 'conversation',
    turns: ['who is actually behind this site?', 'how long have they been doing this kind of work?'],
    expect: {
      facts: [{ anyOf: EXPERIENCE, source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', 'more than 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'fd-conversation-8',
    group: 'conversation',
    turns: [
      'do you do corporate print stuff or just social?',
      'in that stationery project there was a document suite — what does it actually include?',
    ],
    expect: {
      facts: [
        { anyOf: ['letterhead', 'Letterhead'], source: 'content/projects/graphics.ts:167' },
        { anyOf: ['invoice', 'Invoice'], source: 'content/projects/graphics.ts:167' },
      ],
      links: ['/portfolio/stationery', ...GRAPHICS],
    },
  },
  {
    id: 'fd-conversation-9',
    group: 'conversation',
    turns: ["What's on your AI portfolio page?", 'that one with images made from prompts, which tools did you use for it?'],
    expect: {
      facts: [{ anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' }],
      links: ['/portfolio/ai-prompt-images', ...AI],
    },
  },
  {
    id: 'fd-conversation-10',
    group: 'conversation',
    turns: ['Tell me about the brand identity project pls', 'what did u do for the business cards in it?'],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'Double-sided', 'spot-colour', 'spot colour', 'spot-color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', ...GRAPHICS],
    },
  },
  {
    id: 'fd-conversation-11',
    group: 'conversation',
    turns: [
      "I'm organising a 3-day music festival and need someone for video. What have you filmed?",
      'compare the event reel and the music video for me — which one is shorter?',
    ],
    expect: {
      facts: [
        { anyOf: ['Event Highlights Reel', 'event reel', 'Event reel', 'highlights reel'], source: 'content/cards/videography.ts:41' },
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
      ],
      links: VIDEO,
    },
  },
  {
    id: 'fd-conversation-12',
    group: 'conversation',
    turns: ['what are your skills', 'in the photo retouching group, what are you strongest at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal', 'Background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fd-conversation-13',
    group: 'conversation',
    turns: [
      'Have you worked with coffee brands? We are a specialty roastery.',
      'the photoshoot you did for the roaster — what exactly was in the pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['pour-over', 'Pour-over', 'pour over', 'beans', 'packaging'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', ...PHOTO],
    },
  },
  {
    id: 'fd-conversation-14',
    group: 'conversation',
    turns: ['how do i reach you for a project?', 'what number should i message on whatsapp then'],
    expect: {
      facts: [{ anyOf: WHATSAPP_NUMBER, source: 'content/owner.ts:19' }],
      links: [...CONTACT, '/home'],
    },
  },
  {
    id: 'fd-conversation-15',
    group: 'conversation',
    turns: ['do you have a CV I can download for our HR?', 'and the resume? they asked for both'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume.pdf', 'resume.pdf'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },
  {
    id: 'fd-conversation-16',
    group: 'conversation',
    turns: ['Do you build websites for small food businesses?', 'The one for the bakery — what can customers do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'Pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: WEB,
    },
  },
  {
    id: 'fd-conversation-17',
    group: 'conversation',
    turns: ['What is in the Social Media Graphics project?', 'what size are they?', 'and for which apps are they meant?'],
    expect: {
      facts: [{ anyOf: ['TikTok', 'Tiktok', 'tiktok'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', ...GRAPHICS],
    },
  },
  {
    id: 'fd-conversation-18',
    group: 'conversation',
    turns: ['What kind of AI stuff do you do? 🤖', 'the tool you use for making low-res images sharp — how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
      ],
      links: ['/home', '/portfolio/ai-enhanced', ...AI],
    },
  },
  {
    id: 'fd-conversation-19',
    group: 'conversation',
    turns: ['which tools are in your design stack?', 'of the Adobe ones, which are you least confident with?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fd-conversation-20',
    group: 'conversation',
    turns: [
      "I do marketing for a florist, we're planning our spring campaign 🌷 anything in your work with flowers?",
      'the AI one for the florist — how long is that clip and when was it made?',
    ],
    expect: {
      facts: [
        { anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' },
        { anyOf: ['2023'], source: 'content/projects/ai.ts:103' },
      ],
      links: ['/portfolio/ai-video-section1', ...AI],
    },
  },

  // ───────────────────────────── compound (10) ─────────────────────────────
  {
    id: 'fd-compound-1',
    group: 'compound',
    turns: ["what's your email, where are you based, and can i get your CV somewhere?"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'remotely', 'Remote'], source: 'content/site.ts:16' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
      ],
      links: [...CONTACT, '/home', '/about'],
    },
  },
  {
    id: 'fd-compound-2',
    group: 'compound',
    turns: ['Quick one for our vendor form: how many projects have you completed, and how many years of experience do you have?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: EXPERIENCE, source: 'content/site.ts:18' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', 'more than 5 years', '5+ years'],
    },
  },
  {
    id: 'fd-compound-3',
    group: 'compound',
    turns: ['motion graphics reel: how long is it, what year, and which software did you animate it in?'],
    expect: {
      facts: [
        { anyOf: ['1:15'], source: 'content/cards/videography.ts:68' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:69' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: VIDEO,
    },
  },
  {
    id: 'fd-compound-4',
    group: 'compound',
    turns: ['Which AI tool are you the best at, and how many tools are there in your stack in total?'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['13', 'thirteen', 'Thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fd-compound-5',
    group: 'compound',
    turns: [
      'Hi! Two things about weddings: do you cover the whole day or also just the ceremony, and how do we book you — is there a way other than email?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['ceremony-only', 'Ceremony-only', 'ceremony only', 'full-day', 'Full-day', 'full day'],
          source: 'content/projects/photography.ts:95',
        },
        { anyOf: ['WhatsApp', 'Whatsapp'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/portfolio/wedding-photography', ...CONTACT],
    },
  },
  {
    id: 'fd-compound-6',
    group: 'compound',
    turns: ['what is the passion project poster series about, and who were the typography posts designed for?'],
    expect: {
      facts: [
        { anyOf: ['geometric', 'Geometric'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['design-studio', 'design studio', 'Design studio'], source: 'content/projects/social.ts:148' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/typography-posts', ...GRAPHICS, ...SOCIAL],
    },
  },
  {
    id: 'fd-compound-7',
    group: 'compound',
    turns: [
      'For our deck I need 3 quick facts: year of the perfume shoot, year of the beverages & desserts shoot, and which of your portfolio categories has the most projects.',
    ],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:58' },
        { anyOf: ['2023'], source: 'content/categories.ts:59' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/beverages-desserts', ...PHOTO, '/portfolio', ...SOCIAL],
    },
  },
  {
    id: 'fd-compound-8',
    group: 'compound',
    turns: [
      'hey — 1) how fast do you usually answer messages? 2) does this site put cookies on my laptop? 3) can I drop a few of your images into our internal pitch deck?',
    ],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
        {
          anyOf: [
            'no cookies',
            'No cookies',
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
            "doesn't set cookies",
            'does not set cookies',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: [...CONTACT, '/privacy', '/terms'],
    },
  },
  {
    id: 'fd-compound-9',
    group: 'compound',
    turns: ['What colours did you use for the real estate posts, and what did you cover at that corporate tokenization meeting?'],
    expect: {
      facts: [
        { anyOf: ['slate', 'Slate', 'brass', 'Brass'], source: 'content/projects/social.ts:104' },
        { anyOf: ['keynotes', 'Keynotes', 'panels', 'networking'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/main-course-appetizer', ...SOCIAL, ...PHOTO],
    },
  },
  {
    id: 'fd-compound-10',
    group: 'compound',
    turns: ['how strong r u in typography vs logo design (numbers pls) and what do you actually use Lovable for?'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/skills.ts:24' },
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['landing pages', 'web apps', 'Prototyping', 'prototyping', 'prototype'], source: 'content/tools.ts:111' },
      ],
      links: ['/skills', '/home'],
    },
  },
]
