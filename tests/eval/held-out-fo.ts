// Held-out set FO: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP_NUMBER = ['15550123456', '012-3456', '012 3456']
const WEDDING = ['/portfolio/wedding-photography', '/portfolio/photography']
const EVENT_PHOTOS = ['/portfolio/main-course-appetizer', '/portfolio/photography']
const AI_VIDEO = ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence']
const RAMADAN = ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics']
const COFFEE = ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography']

export const heldOutFO: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'fo-indirect-1',
    group: 'indirect',
    turns: [
      'hey! got a couple marrying in sept 💍 they want someone there from getting ready till the last dance. bride is super impatient lol she wants to post a few pics right after. how quick could she get some??',
    ],
    expect: { facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }], links: WEDDING },
  },
  {
    id: 'fo-indirect-2',
    group: 'indirect',
    turns: [
      'organising a 2 day fintech summit in nov. sponsors want pics of the keynotes, panels + the networking drinks ready the morning after for their press release. anyone done that kind of thing here?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization Meeting', 'tokenization meeting'],
          source: 'content/projects/photography.ts:150',
        },
        { anyOf: ['next day', 'next-day', 'Next day'], source: 'content/projects/photography.ts:153' },
      ],
      links: EVENT_PHOTOS,
    },
  },
  {
    id: 'fo-indirect-3',
    group: 'indirect',
    turns: [
      "my client's conference wrapped last wk. they want smth short for linkedin showing the keynotes and the candid bits, def under 2 mins, nobody watches longer 🙄 has alex made anything like that",
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights', 'event highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fo-indirect-4',
    group: 'indirect',
    turns: [
      "doing the aftermovie for a gala night 🌃 we want a flashy city-at-night opening shot but there's zero budget for a drone crew or a night shoot. any way around that?",
    ],
    expect: { facts: [{ anyOf: ['Neon City'], source: 'content/projects/ai.ts:74' }], links: AI_VIDEO },
  },
  {
    id: 'fo-indirect-5',
    group: 'indirect',
    turns: [
      "the groom's grandparents wedding photo from the 60s is tiny and blurry 😩 couple wants it printed big on the welcome table at the reception. can anything be done w it?",
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'Upscaling'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fo-indirect-6',
    group: 'indirect',
    turns: [
      'we are 12 planners and honestly we look like 12 different companies lol. letterheads, invoices, envelopes, the name badges we wear on site... need it ALL to match. is that something covered?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'stationery', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fo-indirect-7',
    group: 'indirect',
    turns: [
      'we need a new site where couples can browse our packages, filter them (budget, region etc) and then send us an enquiry straight away. seen anything like that in the work?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fo-indirect-8',
    group: 'indirect',
    turns: ['festival gets announced in 5 days and we have NO website 😅😅 is it even realistic to get one live that fast'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'Four days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'fo-indirect-9',
    group: 'indirect',
    turns: [
      'guests keep messaging us the same things at midnight - parking, dress code, what time the shuttle leaves... I cant keep up. is there something that could reply for us using our own faq page?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fo-indirect-10',
    group: 'indirect',
    turns: [
      'a corporate client is hosting a dinner to break the fast every evening of the holy month 🌙 they want greeting posts + announcements for their feed. has this designer done that kind of seasonal set?',
    ],
    expect: { facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }], links: RAMADAN },
  },
  {
    id: 'fo-indirect-11',
    group: 'indirect',
    turns: [
      "flower shop opening next month, owner wants a little clip of a flower opening up for reels 🌸 problem: it's november, nothing is blooming lol",
    ],
    expect: { facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }], links: AI_VIDEO },
  },
  {
    id: 'fo-indirect-12',
    group: 'indirect',
    turns: [
      "the bride's sister asked if someone could do a chill shoot the day after with her husband n their 2 little ones. outside, nothing stiff or posed. is that a thing here?",
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family portrait', 'Family portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fo-indirect-13',
    group: 'indirect',
    turns: [
      "the toasts at saturday's reception got filmed but theres an awful hum + wind noise on the sound 🙉 can that still be cleaned up?",
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/category-summaries.ts:65' }],
      links: ['/portfolio/videography', '/home', '/skills'],
    },
  },
  {
    id: 'fo-indirect-14',
    group: 'indirect',
    turns: [
      'caterer i work with is refreshing their menu for the season - smoothies, lemonade, layer cakes, donuts. they need pics for the printed menus AND the delivery apps. could alex do that?',
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fo-indirect-15',
    group: 'indirect',
    turns: [
      "we're throwing the launch party for a new fragrance in march. before that the brand needs clean shots of the bottles (glass, reflections, all that) for their online shop. in your wheelhouse?",
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fo-indirect-16',
    group: 'indirect',
    turns: [
      'between the bands at our festival we want the logo to like... move, spin in, sparkle ✨ on the big screens. not a static jpg. can someone here do that',
    ],
    expect: {
      facts: [{ anyOf: ['logo animation', 'Logo animation', 'After Effects'], source: 'content/cards/videography.ts:66' }],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'fo-indirect-17',
    group: 'indirect',
    turns: [
      'rustic barn wedding w a little coffee cart ☕ need a menu people can read from a distance, branded cups + sleeves and a sandwich board sign at the entrance. anything similar in the portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fo-indirect-18',
    group: 'indirect',
    turns: [
      'we r renaming our events agency. need the mark, colours, fonts, and one doc with the rules so our freelancers stop stretching the logo 🙃',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fo-indirect-19',
    group: 'indirect',
    turns: [
      "i wanna post swipe-through tips for engaged couples, like '7 venue mistakes', one point per slide, on linkedin and insta. has this designer done that format before?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fo-indirect-20',
    group: 'indirect',
    turns: [
      'our insta is a mess tbh. random posts, no plan, every colour under the sun. we relaunch in spring and want the profile to look like ONE thing when u open it. can that be planned out?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fo-conversation-1',
    group: 'conversation',
    turns: ['hi what kinds of photography does alex do', 'ok the wedding one. how long till the couple gets the full gallery?'],
    expect: { facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }], links: WEDDING },
  },
  {
    id: 'fo-conversation-2',
    group: 'conversation',
    turns: ['what videos have u made', 'the hiking one - how long is it?'],
    expect: { facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fo-conversation-3',
    group: 'conversation',
    turns: ['can u show me websites youve built', 'the gym one, what can ppl actually do on it?'],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fo-conversation-4',
    group: 'conversation',
    turns: ['what AI videos have you made 🤖', 'which one was used for an event?', 'how long is it'],
    expect: { facts: [{ anyOf: ['0:45', '45 seconds', '45 sec'], source: 'content/projects/ai.ts:78' }], links: AI_VIDEO },
  },
  {
    id: 'fo-conversation-5',
    group: 'conversation',
    turns: ["can i download alex's cv somewhere?", 'cool. linkedin too?'],
    expect: {
      facts: [{ anyOf: ['linkedin.com/in/discovery-design-example', 'LinkedIn'], source: 'content/owner.ts:26' }],
      links: ['/contact', '/home', '/about'],
    },
  },
  {
    id: 'fo-conversation-6',
    group: 'conversation',
    turns: ['which software do u use for video?', 'the audio one — how good r u at it'],
    expect: { facts: [{ anyOf: ['82'], source: 'content/tools.ts:58' }], links: ['/home'] },
  },
  {
    id: 'fo-conversation-7',
    group: 'conversation',
    turns: ["what's in the stationery project", 'the office part, what items exactly?'],
    expect: {
      facts: [{ anyOf: ['mugs', 'badges', 'notebooks'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fo-conversation-8',
    group: 'conversation',
    turns: ['do you photograph corporate events', 'what was that meeting about?'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation', 'Tokenization'], source: 'content/projects/photography.ts:153' }],
      links: EVENT_PHOTOS,
    },
  },
  {
    id: 'fo-conversation-9',
    group: 'conversation',
    turns: ['got any ramadan designs?', 'love it. what colours did u go with?'],
    expect: { facts: [{ anyOf: ['midnight blue', 'Midnight blue'], source: 'content/projects/graphics.ts:285' }], links: RAMADAN },
  },
  {
    id: 'fo-conversation-10',
    group: 'conversation',
    turns: ['anything for restaurants on social media? 🍔', 'which platforms was that for'],
    expect: {
      facts: [{ anyOf: ['Instagram and Facebook', 'Instagram', 'Facebook'], source: 'content/projects/social.ts:93' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'fo-conversation-11',
    group: 'conversation',
    turns: ['does alex do logos and brand stuff', 'the business cards in there, anything special about them?'],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'Double-sided', 'spot-colour', 'spot colour', 'spot-color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fo-conversation-12',
    group: 'conversation',
    turns: ['how much experience does alex have', 'and how many of those projects were websites?'],
    expect: { facts: [{ anyOf: ['30+'], source: 'content/category-summaries.ts:34' }], links: ['/portfolio/web-design', '/portfolio'] },
  },
  {
    id: 'fo-conversation-13',
    group: 'conversation',
    turns: ['what AI projects are there', 'the branding one — how many logo ideas did u go through?'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fo-conversation-14',
    group: 'conversation',
    turns: ['any coffee shoots? ☕', 'the latte art one was for what?', 'and the other one?'],
    expect: {
      facts: [{ anyOf: ['website and shop', 'pour-over', 'packaging'], source: 'content/projects/photography.ts:177' }],
      links: COFFEE,
    },
  },
  {
    id: 'fo-conversation-15',
    group: 'conversation',
    turns: ['do u do wedding photos? 💍', 'nice!! and how do i book it'],
    expect: {
      facts: [{ anyOf: ['WhatsApp', 'Whatsapp'], source: 'content/placeholders.ts:7' }],
      links: ['/portfolio/wedding-photography', '/contact'],
    },
  },
  {
    id: 'fo-conversation-16',
    group: 'conversation',
    turns: ['how good are u at photo stuff', 'and retouching?', "what's ur strongest bit there"],
    expect: { facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'fo-conversation-17',
    group: 'conversation',
    turns: ['do u do motion graphics', 'is there a reel of it?', 'how long is it'],
    expect: { facts: [{ anyOf: ['1:15'], source: 'content/cards/videography.ts:68' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fo-conversation-18',
    group: 'conversation',
    turns: ['have u worked w bakeries? 🥐', 'the film — how long?'],
    expect: { facts: [{ anyOf: ['2:45'], source: 'content/cards/videography.ts:28' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fo-conversation-19',
    group: 'conversation',
    turns: ['how do i reach alex', 'and how fast do they usually get back?'],
    expect: { facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'fo-conversation-20',
    group: 'conversation',
    turns: ['what do u use to edit photos', 'and for printed menus and brochures?', 'how well do u know that one'],
    expect: { facts: [{ anyOf: ['88'], source: 'content/tools.ts:40' }], links: ['/home'] },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'fo-compound-1',
    group: 'compound',
    turns: ['hiii 👋 2 qs: when do couples see a first peek of their wedding pics, and whats the whatsapp number?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: WHATSAPP_NUMBER, source: 'content/owner.ts:19' },
      ],
      links: [...WEDDING, '/contact'],
    },
  },
  {
    id: 'fo-compound-2',
    group: 'compound',
    turns: ['quick one - how many yrs has alex been doing this, how many projects done, and do they work remote??'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2'], source: 'content/site.ts:18' },
        { anyOf: ['200+'], source: 'content/site.ts:19' },
        { anyOf: ['worldwide', 'remotely', 'Worldwide'], source: 'content/site.ts:16' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'fo-compound-3',
    group: 'compound',
    turns: ['corporate conf in oct. how fast would the event photos come back, is there a sample highlights video, and how long is it?'],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'Next day'], source: 'content/projects/photography.ts:167' },
        { anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' },
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
      ],
      links: [...EVENT_PHOTOS, '/portfolio/videography'],
    },
  },
  {
    id: 'fo-compound-4',
    group: 'compound',
    turns: ["which AI tool do u use for video, how good r u with it, and what's ur strongest tool overall?"],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fo-compound-5',
    group: 'compound',
    turns: ['can i repost one of your wedding pics on our planning blog? also does this chat save what i type here'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['not stored', 'not store'], source: 'content/legal.ts:15' },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'fo-compound-6',
    group: 'compound',
    turns: ['for websites: what do u build them with, and roughly how many have u done?'],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fo-compound-7',
    group: 'compound',
    turns: ['family session for some of my clients - can it be at their place or only outdoors? and when would they get the photos'],
    expect: {
      facts: [
        { anyOf: ['at home', 'outdoors or at home'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['a week later', 'week later', 'one week', 'a week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fo-compound-8',
    group: 'compound',
    turns: ['email addy pls? + do u have insta and behance'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['instagram.com/discovery.design.example', 'Instagram'], source: 'content/site.ts:38' },
        { anyOf: ['behance.net/discovery-design-example', 'Behance'], source: 'content/site.ts:39' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fo-compound-9',
    group: 'compound',
    turns: ['do u make those tall full-screen story graphics? and how many slides did ur swipe post series have'],
    expect: {
      facts: [
        { anyOf: ['9:16'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/carousel-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'fo-compound-10',
    group: 'compound',
    turns: ['wedding shoot: how much does it cost, is it full day or just the ceremony, and how do i book? thx 🙏'],
    expect: {
      facts: [
        { anyOf: ['agreed directly', 'directly with'], source: 'content/legal.ts:67' },
        { anyOf: ['ceremony-only', 'Full-day', 'full-day', 'full day', 'Full day'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['WhatsApp', 'Whatsapp'], source: 'content/placeholders.ts:7' },
      ],
      links: [...WEDDING, '/contact', '/terms'],
    },
  },
]
