// Held-out set CR: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutCR: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'cr-conversation-1',
    group: 'conversation',
    turns: ['can you show me your videography work?', 'how long is the third one'],
    expect: {
      facts: [
        { anyOf: ['Event Highlights Reel', 'Event Highlights', 'highlights reel'], source: 'content/cards/videography.ts:41' },
        { anyOf: ['1:50', '1 min 50', '1 minute 50', '110 seconds'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cr-conversation-2',
    group: 'conversation',
    turns: ['Which AI tools are in your stack?', 'how good r u with the video one'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cr-conversation-3',
    group: 'conversation',
    turns: ['tell me about your web design projects pls', 'the travel one, what does the site have?', 'and was it made with webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust', 'Wanderlust Travel Co.'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cr-conversation-4',
    group: 'conversation',
    turns: ["What's in the photography section?", 'and the coffee one — who was the client?'],
    expect: {
      facts: [{ anyOf: ['33 Degree', '33 Degree Speciality', '33 Degrees'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-conversation-5',
    group: 'conversation',
    turns: ['Hi!! do you photograph weddings? 💍', 'how fast would we get the pictures after?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-conversation-6',
    group: 'conversation',
    turns: ['I saw a brand identity project on your site, what is in it?', "what's the third tile about?"],
    expect: {
      facts: [
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
        { anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'cr-conversation-7',
    group: 'conversation',
    turns: ['which social media projects have you done', 'the one for linkedin — how many slides does it have?'],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'cr-conversation-8',
    group: 'conversation',
    turns: ['how good are you at photoshop?', 'and illustrator?', 'so which one is higher'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cr-conversation-9',
    group: 'conversation',
    turns: ['Show me the AI video production clips', 'the city one, what was it used for and how long is it?'],
    expect: {
      facts: [
        { anyOf: ['aftermovie', 'after-movie', 'after movie', 'event'], source: 'content/projects/ai.ts:75' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cr-conversation-10',
    group: 'conversation',
    turns: ['is there a page with all your skills?', 'what are the 3D ones', 'whats the weakest in that group'],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'product render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cr-conversation-11',
    group: 'conversation',
    turns: ['how much experience do you have with motion graphics?', 'is there a film that shows it off?'],
    expect: {
      facts: [{ anyOf: ['Motion Graphics Reel', 'motion graphics reel', 'showreel'], source: 'content/cards/videography.ts:65' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cr-conversation-12',
    group: 'conversation',
    turns: ['do u do packaging', "ok what's in it?"],
    expect: {
      facts: [
        { anyOf: ['Cafe Menu', 'café menu', 'menu'], source: 'content/projects/graphics.ts:222' },
        { anyOf: ['Signage', 'signs', 'sign'], source: 'content/projects/graphics.ts:252' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'cr-conversation-13',
    group: 'conversation',
    turns: ['Hello, I own a small bakery in town.', 'Have you ever made a website for one?', 'what features did it have'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery', 'Bloom'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['pre-order', 'preorder', 'pre order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cr-conversation-14',
    group: 'conversation',
    turns: ['tell me about the perfume shoot', 'and that one with the tokenization thing?'],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'tokenization meeting', 'Tokenization'],
          source: 'content/projects/photography.ts:150',
        },
        { anyOf: ['keynote', 'panel', 'networking', 'next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-conversation-15',
    group: 'conversation',
    turns: ['What does the AI prompt images project show?', 'which tools were used for it?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['ChatGPT', 'Chat GPT'], source: 'content/cards/ai.ts:11' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cr-conversation-16',
    group: 'conversation',
    turns: ['where can i find your ramadan designs', 'how many pics are in it?'],
    expect: {
      facts: [{ anyOf: ['nine', '9'], source: 'content/projects/graphics.ts:11' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'cr-conversation-17',
    group: 'conversation',
    turns: ['What categories does your portfolio have?', 'how many projects in the video one?'],
    expect: {
      facts: [{ anyOf: ['12+', '12 +', 'twelve', '12'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'cr-conversation-18',
    group: 'conversation',
    turns: ['who is the designer behind this site?', 'how can I reach them', 'and do they have linkedin?'],
    expect: {
      facts: [{ anyOf: ['linkedin.com/in/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:26' }],
    },
  },
  {
    id: 'cr-conversation-19',
    group: 'conversation',
    turns: ['which of your photo shoots are from 2023?', 'tell me more about the first of those'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Beverages'], source: 'content/projects/photography.ts:222' },
        { anyOf: ['smoothie', 'layer cake', 'lemonade', 'donut', 'doughnut'], source: 'content/projects/photography.ts:225' },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-conversation-20',
    group: 'conversation',
    turns: ["what's this AI-built website thing in your AI section?", 'how long did it take?', 'and wich tools did u use for it'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
        { anyOf: ['ChatGPT', 'Chat GPT'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'cr-compute-1',
    group: 'compute',
    turns: ['Which of your videography films is the longest?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', '4 minutes and 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cr-compute-2',
    group: 'compute',
    turns: ['in the AI video production, which clips are shorter than half a minute?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['Bloom Timelapse', 'Bloom Time-lapse', 'Bloom'], source: 'content/projects/ai.ts:98' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cr-compute-3',
    group: 'compute',
    turns: ['if I watched all six films on your videography page back to back, how long would that take in total?'],
    expect: {
      facts: [{ anyOf: ['14:05', '14 min', '14 minutes', '845'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cr-compute-4',
    group: 'compute',
    turns: ['Out of all the tools you list, which one are you least confident with?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cr-compute-5',
    group: 'compute',
    turns: ['how many of ur tools are at 90% or above? name them'],
    expect: {
      facts: [
        { anyOf: ['5', 'five'], source: 'content/tools.ts:13' },
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cr-compute-6',
    group: 'compute',
    turns: ['What is the gap between your Photoshop level and your Kling level?'],
    expect: {
      facts: [{ anyOf: ['17'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'cr-compute-7',
    group: 'compute',
    turns: ['On the skills page, which skills have the very highest score?'],
    expect: {
      facts: [
        { anyOf: ['Layout & Composition', 'Layout and Composition', 'Layout'], source: 'content/skills.ts:23' },
        { anyOf: ['Background Removal'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cr-compute-8',
    group: 'compute',
    turns: ['If you add up the project counts of all your portfolio categories, what do you get?'],
    expect: {
      facts: [{ anyOf: ['152'], source: 'content/category-summaries.ts:22' }],
      links: ['/portfolio'],
    },
  },
  {
    id: 'cr-compute-9',
    group: 'compute',
    turns: ['which area have you done the most projects in?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'cr-compute-10',
    group: 'compute',
    turns: ['How many of the films in your videography section were made in 2024?'],
    expect: {
      facts: [{ anyOf: ['4', 'four'], source: 'content/cards/videography.ts:29' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'cr-compound-1',
    group: 'compound',
    turns: ['whats your email and where are you based?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'cr-compound-2',
    group: 'compound',
    turns: ['How many years have you been doing this, and how many projects have you finished so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'over 5', 'five years'],
    },
  },
  {
    id: 'cr-compound-3',
    group: 'compound',
    turns: ['Quick one: your Midjourney level? And After Effects?'],
    expect: {
      facts: [
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cr-compound-4',
    group: 'compound',
    turns: ['what platform were the real estate posts made for, and how many slides are in the carousel spotlight?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'cr-compound-5',
    group: 'compound',
    turns: ['The Brand Story Film - how long is it and when did you make it?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2 minutes and 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cr-compound-6',
    group: 'compound',
    turns: ['Does this site put cookies on my computer? Also, am I allowed to use a few of your images on my own website?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'any cookies',
            'not set cookies',
            "doesn't use cookies",
            'does not use cookies',
            "doesn't set",
            'does not set',
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'cr-compound-7',
    group: 'compound',
    turns: ['can I get your whatsapp number? and is there a CV somewhere I can download'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '1 555 012 3456', '555 0123456', '555-012-3456', '(555) 012-3456'], source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cr-compound-8',
    group: 'compound',
    turns: ['How many posters are in your passion project series? and what does the stationery project include?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        {
          anyOf: ['Company Profile', 'Corporate Document Suite', 'Office Stationery', 'letterhead'],
          source: 'content/projects/graphics.ts:158',
        },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'cr-compound-9',
    group: 'compound',
    turns: ['which site did you make for a coffee roaster and which one for a gym?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee', 'Harbour Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['Pulse Fitness Studio', 'Pulse Fitness', 'Pulse'], source: 'content/cards/web-design.ts:29' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cr-compound-10',
    group: 'compound',
    turns: ['How strong are you in Webflow, how strong in Lovable, and how quickly did you ship that AI-built website?'],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:121' },
        { anyOf: ['90'], source: 'content/tools.ts:112' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- indirect (10)
  {
    id: 'cr-indirect-1',
    group: 'indirect',
    turns: ["my café's menu photos look awful, the drinks look flat and the cakes look sad 😩 can you help"],
    expect: {
      facts: [
        {
          anyOf: [
            'food photography',
            'Food Photography',
            'Beverages & Desserts',
            'Drinks & Desserts',
            'Beverages and Desserts',
            'Drinks and Desserts',
          ],
          source: 'content/projects/photography.ts:240',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-indirect-2',
    group: 'indirect',
    turns: [
      'We have some old product pictures that are tiny and go all blocky when we put them on our new big in-store screen. Anything you can do?',
    ],
    expect: {
      facts: [{ anyOf: ['upscal', 'AI Enhanced', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cr-indirect-3',
    group: 'indirect',
    turns: ["we're getting married next spring and want someone who just quietly captures the day without staging everything"],
    expect: {
      facts: [{ anyOf: ['wedding photography', 'Weddings', 'Wedding'], source: 'content/projects/photography.ts:96' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-indirect-4',
    group: 'indirect',
    turns: [
      "I'm opening a little coffee shop in a few months and I need everything to look right: the menu, the cups and bags, the sign outside. Where do I even start?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging', 'signage'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'cr-indirect-5',
    group: 'indirect',
    turns: ['our agency sells apartments and villas but our facebook page is totally dead, nobody engages. what could you do for us'],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate', 'listing'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'cr-indirect-6',
    group: 'indirect',
    turns: [
      'Customers keep emailing my shop the same 10 questions about shipping and sizes. I wish something on my website could just answer them, even at night.',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat bot', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cr-indirect-7',
    group: 'indirect',
    turns: [
      'We have a conference in November with speakers and panel sessions, and the press team needs pictures the morning after. Is that something you cover?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['event photography', 'Event Photography', 'Corporate Tokenization Meeting', 'next day', 'next-day'],
          source: 'content/projects/photography.ts:167',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-indirect-8',
    group: 'indirect',
    turns: ['holy month is coming and i need greeting posts + iftar announcements for our restaurant insta'],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'cr-indirect-9',
    group: 'indirect',
    turns: ['I launch my own fragrance line next month and the bottle shots for my online store look cheap. help?'],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'perfume', 'product photography', 'Product Photography'], source: 'content/projects/photography.ts:102' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cr-indirect-10',
    group: 'indirect',
    turns: [
      'we recorded interviews for our company video but the sound is echoey and full of background hum. is that fixable on your side?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/skills', '/about'],
    },
  },
]
