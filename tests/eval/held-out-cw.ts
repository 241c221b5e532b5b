// Held-out set CW: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutCW: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'cw-conversation-1',
    group: 'conversation',
    turns: ['show me some websites you have made', 'the bakery one - what can customers actually do on that site?'],
    expect: {
      facts: [{ anyOf: ['daily menu', 'pre-order', 'preorder', 'store locator'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cw-conversation-2',
    group: 'conversation',
    turns: [
      'Hi! My fiancé and I are getting married in September. Do you photograph weddings?',
      'How long after the wedding would we get to see the photos?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 hrs', '48h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-conversation-3',
    group: 'conversation',
    turns: ['which AI tools does alex work with?', 'how good is he with the video one'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cw-conversation-4',
    group: 'conversation',
    turns: ['what is this 33 degree thing in your photography?', 'ok and which of the two was made for their menu board + instagram?'],
    expect: {
      facts: [
        { anyOf: ['33 Degree Speciality Coffee', 'Speciality Coffee', 'Specialty Coffee'], source: 'content/projects/photography.ts:198' },
        { anyOf: ['latte art', 'espresso', 'brewing gear'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-conversation-5',
    group: 'conversation',
    turns: ['What kind of graphic design projects are on the site?', 'the stationery one. whats in it exactly?'],
    expect: {
      facts: [
        { anyOf: ['Company Profile', 'company profile'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Corporate Document Suite', 'document suite', 'letterheads', 'letterhead'], source: 'content/projects/graphics.ts:166' },
        {
          anyOf: ['Office Stationery Suite', 'office stationery', 'business cards', 'notebooks'],
          source: 'content/projects/graphics.ts:188',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'cw-conversation-6',
    group: 'conversation',
    turns: ['hey do u have any AI generated videos?', 'which of those is the longest', 'what was it used for?'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['podcast intro', 'podcast'], source: 'content/projects/ai.ts:91' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cw-conversation-7',
    group: 'conversation',
    turns: [
      'I make my own perfumes and sell them online, do you shoot products like that?',
      'what exactly would I get if I book that shoot?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['retouched', 'every size', 'clean or styled', 'styled sets', 'studio product shots'],
          source: 'content/projects/photography.ts:119',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-conversation-8',
    group: 'conversation',
    turns: ['For which social networks have you designed posts?', 'And the LinkedIn one, what is that project?'],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'cw-conversation-9',
    group: 'conversation',
    turns: ['how many years have you been doing design?', 'and projects done?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200', '200 projects'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'cw-conversation-10',
    group: 'conversation',
    turns: ['Tell me about your Ramadan designs 🌙', 'how many pictures are in it?'],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/graphics.ts:11' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts'],
    },
  },
  {
    id: 'cw-conversation-11',
    group: 'conversation',
    turns: ['can you list the client websites Alex designed', 'tell me more about the 2nd one'],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness', 'Pulse'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cw-conversation-12',
    group: 'conversation',
    turns: ['What is the Brand Identity Design project?', 'cool. is there a way to look at the guidelines document?'],
    expect: {
      facts: [
        {
          anyOf: ['docs.example.com/brand-identity/brand-guidelines.pdf', 'brand-guidelines.pdf', 'Find Out More'],
          source: 'content/owner.ts:67',
        },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'cw-conversation-13',
    group: 'conversation',
    turns: ['how good r u at photoshop', 'and illustrator?', 'so which of the two is stronger and by how much'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['3 points', '3 percent', '3%', 'by 3', 'three points', 'three percent', '95'], source: 'content/tools.ts:13' },
      ],
      mustNotContain: ['Illustrator is stronger', 'Illustrator is higher'],
    },
  },
  {
    id: 'cw-conversation-14',
    group: 'conversation',
    turns: ['do you do family photoshoots', 'does it have to be outside? my mum cant walk far'],
    expect: {
      facts: [{ anyOf: ['at home', 'outdoors or at home', 'your home'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-conversation-15',
    group: 'conversation',
    turns: ['What is "AI Enhanced" in your portfolio?', 'Which software did you use for it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['Photoshop'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cw-conversation-16',
    group: 'conversation',
    turns: [
      'I noticed a "Corporate Tokenization Meeting" under photography, what was that?',
      'which year was it',
      'and how quick were the photos delivered',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the following day', 'within a day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-conversation-17',
    group: 'conversation',
    turns: ['what skill areas are listed on the skills page?', 'what about the 3d one, which skills are in there?'],
    expect: {
      facts: [
        { anyOf: ['Vector Art'], source: 'content/skills.ts:140' },
        { anyOf: ['3D Mockups', '3D mockups'], source: 'content/skills.ts:142' },
        { anyOf: ['Product Renders', 'Character Design', 'Digital Illustration'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cw-conversation-18',
    group: 'conversation',
    turns: ['Do you have any video you made for a bakery?', 'how long is it, and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cw-conversation-19',
    group: 'conversation',
    turns: ['is there a privacy policy on this site?', 'so does this chat keep what I type?'],
    expect: {
      facts: [
        {
          anyOf: [
            'not stored',
            'are not stored',
            'not saved',
            'no database',
            'not kept',
            "doesn't store",
            'does not store',
            "aren't stored",
          ],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'cw-conversation-20',
    group: 'conversation',
    turns: ['Tell me about the packaging design project', 'and the signage part of it?'],
    expect: {
      facts: [
        {
          anyOf: ['hanging sign', 'pavement board', 'A-frame', 'sandwich board', 'storefront', 'exterior and interior'],
          source: 'content/projects/graphics.ts:253',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'cw-compute-1',
    group: 'compute',
    turns: ['How many of the tools in your design stack are AI tools?'],
    expect: {
      facts: [
        { anyOf: ['5', 'five'], source: 'content/tools.ts:74' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cw-compute-2',
    group: 'compute',
    turns: ['if i watched every film on your videography page back to back, how long would that take?'],
    expect: {
      facts: [{ anyOf: ['14:05', '14 minutes', '14 min', '845 seconds', '845 s', 'about 14'], source: 'content/cards/videography.ts:23' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cw-compute-3',
    group: 'compute',
    turns: ['Which of the skills on the skills page has the lowest level?'],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'Product Render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cw-compute-4',
    group: 'compute',
    turns: ['out of the adobe programs you use, which one are you weakest at?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      mustNotContain: ['Kling'],
    },
  },
  {
    id: 'cw-compute-5',
    group: 'compute',
    turns: ['What is the gap between your best and your worst tool, in proficiency points?'],
    expect: {
      facts: [
        { anyOf: ['17'], source: 'content/tools.ts:13' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
      ],
    },
  },
  {
    id: 'cw-compute-6',
    group: 'compute',
    turns: ['how many videography films are from 2023'],
    expect: {
      facts: [
        { anyOf: ['2', 'two'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['Music Video Edit', 'Music Video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short', 'Documentary'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cw-compute-7',
    group: 'compute',
    turns: ['If I add up the project counts shown for all six portfolio categories, what do I get at minimum?'],
    expect: {
      facts: [{ anyOf: ['152'], source: 'content/category-summaries.ts:22' }],
      links: ['/portfolio'],
    },
  },
  {
    id: 'cw-compute-8',
    group: 'compute',
    turns: ['Which skill group on the skills page has the highest average level? 🤔'],
    expect: {
      facts: [{ anyOf: ['Photo Retouching', 'Retouching'], source: 'content/skills.ts:123' }],
      links: ['/skills'],
    },
  },
  {
    id: 'cw-compute-9',
    group: 'compute',
    turns: ['whats the shortest of your AI videos'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'cw-compute-10',
    group: 'compute',
    turns: ['Of the six client websites, how many were made with Webflow and how many with Lovable?'],
    expect: {
      facts: [
        { anyOf: ['4', 'four'], source: 'content/cards/web-design.ts:24' },
        { anyOf: ['2', 'two'], source: 'content/cards/web-design.ts:45' },
      ],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'cw-compound-1',
    group: 'compound',
    turns: ["What's your email address? And is there a contact form I can fill in?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['coming soon', 'on its way', 'not yet', 'no contact form', 'no form'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'cw-compound-2',
    group: 'compound',
    turns: ['do you have a cv i can download and where are you based'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['remote', 'remotely', 'worldwide'], source: 'content/site.ts:16' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cw-compound-3',
    group: 'compound',
    turns: ['What is your Midjourney level, and what is it for Lovable?'],
    expect: {
      facts: [
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['90'], source: 'content/tools.ts:112' },
      ],
    },
  },
  {
    id: 'cw-compound-4',
    group: 'compound',
    turns: ['How long is the music video edit? Also what year did you make the documentary short?'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 min 20', '3 minutes 20', '3m20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cw-compound-5',
    group: 'compound',
    turns: ['is there a whatsapp number i can text?? and how fast do you usually answer'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555 012 3456', '+15550123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
        {
          anyOf: ['one working day', '1 working day', 'one business day', 'within a day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'cw-compound-6',
    group: 'compound',
    turns: ['Which platform were the real estate posts made for, and how many slides are in the carousel project?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['12', 'twelve'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'cw-compound-7',
    group: 'compound',
    turns: ['the poster series: what is it about, how many posters are there, and was it for a client?'],
    expect: {
      facts: [
        { anyOf: ['geometric', 'circles', 'triangles'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        {
          anyOf: ['self-initiated', 'self initiated', 'passion project', 'personal', 'not for a client', 'not a client'],
          source: 'content/projects/graphics.ts:274',
        },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'cw-compound-8',
    group: 'compound',
    turns: ['Does this site use cookies? And who do I contact if I have a question about my data?'],
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
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'cw-compound-9',
    group: 'compound',
    turns: ['For the AI brand proposal, which tools did you use, and what is in the mood board?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:10' },
        { anyOf: ['colour', 'color', 'texture', 'photography direction'], source: 'content/projects/ai.ts:21' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cw-compound-10',
    group: 'compound',
    turns: ['Quick one for my agency deck: years of experience, number of projects, and how many tools in your stack?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['over 5 years', '5+ years', '15+ AI tools'],
    },
  },

  // ---------------------------------------------------------------- indirect (10)
  {
    id: 'cw-indirect-1',
    group: 'indirect',
    turns: ['the pictures on our cafe menu look so bad honestly, we are doing a new summer menu with smoothies and cakes. can you help?'],
    expect: {
      facts: [
        {
          anyOf: [
            'Beverages & Desserts',
            'Beverages and Desserts',
            'Drinks & Desserts',
            'Drinks and Desserts',
            'Book Food Photography',
            'food photography',
          ],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-indirect-2',
    group: 'indirect',
    turns: [
      'I only have tiny old jpgs of our products and when the printer blows them up for a banner they look blocky. is there anything to be done?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cw-indirect-3',
    group: 'indirect',
    turns: [
      "We're opening a little neighbourhood coffee place in March. We need the printed menu, branded takeaway cups and bags, and something outside so people notice us from the street. Have you done anything like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'signage', 'Signage', 'Collateral'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'cw-indirect-4',
    group: 'indirect',
    turns: ['I own a gym and our members always complain they cant find the class schedule on our site 😩'],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cw-indirect-5',
    group: 'indirect',
    turns: [
      'me and my partner are tying the knot next spring in a small chapel, we want someone to capture the whole day from the vows to the dancing',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding photography', 'Wedding Photography'], source: 'content/projects/photography.ts:96' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cw-indirect-6',
    group: 'indirect',
    turns: [
      'Our firm hosts a conference on blockchain-based assets next month and we need someone to take pictures of the speakers and the panels.',
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
    id: 'cw-indirect-7',
    group: 'indirect',
    turns: ['i sell apartments and villas, i need nicer posts for my new listings on facebook'],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate', 'real estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'cw-indirect-8',
    group: 'indirect',
    turns: [
      'My small shop gets the same 20 questions every day by email. Could something on our website just answer people automatically?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cw-indirect-9',
    group: 'indirect',
    turns: ['we are launching a new face serum line in 3 weeks and want a short punchy clip to hype it on insta before the drop'],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cw-indirect-10',
    group: 'indirect',
    turns: [
      'the fasting month starts soon and our brand needs greeting posts and iftar invitations for our feed, is that something you have done before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media'],
    },
  },
]
