// Held-out set GP: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const EMAIL_SRC = 'content/owner.ts:17'

export const heldOutGP: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'gp-indirect-1',
    group: 'indirect',
    turns: [
      'opening our 2nd coffee spot in Q3. need everything the customer touches (cups, bags, loyalty cards) + the board at the counter + the thing hanging outside to look like ONE brand. done smth like that b4?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'gp-indirect-2',
    group: 'indirect',
    turns: [
      'DTC skincare, dropping a new serum in 3 wks. need a short punchy pre-launch clip cut to the beat w/ macro shots + animated titles for IG. proof u can do it?',
    ],
    expect: { facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'gp-indirect-3',
    group: 'indirect',
    turns: [
      'our only logo + product pics are tiny 400px jpgs from 2015 and we need them on a 3m trade show banner next wk without looking like minecraft 😅 any way to save them?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-indirect-4',
    group: 'indirect',
    turns: [
      'pre-seed fragrance brand. shopify listings need clean pics of our glass bottles, reflections r killing us. have u handled that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gp-indirect-5',
    group: 'indirect',
    turns: [
      'boutique gym owner. members keep DMing me for the schedule lol. want an online home w/ timetable, coach bios + free trial signup. got a ref?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gp-indirect-6',
    group: 'indirect',
    turns: [
      '6-person architecture practice. we want a super minimal online presence where our project photos do all the talking, zero fluff. anything comparable?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'gp-indirect-7',
    group: 'indirect',
    turns: [
      'hosting a web3 finance summit in nov: keynotes, panels, networking drinks. need someone discreet w/ a camera + pics out the next morning for press. have you covered stuff like that??',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gp-indirect-8',
    group: 'indirect',
    turns: [
      'specialty roastery, we ship beans monthly to subscribers. need a site that sells the sub, teaches ppl to brew + shows a map of the cafes that stock us. relevant work?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gp-indirect-9',
    group: 'indirect',
    turns: [
      'board mtg fri. need to show them a few directions for our new look + a moodboard + how it looks on phones/cards/signs. timeline is brutal, can u move fast on this? show me smth similar',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-indirect-10',
    group: 'indirect',
    turns: [
      'our support team is drowning in the same 20 questions that are already answered in our help docs. want something on our website that answers customers 24/7 from our own content. can you make that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-indirect-11',
    group: 'indirect',
    turns: [
      'trekking tour operator here. want a looping aerial shot of snowy peaks behind our homepage header but we have 0 budget for a drone crew. possible??',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-indirect-12',
    group: 'indirect',
    turns: [
      'property developer. handing over a villa compound + 2 towers next qtr, need feed content to push the units and the launch. examples pls',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gp-indirect-13',
    group: 'indirect',
    turns: [
      'F&B chain, the holy month starts in 6 wks. we want greetings + iftar timing announcements on our channels that dont look cheesy. u did seasonal stuff like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'gp-indirect-14',
    group: 'indirect',
    turns: ['b2b saas, our linkedin is dead af. want multi-slide explainers ppl actually swipe thru to the end. any examples in ur work?'],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gp-indirect-15',
    group: 'indirect',
    turns: [
      'just incorporated, zero visual assets. need a mark (+ variations), colors, fonts, a rules doc for the team, cards for the sales guys and IG templates. one package? show me',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'gp-indirect-16',
    group: 'indirect',
    turns: [
      'we relaunch our brand on insta next month and want the profile page planned so the 9 tiles work as one big picture AND each alone. have you done this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'gp-indirect-17',
    group: 'indirect',
    turns: ['recorded founder interviews for our site, sound is full of AC hum + echo 🙃 is that fixable on ur side, with what?'],
    expect: { facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }], links: ['/home', '/skills', '/portfolio/videography'] },
  },
  {
    id: 'gp-indirect-18',
    group: 'indirect',
    turns: [
      'launching a science podcast. need ~1 min hypnotic space-y visual for the intro, synced to our theme music. anything like that in ur portfolio',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-indirect-19',
    group: 'indirect',
    turns: ['we run a gelato + macaron bar, our pics on the delivery apps look sad 🍦😢 u ever shot stuff like ours?'],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gp-indirect-20',
    group: 'indirect',
    turns: ['flash sale friday. need vertical full-screen promo frames for IG + TikTok stories, bold w clear CTA. samples?'],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'gp-conversation-1',
    group: 'conversation',
    turns: ['what sites have u shipped? quick list', 'the bakery one - whats on it feature-wise?'],
    expect: {
      facts: [{ anyOf: ['daily menu', 'pre-order', 'store locator'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gp-conversation-2',
    group: 'conversation',
    turns: ['got video work? list pls', 'the music one, runtime + yr?'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gp-conversation-3',
    group: 'conversation',
    turns: ['which AI tools r in ur stack', 'how solid r u on the video gen one?'],
    expect: { facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }], links: ['/home'] },
  },
  {
    id: 'gp-conversation-4',
    group: 'conversation',
    turns: ['what kind of photo shoots do you do', 'those coffee ones — who was the client?'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'gp-conversation-5',
    group: 'conversation',
    turns: ['social media portfolio?', 'the food one - which platform was it for'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'gp-conversation-6',
    group: 'conversation',
    turns: ['is there a CV i can grab?', 'and the other doc?'],
    expect: { facts: [{ anyOf: ['alex-morgan-resume.pdf', 'alex-morgan-resume'], source: 'content/owner.ts:21' }], links: ['/home'] },
  },
  {
    id: 'gp-conversation-7',
    group: 'conversation',
    turns: ['fastest way to reach alex?', 'whats the number for that chat app'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555 012 3456', '+1 (555) 012-3456', '555-012-3456', '555 012 3456'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'gp-conversation-8',
    group: 'conversation',
    turns: ['AI projects? tl;dr', 'the prompt one — what tools?'],
    expect: {
      facts: [{ anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-conversation-9',
    group: 'conversation',
    turns: ['graphics work pls', 'the poster series... was that client work? how many pieces?'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'Passion Project', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'gp-conversation-10',
    group: 'conversation',
    turns: ['what services do u offer', 'for the video one, what software u use?'],
    expect: {
      facts: [{ anyOf: ['Premiere Pro'], source: 'content/category-summaries.ts:65' }],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'gp-conversation-11',
    group: 'conversation',
    turns: ['how long u been freelancing', 'and how many projects in that time?'],
    expect: { facts: [{ anyOf: ['200+', '200 +', 'over 200'], source: 'content/site.ts:19' }], links: ['/about', '/home'] },
  },
  {
    id: 'gp-conversation-12',
    group: 'conversation',
    turns: ['do u do family photo sessions? me, wife, 2 kids', 'how long till we get them back?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'gp-conversation-13',
    group: 'conversation',
    turns: ['any corporate event video in ur reel?', 'how long is it?'],
    expect: { facts: [{ anyOf: ['1:50'], source: 'content/cards/videography.ts:44' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'gp-conversation-14',
    group: 'conversation',
    turns: ['u build websites? with what tools', 'the AI builder — fastest u shipped a site with it?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'gp-conversation-15',
    group: 'conversation',
    turns: ['do you shoot weddings', 'and when do we get the full set from it?'],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gp-conversation-16',
    group: 'conversation',
    turns: ['show me ur social stuff', 'the lettering one - how many posts in it?'],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gp-conversation-17',
    group: 'conversation',
    turns: ['ai video samples?', 'the perfume one, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['launch teaser', 'without a studio shoot'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gp-conversation-18',
    group: 'conversation',
    turns: ['can i print one of ur posters for our office wall? love them', 'ok, who do i ask then'],
    expect: { facts: [{ anyOf: EMAIL, source: EMAIL_SRC }], links: ['/contact', '/terms'] },
  },
  {
    id: 'gp-conversation-19',
    group: 'conversation',
    turns: ['does this chat store what i type?', 'and cookies?'],
    expect: { facts: [{ anyOf: ['no cookies', 'No cookies'], source: 'content/legal.ts:33' }], links: ['/privacy'] },
  },
  {
    id: 'gp-conversation-20',
    group: 'conversation',
    turns: ["what's in the stationery project", 'the office one, what items?'],
    expect: {
      facts: [{ anyOf: ['mugs', 'notebooks', 'badges'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'gp-compound-1',
    group: 'compound',
    turns: ['email? based where? yrs exp?'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: EMAIL_SRC },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2 years', '1-2', '1–2'], source: 'content/site.ts:18' },
      ],
      links: ['/contact', '/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'gp-compound-2',
    group: 'compound',
    turns: ['total projects shipped + how fast do u reply to msgs?'],
    expect: {
      facts: [
        { anyOf: ['200+', 'over 200'], source: 'content/site.ts:19' },
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'gp-compound-3',
    group: 'compound',
    turns: ['webflow proficiency? vs lovable? need to pick a stack for our MVP'],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['90'], source: 'content/tools.ts:112' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gp-compound-4',
    group: 'compound',
    turns: ['documentary short: whats it about + runtime?'],
    expect: {
      facts: [
        { anyOf: ['hiking guide'], source: 'content/cards/videography.ts:58' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gp-compound-5',
    group: 'compound',
    turns: ['behance link + ig handle? want to show my cofounder'],
    expect: {
      facts: [
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'gp-compound-6',
    group: 'compound',
    turns: ['wanderlust travel site: what features + built w what?'],
    expect: {
      facts: [
        { anyOf: ['destination guides', 'package filters', 'enquiry flow'], source: 'content/cards/web-design.ts:44' },
        { anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gp-compound-7',
    group: 'compound',
    turns: ['how many areas in ur portfolio, and how many social projects u done?'],
    expect: {
      facts: [
        { anyOf: ['six', 'Six', '6'], source: 'content/portfolio.ts:7' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'gp-compound-8',
    group: 'compound',
    turns: ['brand story film — who was it for & how long is it'],
    expect: {
      facts: [
        { anyOf: ['family bakery', 'bakery'], source: 'content/cards/videography.ts:26' },
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gp-compound-9',
    group: 'compound',
    turns: ['top skill in social? in photo? in AI? (w/ %) pls'],
    expect: {
      facts: [
        { anyOf: ['Post & Story Design', 'Post and Story Design', '94'], source: 'content/skills.ts:75' },
        { anyOf: ['Product Photography'], source: 'content/skills.ts:114' },
        { anyOf: ['Prompt Engineering'], source: 'content/skills.ts:62' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'gp-compound-10',
    group: 'compound',
    turns: ['u do 3D mockups? and logo animation? rate urself on both'],
    expect: {
      facts: [
        { anyOf: ['82'], source: 'content/skills.ts:142' },
        { anyOf: ['86'], source: 'content/skills.ts:102' },
      ],
      links: ['/skills'],
    },
  },
]
