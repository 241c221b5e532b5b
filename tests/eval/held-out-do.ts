// Held-out set DO: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDO: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'do-indirect-1',
    group: 'indirect',
    turns: [
      "my café's menu is a mess, people squint at it from the counter and our takeaway cups are just plain white. have you done anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'café menu', 'cafe menu'], source: 'content/projects/graphics.ts:222' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'do-indirect-2',
    group: 'indirect',
    turns: [
      'We only have tiny old jpgs of our shop from 2012 and they go all blocky when the printer blows them up for a banner. Any way to save them?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Upscal'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-indirect-3',
    group: 'indirect',
    turns: [
      'me and my fiancé are getting married in may 💍 we want someone who stays in the background and just catches the day. is that something you do?',
    ],
    expect: {
      facts: [{ anyOf: ['Wedding', 'wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'do-indirect-4',
    group: 'indirect',
    turns: [
      'I sell niche fragrances on Etsy. My bottle photos look flat and the glass reflects my whole kitchen lol. Can you show me something you did that is similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'do-indirect-5',
    group: 'indirect',
    turns: [
      'i run a small gym, members keep calling to ask when the spin classes are and who teaches them. our site is useless for that. done anything like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'do-indirect-6',
    group: 'indirect',
    turns: [
      'Hello, I am agent for property company. Our Facebook posts for new apartments look cheap and nobody react. You have example for this kind business?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate', 'real estate'], source: 'content/projects/social.ts:104' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-indirect-7',
    group: 'indirect',
    turns: [
      'our restaurant wants special posts for the holy month this year, greetings plus the times we open for breaking the fast. shown anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-indirect-8',
    group: 'indirect',
    turns: [
      "We're dropping a new face serum in three weeks and want a short, punchy clip to hype it on reels before launch day. Anything comparable in your work?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'do-indirect-9',
    group: 'indirect',
    turns: [
      'our company just did a 2 day summit with talks and panel discussions. management wants a short recap vid for linkedin. is this in your wheelhouse? show me proof pls',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Highlights Reel', 'highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'do-indirect-10',
    group: 'indirect',
    turns: [
      'I host a science podcast and I want a spacey, galaxy-ish intro clip, but I have zero footage. Could you make something from nothing?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-indirect-11',
    group: 'indirect',
    turns: [
      'honestly my staff spends half the day answering the same customer questions about opening hours and delivery. can anything you do take that off our hands?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-indirect-12',
    group: 'indirect',
    turns: [
      "I'm opening a yoga studio next week (yes, I know, late 🙈) and I have no website at all. Is it even realistic to get something live that quickly? Have you done one that fast?",
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable', 'AI-Built Website', 'AI web builder'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-indirect-13',
    group: 'indirect',
    turns: [
      "we're a tiny perfume label, no budget for a studio day, but we'd love a moving teaser of the bottle for the launch. any chance?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-indirect-14',
    group: 'indirect',
    turns: [
      'Our letterheads, invoices and envelopes all come from five different Word templates and it looks unprofessional when we send them to clients. Is that something you fix?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery', 'Stationery'],
          source: 'content/projects/graphics.ts:166',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'do-indirect-15',
    group: 'indirect',
    turns: [
      'startup here. we have literally nothing: no logo, no colours, everyone makes slides in their own style. comparing a few freelancers — what have you done from scratch for someone like us?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'Logo Suite'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'do-indirect-16',
    group: 'indirect',
    turns: [
      "when you open our insta profile every post looks like it's from a different company. we're relaunching the brand in the autumn and want the whole page to look planned",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post', 'nine post', '9-post'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-indirect-17',
    group: 'indirect',
    turns: [
      'Would love some nice pics of me, my husband and our two little ones at the park. Nothing stiff or posed please, the kids hate that.',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session', 'Family Session'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'do-indirect-18',
    group: 'indirect',
    turns: [
      'i own a little dessert bar, the photos on our delivery app are from my phone and they look sad. need stuff that makes ppl crave the milkshakes and cakes',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Beverages & Desserts', 'Drinks and Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'do-indirect-19',
    group: 'indirect',
    turns: [
      'We post educational tips on LinkedIn as multi-slide posts but nobody gets past slide one. Have you designed anything like that which actually works?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-indirect-20',
    group: 'indirect',
    turns: [
      "I recorded the voiceover for my product video at home and there's a constant hum from the fridge in the background. Is cleaning that up something you can handle, and with what?",
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'do-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have you built for clients?', 'the second one — what does it do?'],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'trainer', 'trial'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'do-conversation-2',
    group: 'conversation',
    turns: ['can I see your video work?', 'which one is the longest', 'and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'do-conversation-3',
    group: 'conversation',
    turns: ['Do you photograph weddings?', 'ok nice. how long until we actually get the pictures after?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'do-conversation-4',
    group: 'conversation',
    turns: ['which ai tools do u actually use', 'how good are u with kling?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      mustNotContain: ['Kling: 85', 'Kling 85'],
    },
  },
  {
    id: 'do-conversation-5',
    group: 'conversation',
    turns: ['Tell me about the Atlas project', 'what was it built with?'],
    expect: {
      facts: [{ anyOf: ['Webflow'], source: 'content/cards/web-design.ts:38' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'do-conversation-6',
    group: 'conversation',
    turns: ['you have two coffee pages in the photo section, right? whats the difference', 'ok and the speciality one — who was that for?'],
    expect: {
      facts: [
        { anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' },
        { anyOf: ['roaster', 'roastery'], source: 'content/projects/photography.ts:177' },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'do-conversation-7',
    group: 'conversation',
    turns: ['Do you make logos?', 'can I see an example of a full brand you did?', "what's included in that one exactly?"],
    expect: {
      facts: [
        { anyOf: ['Logo Suite', 'logo suite'], source: 'content/projects/graphics.ts:28' },
        { anyOf: ['Business Cards', 'business cards'], source: 'content/projects/graphics.ts:52' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'do-conversation-8',
    group: 'conversation',
    turns: ["I'm comparing a few designers. How long have you been freelancing?", 'and how many projects in that time?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
    },
  },
  {
    id: 'do-conversation-9',
    group: 'conversation',
    turns: [
      'do you shoot corporate events?',
      'cool. btw do you also do websites or just photos?',
      'ok back to the event thing — how quickly would I get the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'do-conversation-10',
    group: 'conversation',
    turns: ['have you done social media for restaurants?', 'which platform were those posts for?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-conversation-11',
    group: 'conversation',
    turns: ['whats ur photoshop level', 'and illustrator?', 'so which of those 2 are u better at'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
    },
  },
  {
    id: 'do-conversation-12',
    group: 'conversation',
    turns: ['Tell me about your AI videos', 'the one with the flower, who was that made for?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['florist'], source: 'content/projects/ai.ts:99' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-conversation-13',
    group: 'conversation',
    turns: ["Hi! We'd like to book a family shoot for the grandparents' anniversary", 'how long after the session do we get the photos?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'do-conversation-14',
    group: 'conversation',
    turns: ['is there a music video in your portfolio?', 'how long is it', 'and the documentary one?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'do-conversation-15',
    group: 'conversation',
    turns: ['what did you do for the travel agency website?', 'and the coffee roaster site?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'do-conversation-16',
    group: 'conversation',
    turns: ["what's in the stationery project?", 'how many pieces are in the document suite part'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'do-conversation-17',
    group: 'conversation',
    turns: ['Do you design posters?', 'how many are in that series', 'was it for a client or?'],
    expect: {
      facts: [
        {
          anyOf: ['self-initiated', 'self initiated', 'Passion Project', 'passion project', 'personal'],
          source: 'content/projects/graphics.ts:274',
        },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'do-conversation-18',
    group: 'conversation',
    turns: ['what is the typography posts thing', 'who was it made for'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-conversation-19',
    group: 'conversation',
    turns: ['do you use AI for logo ideas?', 'how many directions did you try in that proposal', 'and how many did you end up with?'],
    expect: {
      facts: [{ anyOf: ['three', '3'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-conversation-20',
    group: 'conversation',
    turns: ['what are your photography skills?', 'which of them is your weakest'],
    expect: {
      facts: [
        { anyOf: ['Lighting Setup', 'lighting'], source: 'content/skills.ts:118' },
        { anyOf: ['82'], source: 'content/skills.ts:118' },
      ],
      links: ['/skills'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'do-compound-1',
    group: 'compound',
    turns: ["what's your email, and do you take clients from abroad? I'm in Canada"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'do-compound-2',
    group: 'compound',
    turns: ['How many years have you been doing this, how many projects have you finished, and how many tools are in your stack?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'do-compound-3',
    group: 'compound',
    turns: ['quick q: how fast do I get photos after a corporate event, and how fast after a family shoot?'],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' },
      ],
    },
  },
  {
    id: 'do-compound-4',
    group: 'compound',
    turns: ['Which tool do you use for upscaling images and how good are you with it? Also what do you build websites in?'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
        { anyOf: ['Webflow', 'Lovable'], source: 'content/about.ts:34' },
      ],
    },
  },
  {
    id: 'do-compound-5',
    group: 'compound',
    turns: ['does this site put cookies on my computer? and could I print one of your posters to hang in my shop?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not set', "doesn't set", 'not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'do-compound-6',
    group: 'compound',
    turns: ['how long is the event highlights reel and what year is the motion graphics reel from'],
    expect: {
      facts: [
        { anyOf: ['1:50', '1 min 50', '1 minute 50'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:69' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'do-compound-7',
    group: 'compound',
    turns: ['Who is the designer behind this site, and where can I grab their CV?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['alex-morgan-cv', 'Download CV', 'CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'do-compound-8',
    group: 'compound',
    turns: ['what tools went into the AI brand proposal? and how long is that ocean clip in the AI videos?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:10' },
        { anyOf: ['0:30', '30 seconds', '30 sec', '30s'], source: 'content/projects/ai.ts:70' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'do-compound-9',
    group: 'compound',
    turns: ['How many slides does the carousel project have, and how many posts are in the instagram grid one?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['nine', '9'], source: 'content/projects/social.ts:137' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'do-compound-10',
    group: 'compound',
    turns: ['three things: do u do packaging, do u do shop signs, and what was that gym website about?'],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'packaging', 'Packaging'], source: 'content/projects/graphics.ts:213' },
        { anyOf: ['Signage', 'signage', 'signs'], source: 'content/projects/graphics.ts:252' },
        { anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics', '/portfolio/web-design'],
    },
  },
]
