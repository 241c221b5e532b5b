// Held-out set DL: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDL: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'dl-indirect-1',
    group: 'indirect',
    turns: [
      'we run a small cafe and honestly the pictures of our smoothies and cakes on the menu and on the delivery apps look terrible, taken on my phone under yellow light. is this something you could fix for us?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['food photography', 'Food Photography', 'Beverages & Desserts', 'Drinks & Desserts'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dl-indirect-2',
    group: 'indirect',
    turns: [
      'I own a little gym with spin and yoga classes. People keep calling to ask when the classes are and who teaches them. Have you ever made something online that deals with that?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dl-indirect-3',
    group: 'indirect',
    turns: [
      'hello, my shop is in Melbourne, Australia 🇦🇺 so probably very far from you. Is that a problem or can we still do a project together?',
    ],
    expect: {
      facts: [{ anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
    },
  },
  {
    id: 'dl-indirect-4',
    group: 'indirect',
    turns: [
      "The only copy of our shop's old photo is tiny and blurry, from a website 10 years ago. We want it printed big on a banner for our anniversary. Can anything be done or is it hopeless?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'Upscaling', 'Magnific AI', 'upscale'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dl-indirect-5',
    group: 'indirect',
    turns: [
      'i make handmade fragrances and sell them on my online store. the bottles always have ugly reflections when i take the photos myself. do you do this kind of work??',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'product photography', 'Product Photography', 'Book Product Photography'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dl-indirect-6',
    group: 'indirect',
    turns: [
      'We are organising an industry conference next month with keynotes and panel discussions. Our PR team needs pictures very quickly after the day for the press release. Have you covered anything like this, and how fast do the photos come?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Event Photography', 'corporate meeting'],
          source: 'content/projects/photography.ts:150',
        },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dl-indirect-7',
    group: 'indirect',
    turns: [
      'My fiancé and I are getting married in September! 💍 We are a bit impatient people haha, how long would we wait to see our pictures after the day?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', 'forty-eight hours'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dl-indirect-8',
    group: 'indirect',
    turns: [
      'Salam, I have a sweets shop and every year for the holy month and iftar we want nice greeting posts for our page and a poster for the window. Did you design something like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'dl-indirect-9',
    group: 'indirect',
    turns: [
      "I'm an estate agent, we post our new apartments and villas on Facebook but the posts look cheap next to the big agencies. Have you done posts for property?",
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate', 'real estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dl-indirect-10',
    group: 'indirect',
    turns: [
      'our boutique is relaunching in spring. when people open our instagram profile the tiles are a total mess, every post a different style. we want the profile to look planned as one. any example of this?',
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post', '9-post', 'nine posts', '9 posts'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dl-indirect-11',
    group: 'indirect',
    turns: [
      'Black Friday is coming for my phone-repair shop. I want those full-screen vertical things that disappear after a day, for instagram and tiktok, announcing the discount. Done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16', 'stories', 'Stories'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'dl-indirect-12',
    group: 'indirect',
    turns: [
      'We sell holiday packages (small agency, 3 people). Our current website just lists trips and nobody contacts us through it. We need people to be able to filter trips and send a request. Have you built one like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dl-indirect-13',
    group: 'indirect',
    turns: [
      "My face-cream brand has a new serum coming out. I'd like a short punchy clip, under a minute, to hype it before the launch date. What have you got to show me?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dl-indirect-14',
    group: 'indirect',
    turns: [
      'my parents have a bakery since 1987 and get up at 4 every morning. I want to make a little movie about them for our website, something emotional, not an advert. is that something you do',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dl-indirect-15',
    group: 'indirect',
    turns: [
      "I'm starting a podcast about astronomy and need a short moving visual for the start of each episode, something spacey, cut to my jingle. Can you do this without a big film budget?",
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dl-indirect-16',
    group: 'indirect',
    turns: [
      'Flower shop owner here 🌷 For our spring promo I dream of a video of a flower slowly opening, but filming that for real takes days. any idea?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dl-indirect-17',
    group: 'indirect',
    turns: [
      'We are an accounting office. Our letter paper, envelopes, invoices and folders are all from different years and look like they come from 4 different firms. Can you make them match?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dl-indirect-18',
    group: 'indirect',
    turns: [
      'Our dental clinic receptionist spends half the day answering the same questions on the website messages: opening hours, prices for cleaning, parking. Is there a way to have that answered automatically?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dl-indirect-19',
    group: 'indirect',
    turns: [
      'we roast coffee beans and want regulars to get a bag sent every month automatically, plus show which cafés serve our coffee. have u built a site like this',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dl-indirect-20',
    group: 'indirect',
    turns: [
      "I'm opening my own hair salon after 10 years working for others. I have nothing yet: no logo, no colours, no cards. I want everything to look like it belongs together. Where should I look on your site?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'dl-conversation-1',
    group: 'conversation',
    turns: ['what websites have you made for clients?', "the gym one, what's on it?"],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'trainer', 'trial'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dl-conversation-2',
    group: 'conversation',
    turns: ['can I see your videos', 'how long is the documentary one?'],
    expect: {
      facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
      mustNotContain: ['2:45', '3:20'],
    },
  },
  {
    id: 'dl-conversation-3',
    group: 'conversation',
    turns: ['Do you photograph weddings?', 'nice. and when do we get the complete gallery?'],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dl-conversation-4',
    group: 'conversation',
    turns: ['what is Kling?', 'and how good are you with it'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
    },
  },
  {
    id: 'dl-conversation-5',
    group: 'conversation',
    turns: ['which AI videos have you made?', 'the perfume bottle one — how long is it and what was it for?'],
    expect: {
      facts: [
        { anyOf: ['0:20', '20 seconds', '20 sec'], source: 'content/projects/ai.ts:86' },
        { anyOf: ['launch teaser', 'teaser'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dl-conversation-6',
    group: 'conversation',
    turns: ['tell me about the 33 degree stuff', 'what year was the coffee bar series?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:61' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
      mustNotContain: ['2024'],
    },
  },
  {
    id: 'dl-conversation-7',
    group: 'conversation',
    turns: ['which program do you edit photos in?', 'and for video?'],
    expect: {
      facts: [{ anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' }],
    },
  },
  {
    id: 'dl-conversation-8',
    group: 'conversation',
    turns: ["What's in the stationery project?", 'how many images in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'dl-conversation-9',
    group: 'conversation',
    turns: ['hi! u do social media posts for restaurants?', 'which platform was that made for'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'dl-conversation-10',
    group: 'conversation',
    turns: ['What is the Brand Identity Design project?', 'what comes in the social media kit?'],
    expect: {
      facts: [{ anyOf: ['post templates', 'story frames', 'profile images', 'Profile images'], source: 'content/projects/graphics.ts:61' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'dl-conversation-11',
    group: 'conversation',
    turns: ['how good are you at Photoshop?', 'and Illustrator?', 'so which of the two are you better at?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
    },
  },
  {
    id: 'dl-conversation-12',
    group: 'conversation',
    turns: ['Can you tell me about the AI brand proposal?', 'the logo part, how many ideas did you go through?'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'dl-conversation-13',
    group: 'conversation',
    turns: ['what photo shoots have you done', 'the conference one - what was the meeting about?'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'Tokenization'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'dl-conversation-14',
    group: 'conversation',
    turns: ['whats ur email', 'and whatsapp?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '1 555 012 3456', '+1 555 0123456', '555-0123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
      ],
    },
  },
  {
    id: 'dl-conversation-15',
    group: 'conversation',
    turns: ['Do you have experience with carousel posts?', 'how many slides are in it?'],
    expect: {
      facts: [{ anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts'],
    },
  },
  {
    id: 'dl-conversation-16',
    group: 'conversation',
    turns: ['what skill groups are on your skills page?', "what's your strongest skill in the retouching one?"],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
    },
  },
  {
    id: 'dl-conversation-17',
    group: 'conversation',
    turns: ['I saw something about a passion project with posters?', 'how many are there in total'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'dl-conversation-18',
    group: 'conversation',
    turns: ['do you build websites with AI too?', 'how long did that one take you?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'Four days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dl-conversation-19',
    group: 'conversation',
    turns: ['What was Ocean Dreams?', 'who was it made for?', 'and Summit?'],
    expect: {
      facts: [{ anyOf: ['travel agency', 'travel'], source: 'content/projects/ai.ts:107' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
      mustNotContain: ['wellness'],
    },
  },
  {
    id: 'dl-conversation-20',
    group: 'conversation',
    turns: ["what's the web design category about", 'how many projects are in it?', 'and social media?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'dl-compound-1',
    group: 'compound',
    turns: ['Where are you based? And if I send an email how quickly do you usually answer?'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
    },
  },
  {
    id: 'dl-compound-2',
    group: 'compound',
    turns: ['how long have u been doing design and how many projects have you finished so far'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'dl-compound-3',
    group: 'compound',
    turns: ["What's your email address? Also are you on LinkedIn?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'LinkedIn'], source: 'content/owner.ts:26' },
      ],
    },
  },
  {
    id: 'dl-compound-4',
    group: 'compound',
    turns: ['how long is the music video edit, what year is it from, and which of your videos is the longest?'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dl-compound-5',
    group: 'compound',
    turns: ['Two things: does this site put cookies on my computer? and could I print one of your posters and hang it in my restaurant?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies", 'does not set cookies'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'dl-compound-6',
    group: 'compound',
    turns: ['what % are you in lightroom, webflow and audition?'],
    expect: {
      facts: [
        { anyOf: ['87'], source: 'content/tools.ts:67' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
    },
  },
  {
    id: 'dl-compound-7',
    group: 'compound',
    turns: ['Which tool do you use to make small pictures bigger, and which one for making AI videos?'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
    },
  },
  {
    id: 'dl-compound-8',
    group: 'compound',
    turns: ['How many photos are on the family portrait page? And how do I book a session like that?'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/photography.ts:35' },
        { anyOf: ['Book Your Family Session', 'WhatsApp', 'whatsapp'], source: 'content/projects/photography.ts:72' },
      ],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'dl-compound-9',
    group: 'compound',
    turns: ['what is Glow Skincare and what is Atlas Architects? saw both names on your site'],
    expect: {
      facts: [
        {
          anyOf: ['skincare brand', 'routine builder', 'ingredient stories', 'product showcase'],
          source: 'content/cards/web-design.ts:51',
        },
        { anyOf: ['architecture practice', 'architecture', 'minimal portfolio'], source: 'content/cards/web-design.ts:37' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dl-compound-10',
    group: 'compound',
    turns: ['In which year did you shoot the perfumes, and in which year the beverages & desserts photos?'],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:58' },
        { anyOf: ['2023'], source: 'content/categories.ts:59' },
      ],
      links: ['/portfolio/photography', '/portfolio/perfume-photography', '/portfolio/beverages-desserts'],
    },
  },
]
