// Held-out set ER: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WEB = ['/portfolio/web-design']
const AI = ['/portfolio/artificial-intelligence']
const PHOTO = ['/portfolio/photography']
const SOCIAL = ['/portfolio/social-media']
const GRAPHICS = ['/portfolio/graphics']
const VIDEO = ['/portfolio/videography']

export const heldOutER: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'er-indirect-1',
    group: 'indirect',
    turns: [
      'hey, my client runs a small boutique gym. they want people online to check when the spin/hiit sessions are on, read about the coaches and grab a free first session. done anything like that?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: WEB },
  },
  {
    id: 'er-indirect-2',
    group: 'indirect',
    turns: [
      'We are a small architecture office (4 people). Our current online presence is cluttered, we just want big photos of our buildings to speak for themselves, very minimal. Any relevant reference in your work?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: WEB },
  },
  {
    id: 'er-indirect-3',
    group: 'indirect',
    turns: [
      'client only has a tiny 400px jpeg of their old logo artwork + some blurry product pics and wants them on a 3m billboard 😬 can u rescue stuff like that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', ...AI],
    },
  },
  {
    id: 'er-indirect-4',
    group: 'indirect',
    turns: [
      'I manage e-commerce for a niche fragrance house. Our bottles are glass with lots of reflections and every photographer so far made them look flat. Have you shot something comparable?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', ...PHOTO],
    },
  },
  {
    id: 'er-indirect-5',
    group: 'indirect',
    turns: [
      'we organise a blockchain / real world assets summit in march, keynotes + panels + networking drinks. PR agency wants pictures the morning after for the press release. is that something alex has covered before?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'tokenization', 'tokenisation'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/main-course-appetizer', ...PHOTO],
    },
  },
  {
    id: 'er-indirect-6',
    group: 'indirect',
    turns: [
      'Opening a little neighbourhood café next month. Need the stuff on the counter people read, the takeaway cups and bags, and something outside on the pavement that pulls people in. Have you done all of that for one place?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', ...GRAPHICS],
    },
  },
  {
    id: 'er-indirect-7',
    group: 'indirect',
    turns: [
      'I do social for a chain of sweet shops in Dubai. The holy month is coming and they want greeting posts and iftar announcements with crescents and lanterns. do you have examples of that kind of seasonal set?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', ...SOCIAL, ...GRAPHICS],
    },
  },
  {
    id: 'er-indirect-8',
    group: 'indirect',
    turns: [
      'Copywriter here. I write LinkedIn content for a B2B SaaS and want to turn my threads into those multi-slide posts people flick through sideways — charts, checklists, one idea per slide. Any work of yours in that format?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', ...SOCIAL],
    },
  },
  {
    id: 'er-indirect-9',
    group: 'indirect',
    turns: [
      'property developer client, 2 residential towers + a villa compound launching Q3. they need listing posts for facebook that look premium not like a classifieds ad. what have you got?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', ...SOCIAL],
    },
  },
  {
    id: 'er-indirect-10',
    group: 'indirect',
    turns: [
      'so our brand is relaunching and the boss wants the insta profile to look like ONE picture when you open it, but each tile still has to make sense alone. is that a thing you have actually done??',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'nine-post'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', ...SOCIAL],
    },
  },
  {
    id: 'er-indirect-11',
    group: 'indirect',
    turns: [
      'Hi, video producer here. A serum brand is launching next month and wants something under a minute, cut on the beat, with animated titles and macro shots of the product. Do you have a comparable piece I can show them?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: VIDEO,
    },
  },
  {
    id: 'er-indirect-12',
    group: 'indirect',
    turns: [
      'we host a science & space podcast and want a trippy moving visual for the first seconds of each episode on youtube, galaxy vibes, no budget for a real animator. anything in your work close to that',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', ...AI],
    },
  },
  {
    id: 'er-indirect-13',
    group: 'indirect',
    turns: [
      'my band filmed a live take in a rehearsal room with 3 cameras, footage is raw. need someone who can cut it to the rhythm and give it a stylised look. have u edited stuff like that before',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: VIDEO,
    },
  },
  {
    id: 'er-indirect-14',
    group: 'indirect',
    turns: [
      "I run a dental clinic's website and the receptionist answers the same questions all day (opening hours, prices, parking). Is there something you could put on our site that answers people automatically from our own info?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbots'], source: 'content/cards/ai.ts:25' }],
      links: AI,
    },
  },
  {
    id: 'er-indirect-15',
    group: 'indirect',
    turns: [
      'Agency side: we have a pitch on Friday for a new client and want to walk in with lots of logo directions, a moodboard and some mockups, but we only have 3 days. Have you produced something like this quickly before?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', ...AI],
    },
  },
  {
    id: 'er-indirect-16',
    group: 'indirect',
    turns: [
      'i need those full-screen vertical graphics that disappear after 24h, for flash sales and announcements on insta and tiktok. got examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16', 'stories', 'story'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', ...GRAPHICS],
    },
  },
  {
    id: 'er-indirect-17',
    group: 'indirect',
    turns: [
      'Bonjour! I own a small dessert bar — milkshakes, cupcakes, ice cream. Our menu pictures are from my phone and look sad. Have you photographed things like this before?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Beverages & Desserts', 'Drinks and Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', ...PHOTO],
    },
  },
  {
    id: 'er-indirect-18',
    group: 'indirect',
    turns: [
      'our consultancy needs the boring-but-important stuff redone: a brochure introducing the company, letterheads, envelopes, invoices, business cards, even mugs for the office. is that in your wheelhouse, any sample?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'stationery', 'Company Profile', 'Corporate Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', ...GRAPHICS],
    },
  },
  {
    id: 'er-indirect-19',
    group: 'indirect',
    turns: [
      'we have two little kids and want some relaxed pictures of us all outside in a park, nothing stiff. how long after the day would we get the edited photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', ...PHOTO],
    },
  },
  {
    id: 'er-indirect-20',
    group: 'indirect',
    turns: [
      'Founder here. Our investors demo is in 10 days and we have zero online presence — need something that actually works and looks pro, not a figma file. realistically how fast could something like that be shipped based on what you have done?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'in days'], source: 'content/cards/ai.ts:17' }],
      links: [...AI, ...WEB],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'er-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites has alex built?', 'the bakery one — what can customers actually do on that site?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'pre-orders', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: WEB,
    },
  },
  {
    id: 'er-conversation-2',
    group: 'conversation',
    turns: ['Can you list the films in the videography section?', 'How long is the documentary one?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: VIDEO,
    },
  },
  {
    id: 'er-conversation-3',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'and how good are you with the video one? percentage pls'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'er-conversation-4',
    group: 'conversation',
    turns: [
      'What sort of photography do you do?',
      'My sister is getting married in June. For the wedding one, how soon would she see photos and when does the full set arrive?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', ...PHOTO],
    },
  },
  {
    id: 'er-conversation-5',
    group: 'conversation',
    turns: ["what's inside the brand identity project?", 'the second tile — what does that doc cover?'],
    expect: {
      facts: [
        {
          anyOf: ['two-family type scale', 'accessible pairings', 'palette', 'Colour & Type System'],
          source: 'content/projects/graphics.ts:37',
        },
      ],
      links: ['/portfolio/brand-identity', ...GRAPHICS],
    },
  },
  {
    id: 'er-conversation-6',
    group: 'conversation',
    turns: ['show me the AI video production examples', 'the one with the perfume bottle, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['launch teaser', 'without a studio shoot', 'no studio shoot'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', ...AI],
    },
  },
  {
    id: 'er-conversation-7',
    group: 'conversation',
    turns: ['What social media projects are in the portfolio?', 'which platform was the real estate one for?', 'and the carousel one?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', ...SOCIAL],
    },
  },
  {
    id: 'er-conversation-8',
    group: 'conversation',
    turns: ['whats on the stationery design page', 'how many pieces are shown in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'er-conversation-9',
    group: 'conversation',
    turns: ['Which design tools do you work with?', 'The layout/print one — what do you use it for and how strong are you in it?'],
    expect: {
      facts: [
        { anyOf: ['88'], source: 'content/tools.ts:40' },
        { anyOf: ['company profile', 'menus', 'multi-page'], source: 'content/tools.ts:39' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'er-conversation-10',
    group: 'conversation',
    turns: ['how do i get in touch with the designer?', 'ok and how fast do they usually answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'er-conversation-11',
    group: 'conversation',
    turns: ['What did the AI brand proposal include?', 'For the first part, how many directions did you explore before narrowing down?'],
    expect: {
      facts: [{ anyOf: ['Forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'er-conversation-12',
    group: 'conversation',
    turns: ['tell me about your packaging project', 'what was in the collateral bit?'],
    expect: {
      facts: [{ anyOf: ['loyalty card', 'cup sleeve', 'stickers', 'bags'], source: 'content/projects/graphics.ts:231' }],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'er-conversation-13',
    group: 'conversation',
    turns: ['What skill groups are listed on your skills page?', 'in the retouching one, which skill is rated highest?'],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'er-conversation-14',
    group: 'conversation',
    turns: ['what is the AI prompt images project about?', 'can you share the example prompt from it?'],
    expect: {
      facts: [{ anyOf: ['floating island', 'windswept tree'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'er-conversation-15',
    group: 'conversation',
    turns: ['list your AI-generated videos please', 'the ocean one - how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:30', '30 seconds', '30 sec', '30s'], source: 'content/projects/ai.ts:70' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'er-conversation-16',
    group: 'conversation',
    turns: ['I am web developer, I want to see the client websites you did.', 'Which of them were built with Lovable and not Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:59' },
      ],
      links: WEB,
    },
  },
  {
    id: 'er-conversation-17',
    group: 'conversation',
    turns: ['what photography projects can I look at?', 'the two coffee ones... who was the client there?'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', ...PHOTO],
    },
  },
  {
    id: 'er-conversation-18',
    group: 'conversation',
    turns: ['What are the main things you offer, per the about page?', 'The video one: which tools or skills are under it?'],
    expect: {
      facts: [{ anyOf: ['Premiere Pro', 'After Effects', 'Audition', 'Colour Grading'], source: 'content/about.ts:61' }],
      links: ['/about'],
    },
  },
  {
    id: 'er-conversation-19',
    group: 'conversation',
    turns: ['which categories does the portfolio have', 'how many projects does the social one have?'],
    expect: {
      facts: [{ anyOf: ['40+'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio', ...SOCIAL],
    },
  },
  {
    id: 'er-conversation-20',
    group: 'conversation',
    turns: ["What are the principles on your home page's Creative Excellence section?", 'explain the third one a bit more? 🤔'],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'er-compound-1',
    group: 'compound',
    turns: ["Two quick ones: what's the email to send a brief to, and where is the designer based? I'm in Toronto."],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'er-compound-2',
    group: 'compound',
    turns: ['how many years has alex been doing this and roughly how many projects done so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2 Years', '1–2 years', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'er-compound-3',
    group: 'compound',
    turns: ['Retoucher here, curious — what proficiency do you give yourself in Photoshop, and what about Midjourney?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'er-compound-4',
    group: 'compound',
    turns: ['where can i download the CV? and is there a whatsapp number i can message?'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', 'wa.me'], source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'er-compound-5',
    group: 'compound',
    turns: ['How long is the Brand Story Film, and what year was the Music Video Edit made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', 'two minutes 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: VIDEO,
    },
  },
  {
    id: 'er-compound-6',
    group: 'compound',
    turns: [
      'social media manager here 👋 how many slides are in the carousel spotlight project and how many posts in the typography series?',
    ],
    expect: {
      facts: [
        { anyOf: ['12', 'twelve'], source: 'content/projects/social.ts:126' },
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/typography-posts', ...SOCIAL],
    },
  },
  {
    id: 'er-compound-7',
    group: 'compound',
    turns: ['Does this site use cookies or tracking? Also, can I put one of your posters into a pitch deck for my client without asking?'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'no tracking'], source: 'content/legal.ts:33' },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'er-compound-8',
    group: 'compound',
    turns: ['how many web design projects have u done, whats ur premiere pro level, and do you keep what I type in this chat?'],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
        { anyOf: ['not stored', 'no database', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: [...WEB, '/home', '/privacy'],
    },
  },
  {
    id: 'er-compound-9',
    group: 'compound',
    turns: ["Who's the designer behind this site, and what's the studio/brand name I should put in our credits?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/about', '/'],
    },
  },
  {
    id: 'er-compound-10',
    group: 'compound',
    turns: ['For a food brand shoot: which of your photography skills is rated highest, and how well do you know Lightroom?'],
    expect: {
      facts: [
        { anyOf: ['Product Photography'], source: 'content/skills.ts:114' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/skills', '/home'],
    },
  },
]
