// Held-out set CS: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutCS: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'cs-conversation-1',
    group: 'conversation',
    turns: ['what videos have you made?', 'the skincare one — how long is it and what year?'],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:37' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cs-conversation-2',
    group: 'conversation',
    turns: ['Hi! Which programs are in your design stack?', 'how good are you with the premiere one?'],
    expect: {
      facts: [{ anyOf: ['90%', '90 %', '90/100', '90 percent', '90'], source: 'content/tools.ts:49' }],
      links: ['/home'],
    },
  },
  {
    id: 'cs-conversation-3',
    group: 'conversation',
    turns: ['Do you design websites too?', 'the bakery one, what does it have on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'preorder', 'pre order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cs-conversation-4',
    group: 'conversation',
    turns: ['tell me about the AI video production project', 'which clip was made for the florist?', 'how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse', 'Bloom Time-lapse', 'Bloom'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cs-conversation-5',
    group: 'conversation',
    turns: ['what kinds of photography do you do', 'the coffee ones... who were they for?'],
    expect: {
      facts: [{ anyOf: ['33 Degree', '33 Degrees', '33°', 'Thirty-three Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-conversation-6',
    group: 'conversation',
    turns: ['whats ur skill level in photoshop', 'and midjourney?'],
    expect: {
      facts: [{ anyOf: ['88%', '88 %', '88/100', '88 percent', '88'], source: 'content/tools.ts:94' }],
      links: ['/home'],
      mustNotContain: ['95% in Midjourney'],
    },
  },
  {
    id: 'cs-conversation-7',
    group: 'conversation',
    turns: ['I was looking at your Brand Identity Design project, nice work', "what's in the fourth tile?"],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'cs-conversation-8',
    group: 'conversation',
    turns: ['what are your video editing skills like?', 'which one is the weakest there?'],
    expect: {
      facts: [
        { anyOf: ['Sound Design', 'sound design'], source: 'content/skills.ts:92' },
        { anyOf: ['80%', '80 %', '80/100', '80'], source: 'content/skills.ts:92' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cs-conversation-9',
    group: 'conversation',
    turns: ['what is the stationery project about', 'how many pictures are in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'cs-conversation-10',
    group: 'conversation',
    turns: ['do you have social media work to show', 'which platform was the carousel one made for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linked In'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/social-media', '/portfolio/carousel-posts'],
      mustNotContain: ['made for TikTok'],
    },
  },
  {
    id: 'cs-conversation-11',
    group: 'conversation',
    turns: ['Tell me about your family photo sessions please', 'how soon do we get the photos after?', 'and for weddings?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 h', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks', 'three-week', '3-week'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-conversation-12',
    group: 'conversation',
    turns: ["what's on the AI brand proposal page?", 'tell me more about the first one'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concept'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['Forty', '40', 'three refined', '3 refined', 'three marks', 'three'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cs-conversation-13',
    group: 'conversation',
    turns: ['which AI tools do you work with?', "which one's for building websites?", 'how long did the studio site take with it?'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
        { anyOf: ['four days', '4 days', 'four-day', '4-day'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence', '/home'],
    },
  },
  {
    id: 'cs-conversation-14',
    group: 'conversation',
    turns: ['hey do u do packaging 📦', "what's in the signage part"],
    expect: {
      facts: [
        {
          anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame', 'awning', 'exterior and interior', 'storefront'],
          source: 'content/projects/graphics.ts:253',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'cs-conversation-15',
    group: 'conversation',
    turns: ["What's the Pulse Fitness site?", 'and Atlas?'],
    expect: {
      facts: [
        { anyOf: ['minimal', 'architecture practice', 'large project images', 'architects'], source: 'content/cards/web-design.ts:37' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cs-conversation-16',
    group: 'conversation',
    turns: ['what is on the Perfumes page', 'can I book something like that from there?'],
    expect: {
      facts: [
        {
          anyOf: ['Book Product Photography', 'product photography', 'product shoot', 'product photo'],
          source: 'content/projects/photography.ts:120',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-conversation-17',
    group: 'conversation',
    turns: ['How experienced are you in motion graphics?', 'and which skill in that group is your strongest?'],
    expect: {
      facts: [
        { anyOf: ['Animated Social Content', 'animated social'], source: 'content/skills.ts:101' },
        { anyOf: ['87'], source: 'content/skills.ts:101' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cs-conversation-18',
    group: 'conversation',
    turns: ['Do you have a privacy policy?', 'when was it last updated'],
    expect: {
      facts: [
        {
          anyOf: ['2024-06-01', '1 June 2024', 'June 1, 2024', 'June 1 2024', '1st June 2024', 'June 2024', '01/06/2024', '06/01/2024'],
          source: 'content/legal.ts:7',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'cs-conversation-19',
    group: 'conversation',
    turns: ['tell me abt the AI prompt images', 'which tools were behind the example prompt?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney', 'Mid journey'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['Magnific'], source: 'content/projects/ai.ts:159' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cs-conversation-20',
    group: 'conversation',
    turns: ['What did you make for the real estate agency?', 'nice. what colours did you use for it?'],
    expect: {
      facts: [{ anyOf: ['slate', 'brass'], source: 'content/projects/social.ts:104' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'cs-compute-1',
    group: 'compute',
    turns: ['which of your videos on the videography page is the longest?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', '4m10', '4m 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
      mustNotContain: ['Music Video Edit is the longest'],
    },
  },
  {
    id: 'cs-compute-2',
    group: 'compute',
    turns: ['if i watched all six films on your videography page back to back, how long would that take in total?'],
    expect: {
      facts: [
        {
          anyOf: ['14:05', '14 minutes 5', '14 minutes and 5', '14 min 5', '14m 5', '14m5', '845 seconds', '845 s', 'fourteen minutes'],
          source: 'content/cards/videography.ts:28',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cs-compute-3',
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
    id: 'cs-compute-4',
    group: 'compute',
    turns: ['how many of the tools in your stack do you rate at 90% or higher?'],
    expect: {
      facts: [
        { anyOf: ['5', 'five'], source: 'content/tools.ts:13' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
        { anyOf: ['Premiere'], source: 'content/tools.ts:46' },
      ],
      links: ['/home'],
      mustNotContain: ['Midjourney (88'],
    },
  },
  {
    id: 'cs-compute-5',
    group: 'compute',
    turns: ['Which is longer, the Brand Story Film or the Music Video Edit, and by how much?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['35 seconds', '35 sec', '35s', '0:35', '35 s'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cs-compute-6',
    group: 'compute',
    turns: ['What area of your portfolio has the most projects in it?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40', '40 projects'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'cs-compute-7',
    group: 'compute',
    turns: ["what's the lowest-rated skill on your whole skills page?"],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'product render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cs-compute-8',
    group: 'compute',
    turns: ['shortest of your AI generated video clips?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cs-compute-9',
    group: 'compute',
    turns: ['Of the six photography projects featured on the photography page, how many are from 2023 and which ones?'],
    expect: {
      facts: [
        { anyOf: ['2', 'two'], source: 'content/categories.ts:59' },
        {
          anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Beverages &amp; Desserts'],
          source: 'content/projects/photography.ts:222',
        },
        {
          anyOf: ['33 Degree Speciality Coffee', '33 Degree Specialty Coffee', '33 Degree'],
          source: 'content/projects/photography.ts:198',
        },
      ],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'cs-compute-10',
    group: 'compute',
    turns: ['how many images are there altogether on the stationery design page?'],
    expect: {
      facts: [{ anyOf: ['16', 'sixteen'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'cs-compound-1',
    group: 'compound',
    turns: ['hi, whats your email? also do you only work locally or can you take clients from abroad?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'cs-compound-2',
    group: 'compound',
    turns: ['How many years have you been designing, and how many projects have you completed so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', '1 - 2', 'one to two', '1 to 2', 'one or two'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200', '200 projects'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'cs-compound-3',
    group: 'compound',
    turns: ['How long is the music video edit? And what year is the documentary short from?'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 min 20', '3 minutes 20', '3m20', '3m 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cs-compound-4',
    group: 'compound',
    turns: ['how many posters are in that passion project of yours? and how fast do wedding couples get a first preview of their photos'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['48 hours', '48 h', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/wedding-photography', '/portfolio/graphics', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-compound-5',
    group: 'compound',
    turns: ['Does this website put cookies on my computer? And where does it keep my dark mode setting?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not use cookies',
            "doesn't use cookies",
            'no cookie',
            'does not set',
            "doesn't set",
            'not set any cookies',
            'not use any cookies',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'in your browser', "browser's storage"], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'cs-compound-6',
    group: 'compound',
    turns: ["Could I use a couple of your food photos on my restaurant's website? Also which AI company gets to see what I type in here?"],
    expect: {
      facts: [
        { anyOf: ['permission', 'not without', 'ask first'], source: 'content/legal.ts:60' },
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'cs-compound-7',
    group: 'compound',
    turns: ['premiere, after effects and audition — how strong r u in each??'],
    expect: {
      facts: [
        { anyOf: ['90'], source: 'content/tools.ts:49' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cs-compound-8',
    group: 'compound',
    turns: [
      'If I book a family shoot, when do I get the edited pictures? And if my company needs a conference covered, how quickly are those delivered?',
    ],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['next day', 'next-day', 'following day', 'the day after', '24 hours'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-compound-9',
    group: 'compound',
    turns: ['Which bakery website did you build, what platform was it built on, and what was the coffee roaster site called?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['Webflow'], source: 'content/cards/web-design.ts:24' },
        { anyOf: ['Harbor Coffee', 'Harbour Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cs-compound-10',
    group: 'compound',
    turns: ['whats ur whatsapp number and how quick do u usually answer'],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', '+1 555 0123', '+1 555 012 3456', '1 555 0123 456', '555-0123', '5550123456', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', 'within one day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },

  // ---------------------------------------------------------------- indirect (10)
  {
    id: 'cs-indirect-1',
    group: 'indirect',
    turns: [
      "my café's menu board is impossible to read from the counter and our takeaway cups are just plain white. can you help with that kind of thing?",
    ],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'packaging', 'Cafe Menu', 'Signage', 'Collateral'], source: 'content/projects/graphics.ts:213' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'cs-indirect-2',
    group: 'indirect',
    turns: [
      'We are small fragrance brand, our bottles look cheap and flat on the online shop pictures. You have done something like this?',
    ],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'perfume', 'Product Photography', 'product photography'], source: 'content/projects/photography.ts:102' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-indirect-3',
    group: 'indirect',
    turns: [
      'The only copy of our old logo is a tiny blurry jpg from 2009 and the printer needs it for a 2 metre banner. Is there any way to save it?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cs-indirect-4',
    group: 'indirect',
    turns: [
      "my fiancé and I are tying the knot in May 💍 looking for someone to take pictures of the whole day, is that something you'd do?",
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-indirect-5',
    group: 'indirect',
    turns: [
      'I sell apartments and villas through my agency and honestly our facebook posts for new listings get zero likes. got anything relevant?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'cs-indirect-6',
    group: 'indirect',
    turns: [
      "We're hosting an industry meetup with keynote speakers and panels next month and need someone to take photos on the day. Have you shot anything like that?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'Tokenisation', 'event photography', 'Book Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'cs-indirect-7',
    group: 'indirect',
    turns: [
      'my customers keep emailing me the same questions about opening hours and delivery. i wish something on my website could answer them automatically from our own info',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot', 'chat bot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cs-indirect-8',
    group: 'indirect',
    turns: [
      'The holy month starts in a few weeks and our brand needs greeting posts and iftar announcements for Instagram. What could you show me?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'cs-indirect-9',
    group: 'indirect',
    turns: [
      "our insta profile looks like a mess, none of the posts go together when you open the page. we're relaunching the brand in autumn",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'nine-post', 'feed grid', 'profile grid'],
          source: 'content/projects/social.ts:134',
        },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'cs-indirect-10',
    group: 'indirect',
    turns: [
      'Opening a small gym in March. Need a site where people can see the class times and sign up for a free trial. Have you built one like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
]
