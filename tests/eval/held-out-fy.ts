// Held-out set FY: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const SMALL_TALK = { refuse: false, notOnSite: false }
const NOT_ON_SITE = { notOnSite: true }

export const heldOutFY: HeldOutCase[] = [
  // ---------------- fact (15) ----------------
  {
    id: 'fy-fact-1',
    group: 'fact',
    turns: ['whos the actual person behind this site? barber here, want to know who im dealing with'],
    expect: { facts: [{ anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' }], links: ['/about'] },
  },
  {
    id: 'fy-fact-2',
    group: 'fact',
    turns: ['plumber here. straight question: how long have you been at this design game?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1-2', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'fy-fact-3',
    group: 'fact',
    turns: ["I run a catering van and I'm flat out most days. If I drop a message, how long till someone gets back to me?"],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'a working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fy-fact-4',
    group: 'fact',
    turns: [
      "hi, I do the flowers for weddings and a couple asked me if I know a photographer. they're impatient types lol - after the big day how soon would they see a first few shots?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'fy-fact-5',
    group: 'fact',
    turns: ['if i book the family photo thing for me n the kids, when do we actually get the edited pics back'],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'fy-fact-6',
    group: 'fact',
    turns: ['We host a trade fair for local builders merchants in spring. Photos of the talks - how quick can we have them for the press?'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the following day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fy-fact-7',
    group: 'fact',
    turns: ['saw you did a site for some bakery. what can the bakery customers actually do on it? i sell bread too'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fy-fact-8',
    group: 'fact',
    turns: ['Have you ever made a website for a gym or a fitness place? Which one?'],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fy-fact-9',
    group: 'fact',
    turns: ['florist here 🌷 someone told me you made an AI video of a flower opening up. who was that for?'],
    expect: {
      facts: [{ anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fy-fact-10',
    group: 'fact',
    turns: ['what was the name of the coffee roasters you did the photos for? my cousin runs a cafe and wants to see it'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'fy-fact-11',
    group: 'fact',
    turns: ['ok so roughly how many jobs have you finished altogether, ballpark'],
    expect: {
      facts: [{ anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'fy-fact-12',
    group: 'fact',
    turns: ['butcher shop owner. u do ramadan greetings posts? need some for our insta before the holy month starts'],
    expect: {
      facts: [{ anyOf: ['Social Media Ramadan Posts', 'Ramadan Design', 'Ramadan collection'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts'],
    },
  },
  {
    id: 'fy-fact-13',
    group: 'fact',
    turns: ['Locksmith, hiring for a small rebrand. Is there a CV of yours I can download and show my business partner?'],
    expect: { facts: [{ anyOf: ['Download CV', 'alex-morgan-cv.pdf'], source: 'content/home.ts:20' }], links: ['/home'] },
  },
  {
    id: 'fy-fact-14',
    group: 'fact',
    turns: ['that website thing you did with AI, how many days did it take start to finish?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fy-fact-15',
    group: 'fact',
    turns: ['do u have instagram? wanna see more before i msg'],
    expect: { facts: [{ anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' }] },
  },

  // ---------------- compute (10) ----------------
  {
    id: 'fy-compute-1',
    group: 'compute',
    turns: ['Of all the films on your video page, which one runs the longest?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fy-compute-2',
    group: 'compute',
    turns: ['those AI made clips - which is the shortest? want something quick for a screen behind my till'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'fy-compute-3',
    group: 'compute',
    turns: ['how many customer websites can i actually click thru on ur web design page?'],
    expect: { facts: [{ anyOf: ['6', 'six'], source: 'content/cards/web-design.ts:19' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fy-compute-4',
    group: 'compute',
    turns: ['I sell used cars and need photos cleaned up. In your photo retouching skills, which one are you strongest at?'],
    expect: { facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'fy-compute-5',
    group: 'compute',
    turns: ['be honest, out of all the tools you list, which one are you the weakest with?'],
    expect: { facts: [{ anyOf: ['Kling'], source: 'content/tools.ts:82' }], links: ['/home'] },
  },
  {
    id: 'fy-compute-6',
    group: 'compute',
    turns: ['how many adobe programs do you work with? my nephew says adobe is the real deal'],
    expect: { facts: [{ anyOf: ['7', 'seven'], source: 'content/tool-makers.ts:10' }], links: ['/home'] },
  },
  {
    id: 'fy-compute-7',
    group: 'compute',
    turns: ['which of the photo shoots on ur photography page are the older ones, from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'fy-compute-8',
    group: 'compute',
    turns: ['Which kind of work have you done the most of? Like which area has the biggest number of projects?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'fy-compute-9',
    group: 'compute',
    turns: ['just the AI tools please - which one are you best at?'],
    expect: { facts: [{ anyOf: ['ChatGPT'], source: 'content/tools.ts:73' }], links: ['/home'] },
  },
  {
    id: 'fy-compute-10',
    group: 'compute',
    turns: ['on your skills page, how many individual skills are there in total if you add up every group?'],
    expect: { facts: [{ anyOf: ['50', 'fifty'], source: 'content/skills.ts:16' }], links: ['/skills'] },
  },

  // ---------------- small-talk (10) ----------------
  { id: 'fy-small-talk-1', group: 'small-talk', turns: ['heyy 👋'], expect: SMALL_TALK },
  { id: 'fy-small-talk-2', group: 'small-talk', turns: ['helo'], expect: SMALL_TALK },
  { id: 'fy-small-talk-3', group: 'small-talk', turns: ['thanks a lot mate, really helpful'], expect: SMALL_TALK },
  { id: 'fy-small-talk-4', group: 'small-talk', turns: ['haha ok nvm'], expect: SMALL_TALK },
  { id: 'fy-small-talk-5', group: 'small-talk', turns: ['?'], expect: SMALL_TALK },
  { id: 'fy-small-talk-6', group: 'small-talk', turns: ['🌸🌸👍'], expect: SMALL_TALK },
  { id: 'fy-small-talk-7', group: 'small-talk', turns: ['wait am i talking to a real person or a bot'], expect: SMALL_TALK },
  { id: 'fy-small-talk-8', group: 'small-talk', turns: ['how r u today'], expect: SMALL_TALK },
  { id: 'fy-small-talk-9', group: 'small-talk', turns: ['test 123'], expect: SMALL_TALK },
  { id: 'fy-small-talk-10', group: 'small-talk', turns: ['nice looking site btw. gotta run, bye!'], expect: SMALL_TALK },

  // ---------------- language (10) ----------------
  {
    id: 'fy-language-1',
    group: 'language',
    turns: ['Hola, tengo una floristería pequeña. ¿A qué correo le puedo escribir para pedir un logo?'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'fy-language-2',
    group: 'language',
    turns: ['Bonjour, je suis boulanger. Comment je peux vous contacter le plus vite possible ?'],
    expect: { facts: [{ anyOf: ['WhatsApp'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'fy-language-3',
    group: 'language',
    turns: ['Guten Tag, ich habe einen Friseursalon. Machen Sie auch Webseiten, und womit bauen Sie die?'],
    expect: { facts: [{ anyOf: ['Webflow', 'Lovable'], source: 'content/about.ts:34' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fy-language-4',
    group: 'language',
    turns: ['مرحبا، عندي محل حلويات في عمّان. وين مكانك؟ بتشتغل عن بعد؟'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote', 'remotely', 'عن بعد', 'حول العالم', 'أنحاء العالم'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'fy-language-5',
    group: 'language',
    turns: ['السلام عليكم، ما هو البريد الإلكتروني للتواصل معك بخصوص تصوير منتجات العطور؟'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'fy-language-6',
    group: 'language',
    turns: ['merhaba, kasap dükkanım var. logo için fiyatınız ne kadar? nereden ulaşabilirim?'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'fy-language-7',
    group: 'language',
    turns: ['Ciao! Ho una pizzeria a Napoli. Lei è disponibile anche per clienti in Italia o lavora solo in zona sua?'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote', 'remotely', 'remoto', 'a distanza', 'tutto il mondo'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'fy-language-8',
    group: 'language',
    turns: ['Oi, tenho uma lanchonete. Vocês fazem fotos de comida e bebida pro cardápio?'],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Beverages & Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fy-language-9',
    group: 'language',
    turns: ['Dzień dobry, prowadzę warsztat samochodowy. Czy robi Pan logo i wizytówki dla firm?'],
    expect: {
      facts: [
        {
          anyOf: ['Brand Identity', 'business cards', 'Business Cards', 'logo suite', 'Logo Suite'],
          source: 'content/projects/graphics.ts:141',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fy-language-10',
    group: 'language',
    turns: ['Buenas, soy fontanero. Si le mando un mensaje, ¿cuánto tarda en contestar?'],
    expect: {
      facts: [{ anyOf: ['un día hábil', 'un día laborable', 'one working day', '1 día hábil'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },

  // ---------------- not-on-site (5) ----------------
  {
    id: 'fy-not-on-site-1',
    group: 'not-on-site',
    turns: ['do u take bank transfer or only paypal? need to sort it with my accountant'],
    expect: NOT_ON_SITE,
  },
  {
    id: 'fy-not-on-site-2',
    group: 'not-on-site',
    turns: ['Most of my customers speak Greek. Which languages do you speak yourself?'],
    expect: NOT_ON_SITE,
  },
  {
    id: 'fy-not-on-site-3',
    group: 'not-on-site',
    turns: ['how many rounds of changes do i get on a logo before it costs extra?'],
    expect: NOT_ON_SITE,
  },
  { id: 'fy-not-on-site-4', group: 'not-on-site', turns: ['where did you study design? any degree or diploma?'], expect: NOT_ON_SITE },
  {
    id: 'fy-not-on-site-5',
    group: 'not-on-site',
    turns: ['If you come shoot in my garage with all the tools around, are you covered by insurance in case something breaks?'],
    expect: NOT_ON_SITE,
  },
]
