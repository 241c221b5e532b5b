// Held-out set DD: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDD: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'dd-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'which one is the longest', 'what year was it made'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
        { anyOf: ['Documentary Short', 'documentary short', 'documentary'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dd-conversation-2',
    group: 'conversation',
    turns: ['Hi, could you show me the websites you designed for clients?', 'The second one, what is it exactly?'],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'pulse fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dd-conversation-3',
    group: 'conversation',
    turns: ['what program do u cut ur videos in', 'how good r u at it? like a %'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:50' },
        { anyOf: ['90'], source: 'content/tools.ts:54' },
      ],
    },
  },
  {
    id: 'dd-conversation-4',
    group: 'conversation',
    turns: ['you did photos for some coffee brand right?', 'the series that was for the menu board and instagram, how many pics are in it'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/photography.ts:35' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree Coffee', '33 Degree'], source: 'content/projects/photography.ts:198' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dd-conversation-5',
    group: 'conversation',
    turns: ['Do you design logos?', 'Can I see an example of a full brand you made?', "what's included in it?"],
    expect: {
      facts: [
        { anyOf: ['Logo Suite', 'logo suite'], source: 'content/projects/graphics.ts:28' },
        { anyOf: ['Brand Guidelines', 'brand guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dd-conversation-6',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'and midjourney, how good are you with that one 🤔'],
    expect: {
      facts: [{ anyOf: ['88'], source: 'content/tools.ts:104' }],
    },
  },
  {
    id: 'dd-conversation-7',
    group: 'conversation',
    turns: ['Do you make corporate stationery? letterheads and that kind of thing', 'how many images are in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dd-conversation-8',
    group: 'conversation',
    turns: ["hello, i'm looking at the AI video production stuff", 'which clip did you make for the florist?', 'how long is it'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse', 'bloom timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dd-conversation-9',
    group: 'conversation',
    turns: ['what social media work have you done', 'the carousel one - which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin', 'linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dd-conversation-10',
    group: 'conversation',
    turns: ['do u do wedding photos?', 'how fast would we get to see some pictures after the day?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dd-conversation-11',
    group: 'conversation',
    turns: ['How well do you know After Effects?', 'and audition?'],
    expect: {
      facts: [{ anyOf: ['82'], source: 'content/tools.ts:64' }],
    },
  },
  {
    id: 'dd-conversation-12',
    group: 'conversation',
    turns: ['Tell me about your photography skills please', 'Which one of them is your weakest?'],
    expect: {
      facts: [
        { anyOf: ['Lighting Setup', 'lighting setup', 'Lighting', 'lighting'], source: 'content/skills.ts:118' },
        { anyOf: ['82'], source: 'content/skills.ts:118' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dd-conversation-13',
    group: 'conversation',
    turns: ['what is the AI brand proposal project?', 'how many logo directions did you go through for it'],
    expect: {
      facts: [{ anyOf: ['40', 'forty', 'Forty'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dd-conversation-14',
    group: 'conversation',
    turns: ['I want to hire Alex for a project, how do I reach out?', 'ok and the whatsapp number?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555 012 3456', '+1 555-012-3456', '+1 (555) 012-3456', '555 0123456'], source: 'content/owner.ts:19' },
      ],
    },
  },
  {
    id: 'dd-conversation-15',
    group: 'conversation',
    turns: ['show me ur photography', 'the family one', 'after the shoot when do we get the photos?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dd-conversation-16',
    group: 'conversation',
    turns: ['Do you have some kind of motion / animation reel?', 'How long is it, and what software did you make it in?'],
    expect: {
      facts: [
        { anyOf: ['1:15', '75 seconds', '1 min 15', '1 minute 15', '1m15'], source: 'content/cards/videography.ts:68' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dd-conversation-17',
    group: 'conversation',
    turns: ['what is the Harbor Coffee project', 'what did u build it with'],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:59' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dd-conversation-18',
    group: 'conversation',
    turns: ['Which categories does the portfolio have?', 'how many projects are in the fourth one?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
      ],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'dd-conversation-19',
    group: 'conversation',
    turns: ['I saw something about a poster series on your graphics page', 'was that for a client or is it your own thing?'],
    expect: {
      facts: [
        {
          anyOf: ['self-initiated', 'self initiated', 'Passion Project', 'passion project', 'personal project', 'own project'],
          source: 'content/projects/graphics.ts:274',
        },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dd-conversation-20',
    group: 'conversation',
    turns: ['What is this "tokenization meeting" in your photography?', 'for an event like that how quick do you deliver the photos'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'dd-compute-1',
    group: 'compute',
    turns: ['How many of the tools in your design stack are you at 90% or higher with?'],
    expect: {
      facts: [
        { anyOf: ['5', 'five', 'Five'], source: 'content/tools.ts:124' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:120' },
      ],
    },
  },
  {
    id: 'dd-compute-2',
    group: 'compute',
    turns: ["what's the gap between ur strongest tool and ur weakest one? (in points)"],
    expect: {
      facts: [
        { anyOf: ['17'], source: 'content/tools.ts:94' },
        { anyOf: ['Kling'], source: 'content/tools.ts:90' },
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
      ],
    },
  },
  {
    id: 'dd-compute-3',
    group: 'compute',
    turns: ['If I wanted to watch all six films on the videography page back to back, how long would that take in total?'],
    expect: {
      facts: [
        {
          anyOf: ['14:05', '14 minutes and 5', '14 minutes 5', '14 min 5', '14m 5s', '14m05', '845'],
          source: 'content/cards/videography.ts:60',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dd-compute-4',
    group: 'compute',
    turns: ['On the AI video production page, how many of the clips run longer than 30 seconds?'],
    expect: {
      facts: [
        { anyOf: ['3', 'three', 'Three'], source: 'content/projects/ai.ts:94' },
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['Neon City'], source: 'content/projects/ai.ts:74' },
        { anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dd-compute-5',
    group: 'compute',
    turns: ['shortest AI generated clip you have?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dd-compute-6',
    group: 'compute',
    turns: ['if you add up the project counts of all six portfolio categories, what do you get?'],
    expect: {
      facts: [{ anyOf: ['152'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio'],
    },
  },
  {
    id: 'dd-compute-7',
    group: 'compute',
    turns: ['Of the client websites, which ones were done in Lovable and how many in Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor'], source: 'content/cards/web-design.ts:59' },
        { anyOf: ['4', 'four', 'Four'], source: 'content/cards/web-design.ts:24' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dd-compute-8',
    group: 'compute',
    turns: ['whats your average proficiency across the Adobe apps only?'],
    expect: {
      facts: [{ anyOf: ['88.4', '88,4', '88.43'], source: 'content/tools.ts:12' }],
    },
  },
  {
    id: 'dd-compute-9',
    group: 'compute',
    turns: ['On the skills page, what is the average level of the five Video Editing skills?'],
    expect: {
      facts: [{ anyOf: ['86.2', '86,2'], source: 'content/skills.ts:88' }],
      links: ['/skills'],
    },
  },
  {
    id: 'dd-compute-10',
    group: 'compute',
    turns: ['Which of the photo projects on the photography page are from 2023 and not 2024?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Beverages &amp; Desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree Coffee', '33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dd-compound-1',
    group: 'compound',
    turns: ["what's your email and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'Remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'dd-compound-2',
    group: 'compound',
    turns: ['Before I commit: how many years have you been doing this, and roughly how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'dd-compound-3',
    group: 'compound',
    turns: ['how long is the bakery brand film? and what year did you do the music video'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '165 seconds'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dd-compound-4',
    group: 'compound',
    turns: ['The real estate posts: which platform were they made for, and how many of them are shown?'],
    expect: {
      facts: [
        { anyOf: ['Facebook', 'facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['3', 'three', 'Three'], source: 'content/projects/social.ts:28' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dd-compound-5',
    group: 'compound',
    turns: ['whats ur illustrator level?? also for photo retouching what are you best at'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/tools.ts:24' },
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
      ],
    },
  },
  {
    id: 'dd-compound-6',
    group: 'compound',
    turns: ['Two things: what is the name of the coffee roaster you photographed, and which tool do you use to upscale images?'],
    expect: {
      facts: [
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:110' },
      ],
    },
  },
  {
    id: 'dd-compound-7',
    group: 'compound',
    turns: ['does this site put cookies on my computer? and where does it keep my dark mode setting'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'No cookies',
            'sets no cookies',
            'does not set cookies',
            "doesn't set cookies",
            "doesn't use cookies",
            'does not use cookies',
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'dd-compound-8',
    group: 'compound',
    turns: ['How many posters are in the poster series, how many slides in the Carousel Spotlight, and how many typography posts?'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight', 'Eight'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['12', 'twelve', 'Twelve'], source: 'content/projects/social.ts:126' },
        { anyOf: ['9', 'nine', 'Nine'], source: 'content/projects/social.ts:68' },
      ],
    },
  },
  {
    id: 'dd-compound-9',
    group: 'compound',
    turns: ['who makes Kling? and what kind of tool is Lovable'],
    expect: {
      facts: [
        { anyOf: ['Kuaishou'], source: 'content/tools.ts:92' },
        { anyOf: ['web builder', 'Web Builder', 'web apps', 'landing pages', 'websites'], source: 'content/tools.ts:121' },
      ],
    },
  },
  {
    id: 'dd-compound-10',
    group: 'compound',
    turns: ['how long did it take to make that website with AI? and if i send an email how quick will i get an answer'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days', 'Four days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
    },
  },

  // ---------------------------------------------------------------- indirect (10)
  {
    id: 'dd-indirect-1',
    group: 'indirect',
    turns: ["my café's menu photos look awful and honestly nobody orders our cakes and smoothies 😩 can you help"],
    expect: {
      facts: [
        {
          anyOf: [
            'Beverages & Desserts',
            'Beverages and Desserts',
            'Drinks & Desserts',
            'Drinks and Desserts',
            'food photography',
            'Food Photography',
          ],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dd-indirect-2',
    group: 'indirect',
    turns: [
      'me and my fiancée are getting married in may, we need someone who can capture the whole day, rings, vows, the party... is this something for you?',
    ],
    expect: {
      facts: [{ anyOf: ['Wedding', 'wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dd-indirect-3',
    group: 'indirect',
    turns: [
      'We only have some tiny, blurry old pictures of our shop from the 90s and want to print them big for our 30th anniversary. Possible??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dd-indirect-4',
    group: 'indirect',
    turns: [
      'I run a small gym and our website is embarrassing, people cant even find the class times. have you done anything like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'pulse fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dd-indirect-5',
    group: 'indirect',
    turns: ["I'm launching my own fragrance line and need nice shots of the bottles for the online store"],
    expect: {
      facts: [
        { anyOf: ['Perfume', 'perfume', 'Product Photography', 'product photography'], source: 'content/projects/photography.ts:102' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dd-indirect-6',
    group: 'indirect',
    turns: [
      'Our company holds a conference next month with keynotes and panel talks. We need someone to take pictures of the speakers and the networking. Do you have experience with this?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'Corporate Tokenization Meeting',
            'Tokenization',
            'tokenization',
            'event photography',
            'Event Photography',
            'Event Highlights Reel',
          ],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography', '/portfolio/videography'],
    },
  },
  {
    id: 'dd-indirect-7',
    group: 'indirect',
    turns: [
      'my mom is opening a little coffee place next to the station and she needs everything printed, the menu, the cups and bags, a sign for outside. what have you got',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Packaging Design', 'packaging design', 'Cafe Menu', 'Signage', 'Collateral'],
          source: 'content/projects/graphics.ts:213',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dd-indirect-8',
    group: 'indirect',
    turns: [
      'every year we post greetings for the holy month with lanterns and the crescent and honestly they look cheap. did you ever make something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'dd-indirect-9',
    group: 'indirect',
    turns: [
      'Customers keep asking us the same questions about opening hours and delivery all day long. Could you make something on our shop website that answers them automatically?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dd-indirect-10',
    group: 'indirect',
    turns: ['hello. i work for a property agency, our posts for new apartments and villas on facebook get no likes. you can do better?'],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
]
