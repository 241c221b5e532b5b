// Held-out set JN: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJN: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact (20)
  {
    id: 'jn-fact-1',
    group: 'fact',
    turns: ['hey, whats your email? want to send over our new menu so you can see what we need'],
    expect: { facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'jn-fact-2',
    group: 'fact',
    turns: ['Hi! Im running a food truck, I prefer whatsapp over mail. what number do i message?'],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', 'wa.me/15550123456', '555 0123 456', '555 012 3456', '555-012-3456', '555-0123'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jn-fact-3',
    group: 'fact',
    turns: ["we're a taco truck down in San Antonio, Texas. do you need to be local to work with us or where are you even based?"],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact', '/home'],
    },
  },
  {
    id: 'jn-fact-4',
    group: 'fact',
    turns: ['If I send a message tonight after closing the restaurant, how soon would I typically get an answer back?'],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jn-fact-5',
    group: 'fact',
    turns: [
      'hello, my dumpling shop is finally getting on the delivery apps (uber eats etc). do you do food photos for those app listings??',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'delivery app',
            'Book Food Photography',
            'Drinks & Desserts',
            'Drinks and Desserts',
            'Beverages & Desserts',
            'Beverages and Desserts',
          ],
          source: 'content/projects/photography.ts:143',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'jn-fact-6',
    group: 'fact',
    turns: ['do u design business cards? ours still have the old logo on them lol'],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity', '/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jn-fact-7',
    group: 'fact',
    turns: ['Honest question before I hire anyone for my bistro: how many years have you actually been doing design work?'],
    expect: {
      facts: [{ anyOf: ['1-2', '1–2', '1 to 2', 'one to two', 'one or two', '1 or 2'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5', '5+ years', 'five years', '5 years'],
    },
  },
  {
    id: 'jn-fact-8',
    group: 'fact',
    turns: ['sorry who is the actual designer here? whose portfolio is this'],
    expect: { facts: [{ anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' }], links: ['/about'] },
  },
  {
    id: 'jn-fact-9',
    group: 'fact',
    turns: ['My pastry shop wants a website where people can pre-order cakes for pickup. Have you built a site for a bakery before?'],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'jn-fact-10',
    group: 'fact',
    turns: ['what is "33 degree"?? keep seeing it in your photos, is it a cafe or what'],
    expect: {
      facts: [{ anyOf: ['coffee roaster', 'speciality coffee', 'specialty coffee'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jn-fact-11',
    group: 'fact',
    turns: ['our beach shack would look amazing from above 🚁 have you done any video with drone shots?'],
    expect: { facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'jn-fact-12',
    group: 'fact',
    turns: ['we want those swipe-through posts on instagram that explain our menu step by step. you made that kind before?'],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jn-fact-13',
    group: 'fact',
    turns: ['which program do you use to make small blurry pictures big and sharp? our old menu photos are tiny'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/tools.ts:100' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence', '/home'],
    },
  },
  {
    id: 'jn-fact-14',
    group: 'fact',
    turns: ['quick one: does this website put cookies on my phone?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
            "doesn't set any cookies",
            'does not set any cookies',
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jn-fact-15',
    group: 'fact',
    turns: ['can i just take one of your latte photos for our cafe chalkboard & insta? we are small, nobody will notice 😅'],
    expect: { facts: [{ anyOf: ['permission'], source: 'content/legal.ts:60' }], links: ['/terms'] },
  },
  {
    id: 'jn-fact-16',
    group: 'fact',
    turns: [
      'We host a launch evening for a new wine list at the restaurant, with speakers and press. If you photograph it, how fast do we receive the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'jn-fact-17',
    group: 'fact',
    turns: ['my business partner wants to see a CV before we sign anything, where can I download it?'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' }],
      links: ['/home'],
    },
  },
  {
    id: 'jn-fact-18',
    group: 'fact',
    turns: ['for the food truck we need those tall full screen graphics for ig stories and tiktok. what size/format do you make those in'],
    expect: {
      facts: [{ anyOf: ['9:16', '9/16', '9 by 16', '9x16'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'jn-fact-19',
    group: 'fact',
    turns: ['whats the name of the studio / brand behind this site? want to tag it when we post'],
    expect: { facts: [{ anyOf: ['Discovery'], source: 'content/site.ts:10' }], links: ['/', '/home'] },
  },
  {
    id: 'jn-fact-20',
    group: 'fact',
    turns: [
      'This chat thing is neat. Could you build something like it for my pizzeria so it answers customers questions about opening hours and the menu?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compute (15)
  {
    id: 'jn-compute-1',
    group: 'compute',
    turns: ['which is the longest film on your videography page? want to see something with real depth'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jn-compute-2',
    group: 'compute',
    turns: ['i only have like a minute between lunch and dinner service lol. whats the shortest video in the videography section?'],
    expect: {
      facts: [
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
        { anyOf: ['0:45', '45 sec', '45 s'], source: 'content/cards/videography.ts:36' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jn-compute-3',
    group: 'compute',
    turns: ['Of all the programs in your tools list, which one are you the most strong at?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jn-compute-4',
    group: 'compute',
    turns: ['be honest, which tool in your stack are you weakest with?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jn-compute-5',
    group: 'compute',
    turns: ['how many client websites are shown on your web design page?'],
    expect: { facts: [{ anyOf: ['six', '6 ', '6.', '6,'], source: 'content/cards/web-design.ts:19' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'jn-compute-6',
    group: 'compute',
    turns: ['heard about Lovable from another cafe owner. which of the client websites on your web design page were made with it?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jn-compute-7',
    group: 'compute',
    turns: ['how many Adobe apps do you use in total?'],
    expect: { facts: [{ anyOf: ['seven', '7 ', '7.', '7,', '7:'], source: 'content/tool-makers.ts:10' }], links: ['/home'] },
  },
  {
    id: 'jn-compute-8',
    group: 'compute',
    turns: ['On the videography page, which of the films are from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jn-compute-9',
    group: 'compute',
    turns: ['on ur photography page which shoots are the older ones, from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography', '/portfolio/beverages-desserts', '/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'jn-compute-10',
    group: 'compute',
    turns: [
      'if I sat down after closing and watched all six films on the videography page back to back, how long would that take in total?',
    ],
    expect: {
      facts: [{ anyOf: ['14:05', '14 minutes', '14 min', '845'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jn-compute-11',
    group: 'compute',
    turns: ['from the AI generated videos, which one runs longest?'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '65 sec'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jn-compute-12',
    group: 'compute',
    turns: ['In which category have you done the most projects? I want someone with lots of practice'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40 '], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'jn-compute-13',
    group: 'compute',
    turns: ['is food photography your strongest photo skill? or is something else higher? (I have a ramen bar)'],
    expect: {
      facts: [
        { anyOf: ['Product Photography'], source: 'content/skills.ts:114' },
        { anyOf: ['89'], source: 'content/skills.ts:115' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'jn-compute-14',
    group: 'compute',
    turns: ['which of the tools on your list are for video? we need a short promo for the truck 🌮'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jn-compute-15',
    group: 'compute',
    turns: ['in the skills overview on your about page, whats your highest bar?'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['95'], source: 'content/about.ts:74' },
      ],
      links: ['/about'],
    },
  },

  // ---------------------------------------------------------------- compound (15)
  {
    id: 'jn-compound-1',
    group: 'compound',
    turns: ['how many projects have you completed so far? and how many tools are in your design stack?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jn-compound-2',
    group: 'compound',
    turns: ['is there a contact form I can fill in? and besides the CV, do you also have a resume to download'],
    expect: {
      facts: [
        {
          anyOf: ['coming soon', 'on its way', 'not yet', 'no contact form', 'no form', "isn't a contact form", 'is not a contact form'],
          source: 'content/placeholders.ts:7',
        },
        { anyOf: ['alex-morgan-resume.pdf', 'resume.pdf', 'Download Resume'], source: 'content/owner.ts:21' },
      ],
      links: ['/contact', '/home'],
    },
  },
  {
    id: 'jn-compound-3',
    group: 'compound',
    turns: [
      'Two things. Which project of yours is the one for a neighbourhood cafe with menu and signs? And what kind of signs did you make for them? We need new outdoor signage for our coffee shop.',
    ],
    expect: {
      facts: [
        { anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' },
        { anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame', 'awning'], source: 'content/projects/graphics.ts:253' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'jn-compound-4',
    group: 'compound',
    turns: ['that AI-built website in your AI section — how long did it take to make, and what tool did you build it with?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jn-compound-5',
    group: 'compound',
    turns: ['your Beverages & Desserts shoot: what kind of stuff is in it? and was it for a menu or for ads'],
    expect: {
      facts: [
        { anyOf: ['smoothie', 'layer cake', 'lemonade', 'donut'], source: 'content/projects/photography.ts:225' },
        { anyOf: ['menu refresh', 'print menu', 'delivery app'], source: 'content/projects/photography.ts:225' },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'jn-compound-6',
    group: 'compound',
    turns: [
      'for our new logo you would use illustrator right, how good are you at it (%)? and for the menu booklet indesign — same question',
    ],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/tools.ts:22' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jn-compound-7',
    group: 'compound',
    turns: ['The Foods & Restaurants posts — what platforms were they made for, and how many posts are on that page?'],
    expect: {
      facts: [
        { anyOf: ['Instagram', 'Facebook'], source: 'content/projects/social.ts:93' },
        { anyOf: ['nine', '9 ', '9.', '9,'], source: 'content/projects/social.ts:17' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'jn-compound-8',
    group: 'compound',
    turns: ['if i type my questions in this chat, do you save them somewhere? and which AI company gets to see them?'],
    expect: {
      facts: [
        {
          anyOf: [
            'not stored',
            'are not saved',
            "aren't stored",
            "aren't saved",
            'not saved',
            'no database',
            'not kept',
            "don't store",
            "doesn't store",
          ],
          source: 'content/legal.ts:15',
        },
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jn-compound-9',
    group: 'compound',
    turns: ['wich AI tool you use for make videos, and how good you are with it in percent?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'jn-compound-10',
    group: 'compound',
    turns: ['r u on behance? and linkedin? pls send both links, my manager wants to look'],
    expect: {
      facts: [
        { anyOf: ['behance.net'], source: 'content/owner.ts:25' },
        { anyOf: ['linkedin.com'], source: 'content/owner.ts:26' },
      ],
    },
  },
  {
    id: 'jn-compound-11',
    group: 'compound',
    turns: [
      'We always do a special iftar menu in Ramadan 🌙 Have you designed Ramadan posts before? And what colours did you use for them?',
    ],
    expect: {
      facts: [
        { anyOf: ['Ramadan Design', 'Social Media Ramadan Posts'], source: 'content/projects/graphics.ts:282' },
        { anyOf: ['midnight blue'], source: 'content/projects/graphics.ts:285' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'jn-compound-12',
    group: 'compound',
    turns: ["you've got a film about a family bakery right? how long is it, and what year did you make it?"],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jn-compound-13',
    group: 'compound',
    turns: ['whats actually in your motion graphics reel? and how long is it'],
    expect: {
      facts: [
        { anyOf: ['logo animation', 'kinetic typography', 'animated social'], source: 'content/cards/videography.ts:66' },
        { anyOf: ['1:15', '1 min 15', '1 minute 15', '75 seconds'], source: 'content/cards/videography.ts:68' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jn-compound-14',
    group: 'compound',
    turns: [
      'I roast my own beans and sell them from the café. Did you build a website for a coffee roaster? Does it sell subscriptions? And what else is on it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription'], source: 'content/cards/web-design.ts:58' },
        { anyOf: ['brewing guide', 'partner cafe', 'partner café'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jn-compound-15',
    group: 'compound',
    turns: ['saw a poster series in your graphics. how many posters are in it, and was it for a client or your own thing?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8 ', '8.', '8,'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'passion project', 'personal', 'my own', 'own project'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
]
