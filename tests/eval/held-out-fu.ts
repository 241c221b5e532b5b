// Held-out set FU: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const REMOTE = ['worldwide', 'Worldwide', 'remote', 'remotely']
const SMALL_TALK = { refuse: false, notOnSite: false }
const NOT_ON_SITE = { notOnSite: true }

export const heldOutFU: HeldOutCase[] = [
  // ---------------- fact (15) ----------------
  {
    id: 'fu-fact-1',
    group: 'fact',
    turns: ['whats ur email i wanna send u a brief'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'fu-fact-2',
    group: 'fact',
    turns: ['where r u located?? need someone who can work w my team in canada'],
    expect: { facts: [{ anyOf: REMOTE, source: 'content/site.ts:16' }], links: ['/contact', '/about', '/home'] },
  },
  {
    id: 'fu-fact-3',
    group: 'fact',
    turns: ['how long have u been doing design for'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', '1-2', '1–2', 'one to two years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'fu-fact-4',
    group: 'fact',
    turns: ['if i msg u how fast do u usually get back to ppl'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fu-fact-5',
    group: 'fact',
    turns: ['getting married in june 💍 how soon after the day would we see some first pics?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', '48-hour'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'fu-fact-6',
    group: 'fact',
    turns: ['family shoot w my 2 kids - when do we get the edited photos back'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', 'week later', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'fu-fact-7',
    group: 'fact',
    turns: ['that website u made with AI.. how long did it take to build'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fu-fact-8',
    group: 'fact',
    turns: ['the brand story video, who was it for? like what kind of business'],
    expect: { facts: [{ anyOf: ['bakery', 'Bakery'], source: 'content/cards/videography.ts:26' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fu-fact-9',
    group: 'fact',
    turns: ['carousel spotlight posts were for insta or some other platform?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/social-media', '/portfolio/carousel-posts'],
    },
  },
  {
    id: 'fu-fact-10',
    group: 'fact',
    turns: ['whos actually behind this site, whats the designers name'],
    expect: { facts: [{ anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' }], links: ['/about', '/home'] },
  },
  {
    id: 'fu-fact-11',
    group: 'fact',
    turns: ['can i just grab a couple of ur poster designs and put them on my cafe menu? lol'],
    expect: { facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }], links: ['/terms'] },
  },
  {
    id: 'fu-fact-12',
    group: 'fact',
    turns: ['does this site track me or put cookies on my phone??'],
    expect: {
      facts: [{ anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'no tracking'], source: 'content/legal.ts:33' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'fu-fact-13',
    group: 'fact',
    turns: ['the corporate meeting photos, what was that event even about'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation', 'Tokenization'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fu-fact-14',
    group: 'fact',
    turns: ['what size do u make ur story graphics in? need vertical stuff for my shop'],
    expect: {
      facts: [{ anyOf: ['9:16', '9/16'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'fu-fact-15',
    group: 'fact',
    turns: ['u on behance? link pls'],
    expect: { facts: [{ anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' }] },
  },

  // ---------------- compute (10) ----------------
  {
    id: 'fu-compute-1',
    group: 'compute',
    turns: ['which of ur films is the longest one'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fu-compute-2',
    group: 'compute',
    turns: ['what software are u strongest in'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fu-compute-3',
    group: 'compute',
    turns: ['which tool r u least confident with tbh'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fu-compute-4',
    group: 'compute',
    turns: ['what kind of work have u done the most of? like which area has the most projects'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'fu-compute-5',
    group: 'compute',
    turns: ['which of the client websites did u build with lovable and not webflow'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fu-compute-6',
    group: 'compute',
    turns: ['how many adobe apps do u actually use'],
    // Seven tools are made by Adobe: content/tool-makers.ts:10-16 (Photoshop ... Lightroom).
    expect: { facts: [{ anyOf: ['7', 'seven', 'Seven'], source: 'content/tool-makers.ts:10' }], links: ['/home'] },
  },
  {
    id: 'fu-compute-7',
    group: 'compute',
    turns: ['whats the shortest of ur AI generated videos'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fu-compute-8',
    group: 'compute',
    turns: ['on the photography page which shoots are the older ones, not from 2024'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree Specialty Coffee'], source: 'content/projects/photography.ts:198' },
        { anyOf: ['2023'], source: 'content/categories.ts:59' },
      ],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'fu-compute-9',
    group: 'compute',
    turns: ['in the skills overview bars on ur about page, which one is ur weakest'],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics', 'motion graphics'], source: 'content/about.ts:81' },
        { anyOf: ['85'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'fu-compute-10',
    group: 'compute',
    turns: ['out of all the AI tools u use which one do u know best'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['92'], source: 'content/tools.ts:76' },
      ],
      links: ['/home'],
    },
  },

  // ---------------- small-talk (10) ----------------
  { id: 'fu-small-talk-1', group: 'small-talk', turns: ['heyyy 👋'], expect: SMALL_TALK },
  { id: 'fu-small-talk-2', group: 'small-talk', turns: ['thx a lot, ur work is sick!!'], expect: SMALL_TALK },
  { id: 'fu-small-talk-3', group: 'small-talk', turns: ['ok'], expect: SMALL_TALK },
  { id: 'fu-small-talk-4', group: 'small-talk', turns: ['?'], expect: SMALL_TALK },
  { id: 'fu-small-talk-5', group: 'small-talk', turns: ['😍🔥🔥'], expect: SMALL_TALK },
  { id: 'fu-small-talk-6', group: 'small-talk', turns: ['wait r u a bot or is this actually alex'], expect: SMALL_TALK },
  { id: 'fu-small-talk-7', group: 'small-talk', turns: ['how r u doing today'], expect: SMALL_TALK },
  { id: 'fu-small-talk-8', group: 'small-talk', turns: ['test'], expect: SMALL_TALK },
  { id: 'fu-small-talk-9', group: 'small-talk', turns: ['helo'], expect: SMALL_TALK },
  { id: 'fu-small-talk-10', group: 'small-talk', turns: ['k cool bye 👋'], expect: SMALL_TALK },

  // ---------------- language (10) ----------------
  {
    id: 'fu-language-1',
    group: 'language',
    turns: ['hola! cual es tu correo? quiero mandarte info de mi proyecto'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'fu-language-2',
    group: 'language',
    turns: ['hey si te escribo por whatsapp cuanto tardas en responder?'],
    expect: {
      facts: [
        {
          anyOf: [
            'un día hábil',
            'un dia habil',
            'día hábil',
            'un día laborable',
            'día laborable',
            'día laboral',
            'one working day',
            'working day',
          ],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fu-language-3',
    group: 'language',
    turns: ['hola haces fotos de comida? tengo un restaurante y necesito fotos pal menu'],
    expect: {
      facts: [
        {
          anyOf: [
            'Food Photography',
            'Drinks & Desserts',
            'Beverages & Desserts',
            'fotografía de comida',
            'fotografía gastronómica',
            'food photography',
          ],
          source: 'content/skills.ts:115',
        },
      ],
      links: ['/portfolio/photography', '/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts'],
    },
  },
  {
    id: 'fu-language-4',
    group: 'language',
    turns: ['bonjour, vous êtes basé où ? moi je suis à Lyon'],
    expect: {
      facts: [{ anyOf: [...REMOTE, 'à distance', 'monde entier', 'partout dans le monde', 'télétravail'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'fu-language-5',
    group: 'language',
    turns: ['slt c combien pour un logo ? pls'],
    expect: {
      facts: [{ anyOf: ['WhatsApp', ...EMAIL, 'e-mail', 'email'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fu-language-6',
    group: 'language',
    turns: ['hi, machst du auch hochzeitsfotos? wir heiraten im herbst'],
    expect: {
      facts: [
        {
          anyOf: ['Weddings', 'Wedding', 'wedding', 'Hochzeitsfotografie', 'Hochzeitsfotos', 'Hochzeit'],
          source: 'content/projects/photography.ts:78',
        },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fu-language-7',
    group: 'language',
    turns: ['wie viel erfahrung hast du eigentlich'],
    expect: {
      facts: [{ anyOf: ['1-2', '1–2', '1 bis 2', 'ein bis zwei', 'eins bis zwei'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['über 5 Jahre', '5 Jahre', 'fünf Jahre', 'over 5 years', '5+ years'],
    },
  },
  {
    id: 'fu-language-8',
    group: 'language',
    turns: ['kannst du unser logo animieren? brauchen ein intro für youtube'],
    expect: {
      facts: [
        {
          anyOf: ['Logo Animation', 'Logo-Animation', 'Logoanimation', 'After Effects', 'Motion Graphics'],
          source: 'content/skills.ts:102',
        },
      ],
      links: ['/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'fu-language-9',
    group: 'language',
    turns: ['مرحبا، ممكن رقم الواتساب؟'],
    expect: { facts: [{ anyOf: ['15550123456', 'wa.me/15550123456', '+1 555'], source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'fu-language-10',
    group: 'language',
    turns: ['هل تصمم مواقع انترنت؟ احتاج موقع لمحلي'],
    expect: { facts: [{ anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' }], links: ['/portfolio/web-design'] },
  },

  // ---------------- not-on-site (5) ----------------
  { id: 'fu-not-on-site-1', group: 'not-on-site', turns: ['do u take paypal'], expect: NOT_ON_SITE },
  { id: 'fu-not-on-site-2', group: 'not-on-site', turns: ['how many rounds of revisions do i get on a logo'], expect: NOT_ON_SITE },
  { id: 'fu-not-on-site-3', group: 'not-on-site', turns: ['where did u study design? uni or self taught?'], expect: NOT_ON_SITE },
  { id: 'fu-not-on-site-4', group: 'not-on-site', turns: ['have u won any design awards'], expect: NOT_ON_SITE },
  {
    id: 'fu-not-on-site-5',
    group: 'not-on-site',
    turns: ['what timezone r u in? need a few hrs overlap with EST for calls'],
    expect: NOT_ON_SITE,
  },
]
