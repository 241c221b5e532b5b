// Held-out set HC: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']

export const heldOutHC: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'hc-indirect-1',
    group: 'indirect',
    turns: [
      'hello, i have old product photos from 2015, very small size. when the printer make big banner they are all blocky and blur. you can do something about this?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI upscaling', 'upscaling', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hc-indirect-2',
    group: 'indirect',
    turns: [
      'halo kak, me and my fiance will marry next april in a garden in bali. we want somebody take pictures the whole day, from preparation until the party. is this something you do?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding photography', 'Wedding Photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hc-indirect-3',
    group: 'indirect',
    turns: [
      'Olá! I am opening small cafe in Lisbon next month. I need the menu for the counter, the cups with logo, paper bags and one sign outside for the street. Can you help with all this things together?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'cafe menu', 'signage', 'Signage'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hc-indirect-4',
    group: 'indirect',
    turns: [
      'we sell perfumes in our online shop. the photos of the bottles now are from phone and the glass look terrible, reflections everywhere. we need better ones',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume', 'Perfume', 'product photography', 'Product Photography'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hc-indirect-5',
    group: 'indirect',
    turns: [
      'Our company organize a conference in Istanbul in October, with speakers on stage and panels. We need someone for pictures and we need them fast, for the press the next day. It is possible?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Event Photography', 'Book Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'hc-indirect-6',
    group: 'indirect',
    turns: [
      'i have small restaurant, my instagram is sooo boring 😩 only photos of the menu, no design at all. i want posts that make people hungry when they scroll',
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'hc-indirect-7',
    group: 'indirect',
    turns: [
      'I am agent in a property company. We launch two new apartment towers and one villa with pool, we need posts for the listings on facebook. You did something like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'hc-indirect-8',
    group: 'indirect',
    turns: [
      'the holy month is coming soon, our brand want greeting posts for the feed and also iftar announcement. with lanterns and moon maybe. did you make this type of thing before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'hc-indirect-9',
    group: 'indirect',
    turns: [
      'I make tips content for small business owners on linkedin. I want my followers to swipe slide by slide, like a mini lesson with charts and checklists. Do you have example of this?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hc-indirect-10',
    group: 'indirect',
    turns: [
      'we launch a new face serum next month. need a short video, very energetic, cut on the music beat, to post before launch day. u can?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hc-indirect-11',
    group: 'indirect',
    turns: ['own a gym. members need to see class schedule + book free trial online. what u got'],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hc-indirect-12',
    group: 'indirect',
    turns: [
      'We recorded interviews for our youtube channel but in the voice there is air conditioner noise and some hum... it can be cleaned or we must record again?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/skills', '/about'],
    },
  },
  {
    id: 'hc-indirect-13',
    group: 'indirect',
    turns: [
      'so me and two friends are starting a small agency, we have a name but really nothing else... no logo, no colours, no rules how to use it, no business cards, and we also need templates for instagram in the same style. where we start with you?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hc-indirect-14',
    group: 'indirect',
    turns: [
      'Our firm paperwork is a mess. Letterheads, envelopes, invoices, folders, every one looks different. Also we want a printed profile of the company for clients.',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'stationery', 'Stationery', 'Corporate Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hc-indirect-15',
    group: 'indirect',
    turns: [
      'i have a podcast and want intro video with music, something like space maybe 🚀 but i have no camera and no money for shooting',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift', 'AI Video Production', 'AI video', 'AI Video'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hc-indirect-16',
    group: 'indirect',
    turns: [
      'my online shop get the same questions every day: shipping, opening hours, sizes... i am tired to answer it myself. what can help me on the website?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hc-indirect-17',
    group: 'indirect',
    turns: ['URGENT my yoga studio opens in 10 days and we have no website at all!! is it even possible in this time??'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website', 'AI-built website'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'hc-indirect-18',
    group: 'indirect',
    turns: [
      'We are a small travel agency. We want a website where people can filter the holiday packages and then send us a request for the trip. Have you done similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust', 'Wanderlust Travel'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hc-indirect-19',
    group: 'indirect',
    turns: [
      'my parents have 30th anniversary soon. we want photos with all the family together in a park, relaxed and natural, not stiff like in studio',
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family portrait', 'Family Session', 'family session'], source: 'content/projects/photography.ts:54' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'hc-indirect-20',
    group: 'indirect',
    turns: ['i run a dessert bar, ice cream, cupcakes, macarons, iced drinks. our menu photos are dark and ugly and people dont order 😕'],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'hc-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites did you make?', 'the bakery one, what it have on it?'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hc-conversation-2',
    group: 'conversation',
    turns: ['show me ur video works pls', 'how long is the music one?'],
    expect: {
      facts: [{ anyOf: ['3:20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hc-conversation-3',
    group: 'conversation',
    turns: ['what AI tools you are using?', 'and the one for making video, how good you are with it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hc-conversation-4',
    group: 'conversation',
    turns: ['Which photography works do you have?', 'the wedding one... after the day how fast we can see the photos?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48-hour'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'hc-conversation-5',
    group: 'conversation',
    turns: ['do you do family photoshoot?', 'nice 😊 and when we get the edited pictures?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'hc-conversation-6',
    group: 'conversation',
    turns: ['what is in your AI portfolio?', 'open the brand proposal one for me, what is inside?'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concepts'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['Mood Board', 'mood board'], source: 'content/projects/ai.ts:20' },
        { anyOf: ['Mockups', 'mockups'], source: 'content/projects/ai.ts:27' },
      ],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'hc-conversation-7',
    group: 'conversation',
    turns: ['which skill groups do you have?', 'the photography group - what is your strongest in there?'],
    expect: {
      facts: [
        { anyOf: ['Product Photography', 'product photography'], source: 'content/skills.ts:114' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'hc-conversation-8',
    group: 'conversation',
    turns: ['what social media projects u did?', 'the carousel one was for which platform?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hc-conversation-9',
    group: 'conversation',
    turns: ['hi, do you make websites for business?', 'which ones you did with Lovable?', 'ok and the coffee one, what is special there?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hc-conversation-10',
    group: 'conversation',
    turns: ['What graphic design projects can I see?', 'the posters - was it for a client or what?'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'Self-initiated', 'passion project', 'Passion Project'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'hc-conversation-11',
    group: 'conversation',
    turns: ['what you do with AI?', 'that upscaling thing, which tool you use for it?'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hc-conversation-12',
    group: 'conversation',
    turns: ['where can i watch your videos?', 'the one about the bakery — how long is it and from which year?'],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hc-conversation-13',
    group: 'conversation',
    turns: ['how can i reach you for a project?', 'and how fast do you usually answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'hc-conversation-14',
    group: 'conversation',
    turns: ['What AI videos did you create?', 'the flower one, it was for who?'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'hc-conversation-15',
    group: 'conversation',
    turns: ['tell me about your stationery work', 'what is in the office part of it?'],
    expect: {
      facts: [{ anyOf: ['mugs', 'notebooks', 'badges'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'hc-conversation-16',
    group: 'conversation',
    turns: ['What skill areas are on your skills page?', 'and the 3D one, what you can actually do there?'],
    expect: {
      facts: [
        {
          anyOf: ['3D Mockups', '3D mockups', 'mockups', 'Product Renders', 'product renders', '3D renders'],
          source: 'content/skills.ts:137',
        },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'hc-conversation-17',
    group: 'conversation',
    turns: ['do you have instagram page?', 'and the other profiles where i can follow?'],
    expect: {
      facts: [
        { anyOf: ['Behance', 'behance'], source: 'content/site.ts:39' },
        { anyOf: ['LinkedIn', 'Linkedin', 'linkedin'], source: 'content/site.ts:40' },
      ],
    },
  },
  {
    id: 'hc-conversation-18',
    group: 'conversation',
    turns: ['what photography projects do you have?', 'tokenization?? what was that one about'],
    expect: {
      facts: [{ anyOf: ['asset tokenization', 'keynotes', 'corporate meeting'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'hc-conversation-19',
    group: 'conversation',
    turns: [
      'which tools are in your design stack on the home page?',
      'which of them are from Adobe?',
      'and the one for sound — how many percent?',
    ],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hc-conversation-20',
    group: 'conversation',
    turns: ['show me your social media work', 'the one with big letters, who was it made for?'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'hc-compound-1',
    group: 'compound',
    turns: ['What means "Data-Driven Design" for you? And also Strategic Visual Storytelling, what is it exactly?'],
    expect: {
      facts: [
        { anyOf: ['Engagement', 'engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' },
        { anyOf: ['who it is for', 'one consistent story', 'consistent story'], source: 'content/home-excellence.ts:19' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hc-compound-2',
    group: 'compound',
    turns: ['how many years you are working as designer and how many projects you finished until now?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'more than 200', 'over 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5 years', 'five years'],
    },
  },
  {
    id: 'hc-compound-3',
    group: 'compound',
    turns: ['kak where i can download your CV and resume? and how many tools u use in total?'],
    expect: {
      facts: [
        { anyOf: ['Download CV', 'alex-morgan-cv.pdf'], source: 'content/home.ts:20' },
        { anyOf: ['Download Resume', 'alex-morgan-resume.pdf'], source: 'content/home.ts:21' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hc-compound-4',
    group: 'compound',
    turns: ['how good you are in photoshop, midjourney and webflow? give me the % for each pls'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hc-compound-5',
    group: 'compound',
    turns: ['does this site put cookies in my computer? and to who i write if i have question about privacy'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'not use cookies', "doesn't use cookies"], source: 'content/legal.ts:33' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'hc-compound-6',
    group: 'compound',
    turns: ['I love the geometric posters!! can I print them for the wall of my cafe? and what is your whatsapp number?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'hc-compound-7',
    group: 'compound',
    turns: ['the architects website, with which tool you build it? and how long is the documentary about the hiking guide?'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/cards/web-design.ts:38' },
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/web-design', '/portfolio/videography'],
    },
  },
  {
    id: 'hc-compound-8',
    group: 'compound',
    turns: ['For the AI prompt images, which tools did you use and what was the example prompt about?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['floating island', 'windswept tree'], source: 'content/projects/ai.ts:153' },
      ],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'hc-compound-9',
    group: 'compound',
    turns: ['33 degree coffee photos — which year you shot them and for what they were made?'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/categories.ts:61' },
        { anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'hc-compound-10',
    group: 'compound',
    turns: ['who is behind this Discovery site, what does he do exactly, and where he is located?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Creative Designer', 'creative designer'], source: 'content/site.ts:12' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/about'],
    },
  },
]
