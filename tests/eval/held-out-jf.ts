// Held-out set JF: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJF: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'jf-indirect-1',
    group: 'indirect',
    turns: [
      'we run a small phone repair shop and only have some old blurry tiny photos of our storefront from years ago. we want to print one huge on a banner outside. can your designer make a pixelated pic sharp enough for that??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscaling', 'upscale', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-indirect-2',
    group: 'indirect',
    turns: [
      'Computer shop owner here. Customers keep calling at 11pm asking if we fix MacBooks and what our hours are. Is there something you made that could answer them on our website by itself, using our own info, when nobody is at the counter?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-indirect-3',
    group: 'indirect',
    turns: [
      'freelance sysadmin, need a site for my services online FAST, like within the week, not a 2 month agency thing. done anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI Built Website', 'four days', '4 days'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-indirect-4',
    group: 'indirect',
    turns: [
      'We sell phone accessories and are releasing our own line of cases next month. Want a short punchy clip before release: close-up shots of the product, text flying in, all cut to the beat of music. Which of your work is closest to this?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jf-indirect-5',
    group: 'indirect',
    turns: [
      'hello. our IT company organize a business meeting with speakers and panel discussion in hotel. we need someone taking pictures quietly during talks and networking, and we need pictures the next day for press. you did something like this before?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization Meeting', 'Tokenization'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'jf-indirect-6',
    group: 'indirect',
    turns: [
      'our invoices, letter paper and envelopes still look like somebody made them in Word in 2009 (because someone did lol). we’re a laptop repair place but we want to look like a proper company when we send paperwork. what can you show me?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-indirect-7',
    group: 'indirect',
    turns: [
      'I resell refurbished smartwatches online. My listing photos are taken on my desk and look cheap, glass screens full of reflections. Have you shot shiny glass products in a studio for online shops before?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jf-indirect-8',
    group: 'indirect',
    turns: [
      'As an IT consultant I want to post tips for small businesses on LinkedIn, like "5 steps to back up your data", where people swipe through slide by slide. Do you have examples of that kind of post?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jf-indirect-9',
    group: 'indirect',
    turns: [
      'we are rebranding our phone store and relaunching the insta. i want that when ppl open our profile the first 9 tiles look like they belong together, like one planned picture 📱✨ any example?',
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'nine post grid'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'jf-indirect-10',
    group: 'indirect',
    turns: [
      'Opening a second repair shop with a little coffee corner for people who wait for their phones. Need the whole look for the place: the board on the pavement, a hanging sign, paper bags, stickers, even a stamp card. Have you done a complete set like that for a shop?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging', 'cafe'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-indirect-11',
    group: 'indirect',
    turns: [
      'i make youtube tutorials for fixing pcs and the voice always has echo and a fan humming in background. which program do you use to clean up that kind of sound?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'jf-indirect-12',
    group: 'indirect',
    turns: [
      'Black friday is coming for our electronics store. We want those full screen vertical ads that show between people\'s stories on Instagram and TikTok, big discount sign, clear "shop now". Did you do these?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16', 'story graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-indirect-13',
    group: 'indirect',
    turns: [
      'salam, my mobile shop want to send greeting to customers for the holy fasting month, with the moon and lanterns, for instagram and also printed for the shop window. you have design like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'jf-indirect-14',
    group: 'indirect',
    turns: [
      "I have 3 technicians who each make their own flyers and every one uses a different logo version and colours, it's a mess. I want one logo plus a document with the rules everyone has to follow. Anything like that in your work?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'Brand Guidelines'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-indirect-15',
    group: 'indirect',
    turns: [
      'Long story short: I want to turn my one-man repair business into a franchise and need to show possible investors what the new brand could look like. Several logo ideas, a mood for colours and photos, and how it would look on a phone and a business card. Before paying for a full identity. Have you done such a pitch?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-indirect-16',
    group: 'indirect',
    turns: [
      'side question, i do network installs by day but i also host a small tech podcast 🎙️ want an intro visual, something spacey like flying through stars, synced to the music. any example?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-indirect-17',
    group: 'indirect',
    turns: [
      'For our repair shop videos we want our logo to appear with a little animation at the start, and some moving text on screen. Is there a video that shows you can do this?',
    ],
    expect: {
      facts: [{ anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jf-indirect-18',
    group: 'indirect',
    turns: [
      "Budget is tight. I want a clip of our new earbuds case turning around in nice light, but I can't pay a studio or a camera crew. Can it be done without filming anything? Did you make something like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-indirect-19',
    group: 'indirect',
    turns: [
      'need website where customers pick a timeslot to drop off their broken laptop + see which technician is who. which site you did is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jf-indirect-20',
    group: 'indirect',
    turns: [
      'We want to sell a monthly maintenance plan for office computers on our website, people sign up and pay every month, plus some how-to guides and a map of our partner locations. Have you built a site with a monthly sign-up like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'jf-conversation-1',
    group: 'conversation',
    turns: ['what videos has the designer made?', 'how long is the bakery one'],
    expect: {
      facts: [{ anyOf: ['2:45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jf-conversation-2',
    group: 'conversation',
    turns: ['Which client websites are in the portfolio?', 'The travel one: what was it built with?'],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jf-conversation-3',
    group: 'conversation',
    turns: [
      'hi, do you do photography too or only graphics',
      'ok which one is weddings',
      'if i book it how soon can i see some pics from the day?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 h', 'forty-eight hours'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jf-conversation-4',
    group: 'conversation',
    turns: ['What AI tools do you use?', 'Which one makes videos?', 'how good are you at it, in percent?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jf-conversation-5',
    group: 'conversation',
    turns: ['list me the social media projects pls', 'the property one, which platform was it for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'jf-conversation-6',
    group: 'conversation',
    turns: ['What skill groups are on the skills page?', 'In the retouching one, which skill is the strongest?'],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'jf-conversation-7',
    group: 'conversation',
    turns: ['show me graphics projects', 'the passion one — how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-conversation-8',
    group: 'conversation',
    turns: ['What kind of AI projects are there?', 'for the upscaling one which software was used?'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-conversation-9',
    group: 'conversation',
    turns: ['u made AI generated videos? which ones', 'the flower one, who was it for'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-conversation-10',
    group: 'conversation',
    turns: [
      'Good morning, which photography projects do you have?',
      'Any of them about coffee?',
      'The latte art one: what were the photos made for?',
    ],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jf-conversation-11',
    group: 'conversation',
    turns: ['which adobe apps do you use', 'and the one for multi-page layouts like brochures, how good at it?'],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jf-conversation-12',
    group: 'conversation',
    turns: ['What is inside the stationery project?', 'What is in the last one?'],
    expect: {
      facts: [{ anyOf: ['notebook', 'mug', 'badge'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-conversation-13',
    group: 'conversation',
    turns: ['on your about page, what are the things you do? list them', 'the video one, what skills/tools are listed under it?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jf-conversation-14',
    group: 'conversation',
    turns: ['What are the "Creative Excellence" principles on the home page?', 'Explain the third one a bit more'],
    expect: {
      facts: [{ anyOf: ['Data-Driven', 'Data Driven', 'click-through', 'engagement'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'jf-conversation-15',
    group: 'conversation',
    turns: ['where can i find the designer on social media?', 'give me the link of the one for design portfolios'],
    expect: {
      facts: [{ anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' }],
    },
  },
  {
    id: 'jf-conversation-16',
    group: 'conversation',
    turns: ['What does the brand identity project include?', 'tell me about the cards one'],
    expect: {
      facts: [
        {
          anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot-color', 'spot color'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-conversation-17',
    group: 'conversation',
    turns: ['whats in the AI brand proposal', 'the first one, how many ideas did u go thru?'],
    expect: {
      facts: [{ anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jf-conversation-18',
    group: 'conversation',
    turns: ['Did you make any films in 2023?', 'the one with the hiking guide, how long is it?'],
    expect: {
      facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jf-conversation-19',
    group: 'conversation',
    turns: ['The packaging design project, what sections does it have?', 'whats in the middle one'],
    expect: {
      facts: [{ anyOf: ['loyalty card', 'cup sleeve', 'sticker'], source: 'content/projects/graphics.ts:231' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'jf-conversation-20',
    group: 'conversation',
    turns: ['what categories does your portfolio have', 'how many projects in the social one?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'over 40', 'more than 40', '40 projects'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'jf-compound-1',
    group: 'compound',
    turns: ['whats the email to reach you and which program do u edit videos in?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
      ],
      links: ['/contact', '/portfolio/videography', '/home'],
    },
  },
  {
    id: 'jf-compound-2',
    group: 'compound',
    turns: [
      'Before I hire for my IT shop rebrand: how many years have you been doing this, and roughly how many projects have you finished?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'jf-compound-3',
    group: 'compound',
    turns: ['photoshop skill %? illustrator skill %?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jf-compound-4',
    group: 'compound',
    turns: [
      'Hello, our computer store is in another country from you probably. Do you take clients from abroad / remote? And if I message you, how fast do you usually answer?',
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        {
          anyOf: ['one working day', '1 working day', 'one business day', 'within a day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jf-compound-5',
    group: 'compound',
    turns: [
      '2 things: does this site put cookies or trackers on my browser? and could i use a few of your food photos in ads for my phone shop’s café corner?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not set',
            "doesn't set",
            'does not use cookies',
            "doesn't use cookies",
            'no tracking',
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
    id: 'jf-compound-6',
    group: 'compound',
    turns: ['How long is the Documentary Short, and how long is the Motion Graphics Reel?'],
    expect: {
      facts: [
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['1:15'], source: 'content/cards/videography.ts:68' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jf-compound-7',
    group: 'compound',
    turns: [
      'I work in IT security so I have to ask 😅 what AI model is answering me in this chat, and are my messages kept somewhere afterwards?',
    ],
    expect: {
      facts: [
        { anyOf: ['Anthropic', 'Claude', 'built into the site', 'built-in'], source: 'content/legal.ts:14' },
        {
          anyOf: ['not stored', 'not saved', "aren't stored", "aren't saved", 'not kept', "don't store", 'no database', 'not store'],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jf-compound-8',
    group: 'compound',
    turns: ['how many images are in the typography posts page and how many slides in the carousel spotlight?'],
    expect: {
      facts: [
        { anyOf: ['nine', '9 images', '9 posts', '9 square', '9 typograph'], source: 'content/projects/social.ts:68' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jf-compound-9',
    group: 'compound',
    turns: ['where do i download your CV? also whats your whatsapp number'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv', 'Download CV', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'jf-compound-10',
    group: 'compound',
    turns: ['What year was the family portrait shoot? And the 33 Degree Speciality Coffee photos, what year were those?'],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:56' },
        { anyOf: ['2023'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
]
