// Held-out set FT: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = 'hello@discovery-design.example'
const NUMBER = ['15550123456', '0123456', '012-3456', '012 3456']
const SMALL_TALK = { refuse: false, notOnSite: false } as const
const NOT_ON_SITE = { notOnSite: true } as const

export const heldOutFT: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact (15)
  {
    id: 'ft-fact-1',
    group: 'fact',
    turns: ['hey whats the designers email adress? i dont really use whatsapp'],
    expect: { facts: [{ anyOf: [EMAIL], source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'ft-fact-2',
    group: 'fact',
    turns: ['Can I just text Alex directly on the phone? need the number pls'],
    expect: { facts: [{ anyOf: NUMBER, source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'ft-fact-3',
    group: 'fact',
    turns: ['If I send a message today, how long before I normally hear back from you?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'ft-fact-4',
    group: 'fact',
    turns: [
      "Hi! My fiancé and I are getting married next June (small ceremony, maybe 80 guests, still deciding on the venue lol) and my mother keeps asking me how soon after the day we'll actually get to see ANY of the photos. Like a first preview, not the whole album. Do you know?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ft-fact-5',
    group: 'fact',
    turns: ['after a family shoot how long till we get the edited pics? want prints before xmas'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'ft-fact-6',
    group: 'fact',
    turns: ['sorry, who is actually behind this site? what is the persons name'],
    expect: { facts: [{ anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' }], links: ['/about'] },
  },
  {
    id: 'ft-fact-7',
    group: 'fact',
    turns: ["I'm a recruiter at an agency in Hamburg. Is there a CV of the designer I can grab somewhere?"],
    expect: {
      facts: [{ anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' }],
      links: ['/home'],
    },
  },
  {
    id: 'ft-fact-8',
    group: 'fact',
    turns: ['how long has the designer been doing this professionally?'],
    expect: {
      facts: [{ anyOf: ['1-2', '1–2', '1 to 2', 'one to two', '1 - 2'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },
  {
    id: 'ft-fact-9',
    group: 'fact',
    turns: [
      'We run a small fintech conference in the autumn. If Alex photographs it, when would we receive the pictures? Our PR team needs them fast.',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the day after', 'following day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'ft-fact-10',
    group: 'fact',
    turns: ['I saw something about a studio website made with an AI builder. how many days did that one take from start to launch?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ft-fact-11',
    group: 'fact',
    turns: ['what do u build websites with? wordpress or smth else?'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Lovable'], source: 'content/category-summaries.ts:29' },
      ],
      links: ['/portfolio/web-design', '/skills', '/about'],
    },
  },
  {
    id: 'ft-fact-12',
    group: 'fact',
    turns: ['Quick privacy question: does this website put cookies on my computer or track what I do?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not set cookies',
            "doesn't set cookies",
            'does not use cookies',
            "doesn't use cookies",
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ft-fact-13',
    group: 'fact',
    turns: ['can i print one of those geometric posters and hang it in my cafe as decoration? or use it on my menu?'],
    expect: { facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }], links: ['/terms'] },
  },
  {
    id: 'ft-fact-14',
    group: 'fact',
    turns: ['What kind of business is 33 Degree? I keep seeing that name in the photos section.'],
    expect: {
      facts: [
        { anyOf: ['coffee roaster', 'speciality coffee', 'specialty coffee', 'roaster'], source: 'content/projects/photography.ts:177' },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'ft-fact-15',
    group: 'fact',
    turns: ['does Alex have a Behance? would like to see more of the work there'],
    expect: {
      facts: [{ anyOf: ['behance.net/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:25' }],
      links: ['/contact', '/about', '/home'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'ft-compute-1',
    group: 'compute',
    turns: ['which of your films is the longest one?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ft-compute-2',
    group: 'compute',
    turns: ['shortest AI generated video clip u have? just need something tiny for a story'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ft-compute-3',
    group: 'compute',
    turns: ['How many client websites can I actually click through on the web design page?'],
    expect: {
      facts: [
        {
          anyOf: ['six', 'Six', '6 websites', '6 client', '6 sites', '6 live', '6 projects', '6 featured'],
          source: 'content/cards/web-design.ts:19',
        },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ft-compute-4',
    group: 'compute',
    turns: ['Of all the Adobe programs you use, which one are you strongest in?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ft-compute-5',
    group: 'compute',
    turns: ['be honest, which tool in your stack do you know the least well?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ft-compute-6',
    group: 'compute',
    turns: ['On the videography page, which of the films are the older ones from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short', 'documentary short'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ft-compute-7',
    group: 'compute',
    turns: ['how many adobe apps r in ur toolkit'],
    expect: {
      facts: [{ anyOf: ['seven', 'Seven', '7 Adobe', '7 apps', '7 tools', '7 programs', '7 of'], source: 'content/tool-makers.ts:10' }],
      links: ['/home'],
    },
  },
  {
    id: 'ft-compute-8',
    group: 'compute',
    turns: ['Which part of your portfolio has the most projects in it?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'ft-compute-9',
    group: 'compute',
    turns: ['Premiere Pro or After Effects — which one do you know better? I need someone mainly for editing.'],
    expect: {
      facts: [
        { anyOf: ['Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ft-compute-10',
    group: 'compute',
    turns: ['Which of the websites you did were made with Lovable rather than Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- small-talk (10)
  { id: 'ft-small-talk-1', group: 'small-talk', turns: ['hellooo'], expect: SMALL_TALK },
  { id: 'ft-small-talk-2', group: 'small-talk', turns: ['Hwllo'], expect: SMALL_TALK },
  { id: 'ft-small-talk-3', group: 'small-talk', turns: ['good evening 👋'], expect: SMALL_TALK },
  { id: 'ft-small-talk-4', group: 'small-talk', turns: ['thx!! that was really helpful'], expect: SMALL_TALK },
  { id: 'ft-small-talk-5', group: 'small-talk', turns: ['ok'], expect: SMALL_TALK },
  { id: 'ft-small-talk-6', group: 'small-talk', turns: ['?'], expect: SMALL_TALK },
  { id: 'ft-small-talk-7', group: 'small-talk', turns: ['😍🔥🔥'], expect: SMALL_TALK },
  { id: 'ft-small-talk-8', group: 'small-talk', turns: ['r u a bot or a real person'], expect: SMALL_TALK },
  { id: 'ft-small-talk-9', group: 'small-talk', turns: ['your portfolio is honestly stunning, love the colours'], expect: SMALL_TALK },
  { id: 'ft-small-talk-10', group: 'small-talk', turns: ['test'], expect: SMALL_TALK },

  // ---------------------------------------------------------------- language (10)
  {
    id: 'ft-language-1',
    group: 'language',
    turns: ['oye, ¿cuál es tu correo? quiero mandarte un brief para la web de mi tienda'],
    expect: { facts: [{ anyOf: [EMAIL], source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'ft-language-2',
    group: 'language',
    turns: ['Buenas tardes. ¿Cuánto me cobraría usted por diseñar el logotipo de mi taquería? Estoy en Guadalajara.'],
    expect: { facts: [{ anyOf: [EMAIL, 'WhatsApp', ...NUMBER], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'ft-language-3',
    group: 'language',
    turns: ['Bonjour, où êtes-vous basé exactement ? Je suis à Lyon et je me demande si vous travaillez avec des clients en France.'],
    expect: {
      facts: [{ anyOf: ['distance', 'monde entier', 'partout dans le monde', 'remote', 'worldwide'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'ft-language-4',
    group: 'language',
    turns: ['salut ! tu fais des sites web ? tu bosses avec quel outil ?'],
    expect: {
      facts: [{ anyOf: ['Webflow'], source: 'content/category-summaries.ts:29' }],
      links: ['/portfolio/web-design', '/skills', '/about'],
    },
  },
  {
    id: 'ft-language-5',
    group: 'language',
    turns: ['Guten Tag, haben Sie eine WhatsApp-Nummer, unter der ich Sie erreichen kann?'],
    expect: { facts: [{ anyOf: NUMBER, source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'ft-language-6',
    group: 'language',
    turns: ["Hoi zäme! Machsch du au Hochzitsfötelis? Und wie lang gaht's, bis mir di erschte Fotene überchömed?"],
    expect: { facts: [{ anyOf: ['48'], source: 'content/projects/photography.ts:95' }], links: ['/portfolio/wedding-photography'] },
  },
  {
    id: 'ft-language-7',
    group: 'language',
    turns: ['مرحباً، هل يمكنك العمل مع عملاء في الرياض؟ أين تعمل حالياً؟'],
    expect: {
      facts: [{ anyOf: ['عن بعد', 'عن بُعد', 'العالم', 'remote', 'worldwide'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'ft-language-8',
    group: 'language',
    turns: ['هلا والله، تسوي تصوير منتجات؟ عندي محل عطور في دبي وأبي صور للمتجر الإلكتروني'],
    expect: {
      facts: [{ anyOf: ['عطور', 'العطور', 'عطر', 'Perfume', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography'],
    },
  },
  {
    id: 'ft-language-9',
    group: 'language',
    turns: ['قديش بتكلف هوية بصرية كاملة لمطعم صغير؟'],
    expect: {
      facts: [{ anyOf: [EMAIL, 'WhatsApp', 'واتساب', 'واتس اب', ...NUMBER], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'ft-language-10',
    group: 'language',
    turns: ['si te escribo por whatsapp, ¿en cuánto tiempo sueles contestar?'],
    expect: {
      facts: [{ anyOf: ['día laborable', 'día hábil', 'un día', '1 día', 'jornada laboral'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },

  // ---------------------------------------------------------------- not-on-site (5)
  {
    id: 'ft-not-on-site-1',
    group: 'not-on-site',
    turns: ['what camera and lenses do you shoot with? canon or sony?'],
    expect: NOT_ON_SITE,
  },
  {
    id: 'ft-not-on-site-2',
    group: 'not-on-site',
    turns: ['How many rounds of revisions are included when you design a logo?'],
    expect: NOT_ON_SITE,
  },
  { id: 'ft-not-on-site-3', group: 'not-on-site', turns: ['did alex study design at uni? which degree?'], expect: NOT_ON_SITE },
  {
    id: 'ft-not-on-site-4',
    group: 'not-on-site',
    turns: ['Which payment methods do you accept, bank transfer or PayPal?'],
    expect: NOT_ON_SITE,
  },
  {
    id: 'ft-not-on-site-5',
    group: 'not-on-site',
    turns: ['I am from Marseille, my English is not so good. Do you speak French? We can do the call in French?'],
    expect: NOT_ON_SITE,
  },
]
