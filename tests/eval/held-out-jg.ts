// Held-out set JG: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJG: HeldOutCase[] = [
  // ---------------------------------------------------------------- compound
  {
    id: 'jg-compound-1',
    group: 'compound',
    turns: [
      'hi, we are a small print shop and sometimes customers ask us for menu design. did you ever design a menu for a cafe? and whats your email so i can send a brief',
    ],
    expect: {
      facts: [
        { anyOf: ['Cafe Menu', 'Packaging Design'], source: 'content/projects/graphics.ts:222' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics', '/contact'],
    },
  },
  {
    id: 'jg-compound-2',
    group: 'compound',
    turns: [
      'Sign maker here. Lettering is everything on a shop sign. How good is your typography, and how about colour theory? Percent is fine.',
    ],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/skills.ts:24' },
        { anyOf: ['90'], source: 'content/skills.ts:25' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'jg-compound-3',
    group: 'compound',
    turns: [
      'Hello from an embroidery workshop 🧵 three quick things: how many years you are working as designer, how many projects you finished, and where are you based?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },
  {
    id: 'jg-compound-4',
    group: 'compound',
    turns: [
      'we sell printed tshirts and hoodies online. can you make 3D mockups of products and how strong is that skill? also how good are u in photoshop',
    ],
    expect: {
      facts: [
        { anyOf: ['82'], source: 'content/skills.ts:142' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/skills', '/home'],
    },
  },
  {
    id: 'jg-compound-5',
    group: 'compound',
    turns: [
      "I own an offset printing company and I'm checking if your stationery files would be print-friendly for us. In your stationery project, what pieces are in the corporate document suite? And what items does the office stationery part cover?",
    ],
    expect: {
      facts: [
        { anyOf: ['letterhead', 'envelope', 'invoice', 'folder'], source: 'content/projects/graphics.ts:167' },
        { anyOf: ['mug', 'notebook', 'badge'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jg-compound-6',
    group: 'compound',
    turns: ['we print catalogs and brochures. which program you use for multi page layouts? and how good are you with it'],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'jg-compound-7',
    group: 'compound',
    turns: [
      'Hey! Sign & banner shop, looking for a freelancer to outsource artwork to. Where can I download your CV, and do you have a LinkedIn page I can look at?',
    ],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'jg-compound-8',
    group: 'compound',
    turns: [
      'salam, we do embroidery for ramadan gifts (prayer mats, cushions). did you design anything for ramadan? and for what social platform were those posts made?',
    ],
    expect: {
      facts: [
        { anyOf: ['Ramadan Design', 'Social Media Ramadan Posts', 'Ramadan collection'], source: 'content/projects/graphics.ts:282' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:41' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'jg-compound-9',
    group: 'compound',
    turns: [
      'merch brand here, thinking about a short film about our workshop. your brand story film - how long is it and what year did you make it?',
    ],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 minutes 45', 'two minutes'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jg-compound-10',
    group: 'compound',
    turns: [
      'We print product catalogues for local shops and the photos customers send us are terrible. Do you shoot product photography? Show me an example. And how would you rate yourself at it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:102' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography', '/skills'],
    },
  },
  {
    id: 'jg-compound-11',
    group: 'compound',
    turns: [
      'Hello, is possible you make old small logo of client more big and sharp for banner print 3 meter? you have example of this? and which AI tool you are using for it?',
    ],
    expect: {
      facts: [
        { anyOf: ['AI Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' },
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-compound-12',
    group: 'compound',
    turns: [
      'ok so 3 questions. 1) what do you build websites with 2) have you done a site for a coffee roaster 3) how fast was the website you made with AI',
    ],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/web-design', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-compound-13',
    group: 'compound',
    turns: [
      'our promo products company posts mostly on linkedin. have you made swipe carousel posts for linkedin? how many slides did it have?',
    ],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jg-compound-14',
    group: 'compound',
    turns: ['Need a new logo for my custom cap & patch business. On your skills page, what level is logo design? and brand guidelines?'],
    expect: {
      facts: [
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['88'], source: 'content/skills.ts:38' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'jg-compound-15',
    group: 'compound',
    turns: [
      'two things before i continue browsing: does this site put cookies on my computer? and could i print some of your geometric posters on tote bags to sell in my shop?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not set', "doesn't set", 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'jg-compound-16',
    group: 'compound',
    turns: [
      'We make LED signs and clients want their logo animated on the screen. How experienced are you with After Effects (the %)? Is there a video on the site where I can see animated logos?',
    ],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:31' },
        { anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' },
      ],
      links: ['/portfolio/videography', '/home'],
    },
  },
  {
    id: 'jg-compound-17',
    group: 'compound',
    turns: ["what's the designer's name, whats the whatsapp number, and how fast do they usually answer?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['15550123456', '555 0123', '555-0123', '5550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jg-compound-18',
    group: 'compound',
    turns: [
      'Hi!! we are a merch + sticker printer. Have you ever designed stickers or loyalty cards for a business? Also random q: what software do you use for the sound in your videos?',
    ],
    expect: {
      facts: [
        { anyOf: ['stickers', 'loyalty card', 'Collateral'], source: 'content/projects/graphics.ts:231' },
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics', '/home'],
    },
  },
  {
    id: 'jg-compound-19',
    group: 'compound',
    turns: [
      'I run an embroidery studio but this one is personal 😅 getting married in spring. if you shoot our wedding, when do we see the first photos and when is the full gallery ready?',
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
    id: 'jg-compound-20',
    group: 'compound',
    turns: ['how many social media projects have you done in total, and how many websites?'],
    expect: {
      facts: [
        { anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/web-design'],
    },
  },
  {
    id: 'jg-compound-21',
    group: 'compound',
    turns: ['for our print shop reels: wich AI tool you use to generate video clips, and how good are you at premiere pro?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home', '/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-compound-22',
    group: 'compound',
    turns: [
      'Quick legal stuff before we talk business (we are a signage company): if your chatbot tells me a price, is that binding? And if I want to license one of your designs for a sign, who do I ask?',
    ],
    expect: {
      facts: [
        { anyOf: ['not a quote', 'not binding', 'not a contract', 'directly with the designer'], source: 'content/legal.ts:67' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'jg-compound-23',
    group: 'compound',
    turns: [
      'we print menus for lots of cafes and they always need food photos. do u do food and drinks photography? and anything for coffee shops specifically?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'Beverages and Desserts', 'Drinks and Desserts'],
          source: 'content/projects/photography.ts:222',
        },
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:198' },
      ],
      links: [
        '/portfolio/beverages-desserts',
        '/portfolio/drinks-and-desserts',
        '/portfolio/33-degree-coffee',
        '/portfolio/33-degree-speciality',
        '/portfolio/photography',
      ],
    },
  },
  {
    id: 'jg-compound-24',
    group: 'compound',
    turns: [
      '3 small questions from a uniform embroidery shop: does the site have a dark mode? are you on Behance? and how many tools are in your design stack?',
    ],
    expect: {
      facts: [
        { anyOf: ['dark'], source: 'content/ui.ts:29' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home'],
      mustNotContain: ['15+'],
    },
  },
  {
    id: 'jg-compound-25',
    group: 'compound',
    turns: [
      'Hi, merch company, we print on phones cases and also run instagram. 1. did you make story graphics for insta? 2. what format/size were they? 3. how good are you at vector art?',
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' },
        { anyOf: ['9:16', '9/16'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['90'], source: 'content/skills.ts:140' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics', '/skills'],
    },
  },

  // ------------------------------------------------------------ conversation
  {
    id: 'jg-conversation-1',
    group: 'conversation',
    turns: ['which websites have you designed for clients?', 'the bakery one, what can customers do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jg-conversation-2',
    group: 'conversation',
    turns: ['can you list the videos in your videography section', 'how long is the documentary one?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jg-conversation-3',
    group: 'conversation',
    turns: ['What kind of photography have you done?', 'The perfume one — what were those photos used for?'],
    expect: {
      facts: [{ anyOf: ['e-commerce', 'ecommerce', 'campaign'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jg-conversation-4',
    group: 'conversation',
    turns: ['which AI tools do u work with?', 'and the one for upscaling, how good r u with it'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
      ],
      links: ['/home', '/portfolio/ai-enhanced'],
    },
  },
  {
    id: 'jg-conversation-5',
    group: 'conversation',
    turns: ['show me your social media projects pls', 'the second one, which platform was it for?'],
    expect: {
      facts: [
        { anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' },
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'jg-conversation-6',
    group: 'conversation',
    turns: [
      "We're a print house doing a lot of corporate work. What's in your stationery project?",
      'ok and the middle section, what exactly does it include?',
    ],
    expect: {
      facts: [{ anyOf: ['letterhead', 'envelope', 'invoice', 'folder'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jg-conversation-7',
    group: 'conversation',
    turns: ['what does your brand identity design project contain?', 'i want to read the guidelines one. where can i open it?'],
    expect: {
      facts: [{ anyOf: ['brand-guidelines.pdf', 'docs.example.com/brand-identity/brand-guidelines'], source: 'content/owner.ts:67' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jg-conversation-8',
    group: 'conversation',
    turns: ['What AI projects do you have on the site?', 'tell me more about the chatbot one'],
    expect: {
      facts: [
        { anyOf: ['customer questions', 'own content', 'Open the Chat', 'like the one on this site'], source: 'content/cards/ai.ts:26' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-conversation-9',
    group: 'conversation',
    turns: ['did you make any videos with AI? list them', 'how long is the one with the perfume bottle?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-conversation-10',
    group: 'conversation',
    turns: ['what categories does your portfolio have?', 'how many projects in the fourth one?'],
    expect: {
      facts: [{ anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'jg-conversation-11',
    group: 'conversation',
    turns: ['Which Adobe apps are in your toolkit?', 'the audio one — what do you actually use it for?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['noise reduction', 'voice-over', 'voice over', 'sound mixing', 'mixing'], source: 'content/tools.ts:57' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jg-conversation-12',
    group: 'conversation',
    turns: [
      'poster printing shop here 👋 what graphic design projects are on your site?',
      'the passion project one, how many posters are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'jg-conversation-13',
    group: 'conversation',
    turns: ['do you do photography for coffee brands?', 'the one with the latte art, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jg-conversation-14',
    group: 'conversation',
    turns: ['list ur social media work', 'what style is the typography one'],
    expect: {
      facts: [{ anyOf: ['serif', 'letterform'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jg-conversation-15',
    group: 'conversation',
    turns: [
      'What projects are in your AI section?',
      'The website one — how quickly was it built?',
      'and which tool did you build it with?',
    ],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-conversation-16',
    group: 'conversation',
    turns: ['what videos have you edited', 'when did you make the music one?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:53' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jg-conversation-17',
    group: 'conversation',
    turns: ['Which photo sessions can I book with you?', 'The family one. After the shoot, when do we get the pictures?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'seven days', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'jg-conversation-18',
    group: 'conversation',
    turns: [
      'I make shop signs for a living. What sections does your packaging design project have?',
      'the last section interests me. what is in there?',
    ],
    expect: {
      facts: [
        { anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'exterior', 'interior'], source: 'content/projects/graphics.ts:253' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'jg-conversation-19',
    group: 'conversation',
    turns: ["what are the 'Creative Excellence' principles on your home page?", 'explain the third one a bit more'],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'measured', 'Data-Driven'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'jg-conversation-20',
    group: 'conversation',
    turns: ['What services are listed on your about page?', 'for the video one, which tools or skills are tagged?'],
    expect: {
      facts: [{ anyOf: ['Premiere', 'After Effects', 'Audition', 'Colour Grading'], source: 'content/about.ts:61' }],
      links: ['/about'],
    },
  },
  {
    id: 'jg-conversation-21',
    group: 'conversation',
    turns: ['which of the client websites did you make with Lovable?', 'the travel one - what features does it have?'],
    expect: {
      facts: [{ anyOf: ['destination guide', 'package filter', 'enquiry'], source: 'content/cards/web-design.ts:44' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jg-conversation-22',
    group: 'conversation',
    turns: ['what is inside the AI brand proposal?', 'for the first one, how many directions did you explore?'],
    expect: {
      facts: [{ anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jg-conversation-23',
    group: 'conversation',
    turns: ['which of your social media projects were made for instagram?', 'the one that is a whole profile grid, what was that for?'],
    expect: {
      facts: [{ anyOf: ['relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'jg-conversation-24',
    group: 'conversation',
    turns: ['what tools are in the carousel on your home page?', 'whats the proficiency of the last one'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/tools.ts:118' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jg-conversation-25',
    group: 'conversation',
    turns: [
      'Hi, we print event badges and banners for conferences. Have you done any corporate event work?',
      'the tokenization one, how fast did the client get the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'within a day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
]
