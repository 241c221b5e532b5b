// Held-out set IE: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIE: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ie-indirect-1',
    group: 'indirect',
    turns: [
      "hi! im on the PTA and we're doing a big bake sale next month. I'd love a little film about our parent volunteers baking at dawn, kind of a cosy documentary like the ones about a small family business. has the designer made anything like that?",
    ],
    expect: { facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ie-indirect-2',
    group: 'indirect',
    turns: [
      'Our school is hosting a regional education conference in March: keynote talks, two panel discussions, lots of teachers chatting in the breaks. We would like a short recap clip afterwards, under two minutes if possible. Which piece of your work is closest to that?',
    ],
    expect: { facts: [{ anyOf: ['Event Highlights Reel'], source: 'content/cards/videography.ts:41' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ie-indirect-3',
    group: 'indirect',
    turns: [
      'the only copy of our school logo is a tiny blurry picture from like 2005 and we need it on a HUGE banner for sports day 😩 can anything be done about that',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ie-indirect-4',
    group: 'indirect',
    turns: [
      'parents association here. we want to announce the spring fair on insta and tiktok stories, those tall full-screen ones on the phone. done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-indirect-5',
    group: 'indirect',
    turns: [
      'Our year 10 students run a little coffee corner in the school lobby every Friday to raise money for their class trip. They need a proper menu people can read from the queue, printed cup sleeves, stamp cards for regulars and maybe a sign for outside the door. Is there something similar in the portfolio I could show them?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-indirect-6',
    group: 'indirect',
    turns: [
      'salam, we organise iftar evening in our school for all the families during the holy month. we need greeting posts with lanterns and crescent moon. you have made such designs?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan Design', 'Ramadan Posts', 'Ramadan collection'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-indirect-7',
    group: 'indirect',
    turns: [
      'I teach year 5 and want to explain our new reading challenge to parents in one of those posts you swipe through, slide by slide. which project of yours should I look at?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-indirect-8',
    group: 'indirect',
    turns: [
      'Graduation is in June. We have guest speakers at a lectern, a panel with former students and a mingling reception afterwards, and the local paper wants pictures by the next morning. Has Alex photographed that kind of thing?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'event photography'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ie-indirect-9',
    group: 'indirect',
    turns: [
      'For our fundraiser we think to offer families a photo session on the school field, relaxed, kids running around, the pictures for their albums at home. Is this something you do? show me an example pls',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ie-indirect-10',
    group: 'indirect',
    turns: [
      "I coordinate the after-school sports clubs. We'd like a website where parents can see the weekly timetable, read a bit about each coach and sign their kid up for a free taster session. Any site in your work like that?",
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ie-indirect-11',
    group: 'indirect',
    turns: [
      'literacy week at our primary!! 📚✨ we want a set of insta posts that just show off big beautiful letters, one letter per post. did u ever do something like that',
    ],
    expect: {
      facts: [{ anyOf: ['Typography Posts', 'typography post'], source: 'content/projects/social.ts:145' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-indirect-12',
    group: 'indirect',
    turns: [
      'the school choir and the band recorded a performance of their own song and we want it cut properly to the beat with stylish transitions for youtube. what in your work is closest',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ie-indirect-13',
    group: 'indirect',
    turns: [
      'Our geography class went on a hike with a mountain guide, the kids filmed interviews with him and a dad flew his drone. Could all that become a little documentary? Have you made one like it?',
    ],
    expect: { facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ie-indirect-14',
    group: 'indirect',
    turns: [
      'The fundraiser for the new playground launches in a week and we have no website at all. Someone at the staff meeting said AI can build a site super fast. Has the designer done that, and how quick was it?',
    ],
    expect: {
      facts: [
        { anyOf: ['AI-Built Website', 'AI Built Website'], source: 'content/cards/ai.ts:16' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ie-indirect-15',
    group: 'indirect',
    turns: [
      "Parents keep emailing the school office the same questions about uniforms, lunch menus and term dates, over and over. Could we have some automatic helper on our school website that answers from our own handbook? Is that something you've done?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ie-indirect-16',
    group: 'indirect',
    turns: [
      "we're relaunching the school's instagram account and want the profile to look planned, like all nine squares at the top fit together. any example?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'instagram-homepage'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-indirect-17',
    group: 'indirect',
    turns: [
      "I'm the art teacher. For an exhibition my students are making posters from only simple shapes: circles, stripes, triangles. Did the designer ever do a personal series like that, just for themselves and not for a client?",
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series', 'Passion Project'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-indirect-18',
    group: 'indirect',
    turns: [
      'The school office paperwork is a mess, every letter looks different. We want matching letterheads, envelopes, folders and invoices for the uniform shop. Which project shows this?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-indirect-19',
    group: 'indirect',
    turns: [
      'our school is merging with the one down the road and we need a whole new look: new crest, colours, fonts, and a rulebook so staff use it the same way. what can i look at?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-indirect-20',
    group: 'indirect',
    turns: [
      'the drama club is doing a fantasy play and i want dreamy poster art, floating islands and giant moons and so on, but we only have words describing it and no artist. can the designer make pictures just from a written description??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images', 'prompt images'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ie-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos has the designer made?', 'how long is the bakery one? thinking of showing it at our parents evening'],
    expect: {
      facts: [{ anyOf: ['2:45', '2 minutes 45', '2 min 45', 'two minutes and 45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ie-conversation-2',
    group: 'conversation',
    turns: ['Which websites has Alex built? The PTA needs a new one', 'ooh the coffee one, what does that site have on it?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ie-conversation-3',
    group: 'conversation',
    turns: ['which AI tools do u use', 'and the one for video, how good are you at it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ie-conversation-4',
    group: 'conversation',
    turns: [
      'do you do photography? what kinds?',
      'a colleague from the maths department is getting married in summer. for the wedding one, how soon do they see some first photos after the day?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', 'two days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ie-conversation-5',
    group: 'conversation',
    turns: ['What AI videos are in the portfolio?', 'the flower one - what was it made for?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ie-conversation-6',
    group: 'conversation',
    turns: ['hi, what social media projects can I see? 🙂', 'the real estate one, which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-conversation-7',
    group: 'conversation',
    turns: ['What is on the Stationery Design page?', 'how many pictures are in the second part?'],
    expect: {
      facts: [
        { anyOf: ['Corporate Document Suite', 'Document Suite'], source: 'content/projects/graphics.ts:166' },
        { anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-conversation-8',
    group: 'conversation',
    turns: [
      'we need someone to tidy up the yearbook photos. what skill groups are on the skills page?',
      'the retouching one - which skill is highest in it?',
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'ie-conversation-9',
    group: 'conversation',
    turns: ['What does the Brand Identity Design project include? We might redo our school crest', 'tell me more about the fourth item'],
    expect: {
      facts: [
        { anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' },
        { anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-conversation-10',
    group: 'conversation',
    turns: ['how much experience does alex have?', 'and how many projects have they finished in that time?'],
    expect: {
      facts: [{ anyOf: ['200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'ie-conversation-11',
    group: 'conversation',
    turns: ['How can I contact the designer about a job for our school summer fair?', 'whats the number for that whatsapp?'],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', '5550123456', '555 0123', '555-0123', '555 012 3456', '555-012-3456', '(555) 012-3456'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ie-conversation-12',
    group: 'conversation',
    turns: ['what categories are in the portfolio', 'how many projects in the fourth?'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'ie-conversation-13',
    group: 'conversation',
    turns: ['What is in the Packaging Design project? Our students run a school cafe', 'and the last section, what is it?'],
    expect: {
      facts: [
        { anyOf: ['Signage', 'signs'], source: 'content/projects/graphics.ts:252' },
        {
          anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame', 'exterior', 'interior'],
          source: 'content/projects/graphics.ts:253',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ie-conversation-14',
    group: 'conversation',
    turns: ['What AI projects does Alex have?', 'which tools were used for the chatbot one?'],
    expect: {
      facts: [{ anyOf: ['Claude'], source: 'content/cards/ai.ts:30' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ie-conversation-15',
    group: 'conversation',
    turns: [
      'show me the photography work',
      'and the perfume one?',
      'what do we get if we book that kind of shoot? its for the products of our school shop',
    ],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'perfume'], source: 'content/projects/photography.ts:102' },
        { anyOf: ['retouched', 'every size', 'clean or styled', 'studio product shots'], source: 'content/projects/photography.ts:119' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ie-conversation-16',
    group: 'conversation',
    turns: ['what are the capabilities on the about page?', 'which skills are listed under the video one?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/about.ts:61' },
        { anyOf: ['Audition'], source: 'content/about.ts:61' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'ie-conversation-17',
    group: 'conversation',
    turns: ['Which Adobe programs do you work with? Asking for our media club', 'how good are you at the sound one'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ie-conversation-18',
    group: 'conversation',
    turns: [
      'what is in the social media category?',
      'the food one, how many pictures does it have? our canteen might want something like it',
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' },
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:17' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-conversation-19',
    group: 'conversation',
    turns: ['What does the Creative Excellence part of the home page say?', 'can you explain the third one a bit more'],
    expect: {
      facts: [
        { anyOf: ['Data-Driven Design', 'Data Driven Design'], source: 'content/home-excellence.ts:24' },
        { anyOf: ['engagement', 'click-through', 'feedback', 'measured'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ie-conversation-20',
    group: 'conversation',
    turns: [
      "What AI stuff have you done? I'm the ICT teacher and just curious",
      "the brand proposal one, what's inside?",
      'ok and the 2nd tile?',
    ],
    expect: {
      facts: [
        { anyOf: ['Mood Board', 'moodboard'], source: 'content/projects/ai.ts:20' },
        { anyOf: ['colour', 'color', 'texture'], source: 'content/projects/ai.ts:21' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ie-compound-1',
    group: 'compound',
    turns: [
      "Hello, I'm organising our school's charity gala. Three quick things: what's the email address, where is Alex based, and how many years has Alex been doing this?",
    ],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two'], source: 'content/site.ts:18' },
      ],
      links: ['/contact', '/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'ie-compound-2',
    group: 'compound',
    turns: ['how long is the music video and what year was the documentary made'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 minutes 20', '3 min 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ie-compound-3',
    group: 'compound',
    turns: ['How many pictures are on the Typography Posts page? And what platform are the carousel posts made for?'],
    expect: {
      facts: [
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ie-compound-4',
    group: 'compound',
    turns: ['whats ur photoshop level? and what do you use lovable for'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['web builder', 'web app', 'landing page', 'website', 'prototyp'], source: 'content/tools.ts:111' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ie-compound-5',
    group: 'compound',
    turns: [
      'Hi, mum of two here, I run the photo day for our school fundraiser. How quickly do you usually answer messages, and after a family session how long until the families get their photos?',
    ],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', '24 hours'], source: 'content/placeholders.ts:7' },
        { anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/contact', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ie-compound-6',
    group: 'compound',
    turns: ['Does this website use cookies? and could we put one of your poster pictures on our school fundraising flyer?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not use cookies',
            "doesn't use cookies",
            'does not set cookies',
            "doesn't set any cookies",
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
    id: 'ie-compound-7',
    group: 'compound',
    turns: ['Which tools were used for the AI upscaling project, and which ones for the AI video project?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['Kling'], source: 'content/cards/ai.ts:13' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ie-compound-8',
    group: 'compound',
    turns: ['how many web design projects have you done & how many video projects? 🤔'],
    expect: {
      facts: [
        { anyOf: ['30'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio/web-design', '/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'ie-compound-9',
    group: 'compound',
    turns: ['Our art department is curious: how many tools are in your design stack, and what do you use Midjourney for?'],
    expect: {
      facts: [
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
        { anyOf: ['mood', 'scene', 'concept', 'image generation'], source: 'content/tools.ts:93' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ie-compound-10',
    group: 'compound',
    turns: [
      'hello, i am teacher from the german school, my english is not so good. what is your instagram, how long is the Motion Graphics Reel, and where i can download your CV?',
    ],
    expect: {
      facts: [
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['1:15', '1 minute 15', '1 min 15'], source: 'content/cards/videography.ts:68' },
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV', 'home page', '/home'], source: 'content/home.ts:20' },
      ],
      links: ['/home', '/portfolio/videography', '/contact'],
    },
  },
]
