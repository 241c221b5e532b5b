// Held-out set DE: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDE: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'de-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'which one is the longest? how long is it and what is it about'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', '4 minutes and 10', '4m10', '4m 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['hiking guide', 'hiking', 'hike'], source: 'content/cards/videography.ts:58' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'de-conversation-2',
    group: 'conversation',
    turns: [
      'Hello, can you list the client websites you designed, in the order they are shown on the site?',
      'the 4th one - what kind of business was that for?',
    ],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['travel'], source: 'content/cards/web-design.ts:44' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'de-conversation-3',
    group: 'conversation',
    turns: ['which AI tools r u using', 'the upscaling one, how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:110' },
        { anyOf: ['85'], source: 'content/tools.ts:114' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'de-conversation-4',
    group: 'conversation',
    turns: [
      'hi!! we are getting married next june 💍 do you photograph weddings?',
      'amazing. how long after the wedding would we get our pictures?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 h', '48h', 'forty-eight hours', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks', 'three-week', '3-week'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'de-conversation-5',
    group: 'conversation',
    turns: ['Could you tell me about the stationery design project?', 'How many images are in the document suite part?'],
    expect: {
      facts: [
        { anyOf: ['Document Suite'], source: 'content/projects/graphics.ts:166' },
        {
          anyOf: [
            '8 images',
            '8 pictures',
            '8 pics',
            'eight',
            '8 mockups',
            '8 pieces',
            '8 designs',
            '8 items',
            '8 illustrations',
            '8 visuals',
          ],
          source: 'content/projects/graphics.ts:173',
        },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'de-conversation-6',
    group: 'conversation',
    turns: ['whose portfolio is this exactly?', 'ok and what is their email, I want to send a brief'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
    },
  },
  {
    id: 'de-conversation-7',
    group: 'conversation',
    turns: ['what is 33 Degree Speciality?', 'and the coffee-bar series u did for them, whats in those pics?'],
    expect: {
      facts: [
        { anyOf: ['latte art', 'latte'], source: 'content/projects/photography.ts:201' },
        { anyOf: ['espresso'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'de-conversation-8',
    group: 'conversation',
    turns: ['How many projects have you completed so far?', 'and how many of those are social media work?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'over 40', 'more than 40', '40 plus'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'de-conversation-9',
    group: 'conversation',
    turns: ['which design tool are you strongest in?', 'and the weakest one?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:90' },
        { anyOf: ['78'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'de-conversation-10',
    group: 'conversation',
    turns: ["What's in your graphics portfolio?", 'the passion project one — what is it?', 'how many posters does it have'],
    expect: {
      facts: [
        {
          anyOf: ['8 posters', 'eight', '8 geometric', '8 images', '8 designs', '8 pieces', '8 prints'],
          source: 'content/projects/graphics.ts:274',
        },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'de-conversation-11',
    group: 'conversation',
    turns: ['what is the AI Enhanced project about', 'which tools did u use for it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['Photoshop'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'de-conversation-12',
    group: 'conversation',
    turns: ['hey do u have any AI generated videos??', 'whats the longest clip there'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        {
          anyOf: ['1:05', '1 min 5', '1 minute 5', '1 minute and 5', '65 seconds', '65 s', '1m05', '1m 5'],
          source: 'content/projects/ai.ts:94',
        },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'de-conversation-13',
    group: 'conversation',
    turns: ['What is shown on the brand identity page?', 'the third tile - what is in it?'],
    expect: {
      facts: [
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
        { anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'de-conversation-14',
    group: 'conversation',
    turns: ['what websites have you built for clients?', 'the pulse one, what features has it got'],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'time table', 'class schedule'], source: 'content/cards/web-design.ts:30' },
        { anyOf: ['trainer'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'de-conversation-15',
    group: 'conversation',
    turns: ['what social media projects do you have', 'the carousel one, which platform was it for?', 'and how many slides?'],
    expect: {
      facts: [{ anyOf: ['12', 'twelve'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'de-conversation-16',
    group: 'conversation',
    turns: ['Do you also edit music videos?', 'how long is it and when did you make it'],
    expect: {
      facts: [
        {
          anyOf: ['3:20', '3 min 20', '3 minutes 20', '3 minutes and 20', '3m20', '200 seconds'],
          source: 'content/cards/videography.ts:52',
        },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'de-conversation-17',
    group: 'conversation',
    turns: ['How good are you with Premiere Pro?', 'and after effects?'],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:30' },
        { anyOf: ['85'], source: 'content/tools.ts:34' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'de-conversation-18',
    group: 'conversation',
    turns: [
      'Do you photograph corporate events? We run a yearly investor meetup.',
      'how fast do you deliver the photos from that kind of event?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'the day after'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'de-conversation-19',
    group: 'conversation',
    turns: ['show me your ramadan work 🌙', 'the other one, not the graphics one — which platform was it made for?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:41' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'de-conversation-20',
    group: 'conversation',
    turns: ['you did a photo shoot for a dessert bar right?', 'and the other desserts one? what was in it'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Beverages'], source: 'content/projects/photography.ts:222' },
        { anyOf: ['smoothie', 'layer cake', 'lemonade', 'donut', 'doughnut'], source: 'content/projects/photography.ts:225' },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'de-compute-1',
    group: 'compute',
    turns: ['whats the gap in % between ur strongest and ur weakest tool?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['Kling'], source: 'content/tools.ts:90' },
        { anyOf: ['17'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'de-compute-2',
    group: 'compute',
    turns: ['If I watched all six films on your videography page back to back, how long would that take in total?'],
    expect: {
      facts: [{ anyOf: ['14:05', '14 min', '14 minutes', '845'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'de-compute-3',
    group: 'compute',
    turns: ['Which of your videography films are from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Music Video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'de-compute-4',
    group: 'compute',
    turns: ['on your skills page, which skill area has the best average score, and which one has the lowest average?'],
    expect: {
      facts: [
        { anyOf: ['Photo Retouching', 'Retouching'], source: 'content/skills.ts:123' },
        { anyOf: ['3D & 2D', '3D and 2D', '3D/2D', '3D & 2D Art'], source: 'content/skills.ts:136' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'de-compute-5',
    group: 'compute',
    turns: ['what is the single lowest rated skill on the skills page?'],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'Product Render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'de-compute-6',
    group: 'compute',
    turns: ['Which portfolio category has the most projects and which one has the fewest?'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['Videography'], source: 'content/category-summaries.ts:62' },
      ],
      links: ['/portfolio'],
    },
  },
  {
    id: 'de-compute-7',
    group: 'compute',
    turns: ['total running time of all the AI video clips together?'],
    expect: {
      facts: [{ anyOf: ['3:45', '3 min 45', '3 minutes 45', '3 minutes and 45', '225'], source: 'content/projects/ai.ts:70' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'de-compute-8',
    group: 'compute',
    turns: ['How many of the tools in your design stack are Adobe programs?'],
    expect: {
      facts: [
        {
          anyOf: [
            'seven',
            '7 Adobe',
            '7 of',
            '7 tools',
            '7 are',
            '7 apps',
            '7 programs',
            '7 programmes',
            'Adobe: 7',
            '7 from Adobe',
            '(7)',
            '7 Creative Cloud',
          ],
          source: 'content/tools.ts:12',
        },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'de-compute-9',
    group: 'compute',
    turns: ['which of your client websites did you build with Lovable rather than Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'de-compute-10',
    group: 'compute',
    turns: ['Counting every skill bar on the skills page, how many are at 90% or higher?'],
    expect: {
      facts: [{ anyOf: ['15', 'fifteen'], source: 'content/skills.ts:23' }],
      links: ['/skills'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'de-compound-1',
    group: 'compound',
    turns: ["what's your email, and where are you based — do you work with clients abroad?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'de-compound-2',
    group: 'compound',
    turns: ['How many years of experience do you have, and how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2', '1 - 2', 'one or two', '1 or 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200', '200 plus'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'de-compound-3',
    group: 'compound',
    turns: ['whats ur whatsapp number? and how fast do u usually answer messages'],
    expect: {
      facts: [
        {
          anyOf: [
            '15550123456',
            '+1 555 012 3456',
            '+1 555 0123 456',
            '+1 (555) 012-3456',
            '+1 555-012-3456',
            '1 555 012 3456',
            '555 0123456',
            '5550123456',
          ],
          source: 'content/owner.ts:19',
        },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'de-compound-4',
    group: 'compound',
    turns: ['What do you use Magnific AI for and how good are you at it? Also what is your level in Kling?'],
    expect: {
      facts: [
        { anyOf: ['upscal'], source: 'content/tools.ts:113' },
        { anyOf: ['85'], source: 'content/tools.ts:114' },
        { anyOf: ['78'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'de-compound-5',
    group: 'compound',
    turns: [
      'Hi, two things about your videos: how long is the product launch teaser and which year is it from? and what year did you do the documentary?',
    ],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s', '45 s'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:37' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'de-compound-6',
    group: 'compound',
    turns: ['does this site put cookies on my computer? also, could I just use a few of your photos for my shop flyer, is that allowed?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
            'does not use cookies',
            'no cookie',
            "don't use cookies",
            'does not set cookies',
            "doesn't set cookies",
            'not set any cookies',
            "doesn't set any cookies",
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'de-compound-7',
    group: 'compound',
    turns: ['For the real estate posts: which platform were they for, and how many images are in that project?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        {
          anyOf: ['three', '3 images', '3 posts', '3 visuals', '3 pictures', '3 designs', '3 pics', '3 square', '3 tall'],
          source: 'content/projects/social.ts:28',
        },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'de-compound-8',
    group: 'compound',
    turns: ['Can I download your CV somewhere? And do you have a LinkedIn?'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'de-compound-9',
    group: 'compound',
    turns: ["what's the name of this site, who is the designer behind it, and what's the slogan?"],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['imagination meets innovation'], source: 'content/site.ts:13' },
      ],
    },
  },
  {
    id: 'de-compound-10',
    group: 'compound',
    turns: ['which program do you use for motion graphics and which one for audio? and how good are you at each'],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:30' },
        { anyOf: ['85'], source: 'content/tools.ts:34' },
        { anyOf: ['Audition'], source: 'content/tools.ts:60' },
        { anyOf: ['82'], source: 'content/tools.ts:64' },
      ],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- indirect (10)
  {
    id: 'de-indirect-1',
    group: 'indirect',
    turns: [
      "ok so I run a little cafe and honestly the pictures on our menu look awful 😅 we're launching new drinks and cakes next month and I want them to look good on the delivery apps too. can you help with that?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['food photography', 'Food Photography', 'food and drink', 'food & drink'],
          source: 'content/projects/photography.ts:144',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'de-indirect-2',
    group: 'indirect',
    turns: ['we only have our old logo as a tiny blurry jpg and the printer says its too pixelated for a big banner. anything you can do?'],
    expect: {
      facts: [{ anyOf: ['upscal', 'AI Enhanced', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'de-indirect-3',
    group: 'indirect',
    turns: [
      'Im opening small coffee shop next spring. Need help with the whole look: the menu on the counter, the cups and bags, the sign outside. You did something like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'de-indirect-4',
    group: 'indirect',
    turns: [
      'Our firm is hosting a half-day industry conference in October with keynotes and a networking hour. We need someone to capture the speakers and the room for our press release. Is this something you have done?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'event photography', 'Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'de-indirect-5',
    group: 'indirect',
    turns: [
      'i own a gym and want a site where people see the class times and can sign up for a free trial session. done anything similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'de-indirect-6',
    group: 'indirect',
    turns: [
      'I make fragrances at home and sell them on Etsy, but my bottle photos look cheap next to the big brands. What could you do for me?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume', 'product photography', 'Product Photography', 'fragrance brands'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'de-indirect-7',
    group: 'indirect',
    turns: [
      "I'm tired of answering the same customer questions on my shop's website at 2am. Is there a way my site could answer them for me?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'de-indirect-8',
    group: 'indirect',
    turns: [
      'the holy month starts in a few weeks and i want iftar greeting posts with lanterns for my bakery feed 🏮 have u done this kind of thing',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'de-indirect-9',
    group: 'indirect',
    turns: [
      "We're relaunching our brand and right now our Instagram profile looks like a random mess. I'd like the whole profile to feel planned, every post fitting with the others when you open the page.",
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post', '9-post', 'nine post', '9 post'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'de-indirect-10',
    group: 'indirect',
    turns: [
      'we are a small travel agency and want a moving mountain video behind the headline on our homepage, but we have no budget for a drone crew. ideas?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
]
