// Held-out set HO: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutHO: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ho-indirect-1',
    group: 'indirect',
    turns: [
      'hi, my mother passed last year and the only picture we have of her when she was young is tiny and all blurry, from an old scan. we want to print it big for the living room. is that something you can fix?? sorry for my english',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ho-indirect-2',
    group: 'indirect',
    turns: [
      'my daughter is getting married in june!! 💍 we are looking for someone to take the photos on the day, the rings, the vows, the dancing, all of it. have you done anything like that',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding Photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-indirect-3',
    group: 'indirect',
    turns: [
      "We have a small family bakery, been going for 30 years now, and my son keeps saying we need a little film about us for facebook. Like showing the ovens at 5 in the morning and the first customers coming in. Have you made something like that? I'm typing this between two batches so sorry if it's messy",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'Brand Story'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ho-indirect-4',
    group: 'indirect',
    turns: [
      'ok so my wife teaches spin and yoga and is finally opening her own place. she needs a site where people see the class times, read about the trainers and sign up for a free first class. anything like that in ur work?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ho-indirect-5',
    group: 'indirect',
    turns: [
      'opening a tiny coffee corner next to the school in september. i need everything: the menu board, cups with our name on, paper bags, loyalty cards and a sign outside so people stop. have you done a whole set like that for one place?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ho-indirect-6',
    group: 'indirect',
    turns: [
      'My son makes his own fragrances at home and sells them online. His pictures are taken on the kitchen table and they look bad, the glass shines everywhere. Can you take nice pictures of bottles like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-indirect-7',
    group: 'indirect',
    turns: [
      'Our company organise a meeting for investors next month, with speakers on stage and panel discussions. I need someone who take pictures discreetly during the talks and send them quick for the press. You did this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-indirect-8',
    group: 'indirect',
    turns: [
      'the grandkids are all visiting this summer for once, all 6 of them 😊 i would love some nice relaxed pictures of all of us together outside in the park, nothing stiff or posed. is that something you do',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-indirect-9',
    group: 'indirect',
    turns: [
      'my brother takes tourists walking in the mountains, he has been a guide for 20 years. for his birthday we want to make a small film about him, him talking about his life and some shots from up high. did you ever make something like this',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ho-indirect-10',
    group: 'indirect',
    turns: [
      'My wife sells apartments and villas for an agency and she need posts for the facebook page when a new building is launched. do you make those kind of posts?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ho-indirect-11',
    group: 'indirect',
    turns: [
      'we have a burger and pizza place, delivery mostly. our instagram is dead, just blurry phone pics. i want posts with our deals and new dishes that make ppl hungry when they scroll. got an example?',
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'Foods &amp; Restaurants'], source: 'content/projects/social.ts:90' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'ho-indirect-12',
    group: 'indirect',
    turns: [
      'Assalamu alaikum. I have a clothing shop and every year in the holy month of fasting I want to post greetings and the iftar announcements on our page, with lanterns and the moon. Did you design such things before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ho-indirect-13',
    group: 'indirect',
    turns: [
      'i run a small online shop for kids clothes and i answer the same questions 50 times a day (sizes, shipping, returns...). can you make some kind of robot thing that answers people from my own info?? i have no idea how this works lol',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ho-indirect-14',
    group: 'indirect',
    turns: [
      'My daughter just started a small travel agency from home. She wants a website where people can look at places to go, filter the holiday packages and send a request. Have you built one like this?',
    ],
    expect: { facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ho-indirect-15',
    group: 'indirect',
    turns: [
      'launching my own face cream line in 3 weeks!! need a short exciting clip for instagram before launch day, cut to music with some text popping in. have u done these?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ho-indirect-16',
    group: 'indirect',
    turns: [
      'Hello. My husband roasts coffee beans in our garage and wants to sell monthly deliveries of coffee online, with tips how to brew it and a map of the cafes that serve his beans. Which of your work is closest to that?',
    ],
    expect: { facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ho-indirect-17',
    group: 'indirect',
    turns: [
      'my husband is an architect (retired now but still does small houses for friends). he wants a very simple website, not much text, only big pictures of his buildings. is there something like that in your work',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ho-indirect-18',
    group: 'indirect',
    turns: [
      'we are a small accounting office and everything we send out looks different, the letters, the envelopes, the invoices, the folders... we want it all to match with our logo. did you do this kind of job?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ho-indirect-19',
    group: 'indirect',
    turns: [
      'I live in New Zealand, quite far from everything 🙃 would you even be able to work with me or do you only take jobs near where you live?',
    ],
    expect: { facts: [{ anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' }] },
  },
  {
    id: 'ho-indirect-20',
    group: 'indirect',
    turns: [
      "i'm opening a little dessert spot, ice cream cones, cupcakes, macarons and iced drinks, everything very colourful. i need pictures for the menu and for instagram. what have you shot that looks like that",
    ],
    expect: {
      facts: [
        { anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Drinks &amp; Desserts'], source: 'content/projects/photography.ts:126' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ho-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made', 'how long is the music one?'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 minutes 20', 'three minutes'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ho-conversation-2',
    group: 'conversation',
    turns: ['hey can u show me websites you built? on my phone so keep it short pls', "the coffee one - what's on it?"],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ho-conversation-3',
    group: 'conversation',
    turns: [
      'Good evening. What kind of photography do you do?',
      'Which of those are with people, not food or products?',
      'The wedding one. Do you stay the whole day or only for the church part? My granddaughter wants to know before she decides',
    ],
    expect: {
      facts: [{ anyOf: ['full-day', 'full day', 'ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-conversation-4',
    group: 'conversation',
    turns: ['which AI tools do you use', 'and which one of them is for making videos?'],
    expect: { facts: [{ anyOf: ['Kling'], source: 'content/tools.ts:81' }], links: ['/home'] },
  },
  {
    id: 'ho-conversation-5',
    group: 'conversation',
    turns: ['what skills do you have? a list is fine', 'the photo retouching one, what are you best at there?'],
    expect: { facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'ho-conversation-6',
    group: 'conversation',
    turns: ['show me your graphic design projects please', 'the posters one, who was it for? a client?'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'self initiated', 'passion project', 'personal project'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ho-conversation-7',
    group: 'conversation',
    turns: ['my grandson says you do things with artificial intelligence, what projects are there?', "the brand one, what's in it?"],
    expect: {
      facts: [
        { anyOf: ['Logo Concept', 'logo concepts'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['Mood Board', 'moodboard'], source: 'content/projects/ai.ts:20' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ho-conversation-8',
    group: 'conversation',
    turns: ['what social media work have you done?', 'the 2nd one — which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ho-conversation-9',
    group: 'conversation',
    turns: ['what services do you offer exactly?', 'ok the video one. what program do you edit in?'],
    expect: {
      facts: [{ anyOf: ['Premiere Pro', 'Premiere'], source: 'content/category-summaries.ts:65' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ho-conversation-10',
    group: 'conversation',
    turns: [
      'can you list your photography projects',
      'which ones are for cafes or restaurants?',
      "the coffee ones, what's the name of the coffee company?",
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree', '33 Degrees', 'Thirty-three Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-conversation-11',
    group: 'conversation',
    turns: ['hello, what is inside the stationery project?', "and the last part, what's in it?"],
    expect: {
      facts: [{ anyOf: ['business card', 'notebook', 'mug', 'badge'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ho-conversation-12',
    group: 'conversation',
    turns: [
      'Do you also take pictures of people? Not the business kind, normal people',
      'we are 3 generations, great-grandma down to the baby. the family one — how long after the session do we get the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-conversation-13',
    group: 'conversation',
    turns: ['Did you make videos with AI? Which ones?', 'the flower one, who was it made for?'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ho-conversation-14',
    group: 'conversation',
    turns: ['Tell me about the brand identity project pls, what does it include?', "what's in the colour one?"],
    expect: {
      facts: [{ anyOf: ['accessible', 'type scale', 'two-family', 'pairings'], source: 'content/projects/graphics.ts:37' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ho-conversation-15',
    group: 'conversation',
    turns: ["What are the three 'creative excellence' things on your home page?", "explain the data one to me like i'm 70 😅"],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'click through', 'feedback', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'ho-conversation-16',
    group: 'conversation',
    turns: ['what do you do, in short? the main areas', 'the social media one, what skills go with it?'],
    expect: {
      facts: [{ anyOf: ['carousel', 'campaign'], source: 'content/about.ts:53' }],
      links: ['/about', '/portfolio/social-media', '/skills'],
    },
  },
  {
    id: 'ho-conversation-17',
    group: 'conversation',
    turns: ['where can i follow your work? instagram and so on', 'the third one, send me the link'],
    expect: { facts: [{ anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' }] },
  },
  {
    id: 'ho-conversation-18',
    group: 'conversation',
    turns: ['which Adobe programs do you use?', 'which of them are you best at?'],
    expect: {
      facts: [{ anyOf: ['Photoshop'], source: 'content/tools.ts:10' }],
      mustNotContain: ['Illustrator is your strongest'],
      links: ['/home'],
    },
  },
  {
    id: 'ho-conversation-19',
    group: 'conversation',
    turns: ['do you photograph food? i have a small cafe', "the beverages one, what's in the pictures?"],
    expect: {
      facts: [{ anyOf: ['smoothie', 'layer cake', 'lemonade', 'donut'], source: 'content/projects/photography.ts:225' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-conversation-20',
    group: 'conversation',
    turns: ['what categories is your portfolio split into?', 'how many projects in the social one?'],
    expect: { facts: [{ anyOf: ['40'], source: 'content/category-summaries.ts:58' }], links: ['/portfolio', '/portfolio/social-media'] },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ho-compound-1',
    group: 'compound',
    turns: ["Whats the name of the designer behind this site and what email do i write to? want to send my son's details"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'ho-compound-2',
    group: 'compound',
    turns: ['how many years have you been doing this and how many projects have u finished'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two', 'one or two'], source: 'content/site.ts:18' },
        { anyOf: ['200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['5 years', 'five years', 'over 5'],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'ho-compound-3',
    group: 'compound',
    turns: [
      'Which program do you use to make small pictures bigger without them going blurry? And how good are you with Midjourney, in %?',
    ],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ho-compound-4',
    group: 'compound',
    turns: ['2 questions: how long is the documentary short, and what year did you make the music video?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ho-compound-5',
    group: 'compound',
    turns: ['Do you put cookies on this site? And am I allowed to use one of your photos on the flyer for our church bazaar?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'no cookie',
            "doesn't use cookies",
            'does not use cookies',
            "doesn't set any cookies",
            'does not set any cookies',
            'not use any cookies',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'ho-compound-6',
    group: 'compound',
    turns: ['how fast do u answer messages? and if we hire u for our conference, when do we get the photos after?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'working day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['next day', 'next-day', 'following day', 'the day after'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/contact', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ho-compound-7',
    group: 'compound',
    turns: ['What is Kling used for, and which company makes it? never heard of it'],
    expect: {
      facts: [
        { anyOf: ['video'], source: 'content/tools.ts:83' },
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ho-compound-8',
    group: 'compound',
    turns: ['how many slides are in the carousel spotlight thing, and was it made for instagram?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ho-compound-9',
    group: 'compound',
    turns: ['For the website you made with AI: which tool did you use, and how long did it take you to make it?'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ho-compound-10',
    group: 'compound',
    turns: ['Can I download your CV somewhere? Also what is your whatsapp number, I prefer to call than type'],
    expect: {
      facts: [
        { anyOf: ['Download CV', 'alex-morgan-cv'], source: 'content/home.ts:20' },
        { anyOf: ['5550123456', '555 0123', '555-0123', '555 012 3456'], source: 'content/owner.ts:19' },
      ],
      links: ['/home'],
    },
  },
]
