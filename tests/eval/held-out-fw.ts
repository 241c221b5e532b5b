// Held-out set FW: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '555 0123', '555-0123']
const CONTACT_PAGES = ['/contact', '/home', '/about']
const SMALL_TALK = { refuse: false, notOnSite: false } as const

export const heldOutFW: HeldOutCase[] = [
  // ---------------- fact (15) ----------------
  {
    id: 'fw-fact-1',
    group: 'fact',
    turns: ['whats the email to hit u up for a collab? running a lil merch shop w my friends 🛍️'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact', '/privacy', '/terms'] },
  },
  {
    id: 'fw-fact-2',
    group: 'fact',
    turns: ['can i just text him on whatsapp?? drop the number pls'],
    expect: { facts: [{ anyOf: WHATSAPP, source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'fw-fact-3',
    group: 'fact',
    turns: ['is alex in the us or smth? im in manila 🇵🇭 can he even work w ppl this far'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'fw-fact-4',
    group: 'fact',
    turns: ['ngl how long has he been doing this design stuff for'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', '1-2 yrs', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'fw-fact-5',
    group: 'fact',
    turns: ['my mom wants to book a fam photoshoot for us 4 lol, how long till we get the pics after'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fw-fact-6',
    group: 'fact',
    turns: ['my sister is getting married in june 💍 if he shoots it when do we see the first few photos? she is impatient af'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', '48-hour'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fw-fact-7',
    group: 'fact',
    turns: ['that studio site u made w the ai website builder... how long did that take to make fr?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fw-fact-8',
    group: 'fact',
    turns: ['what do u build websites with?? wordpress? wix? our robotics club needs one 🤖'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Lovable'], source: 'content/category-summaries.ts:29' },
      ],
      links: ['/portfolio/web-design', '/about', '/skills', '/home'],
    },
  },
  {
    id: 'fw-fact-9',
    group: 'fact',
    turns: ['does this site track me or put cookies on my browser? kinda paranoid tbh 👀'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not set cookies', "doesn't use cookies", 'no tracking', 'not use cookies'],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'fw-fact-10',
    group: 'fact',
    turns: ['can i repost some of ur food pics on my small bakery insta if i tag u? 🥐'],
    expect: {
      facts: [{ anyOf: ['written permission', 'permission', 'ask first'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },
  {
    id: 'fw-fact-11',
    group: 'fact',
    turns: ['wait does this chat save what i type?? like is it kept somewhere'],
    expect: {
      facts: [
        {
          anyOf: ['not stored', 'not saved', "aren't stored", 'are not stored', 'not kept', 'no database', 'not in a database'],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'fw-fact-12',
    group: 'fact',
    turns: ['those trippy ai clips r so cool 😵‍💫 what app do u make them with'],
    expect: {
      facts: [{ anyOf: ['Kling'], source: 'content/cards/ai.ts:13' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence', '/home'],
    },
  },
  {
    id: 'fw-fact-13',
    group: 'fact',
    turns: ['saw theres a brand film in the vids section, who was that one made for?'],
    expect: {
      facts: [{ anyOf: ['bakery'], source: 'content/cards/videography.ts:26' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fw-fact-14',
    group: 'fact',
    turns: ['how many projects has he actually finished so far, like roughly'],
    expect: {
      facts: [{ anyOf: ['200+', '200 projects', 'over 200', '200 plus', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'fw-fact-15',
    group: 'fact',
    turns: ['the personal poster project he did just for fun, how many posters r in it'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },

  // ---------------- compute (10) ----------------
  {
    id: 'fw-compute-1',
    group: 'compute',
    turns: ['whats the longest vid he ever made? need smth to watch on the bus lol 🚌'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fw-compute-2',
    group: 'compute',
    turns: ['which app is he the most cracked at? 💯'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fw-compute-3',
    group: 'compute',
    turns: ['out of all his tools which one is he kinda weakest at ngl'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fw-compute-4',
    group: 'compute',
    turns: ['just the ai tools tho, which one does he know best?'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['92'], source: 'content/tools.ts:76' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fw-compute-5',
    group: 'compute',
    turns: ['which type of work has he done the most projects in?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40 projects', 'over 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'fw-compute-6',
    group: 'compute',
    turns: ['on the websites page which ones did he make with lovable and not webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fw-compute-7',
    group: 'compute',
    turns: ['need a super short ai clip idea for my stream intro, which of his ai videos is the shortest one? ⏱️'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20s', '20 sec'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fw-compute-8',
    group: 'compute',
    turns: ['which of the photo shoots are from 2023? the older ones'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'beverages-desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', 'Speciality Coffee', '33-degree-coffee'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'fw-compute-9',
    group: 'compute',
    turns: ['how many adobe apps does he use? our club only has photoshop lmao'],
    expect: {
      facts: [{ anyOf: ['7', 'seven'], source: 'content/tool-makers.ts:10' }],
      links: ['/home'],
    },
  },
  {
    id: 'fw-compute-10',
    group: 'compute',
    turns: ['is he better at food pics or portraits? gotta pick for my cafe ☕'],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:115' },
        { anyOf: ['88'], source: 'content/skills.ts:116' },
      ],
      links: ['/skills'],
    },
  },

  // ---------------- small-talk (10) ----------------
  { id: 'fw-small-talk-1', group: 'small-talk', turns: ['yooo whats good 👋'], expect: SMALL_TALK },
  { id: 'fw-small-talk-2', group: 'small-talk', turns: ['hrllo'], expect: SMALL_TALK },
  { id: 'fw-small-talk-3', group: 'small-talk', turns: ['ty sm!! byeee 🫶'], expect: SMALL_TALK },
  { id: 'fw-small-talk-4', group: 'small-talk', turns: ['?'], expect: SMALL_TALK },
  { id: 'fw-small-talk-5', group: 'small-talk', turns: ['😭😭🔥🔥'], expect: SMALL_TALK },
  { id: 'fw-small-talk-6', group: 'small-talk', turns: ['wait r u a bot or like a real human lol'], expect: SMALL_TALK },
  { id: 'fw-small-talk-7', group: 'small-talk', turns: ['hru today'], expect: SMALL_TALK },
  { id: 'fw-small-talk-8', group: 'small-talk', turns: ['test test 123'], expect: SMALL_TALK },
  { id: 'fw-small-talk-9', group: 'small-talk', turns: ['oop sorry wrong chat 💀 nvm'], expect: SMALL_TALK },
  { id: 'fw-small-talk-10', group: 'small-talk', turns: ['ur site is lowkey so clean omg 😍', 'k lmaooo'], expect: SMALL_TALK },

  // ---------------- language (10) ----------------
  {
    id: 'fw-language-1',
    group: 'language',
    turns: ['holaa 👋 cuál es tu correo?? quiero pedirte algo pa mi canal de youtube'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact', '/privacy', '/terms'] },
  },
  {
    id: 'fw-language-2',
    group: 'language',
    turns: ['oye q servicios ofreces? tengo una tiendita online de ropa y no sé q necesito jaja'],
    expect: {
      facts: [
        { anyOf: ['fotografía', 'fotos', 'photography'], source: 'content/site.ts:15' },
        { anyOf: ['video', 'vídeo', 'videografía', 'videography'], source: 'content/site.ts:15' },
        { anyOf: ['web', 'sitios', 'páginas'], source: 'content/site.ts:15' },
      ],
      links: ['/portfolio', '/about', '/home'],
    },
  },
  {
    id: 'fw-language-3',
    group: 'language',
    turns: ['tienes linkedin? pa agregarte porfa'],
    expect: { facts: [{ anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' }], links: CONTACT_PAGES },
  },
  {
    id: 'fw-language-4',
    group: 'language',
    turns: ['wsh combien tu prends pour un logo? c pour mon asso étudiante, on a pas trop de thunes 😅'],
    expect: {
      notOnSite: true,
      facts: [{ anyOf: [...EMAIL, 'WhatsApp'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fw-language-5',
    group: 'language',
    turns: ["t'as un insta? je veux voir plus de tes trucs 📸"],
    expect: {
      facts: [{ anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' }],
      links: CONTACT_PAGES,
    },
  },
  {
    id: 'fw-language-6',
    group: 'language',
    turns: ['hey kann ich dich auch über whatsapp erreichen? wie ist die nummer'],
    expect: { facts: [{ anyOf: WHATSAPP, source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'fw-language-7',
    group: 'language',
    turns: ['machst du auch logos?? brauche eins für meinen twitch kanal 🎮'],
    expect: {
      facts: [{ anyOf: ['Logo', 'Brand Identity', 'Markenidentität', 'Branding'], source: 'content/about.ts:26' }],
      links: ['/portfolio/graphics', '/portfolio/brand-identity', '/about', '/skills'],
    },
  },
  {
    id: 'fw-language-8',
    group: 'language',
    turns: ['انت وين ساكن؟ انا بالرياض، تقدر تشتغل معي؟'],
    expect: {
      facts: [{ anyOf: ['عن بعد', 'عن بُعد', 'حول العالم', 'جميع أنحاء العالم', 'worldwide', 'remote'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'fw-language-9',
    group: 'language',
    turns: ['عندي متجر عطور اونلاين 🌸 هل تصور منتجات؟'],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'fragrance', 'product photography', 'تصوير المنتجات', 'العطور'],
          source: 'content/projects/photography.ts:105',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fw-language-10',
    group: 'language',
    turns: ['لو راسلتك كم ياخذ وقت عشان ترد؟'],
    expect: {
      facts: [
        { anyOf: ['يوم عمل', 'one working day', '1 working day', 'one business day', 'يوم واحد'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },

  // ---------------- not-on-site (5) ----------------
  {
    id: 'fw-not-on-site-1',
    group: 'not-on-site',
    turns: ['do u do discounts for student clubs? we r broke but we need a logo for our anime club 😭'],
    expect: { notOnSite: true },
  },
  {
    id: 'fw-not-on-site-2',
    group: 'not-on-site',
    turns: ['what camera does he shoot on? canon or sony? tryna get into photography myself'],
    expect: { notOnSite: true },
  },
  {
    id: 'fw-not-on-site-3',
    group: 'not-on-site',
    turns: ['can i pay w paypal or does it have to be bank transfer'],
    expect: { notOnSite: true },
  },
  {
    id: 'fw-not-on-site-4',
    group: 'not-on-site',
    turns: ['what languages does alex speak? my english isnt so good'],
    expect: { notOnSite: true },
  },
  {
    id: 'fw-not-on-site-5',
    group: 'not-on-site',
    turns: ['if i order a logo how many revisions do i get b4 it costs extra'],
    expect: { notOnSite: true },
  },
]
