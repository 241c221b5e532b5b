// Held-out set HW: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutHW: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'hw-indirect-1',
    group: 'indirect',
    turns: [
      'We have a folder of old product shots from 2015, tiny files, very blurry when you zoom. Trade show in May and marketing wants them on a 2m banner. Have you ever rescued images like that so they hold up big?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-indirect-2',
    group: 'indirect',
    turns: [
      'hi, account manager at an agency here. our client runs an industry summit next month (keynotes, panels, networking drinks) and PR needs usable pictures the morning after for the press release. anything in your work like that?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'Book Event Photography', 'event photography'],
          source: 'content/projects/photography.ts:150',
        },
        { anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-indirect-3',
    group: 'indirect',
    turns: [
      'We sell a small line of scents online. Our listing pics look flat and the glass bottles reflect the whole room. Who on your side has shot something like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-indirect-4',
    group: 'indirect',
    turns: [
      'Client of ours is a property developer, launching two glass residential towers plus some villas. They need a run of posts announcing the listings and the launch. Do you have something similar I can forward them?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'hw-indirect-5',
    group: 'indirect',
    turns: [
      'our office paperwork is a mess, every department has its own letterhead, envelopes, invoice layout, even the staff badges and notebooks look different. want it all to look like one company. shown anything like that?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite', 'Office Stationery Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-indirect-6',
    group: 'indirect',
    turns: [
      "Opening a little coffee place on our street in September. Need the menu for the counter and tables, cup sleeves, paper bags, stamp cards and the board outside on the pavement. What have you done that's closest?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging', 'Cafe Menu', 'Signage'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-indirect-7',
    group: 'indirect',
    turns: [
      'I do marketing for a spa & wellness brand. We want a slow, calming loop of the sea for our website header, but there is zero budget for a film crew. possible?? any example 🌊',
    ],
    expect: {
      facts: [{ anyOf: ['Ocean Dreams'], source: 'content/projects/ai.ts:66' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-indirect-8',
    group: 'indirect',
    turns: [
      'We manage 3 gyms. Members keep calling to ask what time the spin class is and new people cannot sign up for a free first session online. Have you built a site that solves this?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hw-indirect-9',
    group: 'indirect',
    turns: [
      "Our HQ is in Rotterdam and I couldn't see where you're based. Do you take on clients who aren't in your city, if everything runs over calls and email?",
    ],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' }],
    },
  },
  {
    id: 'hw-indirect-10',
    group: 'indirect',
    turns: [
      "we're a new fintech startup with literally nothing visual yet. need a logo, our colours and fonts, a rulebook so the team doesn't butcher it, business cards and some templates for insta. show me the project closest to that pls",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-indirect-11',
    group: 'indirect',
    turns: [
      'Marketing manager, cosmetics. New face serum drops in three weeks. I need a short, punchy clip for socials before the launch, cut to the beat with animated titles and close-up shots of the product. Do you have a sample of exactly this kind of video?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hw-indirect-12',
    group: 'indirect',
    turns: [
      'My client is a bread shop run by the same family for three generations. They want a short film showing the early-morning baking and the first customers walking in. Which of your videos should I show them?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hw-indirect-13',
    group: 'indirect',
    turns: ['we are starting a company podcast and want a short space-y, galaxy kind of opener clip. anything like that in your work?'],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-indirect-14',
    group: 'indirect',
    turns: [
      'B2B company, our LinkedIn audience likes educational content. I want posts where people swipe through several slides that explain numbers step by step, charts, checklists etc. Did you make something like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hw-indirect-15',
    group: 'indirect',
    turns: [
      "Relaunching our fashion label's instagram. When someone lands on our profile the whole wall of squares should look planned, like one layout, but each single post still has to make sense on its own. Have you done a profile like that?",
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post', '9-post', 'nine posts', '9 posts'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'hw-indirect-16',
    group: 'indirect',
    turns: [
      'A lot of our customers are in the Gulf. The fasting month starts soon and we want greeting posts plus announcements for the evening meal gatherings we host. have you designed for that season before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-indirect-17',
    group: 'indirect',
    turns: [
      'we run a dessert bar: ice cream cones, cupcakes, macarons and iced drinks with straws. need bright fun pictures of them for the menu and IG. which of your shoots is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-indirect-18',
    group: 'indirect',
    turns: [
      'We roast our own beans and sell the bags in our web shop. Looking for pictures of the beans, the pour-over process and our bags for the site. Have you photographed something like that for another brand?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:174' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-indirect-19',
    group: 'indirect',
    turns: [
      'Investor demo is next week and we have no website and no developers. Can something real be online in days rather than weeks? Any proof you have done it?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI Built Website', 'four days', '4 days', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-indirect-20',
    group: 'indirect',
    turns: [
      'Our support team answers the same 20 questions all day (opening hours, delivery, returns). Could something on our website reply to customers automatically using our own info? Have you made anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat bot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'hw-conversation-1',
    group: 'conversation',
    turns: ['What websites have you designed for clients?', 'the bakery one - what can customers actually do on it?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hw-conversation-2',
    group: 'conversation',
    turns: ['can you list the films on your videography page', 'which year is the music one from?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hw-conversation-3',
    group: 'conversation',
    turns: ['Which AI-generated videos have you produced?', 'The third one, what was it made for?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['perfume', 'launch teaser'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-conversation-4',
    group: 'conversation',
    turns: [
      'Hi! My sister is getting married in October and I am helping her find a photographer. What kinds of photography do you do?',
      'ok the wedding one. how quickly do they get the pictures after the day?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-conversation-5',
    group: 'conversation',
    turns: ['what software do you use for video work?', 'and how good are you with the audio one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hw-conversation-6',
    group: 'conversation',
    turns: ['What social media projects can I look at?', 'the one with the big letters, how many posts are in it'],
    expect: {
      facts: [
        { anyOf: ['Typography Posts', 'Typography'], source: 'content/projects/social.ts:145' },
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hw-conversation-7',
    group: 'conversation',
    turns: ['Show me your graphic design projects.', 'What is the passion project about?'],
    expect: {
      facts: [
        { anyOf: ['geometric'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['eight', '8 posters', '8 geometric'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-conversation-8',
    group: 'conversation',
    turns: ["What's included in your brand identity project?", 'and the 2nd item, what does that cover exactly'],
    expect: {
      facts: [
        {
          anyOf: ['Colour & Type System', 'Colour and Type System', 'Color & Type', 'colour and type', 'color and type'],
          source: 'content/projects/graphics.ts:36',
        },
        { anyOf: ['accessible', 'two-family', 'type scale'], source: 'content/projects/graphics.ts:37' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-conversation-9',
    group: 'conversation',
    turns: ['What skill areas are on your skills page?', 'for the retouching one, what are you strongest at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'removing backgrounds', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'hw-conversation-10',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'who makes the video one?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hw-conversation-11',
    group: 'conversation',
    turns: [
      "Hello, I'm at a branding agency, we're looking for a freelancer for one of our clients in the coffee business.",
      'What coffee-related work have you done?',
      'The roastery website - what features does it have?',
    ],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guide', 'partner cafe', 'partner café'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hw-conversation-12',
    group: 'conversation',
    turns: ['what does the stationery project include?', 'how many images in the middle one?'],
    expect: {
      facts: [
        { anyOf: ['Corporate Document Suite', 'Document Suite'], source: 'content/projects/graphics.ts:166' },
        { anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hw-conversation-13',
    group: 'conversation',
    turns: ['What are the principles in your "Creative Excellence" section?', 'Explain the last one a bit more.'],
    expect: {
      facts: [
        { anyOf: ['Data-Driven', 'Data Driven'], source: 'content/home-excellence.ts:24' },
        { anyOf: ['engagement', 'click-through', 'click through', 'measured'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hw-conversation-14',
    group: 'conversation',
    turns: ['quick overview of what you actually do for clients? the main service areas', 'for the video one, which programs?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/about', '/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'hw-conversation-15',
    group: 'conversation',
    turns: ['Which projects are in your AI category?', 'For the prompt images one, which tools were used?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['ChatGPT'], source: 'content/cards/ai.ts:11' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-conversation-16',
    group: 'conversation',
    turns: ['What videos have you made? need examples for a client pitch', 'the hiking one - how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min', 'four min'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hw-conversation-17',
    group: 'conversation',
    turns: ['do u do family photoshoots? 👨‍👩‍👧‍👦', 'nice. and when would we get the pictures after?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-conversation-18',
    group: 'conversation',
    turns: ['What is in the AI brand proposal?', 'For the first part, how many directions did you explore?'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concept'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hw-conversation-19',
    group: 'conversation',
    turns: ["How can I get in touch with you? There's no form on the contact page.", 'and how fast do you usually answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'working day', 'business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'hw-conversation-20',
    group: 'conversation',
    turns: ['Which Adobe apps do you work with?', 'what do you use the layout one for?'],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['company profile', 'menus', 'multi-page', 'print-ready'], source: 'content/tools.ts:39' },
      ],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'hw-compound-1',
    group: 'compound',
    turns: ["What's your email address, and is there a CV I can download for our vendor file?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['alex-morgan-cv', 'Download CV', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'hw-compound-2',
    group: 'compound',
    turns: ['For our supplier form: how many years of experience do you have, and roughly how many projects have you completed?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },
  {
    id: 'hw-compound-3',
    group: 'compound',
    turns: ['which platform were the real estate posts made for? and the carousel ones?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social', '/portfolio/carousel-posts'],
    },
  },
  {
    id: 'hw-compound-4',
    group: 'compound',
    turns: ['Two things: how long is the Product Launch Teaser, and what year did you make the Documentary Short?'],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 sec', '45s', '45-second'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hw-compound-5',
    group: 'compound',
    turns: ['how strong r u in photoshop vs midjourney? % pls'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hw-compound-6',
    group: 'compound',
    turns: ['Our legal team asks: does your site set any cookies? And if I switch to dark mode, where is that choice saved?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'not set any cookies',
            "doesn't set any cookies",
            "doesn't use cookies",
            'does not use cookies',
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'hw-compound-7',
    group: 'compound',
    turns: ['How many photos are on each of your photography project pages? Also, what does the booking button on the wedding page say?'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/photography.ts:35' },
        { anyOf: ['Book Your Wedding Photography'], source: 'content/projects/photography.ts:96' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hw-compound-8',
    group: 'compound',
    turns: [
      'Three quick ones for a proposal I am writing: which tool do you use to turn stills/prompts into video clips, how long did the AI-built website take, and what web builder do you use besides Webflow?',
    ],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'hw-compound-9',
    group: 'compound',
    turns: ['Could we use one of your geometric posters in our company brochure? And if we want to license it, who do we write to?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/legal.ts:61' },
      ],
      links: ['/terms', '/portfolio/event-poster-series', '/contact'],
    },
  },
  {
    id: 'hw-compound-10',
    group: 'compound',
    turns: ['How many web design projects have you done, and how many social media ones?'],
    expect: {
      facts: [
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30', '30 or more'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40', '40 or more'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/web-design', '/portfolio/social-media'],
    },
  },
]
