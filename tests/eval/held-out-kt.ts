// Held-out set KT: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutKT: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'kt-indirect-1',
    group: 'indirect',
    turns: [
      "hi! i'm a tailor, i make bespoke suits in a tiny shop. i have no real logo, no set colours, nothing matches. i want the full look sorted, logo + fonts + some rules + business cards. have you done anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'kt-indirect-2',
    group: 'indirect',
    turns: [
      'I build solid oak dining tables and want a website that is very clean, mostly big photos of the pieces and not much text. Anything similar in your work?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'kt-indirect-3',
    group: 'indirect',
    turns: [
      'we are a small family leather workshop, been going 3 generations. we would love a short film showing a day in the workshop from opening up in the morning, like a little documentary. can you show me something u did like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'Documentary Short'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kt-indirect-4',
    group: 'indirect',
    turns: [
      'i make hand-blown glass bottles and vases and need shots for my etsy listings, the reflections always look awful when i try myself 😩 any example of that kind of product photography?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'kt-indirect-5',
    group: 'indirect',
    turns: [
      "My grandfather's cabinet work only exists in some tiny blurry scans from the 80s. I'd like to print them big for our workshop's anniversary exhibition. Is there any way to make them sharp enough, and have you done it before?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-indirect-6',
    group: 'indirect',
    turns: [
      'relaunching my knitwear label next month. i want the instagram profile to look planned when people land on it, like the whole grid works together, not random posts. got an example?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'kt-indirect-7',
    group: 'indirect',
    turns: [
      'I weave rugs by hand and want to post a series people swipe through, explaining step by step how one rug gets made. Which of your projects is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'kt-indirect-8',
    group: 'indirect',
    turns: [
      'shoemaker here. my invoices and letters look like they came out of a 1998 word template lol. i need letterhead, envelopes, folders for quotes... the whole paperwork side. did you do that for anyone',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'kt-indirect-9',
    group: 'indirect',
    turns: [
      'I pour soy candles and sell at the weekend market. I need paper bags, stickers, a little stamp card for regulars and a board sign for the stall. Show me what you did in that line?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'kt-indirect-10',
    group: 'indirect',
    turns: [
      'hiya, dressmaker here ✂️ launching a spring collection and want those tall full-screen graphics for insta and tiktok stories announcing it. examples pls',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'kt-indirect-11',
    group: 'indirect',
    turns: [
      'I reupholster chairs and sofas and I spend half my evenings answering the same questions about fabrics and prices by message. Could something on my website answer people automatically? Have you made one?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-indirect-12',
    group: 'indirect',
    turns: [
      'im a woodturner with basically no budget and no patience, i need a site up in days not months. u ever built one super fast with those ai builder things?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI Built Website'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-indirect-13',
    group: 'indirect',
    turns: [
      'I make bridal gowns and I would love proper photos of my brides on the actual day, the vows, the rings, the dress in motion. Do you photograph that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'kt-indirect-14',
    group: 'indirect',
    turns: [
      "knife maker. I want my maker's mark to animate at the start of my youtube videos, and maybe some moving text. any work like that??",
    ],
    expect: { facts: [{ anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kt-indirect-15',
    group: 'indirect',
    turns: [
      "Potter here. I'd like to sell a monthly mug club where people sign up and get a new piece each month, plus some how-to-care guides on the site. Which website you made is closest to that?",
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee', 'Harbour Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kt-indirect-16',
    group: 'indirect',
    turns: [
      'our guild of furniture makers is holding a one-day conference, talks + panel + networking. we need someone to photograph it quietly and get pics out the next day for the press. done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kt-indirect-17',
    group: 'indirect',
    turns: [
      'I run weekend woodworking classes. I need a site where people can see the class timetable, read about the instructors and sign up for a free taster. Seen anything like this in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kt-indirect-18',
    group: 'indirect',
    turns: [
      'hat maker rebranding 🎩 before i commit i want to see a few logo options, a moodboard, and how it would look on cards and signs, like a pitch. is there a project of yours that shows that process?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-indirect-19',
    group: 'indirect',
    turns: [
      "I'm a glassblower and want a short clip of one of my vases turning in light for a launch, but a studio video shoot is way out of my budget. Have you made anything like that another way?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit', 'AI Video Production'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-indirect-20',
    group: 'indirect',
    turns: [
      'i hand paint shop signs and love letterforms. want a run of posts that are basically just big beautiful letters. did u ever do a series like that',
    ],
    expect: {
      facts: [{ anyOf: ['Typography Posts'], source: 'content/projects/social.ts:145' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'kt-compound-1',
    group: 'compound',
    turns: ['how many years have you been at this, and roughly how many jobs have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1 to 2', 'one to two', '1–2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'kt-compound-2',
    group: 'compound',
    turns: ["What's your email? Can I also message you on WhatsApp? And how quickly do you normally get back to people?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['WhatsApp'], source: 'content/placeholders.ts:7' },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'kt-compound-3',
    group: 'compound',
    turns: ['what do you build websites with? and how good are you in it, percent-wise?'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/tools.ts:118' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kt-compound-4',
    group: 'compound',
    turns: [
      "my daughter is getting married (she's marrying a cabinet maker, ha). after a wedding how soon do we see a first few photos, and when does the full gallery come?",
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'kt-compound-5',
    group: 'compound',
    turns: ['quick privacy q: does your site put cookies on my computer? and if i switch to dark mode where is that remembered?'],
    expect: {
      facts: [
        { anyOf: ['cookie'], source: 'content/legal.ts:33' },
        { anyOf: ['browser', 'localStorage', 'local storage', 'your device'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'kt-compound-6',
    group: 'compound',
    turns: ['Can I put one of your photos on the flyer for my upholstery shop? If I need to ask first, where do I ask?'],
    expect: {
      facts: [
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'kt-compound-7',
    group: 'compound',
    turns: ['that documentary short in your videos, how long is it and what year did you make it?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kt-compound-8',
    group: 'compound',
    turns: ['How many posters are in your poster series, was it for a client? And what shape/size are your story graphics?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'passion', 'personal', 'own project'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['9:16', '9/16', '9 by 16'], source: 'content/projects/graphics.ts:296' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'kt-compound-9',
    group: 'compound',
    turns: ['which ai do you use for making pictures and which one for making videos? 🤖'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-compound-10',
    group: 'compound',
    turns: ['In the brand identity project, did you include a social media kit? And the business cards, were they printed on both sides?'],
    expect: {
      facts: [
        { anyOf: ['Social Media Kit'], source: 'content/projects/graphics.ts:60' },
        { anyOf: ['double-sided', 'double sided', 'both sides', 'two-sided', 'two sided'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'kt-compound-11',
    group: 'compound',
    turns: ['for the stationery job, what went into the document suite? and what was in the office set?'],
    expect: {
      facts: [
        { anyOf: ['letterhead', 'envelope', 'invoice'], source: 'content/projects/graphics.ts:167' },
        { anyOf: ['notebook', 'mug', 'badge'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'kt-compound-12',
    group: 'compound',
    turns: ['did u do a website for a bakery? what can customers do on it? also was there a skincare one and whats special about it'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['pre-order', 'preorder', 'pre order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' },
        { anyOf: ['routine builder', 'ingredient'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kt-compound-13',
    group: 'compound',
    turns: ['Your real estate posts, which social network were they made for? And the carousel ones?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/social-media'],
    },
  },
  {
    id: 'kt-compound-14',
    group: 'compound',
    turns: [
      "where are you based? i'm a furniture maker in the countryside, do you work with people far away? and is there a CV i can download",
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['Download CV', 'CV'], source: 'content/home.ts:20' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kt-compound-15',
    group: 'compound',
    turns: ['How well do you know Photoshop? And Illustrator? Give me numbers please'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kt-compound-16',
    group: 'compound',
    turns: ['the coffee bar photos for 33 degree - when were they taken and what sort of shots are in there?'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/categories.ts:61' },
        { anyOf: ['latte art', 'espresso', 'brewing gear'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'kt-compound-17',
    group: 'compound',
    turns: ['Neon City — how long is that clip, what was it used for, and which tools made your AI videos?'],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
        { anyOf: ['aftermovie', 'after-movie', 'after movie', 'opener'], source: 'content/projects/ai.ts:75' },
        { anyOf: ['Kling'], source: 'content/cards/ai.ts:13' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-compound-18',
    group: 'compound',
    turns: ['roughly how many social media projects have you done? how many photography ones?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', '30'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio'],
    },
  },
  {
    id: 'kt-compound-19',
    group: 'compound',
    turns: [
      'I sell embroidered prayer mats, so Ramadan is my big season. What colours did you go with for your Ramadan designs, and did you also do Iftar announcements?',
    ],
    expect: {
      facts: [
        { anyOf: ['midnight blue', 'gold'], source: 'content/projects/graphics.ts:285' },
        { anyOf: ['Iftar'], source: 'content/projects/social.ts:115' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts'],
    },
  },
  {
    id: 'kt-compound-20',
    group: 'compound',
    turns: [
      'for a family photo session, do you come to the house or is it outside? how long till we get the pictures? and how do i book one',
    ],
    expect: {
      facts: [
        { anyOf: ['outdoor', 'at home'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['a week', 'one week', '1 week', '7 days'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['Book Your Family Session', 'WhatsApp'], source: 'content/projects/photography.ts:72' },
      ],
      links: ['/portfolio/family-portrait'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'kt-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'how long is the music one?'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 minutes 20', '3 min 20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kt-conversation-2',
    group: 'conversation',
    turns: ['Can you show me the websites you designed?', 'Which of those did you make with Lovable?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor', 'Harbour'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kt-conversation-3',
    group: 'conversation',
    turns: [
      'do you shoot weddings? my fiancé and I both build furniture and want someone who gets the details',
      'nice. how fast would we get a sneak peek?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'kt-conversation-4',
    group: 'conversation',
    turns: ['what AI projects do you have?', 'the one that sharpens old pictures - which tool did you use for it?'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kt-conversation-5',
    group: 'conversation',
    turns: ['tell me about your stationery design work', 'how many pieces were in the corporate document set?'],
    expect: { facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:173' }], links: ['/portfolio/stationery'] },
  },
  {
    id: 'kt-conversation-6',
    group: 'conversation',
    turns: ['What photography projects are on the site?', 'The corporate one, what was that meeting actually about?'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation', 'token'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kt-conversation-7',
    group: 'conversation',
    turns: ['what social media stuff have u done', 'the food one - which app was it for?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'kt-conversation-8',
    group: 'conversation',
    turns: [
      "I'm thinking of rebranding my tailoring business.",
      'What did the AI brand proposal include?',
      'and how many logo ideas did you go through for it?',
    ],
    expect: { facts: [{ anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' }], links: ['/portfolio/ai-brand-proposal'] },
  },
  {
    id: 'kt-conversation-9',
    group: 'conversation',
    turns: ['which adobe programs do you use?', 'how good are you at the audio one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kt-conversation-10',
    group: 'conversation',
    turns: ['have you ever built a website with AI?', 'how long did that take you?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
]
