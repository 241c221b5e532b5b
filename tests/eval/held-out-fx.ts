// Held-out set FX: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const TOOLS = ['/home']
const SKILLS = ['/skills']
const VIDEO = ['/portfolio/videography']
const AI_VIDEO = ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence']
const PHOTO = ['/portfolio/photography']
const WEB = ['/portfolio/web-design']
const SOCIAL = ['/portfolio/social-media']
const AI = ['/portfolio/artificial-intelligence']

export const heldOutFX: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact (10)
  {
    id: 'fx-fact-1',
    group: 'fact',
    turns: ["i'm in canada, you're probably somewhere far away. do you even take clients from other countries or only local?"],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact', '/home'],
    },
  },
  {
    id: 'fx-fact-2',
    group: 'fact',
    turns: ['If I drop you an email today, realistically how long before someone answers me?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'within a working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fx-fact-3',
    group: 'fact',
    turns: ['that cafe packaging job in ur graphics section... was it only the cups or did u do more stuff for that place?'],
    expect: {
      facts: [
        { anyOf: ['menu'], source: 'content/projects/graphics.ts:216' },
        { anyOf: ['signage', 'signs'], source: 'content/projects/graphics.ts:216' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fx-fact-4',
    group: 'fact',
    turns: ['You say AI makes websites faster. Prove it: that studio site you made with the AI builder, how many days from start to live?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: AI,
    },
  },
  {
    id: 'fx-fact-5',
    group: 'fact',
    turns: ['quick privacy q 🍪 is this site putting cookies or trackers on my laptop?'],
    expect: {
      facts: [{ anyOf: ['no cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"], source: 'content/legal.ts:33' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'fx-fact-6',
    group: 'fact',
    turns: ['I love one of the geometric posters. Am I allowed to just print it and hang it in my shop, or use it in my flyers?'],
    expect: {
      facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },
  {
    id: 'fx-fact-7',
    group: 'fact',
    turns: ['you did a website for coffee roasters right? what could customers actually do on that site'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: WEB,
    },
  },
  {
    id: 'fx-fact-8',
    group: 'fact',
    turns: ['For the AI brand pitch thing, how many logo ideas did the AI spit out and how many did you keep in the end?'],
    expect: {
      facts: [
        { anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' },
        { anyOf: ['three', '3'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fx-fact-9',
    group: 'fact',
    turns: ['I prefer write mail, not whatsapp. Which adress I must use please?'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fx-fact-10',
    group: 'fact',
    turns: ['be honest, how long have you actually been freelancing? a lot of portfolios inflate this'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', 'one to two years', '1 to 2 years', '1-2'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },

  // ---------------------------------------------------------------- compute (20)
  {
    id: 'fx-compute-1',
    group: 'compute',
    turns: ['out of all the software you list, which one are you strongest in?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: TOOLS,
    },
  },
  {
    id: 'fx-compute-2',
    group: 'compute',
    turns: ["Which tool in your stack are you least confident with? I'd rather know the weak spot up front."],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: TOOLS,
    },
  },
  {
    id: 'fx-compute-3',
    group: 'compute',
    turns: ['how many adobe programs do u use in total?'],
    expect: {
      facts: [{ anyOf: ['7', 'seven'], source: 'content/tool-makers.ts:10' }],
      links: TOOLS,
    },
  },
  {
    id: 'fx-compute-4',
    group: 'compute',
    turns: ["I need a longer piece, not just reels. What's the longest film you've got on the site and how long does it run?"],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: VIDEO,
    },
  },
  {
    id: 'fx-compute-5',
    group: 'compute',
    turns: ['among the AI generated video clips, which is the shortest one?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: AI_VIDEO,
    },
  },
  {
    id: 'fx-compute-6',
    group: 'compute',
    turns: ['How many of the featured photography shoots are from 2023 and which ones are they?'],
    expect: {
      facts: [
        { anyOf: ['2', 'two'], source: 'content/categories.ts:59' },
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' },
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:198' },
      ],
      links: [...PHOTO, '/portfolio/beverages-desserts', '/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'fx-compute-7',
    group: 'compute',
    turns: ['in which area have you done the MOST projects? just the category pls'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', ...SOCIAL],
    },
  },
  {
    id: 'fx-compute-8',
    group: 'compute',
    turns: ["Which of your six categories has the fewest projects behind it? I want to know where you're least experienced."],
    expect: {
      facts: [
        { anyOf: ['Videography'], source: 'content/category-summaries.ts:62' },
        { anyOf: ['12+', '12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', ...VIDEO],
    },
  },
  {
    id: 'fx-compute-9',
    group: 'compute',
    turns: ['how many tools exactly are in that design & AI stack on your homepage?'],
    expect: {
      facts: [{ anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' }],
      links: TOOLS,
      mustNotContain: ['15+'],
    },
  },
  {
    id: 'fx-compute-10',
    group: 'compute',
    turns: ['If you average the five bars in each skill group on the skills page, which group comes out on top?'],
    expect: {
      facts: [{ anyOf: ['Photo Retouching', 'retouching'], source: 'content/skills.ts:123' }],
      links: SKILLS,
    },
  },
  {
    id: 'fx-compute-11',
    group: 'compute',
    turns: ['whats the single lowest rated skill anywhere on ur skills page? 🤔'],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'Product Render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: SKILLS,
    },
  },
  {
    id: 'fx-compute-12',
    group: 'compute',
    turns: ['Of the client websites you show, how many were done in Webflow, and which ones were made with Lovable instead?'],
    expect: {
      facts: [
        { anyOf: ['4', 'four'], source: 'content/cards/web-design.ts:24' },
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor'], source: 'content/cards/web-design.ts:57' },
      ],
      links: WEB,
    },
  },
  {
    id: 'fx-compute-13',
    group: 'compute',
    turns: ['which of your social media projects has the biggest set of images in it?'],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', ...SOCIAL],
    },
  },
  {
    id: 'fx-compute-14',
    group: 'compute',
    turns: [
      'My audience is mostly on Instagram. How many of your social media examples were actually made for Instagram, and what were the other platforms?',
    ],
    expect: {
      facts: [
        { anyOf: ['4', 'four'], source: 'content/categories.ts:39' },
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: SOCIAL,
    },
  },
  {
    id: 'fx-compute-15',
    group: 'compute',
    turns: ['photoshop is obviously ur top one. which tools share second place?'],
    expect: {
      facts: [
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: TOOLS,
    },
  },
  {
    id: 'fx-compute-16',
    group: 'compute',
    turns: ['On the About page there is a skills overview. Give me the top three, highest first.'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['Social Media Design'], source: 'content/about.ts:75' },
        { anyOf: ['AI-Assisted Design', 'AI-assisted'], source: 'content/about.ts:76' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'fx-compute-17',
    group: 'compute',
    turns: ['i only have attention span for short stuff lol. how many of your videography pieces are under 2 minutes?'],
    expect: {
      facts: [
        { anyOf: ['3', 'three'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
        { anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' },
      ],
      links: VIDEO,
    },
  },
  {
    id: 'fx-compute-18',
    group: 'compute',
    turns: ['Comparing your family sessions, weddings and corporate event coverage: which of those do you deliver the fastest?'],
    expect: {
      facts: [
        { anyOf: ['event', 'corporate'], source: 'content/projects/photography.ts:166' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' },
      ],
      links: [...PHOTO, '/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'fx-compute-19',
    group: 'compute',
    turns: ['Seems like ChatGPT is everywhere in your AI section. In how many of the AI projects is it actually listed as a tool?'],
    expect: {
      facts: [{ anyOf: ['4', 'four'], source: 'content/cards/ai.ts:10' }],
      links: AI,
    },
  },
  {
    id: 'fx-compute-20',
    group: 'compute',
    turns: ['how many tools are you at 90% or above on? name them'],
    expect: {
      facts: [
        { anyOf: ['5', 'five'], source: 'content/tools.ts:13' },
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
      links: TOOLS,
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fx-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'ok and how many of them are from 2024?'],
    expect: {
      facts: [{ anyOf: ['4', 'four'], source: 'content/cards/videography.ts:29' }],
      links: VIDEO,
    },
  },
  {
    id: 'fx-conversation-2',
    group: 'conversation',
    turns: ['Can you show me the AI-generated video clips you produced?', 'Which of those are the older ones, from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' },
      ],
      links: AI_VIDEO,
    },
  },
  {
    id: 'fx-conversation-3',
    group: 'conversation',
    turns: ['which websites have u designed', 'that bakery one, what features does it have? i run a bakery too'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'pre-orders', 'daily menu', 'store locator'], source: 'content/cards/web-design.ts:23' }],
      links: WEB,
    },
  },
  {
    id: 'fx-conversation-4',
    group: 'conversation',
    turns: ['List the tools you work with and your proficiency in each.', 'Apart from Photoshop, which one is highest?'],
    expect: {
      facts: [
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
      ],
      links: TOOLS,
    },
  },
  {
    id: 'fx-conversation-5',
    group: 'conversation',
    turns: ['what skill areas are on your skills page?', 'in which of them is your single best skill? is there a tie?'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/skills.ts:19' },
        { anyOf: ['Photo Retouching', 'Retouching'], source: 'content/skills.ts:123' },
        { anyOf: ['95'], source: 'content/skills.ts:23' },
      ],
      links: SKILLS,
    },
  },
  {
    id: 'fx-conversation-6',
    group: 'conversation',
    turns: ['What photography projects do you have?', 'Which ones are the oldest?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' },
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:198' },
      ],
      links: PHOTO,
    },
  },
  {
    id: 'fx-conversation-7',
    group: 'conversation',
    turns: ['show me ur social media work', 'which of those has the fewest pictures?'],
    expect: {
      facts: [
        { anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' },
        { anyOf: ['3', 'three'], source: 'content/projects/social.ts:28' },
      ],
      links: ['/portfolio/real-estate-social', ...SOCIAL],
    },
  },
  {
    id: 'fx-conversation-8',
    group: 'conversation',
    turns: ['What are your photography skills, with the percentages?', 'And the weakest of those?'],
    expect: {
      facts: [
        { anyOf: ['Lighting Setup', 'lighting'], source: 'content/skills.ts:118' },
        { anyOf: ['82'], source: 'content/skills.ts:118' },
      ],
      links: SKILLS,
    },
  },
  {
    id: 'fx-conversation-9',
    group: 'conversation',
    turns: [
      'what are your video editing skills?',
      'and motion graphics?',
      'compare the top skill of each of the two, which one is rated higher?',
    ],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro Editing', 'Premiere Pro'], source: 'content/skills.ts:88' },
        { anyOf: ['90'], source: 'content/skills.ts:88' },
      ],
      links: SKILLS,
    },
  },
  {
    id: 'fx-conversation-10',
    group: 'conversation',
    turns: ['Which Adobe apps are in your toolkit?', 'ok, and which of those are you least good at?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: TOOLS,
    },
  },
  {
    id: 'fx-conversation-11',
    group: 'conversation',
    turns: [
      "What's in your graphics portfolio?",
      'Is any of those a personal project rather than client work?',
      'how many pieces are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'fx-conversation-12',
    group: 'conversation',
    turns: ['tell me about the stationery project', 'how many images is that altogether across its sections?'],
    expect: {
      facts: [{ anyOf: ['16', 'sixteen'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fx-conversation-13',
    group: 'conversation',
    turns: ['How many projects do you have in each portfolio category?', 'Photography vs web design: which one has more?'],
    expect: {
      facts: [{ anyOf: ['30+', 'same', 'equal', 'both'], source: 'content/category-summaries.ts:82' }],
      links: ['/portfolio', ...PHOTO, ...WEB],
    },
  },
  {
    id: 'fx-conversation-14',
    group: 'conversation',
    turns: ['did you do social posts for restaurants?', 'and for real estate agencies?', 'which of the two sets has more posts?'],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'restaurant'], source: 'content/projects/social.ts:90' },
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:17' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/real-estate-social', ...SOCIAL],
    },
  },
  {
    id: 'fx-conversation-15',
    group: 'conversation',
    turns: ['What AI projects can I look at?', 'The upscaling one: which tools went into it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['Photoshop'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', ...AI],
    },
  },
  {
    id: 'fx-conversation-16',
    group: 'conversation',
    turns: ['about page has some skill bars, what are they?', 'two of them look the same level, which ones?'],
    expect: {
      facts: [
        { anyOf: ['Web Design'], source: 'content/about.ts:79' },
        { anyOf: ['Video Editing'], source: 'content/about.ts:80' },
        { anyOf: ['88'], source: 'content/about.ts:79' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'fx-conversation-17',
    group: 'conversation',
    turns: ['What client websites have you built?', 'Which of them actually sell something online, like a shop or a subscription?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
      ],
      links: WEB,
    },
  },
  {
    id: 'fx-conversation-18',
    group: 'conversation',
    turns: ['whats your brand identity skill breakdown', "what's the gap between the best and worst skill in there?"],
    expect: {
      facts: [
        { anyOf: ['13'], source: 'content/skills.ts:36' },
        { anyOf: ['Brand Strategy'], source: 'content/skills.ts:40' },
      ],
      links: SKILLS,
    },
  },
  {
    id: 'fx-conversation-19',
    group: 'conversation',
    turns: [
      'do you shoot weddings? my sister is getting married',
      'and family portraits? my parents want one too',
      'for which of the two do we get the full set of photos sooner?',
    ],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/wedding-photography', ...PHOTO],
    },
  },
  {
    id: 'fx-conversation-20',
    group: 'conversation',
    turns: ["What's in the tool carousel on your homepage?", 'How many of them are AI tools?'],
    expect: {
      facts: [{ anyOf: ['5', 'five'], source: 'content/home.ts:15' }],
      links: TOOLS,
    },
  },
]
