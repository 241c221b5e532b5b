// Held-out set JL: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = 'hello@discovery-design.example'

export const heldOutJL: HeldOutCase[] = [
  // ---------------------------------------------------------------- compound
  {
    id: 'jl-compound-1',
    group: 'compound',
    turns: [
      'Good morning. I act as a notary public and our chambers are considering a new visual identity. Before instructing anyone I must record two points: (1) how many years of professional experience does the designer have, and (2) how many projects have been completed to date?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2', 'one or two'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200', '200 plus'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'jl-compound-2',
    group: 'compound',
    turns: ['email address pls. also is the designer local or remote?? our accounting firm is in rotterdam'],
    expect: {
      facts: [
        { anyOf: [EMAIL], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'working remotely', 'works remotely', 'remotely'], source: 'content/site.ts:16' },
      ],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'jl-compound-3',
    group: 'compound',
    turns: [
      "Hi there, I run a small bookkeeping practice, just me and two part-timers, and I tried the contact page but it says coming soon?? So what's actually the best way to get hold of the designer right now, and roughly how quickly do they usually reply? We're in tax season so I need to plan around it.",
    ],
    expect: {
      facts: [
        { anyOf: ['WhatsApp'], source: 'content/placeholders.ts:7' },
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a working day'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jl-compound-4',
    group: 'compound',
    turns: [
      'Our law firm publishes a 40-page annual brochure. Which program does the designer use for multi-page layouts like that, and how high is the proficiency rated in it?',
    ],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'jl-compound-5',
    group: 'compound',
    turns: [
      'As data protection officer of a notarial office I have two compliance questions about this website: does it place any cookies, and are the messages I type into this chat saved in a database?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not set cookies',
            "doesn't set cookies",
            'does not use cookies',
            "doesn't use cookies",
            'no cookie',
            'not use any cookies',
            'not set any cookies',
          ],
          source: 'content/legal.ts:33',
        },
        {
          anyOf: [
            'not stored',
            "aren't stored",
            'are not saved',
            "aren't saved",
            'not kept',
            'not in a database',
            'no database',
            'not saved',
          ],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jl-compound-6',
    group: 'compound',
    turns: [
      'I would like to put one of the photographs from this portfolio in our accounting firm’s annual report. Am I permitted to just use it? If not, whom should I write to?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['written permission', 'without permission', 'ask first', 'permission first', 'need permission', 'requires permission'],
          source: 'content/legal.ts:60',
        },
        { anyOf: [EMAIL], source: 'content/legal.ts:61' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'jl-compound-7',
    group: 'compound',
    turns: [
      'the event highlights reel: how long is it and what year was it made? (we want something similar for our bar association conference)',
    ],
    expect: {
      facts: [
        { anyOf: ['1:50', '1 min 50', 'one minute fifty', '1 minute 50', '110 seconds'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:45' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jl-compound-8',
    group: 'compound',
    turns: [
      'Our tax advisory firm hosts a client seminar in spring. Has the designer photographed a corporate meeting before, what was it called, and how fast were the pictures delivered?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'jl-compound-9',
    group: 'compound',
    turns: ['is there any website made for a professional firm (architects, lawyers, that sort)? and which platform was it built on'],
    expect: {
      facts: [
        { anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' },
        { anyOf: ['Webflow'], source: 'content/cards/web-design.ts:38' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jl-compound-10',
    group: 'compound',
    turns: [
      'Someone told me your designer built a website with AI super quickly. How many days did that take, and what builder tool was used? Asking because our notary office website is from 2009 😅',
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jl-compound-11',
    group: 'compound',
    turns: [
      'Could the designer build an assistant like this one for my law practice, answering client FAQs? What would it answer from, and which AI models or tools are listed for that kind of work?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'own content',
            'your content',
            'its content',
            "business's own",
            'business’s own',
            'from your website',
            'your own website',
          ],
          source: 'content/cards/ai.ts:26',
        },
        { anyOf: ['Claude'], source: 'content/cards/ai.ts:30' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jl-compound-12',
    group: 'compound',
    turns: ['On the skills page: what level is Typography, and what level is Logo Design?'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/skills.ts:24' },
        { anyOf: ['93'], source: 'content/skills.ts:36' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'jl-compound-13',
    group: 'compound',
    turns: [
      'For my audit file I like numbers. How many social media projects does the portfolio claim, and how many photography projects?',
    ],
    expect: {
      facts: [
        { anyOf: ['40+', 'over 40', 'more than 40', '40 plus'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', 'over 30', 'more than 30', '30 plus'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/photography'],
    },
  },
  {
    id: 'jl-compound-14',
    group: 'compound',
    turns: ['For the engagement letter I need the full name of the designer and the professional title they use. Please state both.'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Creative Designer'], source: 'content/site.ts:12' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jl-compound-15',
    group: 'compound',
    turns: ['whatsapp number? and where do i download the cv, my partner wants to read it first'],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', '+1 555 012 3456', '555-0123', '555 0123', '5550123456', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
        {
          anyOf: ['alex-morgan-cv', 'Download CV', 'download the CV', 'download a CV', 'CV button', 'CV from the home', 'CV on the home'],
          source: 'content/home.ts:20',
        },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'jl-compound-16',
    group: 'compound',
    turns: [
      'Does the designer have a LinkedIn page and a Behance profile? Could you provide both links please, I do due diligence on all suppliers.',
    ],
    expect: {
      facts: [
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
    },
  },
  {
    id: 'jl-compound-17',
    group: 'compound',
    turns: [
      'a client of mine (property conveyancing) asks about the real estate social posts. how many images are there in that project, and for which social network were they made?',
    ],
    expect: {
      facts: [
        { anyOf: ['three', '3 images', '3 posts', '3 designs'], source: 'content/projects/social.ts:28' },
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'jl-compound-18',
    group: 'compound',
    turns: [
      'We only have tiny low-resolution scans of our firm’s founding partners from the 1970s. Is there a project on the site showing that kind of rescue, and which tool did the work?',
    ],
    expect: {
      facts: [
        { anyOf: ['AI Enhanced', 'AI-Enhanced'], source: 'content/projects/ai.ts:170' },
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jl-compound-19',
    group: 'compound',
    turns: [
      'Two quick privacy questions from a notary: if an AI provider is configured, which company receives my chat text? And where is my light/dark theme choice kept?',
    ],
    expect: {
      facts: [
        { anyOf: ['Anthropic'], source: 'content/legal.ts:14' },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser', 'on your device'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jl-compound-20',
    group: 'compound',
    turns: [
      "I'm an accountant and one of my clients is opening a cafe next month. In the cafe packaging project, were street signs designed too? And were loyalty cards part of it?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['signage', 'hanging sign', 'sandwich board', 'pavement board', 'storefront'],
          source: 'content/projects/graphics.ts:252',
        },
        { anyOf: ['loyalty card'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'jl-compound-21',
    group: 'compound',
    turns: ['Kling: who makes it and what does the designer use it for?'],
    expect: {
      facts: [
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
        { anyOf: ['AI video', 'cinematic clip', 'short clips', 'video clips', 'teasers'], source: 'content/tools.ts:83' },
      ],
      links: ['/home', '/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jl-compound-22',
    group: 'compound',
    turns: ['In the Skills Overview on the About page, which percentage is given for Graphic Design, and which for Motion Graphics?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/about.ts:74' },
        { anyOf: ['85'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jl-compound-23',
    group: 'compound',
    turns: [
      'hello, how many skill areas are listed on the skills page in total? and is there anything in 3D, we may want a 3D model of our new office building for the notary website',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'ten skill',
            'ten groups',
            'ten disciplines',
            'ten areas',
            'ten categories',
            '10 skill',
            '10 groups',
            '10 disciplines',
            '10 areas',
            '10 categories',
            'ten skill groups',
          ],
          source: 'content/skills.ts:7',
        },
        { anyOf: ['3D & 2D', '3D and 2D', '3D Mockups', '3D mockup', '3D render', 'Product Renders'], source: 'content/skills.ts:136' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'jl-compound-24',
    group: 'compound',
    turns: [
      'Regarding the Brand Identity Design project — did it include business cards, and did it include a kit for social media? Our partners insist on both for the merger rebrand.',
    ],
    expect: {
      facts: [
        { anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' },
        { anyOf: ['Social Media Kit', 'social kit'], source: 'content/projects/graphics.ts:60' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jl-compound-25',
    group: 'compound',
    turns: [
      'Speaking as counsel: is anything you (the assistant) say here a binding quote or contract? And with whom are prices and availability actually agreed?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['not a quote', 'not a contract', 'not binding', 'not legally binding', 'no quote', "isn't a quote", 'not a binding'],
          source: 'content/legal.ts:67',
        },
        {
          anyOf: [
            'directly with the designer',
            'agreed directly',
            'directly with Alex',
            'with the designer directly',
            'with Alex directly',
            'directly with',
          ],
          source: 'content/legal.ts:67',
        },
      ],
      links: ['/terms'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'jl-conversation-1',
    group: 'conversation',
    turns: ['Which client websites has the designer built?', 'the coffee one – what can customers do on it?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jl-conversation-2',
    group: 'conversation',
    turns: ['can you list the videos in the videography section', "what's the documentary about?"],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['hiking guide'], source: 'content/cards/videography.ts:58' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jl-conversation-3',
    group: 'conversation',
    turns: [
      'My daughter is getting married next year (I am a notary, not a photographer, obviously). What kinds of photography projects are on the site?',
      'The wedding one — after the day, how soon do we see some photos, and when is the complete gallery ready?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jl-conversation-4',
    group: 'conversation',
    turns: ['What tools are in the design stack?', 'and the audio one, how good is the designer at it?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jl-conversation-5',
    group: 'conversation',
    turns: [
      'Our accountancy firm posts mostly on LinkedIn. What social media projects can I look at?',
      'the linkedin one. how many slides does it have?',
    ],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' },
        { anyOf: ['twelve', '12 slides', '12 square', '12 images', '12 posts'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jl-conversation-6',
    group: 'conversation',
    turns: ['What projects are in the artificial intelligence category?', 'The brand proposal one: what does it consist of?'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concept'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['Mood Board', 'moodboard'], source: 'content/projects/ai.ts:20' },
        { anyOf: ['Mockups', 'mockup'], source: 'content/projects/ai.ts:27' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jl-conversation-7',
    group: 'conversation',
    turns: ['list the graphics projects pls', 'the passion project one, how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'jl-conversation-8',
    group: 'conversation',
    turns: ['Which skill groups are shown on the skills page?', 'In the retouching one, what is the strongest skill and its level?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'jl-conversation-9',
    group: 'conversation',
    turns: [
      'On the About page there is a "What I Do" section. Which capabilities does it list?',
      'Thank you. Regarding the first one you listed, which skills are tagged under it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Logo Design'], source: 'content/about.ts:29' },
        { anyOf: ['Brand Guidelines', 'Stationery', 'Packaging'], source: 'content/about.ts:29' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jl-conversation-10',
    group: 'conversation',
    turns: [
      'what kind of photography does the designer do',
      'the coffee ones, who was the client',
      'which of those was made for the menu board and instagram?',
    ],
    expect: {
      facts: [
        { anyOf: ['33 Degree Speciality Coffee', 'Speciality Coffee'], source: 'content/projects/photography.ts:198' },
        { anyOf: ['latte art', 'espresso', 'brewing gear', 'coffee-bar', 'coffee bar'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jl-conversation-11',
    group: 'conversation',
    turns: [
      'Does the designer make promotional films for small family businesses? My brother-in-law has a bakery and I do his books.',
      'the bakery one you mentioned — how long is it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' },
        {
          anyOf: ['2:45', '2 min 45', '2 minutes 45', 'two minutes and forty-five', '165 seconds'],
          source: 'content/cards/videography.ts:28',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jl-conversation-12',
    group: 'conversation',
    turns: [
      'Tell me about the AI video production project.',
      'which clips does it contain?',
      'the perfume one: how long is it and what was it for?',
    ],
    expect: {
      facts: [
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
        { anyOf: ['launch teaser', 'teaser', 'without a studio shoot'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jl-conversation-13',
    group: 'conversation',
    turns: ['Where can I find the designer on social media?', 'give me the link for the professional networking one'],
    expect: {
      facts: [{ anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' }],
    },
  },
  {
    id: 'jl-conversation-14',
    group: 'conversation',
    turns: ['Which Adobe applications does the designer work with?', 'And the one for editing photos - what percentage?'],
    expect: {
      facts: [
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jl-conversation-15',
    group: 'conversation',
    turns: [
      'One of the restaurants I keep accounts for wants help with Instagram. Has the designer done social posts for restaurants?',
      'how many posts are shown in it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' },
        { anyOf: ['nine', '9 images', '9 posts', '9 designs', '9 square'], source: 'content/projects/social.ts:17' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'jl-conversation-16',
    group: 'conversation',
    turns: ['which of the websites were made with Lovable?', 'ok the travel one, what features does it have'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['destination guide', 'package filter', 'enquiry flow', 'enquiry'], source: 'content/cards/web-design.ts:44' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jl-conversation-17',
    group: 'conversation',
    turns: [
      'hallo, I am tax consultant, my wife wants pictures of our family with the kids. what photography work you have on the site?',
      'the family one, after the session how long we must wait for the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'seven days', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'jl-conversation-18',
    group: 'conversation',
    turns: [
      'What graphic design projects are in the portfolio?',
      'The Ramadan one: how many designs are there and what colours were used? We send greetings to our clients every year.',
    ],
    expect: {
      facts: [
        { anyOf: ['nine', '9 images', '9 designs', '9 posts', '9 square'], source: 'content/projects/graphics.ts:11' },
        { anyOf: ['midnight blue'], source: 'content/projects/graphics.ts:285' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/graphics', '/portfolio/social-media-ramadan-posts'],
    },
  },
  {
    id: 'jl-conversation-19',
    group: 'conversation',
    turns: ['What legal pages does this website have?', 'When was the first one last updated?'],
    expect: {
      facts: [
        { anyOf: ['2024-06-01', '1 June 2024', 'June 1, 2024', 'June 2024', '01.06.2024', '1st June 2024'], source: 'content/legal.ts:7' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'jl-conversation-20',
    group: 'conversation',
    turns: [
      'What are the principles listed under "Creative Excellence" on the home page?',
      'explain the last one to me, I am an accountant so measurable things interest me 📊',
    ],
    expect: {
      facts: [
        { anyOf: ['Data-Driven', 'Data Driven'], source: 'content/home-excellence.ts:24' },
        { anyOf: ['engagement', 'click-through', 'feedback', 'measured'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jl-conversation-21',
    group: 'conversation',
    turns: ['Show me the typography posts project.', 'Who was it designed for, and on which platform did it run?'],
    expect: {
      facts: [
        { anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:44' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jl-conversation-22',
    group: 'conversation',
    turns: ['what AI tools does the designer use', 'the one that generates images — proficiency?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jl-conversation-23',
    group: 'conversation',
    turns: [
      'Our notarial chambers need new letterheads. What does the Stationery Design project contain?',
      'What exactly is in the second section?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Document Suite', 'Document Suite'], source: 'content/projects/graphics.ts:166' },
        { anyOf: ['letterhead', 'envelope', 'invoice', 'folder'], source: 'content/projects/graphics.ts:167' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jl-conversation-24',
    group: 'conversation',
    turns: ['Which videos on the videography page are from 2023?', 'the music one, what is special about how it was edited?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit'], source: 'content/cards/videography.ts:49' },
        {
          anyOf: ['light-leak', 'light leak', 'stylised grading', 'stylized grading', 'rhythm'],
          source: 'content/cards/videography.ts:50',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jl-conversation-25',
    group: 'conversation',
    turns: [
      'Do you have food photography? Asking for a client of our firm who owns a dessert bar.',
      'the dessert bar one — what was photographed there?',
    ],
    expect: {
      facts: [
        { anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' },
        { anyOf: ['macaron', 'cupcake', 'ice-cream', 'ice cream', 'iced drink'], source: 'content/projects/photography.ts:129' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
]
