// Held-out set FV: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '555 012 3456', '555-012-3456', '5550123456', 'wa.me/15550123456']
const SMALL_TALK = { refuse: false, notOnSite: false } as const

export const heldOutFV: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact (15)
  {
    id: 'fv-fact-1',
    group: 'fact',
    turns: [
      "Good evening. I have been looking through these lovely pages for a while now, but I am afraid I could not find out who the person behind them actually is. Could you tell me the designer's name, please?",
    ],
    expect: { facts: [{ anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' }], links: ['/about', '/home'] },
  },
  {
    id: 'fv-fact-2',
    group: 'fact',
    turns: ['how long has this person been doing design work for? like is he a veteran or fairly new'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1-2', '1–2', 'one to two years', 'one or two years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5 years', 'five years'],
    },
  },
  {
    id: 'fv-fact-3',
    group: 'fact',
    turns: ['Roughly how many jobs has the designer finished so far? Just a ballpark is fine.'],
    expect: { facts: [{ anyOf: ['200+', '200'], source: 'content/site.ts:19' }], links: ['/about', '/home'] },
  },
  {
    id: 'fv-fact-4',
    group: 'fact',
    turns: [
      'My manager insists on keeping a résumé on file for every freelancer we hire. Is there one I can download from this website, and where exactly would I find it?',
    ],
    expect: { facts: [{ anyOf: ['alex-morgan-resume.pdf', 'Download Resume'], source: 'content/owner.ts:21' }], links: ['/home'] },
  },
  {
    id: 'fv-fact-5',
    group: 'fact',
    turns: [
      'we are getting married in june 💍 if alex shoots our wedding how soon after the day could we see a few first pictures?? my mum is very impatient haha',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'fv-fact-6',
    group: 'fact',
    turns: [
      'Hello, after a family photo session with the grandchildren, how long must we wait before we receive the finished, edited pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'fv-fact-7',
    group: 'fact',
    turns: ['we run a 2-day industry conference in autumn. if you photograph it when would our press team get the images?'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fv-fact-8',
    group: 'fact',
    turns: ['I saw there is a studio website that was made with some AI builder. How much time did that one take from start to launch?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fv-fact-9',
    group: 'fact',
    turns: [
      'Is there a film somewhere among the videos about a bakery? My brother owns one and I would like to show him what is possible.',
    ],
    expect: { facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fv-fact-10',
    group: 'fact',
    turns: ['those tall vertical story graphics in the graphics section, what apps are they sized for?'],
    expect: {
      facts: [{ anyOf: ['TikTok'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'fv-fact-11',
    group: 'fact',
    turns: [
      'Before I continue browsing: does this website put cookies on my computer or follow what I do? I am rather careful about such things.',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'No cookies',
            'sets no cookies',
            'does not set',
            "doesn't set",
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
    id: 'fv-fact-12',
    group: 'fact',
    turns: ['i really love the geometric posters!! could i just print a couple and hang them up in my little shop, is that allowed?'],
    expect: { facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }], links: ['/terms'] },
  },
  {
    id: 'fv-fact-13',
    group: 'fact',
    turns: ["Which company's AI is answering me right now, when I type in this little chat box?"],
    expect: { facts: [{ anyOf: ['Claude', 'Anthropic'], source: 'content/legal.ts:14' }], links: ['/privacy'] },
  },
  {
    id: 'fv-fact-14',
    group: 'fact',
    turns: ['In the stationery work, what sort of everyday office paperwork was designed in the corporate document set?'],
    expect: {
      facts: [{ anyOf: ['letterhead', 'Letterhead', 'envelope', 'invoice', 'folder'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'fv-fact-15',
    group: 'fact',
    turns: ['for the AI brand proposal project, how many logo directions did you go through before picking the final ones?'],
    expect: { facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }], links: ['/portfolio/ai-brand-proposal'] },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'fv-compute-1',
    group: 'compute',
    turns: ['Of all the films in the videography section, which one runs the longest, and how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fv-compute-2',
    group: 'compute',
    turns: ['whats the shortest of the AI generated video clips?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fv-compute-3',
    group: 'compute',
    turns: ['Which area of your work would you say you have done the largest number of projects in?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'fv-compute-4',
    group: 'compute',
    turns: ['In that carousel of tools on the home page, which tool does the designer know the least well?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fv-compute-5',
    group: 'compute',
    turns: ['Photoshop is obviously the top one. Apart from Photoshop, which tools are rated highest?'],
    expect: {
      facts: [
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fv-compute-6',
    group: 'compute',
    turns: ['how many adobe programs do u actually use'],
    expect: {
      facts: [{ anyOf: ['seven', 'Seven', '7 Adobe', '7 apps', '7 programs', '7 tools', '7 of'], source: 'content/tool-makers.ts:10' }],
      links: ['/home'],
    },
  },
  {
    id: 'fv-compute-7',
    group: 'compute',
    turns: ['Most of the client websites seem to be Webflow. Which of them were done with Lovable instead?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fv-compute-8',
    group: 'compute',
    turns: ['Which of the featured photography projects are the older ones, from 2023 rather than 2024?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree Coffee', '33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography', '/portfolio/beverages-desserts', '/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'fv-compute-9',
    group: 'compute',
    turns: ['Honest question 🙂 on the skills page, which single skill has the lowest score?'],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'Product Render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'fv-compute-10',
    group: 'compute',
    turns: ['Out of the six social media projects, how many were made for Instagram?'],
    expect: {
      facts: [
        { anyOf: ['four', 'Four', '4 of', '4 are', '4 were', '4 project', '4 post', '4 Instagram'], source: 'content/categories.ts:39' },
      ],
      links: ['/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- small-talk (10)
  {
    id: 'fv-small-talk-1',
    group: 'small-talk',
    turns: ['Good afternoon. I hope you are keeping well. How are you today?'],
    expect: SMALL_TALK,
  },
  { id: 'fv-small-talk-2', group: 'small-talk', turns: ['helo thre'], expect: SMALL_TALK },
  { id: 'fv-small-talk-3', group: 'small-talk', turns: ['?'], expect: SMALL_TALK },
  { id: 'fv-small-talk-4', group: 'small-talk', turns: ['👋'], expect: SMALL_TALK },
  {
    id: 'fv-small-talk-5',
    group: 'small-talk',
    turns: ['Am I speaking with a real person or is this one of those computer bots?'],
    expect: SMALL_TALK,
  },
  {
    id: 'fv-small-talk-6',
    group: 'small-talk',
    turns: ['Thank you ever so much, that was very helpful. Your photographs are really beautiful.'],
    expect: SMALL_TALK,
  },
  { id: 'fv-small-talk-7', group: 'small-talk', turns: ['nvm sorry wrong chat'], expect: SMALL_TALK },
  { id: 'fv-small-talk-8', group: 'small-talk', turns: ['hahaha 😂😂😂'], expect: SMALL_TALK },
  { id: 'fv-small-talk-9', group: 'small-talk', turns: ['test'], expect: SMALL_TALK },
  { id: 'fv-small-talk-10', group: 'small-talk', turns: ['ok. bye then, have a good day 🙏✨'], expect: SMALL_TALK },

  // ---------------------------------------------------------------- language (10)
  {
    id: 'fv-language-1',
    group: 'language',
    turns: ['Olá, bom dia! Quisiera saber cuál es o correo electrónico para mandar las informações del proyecto de mi empresa. Obrigado!'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'fv-language-2',
    group: 'language',
    turns: [
      'Buenas tardes. Tenemos una pequeña fábrica de chocolates y necesitamos uno logotipo novo y una identidad completa. ¿Ustedes hacen ese tipo de trabajo?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Brand Identity', 'identidad de marca', 'identidad visual', 'Logo Suite', 'Brand Guidelines', 'guía de marca'],
          source: 'content/about.ts:25',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
  {
    id: 'fv-language-3',
    group: 'language',
    turns: ['Hola, ¿vocês fazem fotos de casamiento? Mi hija se casa el año que viene y queremos ver ejemplos.'],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding Photography', 'boda', 'Boda'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fv-language-4',
    group: 'language',
    turns: ["Allô! Est-ce que j'peux vous texter sur WhatsApp pour jaser d'un contrat? C'est quoi le numéro, svp?"],
    expect: { facts: [{ anyOf: WHATSAPP, source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'fv-language-5',
    group: 'language',
    turns: ["Bonjour, si je vous envoie un courriel pour un projet, ça prend combien de temps avant d'avoir une réponse? Merci ben gros."],
    expect: {
      facts: [
        { anyOf: ['jour ouvrable', 'jour ouvré', 'one working day', '24 h', '24h', '24 heures'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fv-language-6',
    group: 'language',
    turns: ["Grüß Gott! Was verlangen Sie ungefähr für ein komplettes Logo samt Visitenkarten? Gibt's bei Ihnen eine Preisliste?"],
    expect: { notOnSite: true, links: ['/contact'] },
  },
  {
    id: 'fv-language-7',
    group: 'language',
    turns: ['Servus, mir haben einen kleinen Heurigen in der Wachau. Machen Sie auch Videos, so kurze Filme über einen Betrieb?'],
    expect: {
      facts: [
        {
          anyOf: [
            'Brand Story Film',
            'Event Highlights Reel',
            'Product Launch Teaser',
            'Videography',
            'Videografie',
            'Markenfilm',
            'brand film',
          ],
          source: 'content/category-summaries.ts:63',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fv-language-8',
    group: 'language',
    turns: ['ازيك يا فنان 👋 احنا شركة صغيرة في القاهرة، ينفع تشتغل معانا وانت مش في مصر؟ انت ساكن فين أصلاً؟'],
    expect: {
      facts: [
        {
          anyOf: ['worldwide', 'Worldwide', 'remote', 'عن بعد', 'عن بُعد', 'حول العالم', 'أنحاء العالم', 'من أي مكان', 'أونلاين', 'اونلاين'],
          source: 'content/site.ts:16',
        },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'fv-language-9',
    group: 'language',
    turns: ['مرحبا، كيفك؟ بدي اعرف إذا بتعمل مواقع إلكترونية لمحلات صغيرة، عندي محل حلويات بعمّان'],
    expect: {
      facts: [
        {
          anyOf: [
            'Webflow',
            'Lovable',
            'Bloom Bakery',
            'Pulse Fitness',
            'Atlas Architects',
            'Wanderlust',
            'Glow Skincare',
            'Harbor Coffee',
          ],
          source: 'content/category-summaries.ts:29',
        },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fv-language-10',
    group: 'language',
    turns: ['السلام عليكم، بتعملوا تصاميم خاصة بشهر رمضان للسوشيال ميديا؟ حابب أشوف شغلكم قبل ما نتفق'],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Ramadan Posts', 'Ramadan Design', 'فوانيس', 'فانوس', 'هلال', 'lantern', 'crescent', 'Iftar', 'إفطار'],
          source: 'content/projects/social.ts:115',
        },
      ],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- not-on-site (5)
  {
    id: 'fv-not-on-site-1',
    group: 'not-on-site',
    turns: ["May I ask which university or art school the designer attended? I like to know a person's training before I commission them."],
    expect: { notOnSite: true },
  },
  {
    id: 'fv-not-on-site-2',
    group: 'not-on-site',
    turns: ['what camera n lenses do u shoot weddings with? canon or sony?'],
    expect: { notOnSite: true },
  },
  {
    id: 'fv-not-on-site-3',
    group: 'not-on-site',
    turns: ['Do you accept payment by PayPal, or only by bank transfer? And is a deposit required up front?'],
    expect: { notOnSite: true },
  },
  {
    id: 'fv-not-on-site-4',
    group: 'not-on-site',
    turns: ['If I order a logo, how many rounds of changes are included in the price before extra charges begin?'],
    expect: { notOnSite: true },
  },
  {
    id: 'fv-not-on-site-5',
    group: 'not-on-site',
    turns: ['Which languages does Alex speak? We would prefer to hold our calls in Italian if that is possible.'],
    expect: { notOnSite: true },
  },
]
