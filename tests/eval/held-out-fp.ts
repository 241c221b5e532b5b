// Held-out set FP: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const EXPERIENCE = ['1-2 years', '1–2 years', '1-2 Years', 'one to two years']
const NOT_FIVE_YEARS = ['5 years', 'five years', '5+ years']

export const heldOutFP: HeldOutCase[] = [
  // ───────────────────────────── indirect (20) ─────────────────────────────
  {
    id: 'fp-indirect-1',
    group: 'indirect',
    turns: [
      "pre-seed, demo day in 9 days, zero devs on the team 😅 need a real site up that doesn't look like a template. doable that fast??",
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website', 'AI web builder', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design', '/home'],
    },
  },
  {
    id: 'fp-indirect-2',
    group: 'indirect',
    turns: [
      'our support inbox = the same 15 questions on repeat from users. want something on our site that just answers them from our own docs/faq, 24/7. have u built anything like that',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'answer customer questions'], source: 'content/cards/ai.ts:26' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-indirect-3',
    group: 'indirect',
    turns: [
      'we only have a few old product shots from our first batch, tiny and pixelated. they need to go on a 3m booth banner at a trade fair next month. salvageable or do we reshoot?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Upscaling', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-indirect-4',
    group: 'indirect',
    turns: [
      'Raising our seed in 3 wks. Current logo was made in canva by my cofounder lol. I want to explore LOTS of possible looks fast, narrow it down, and walk investors through the chosen direction on app screens + business cards inside our deck. What would you do?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['AI Brand Proposal', 'mood board', 'Mood Board', 'mockups', 'Mockups', 'Logo Concepts', 'logo concepts'],
          source: 'content/projects/ai.ts:122',
        },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-indirect-5',
    group: 'indirect',
    turns: [
      'hardware startup, we have exactly 1 working prototype and zero budget for a studio day. want a slick ~20s clip of the device turning in nice light for the launch post. options?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Product Orbit', 'AI Video Production', 'AI video', 'AI-generated', 'Kling', 'without a studio shoot'],
          source: 'content/projects/ai.ts:82',
        },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-indirect-6',
    group: 'indirect',
    turns: [
      'b2b saas here. growth guy keeps saying we need those posts where ppl swipe through ~10 slides that teach something, for linkedin. got examples or nah',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fp-indirect-7',
    group: 'indirect',
    turns: [
      "we're renaming the company next month. our insta profile looks like 5 different people posted on it (they did 🙃). want it to look planned as a whole the second someone opens the profile",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Marketing', 'nine-post grid', 'nine-post', '9-post', 'feed grid', 'Feed Grid'],
          source: 'content/projects/social.ts:137',
        },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'fp-indirect-8',
    group: 'indirect',
    turns: [
      'cloud kitchen startup, 3 delivery-only brands. our dish pics on talabat/deliveroo are phone shots under awful light and conversion sucks. what can u do for us',
    ],
    expect: {
      facts: [
        {
          anyOf: ['food photography', 'Food Photography', 'food and drink shoots', 'Drinks & Desserts', 'Beverages & Desserts'],
          source: 'content/projects/photography.ts:143',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fp-indirect-9',
    group: 'indirect',
    turns: [
      'hosting a founders meetup in our space next month, keynote + 3 panels + drinks after. need someone there capturing it all and we need the pics by the next morning for PR. is that a thing u do',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Event Photography', 'Event Coverage', 'next day'],
          source: 'content/projects/photography.ts:153',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fp-indirect-10',
    group: 'indirect',
    turns: [
      "DTC serum brand launching in Q3. We need an online home where people can read what's actually inside each bottle and work out which products to use in what order. Done anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fp-indirect-11',
    group: 'indirect',
    turns: [
      'we run 4 boutique spin studios. need a site where ppl check the weekly schedule, see who the coaches are and grab a free first ride. relevant work?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fp-indirect-12',
    group: 'indirect',
    turns: [
      'launching a podcast for our devtools co 🎙️ want a dreamy outer-space kind of opening visual, about a minute, cut to our theme music. anything similar in ur work?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-indirect-13',
    group: 'indirect',
    turns: [
      'proptech, we sell off-plan apartments. need weekly facebook posts announcing new units and the day buyers get their keys, without looking like a cheap flyer. seen anything like that from u?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'fp-indirect-14',
    group: 'indirect',
    turns: [
      'recorded founder interviews for our launch vid on laptop mics... echo + fan hum all over it. fixable on ur end or do we re-record',
    ],
    expect: {
      facts: [{ anyOf: ['Audition', 'noise reduction'], source: 'content/tools.ts:57' }],
      links: ['/home', '/skills', '/about', '/portfolio/videography'],
    },
  },
  {
    id: 'fp-indirect-15',
    group: 'indirect',
    turns: [
      'first real office next month!! we want our logo on mugs, lanyards, notebooks, plus proper letterheads, envelopes and invoices. can you do the whole set in one go',
    ],
    expect: {
      facts: [
        { anyOf: ['Stationery Design', 'Office Stationery Suite', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fp-indirect-16',
    group: 'indirect',
    turns: [
      'our logo just sits there frozen at the start of every product demo video. want it to move / reveal itself nicely for a few secs. u do that?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Motion Graphics Reel', 'logo animations', 'Logo Animation', 'logo reveals', 'After Effects'],
          source: 'content/cards/videography.ts:66',
        },
      ],
      links: ['/portfolio/videography', '/skills', '/home'],
    },
  },
  {
    id: 'fp-indirect-17',
    group: 'indirect',
    turns: [
      'fintech, most of our users are in the gulf. the holy month starts soon and we need greeting posts + iftar time announcements that feel respectful, not cringe corporate. experience with this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'fp-indirect-18',
    group: 'indirect',
    turns: [
      "just incorporated. we have a name and... that's it. 3 devs each picking random colours & fonts in the product. need the whole look pinned down in one doc so everyone follows the same rules",
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'Brand Identity Design',
            'Brand Guidelines',
            'brand guidelines',
            'guidelines',
            'colour and type system',
            'Colour & Type System',
            'logo suite',
          ],
          source: 'content/projects/graphics.ts:141',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
  {
    id: 'fp-indirect-19',
    group: 'indirect',
    turns: [
      'side project: opening a little coffee kiosk inside our coworking ☕ need the price board, branded cups & bags, a stamp card for regulars and something out front so people actually stop',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'cafe', 'Signage', 'loyalty cards'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fp-indirect-20',
    group: 'indirect',
    turns: [
      "launch countdown next wk. need full-screen vertical graphics people tap through on insta + tiktok, each with a clear 'join the waitlist' push. examples??",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },

  // ───────────────────────────── conversation (20) ─────────────────────────────
  {
    id: 'fp-conversation-1',
    group: 'conversation',
    turns: ['what websites have u shipped for clients?', 'the bakery one - what does it actually do besides look nice?'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fp-conversation-2',
    group: 'conversation',
    turns: ['show me ur video work pls', 'how long is the documentary one? need something around that length'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fp-conversation-3',
    group: 'conversation',
    turns: ['which clips did you generate with AI?', 'the flower one 🌸 who was it made for?'],
    expect: {
      facts: [{ anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-conversation-4',
    group: 'conversation',
    turns: ['what tools are in your stack?', 'and the AI video one, how good are u with it honestly'],
    expect: {
      facts: [{ anyOf: ['78%', '78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'fp-conversation-5',
    group: 'conversation',
    turns: [
      'what kind of photo shoots do you do',
      "cofounder's getting married in sept 💍 for the wedding one, how fast do they get the photos?",
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fp-conversation-6',
    group: 'conversation',
    turns: ['list ur social media projects', 'the property one, which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'fp-conversation-7',
    group: 'conversation',
    turns: ['do u make content for linkedin or only insta?', 'ok how many slides does that one have'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fp-conversation-8',
    group: 'conversation',
    turns: ["what's in the graphics section", 'the posters - was that a paid client job?'],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'Passion Project', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'fp-conversation-9',
    group: 'conversation',
    turns: [
      'what have you done with AI for branding specifically',
      'for that proposal, how many logo directions did you go through before picking?',
    ],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-conversation-10',
    group: 'conversation',
    turns: ['which of your client sites were built with Lovable?', 'the travel one - what features does it have? we are traveltech'],
    expect: {
      facts: [{ anyOf: ['destination guides', 'package filters', 'enquiry flow'], source: 'content/cards/web-design.ts:44' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fp-conversation-11',
    group: 'conversation',
    turns: ['who r u and where are you based', 'cool. how long have you been doing it?'],
    expect: {
      facts: [{ anyOf: EXPERIENCE, source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: NOT_FIVE_YEARS,
    },
  },
  {
    id: 'fp-conversation-12',
    group: 'conversation',
    turns: ["how do i reach you, there's no form on the contact page", 'if i message there today how long til you get back to me?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a working day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fp-conversation-13',
    group: 'conversation',
    turns: ['do u do music videos or only corporate stuff?', 'that music one - what year and how long is it?'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['3:20', '3 min 20', '3 minutes 20'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fp-conversation-14',
    group: 'conversation',
    turns: [
      'anything coffee-related in your portfolio? we are a coffee subscription startup',
      'the photos for the roaster, which brand was that?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'fp-conversation-15',
    group: 'conversation',
    turns: ['what skill areas do you cover?', 'in the video editing group, which one are you strongest at?'],
    expect: {
      facts: [{ anyOf: ['Premiere Pro Editing', 'Premiere Pro'], source: 'content/skills.ts:88' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fp-conversation-16',
    group: 'conversation',
    turns: ['can i download your cv somewhere', 'and the other doc?'],
    expect: {
      facts: [
        {
          anyOf: ['alex-morgan-resume.pdf', 'files.discovery-design.example/alex-morgan-resume', 'Download Resume'],
          source: 'content/owner.ts:21',
        },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fp-conversation-17',
    group: 'conversation',
    turns: ['what kinda photography do u do', 'the bottles one 🧴 do we get the files retouched and sized for our online store?'],
    expect: {
      facts: [{ anyOf: ['every size', 'retouched'], source: 'content/projects/photography.ts:119' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fp-conversation-18',
    group: 'conversation',
    turns: ["what's in the AI part of your portfolio", 'the chat thing you mentioned - is there a demo i can poke at?'],
    expect: {
      facts: [
        {
          anyOf: ['like the one on this site', 'on this site', 'Open the Chat', 'Try it now', 'this chat'],
          source: 'content/cards/ai.ts:26',
        },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-conversation-19',
    group: 'conversation',
    turns: ['do you shoot family portraits? want a team+families day for our company offsite', 'how long until we get the edited gallery?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fp-conversation-20',
    group: 'conversation',
    turns: ['which adobe apps do u use', 'which of them are you best at?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95%', '95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },

  // ───────────────────────────── compound (10) ─────────────────────────────
  {
    id: 'fp-compound-1',
    group: 'compound',
    turns: ["what's ur email + are you ok working remote with a team based in berlin?"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fp-compound-2',
    group: 'compound',
    turns: ['quick one for our hiring doc: how many yrs experience, how many projects done, and link to ur CV?'],
    expect: {
      facts: [
        { anyOf: EXPERIENCE, source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example/alex-morgan-cv', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about'],
      mustNotContain: NOT_FIVE_YEARS,
    },
  },
  {
    id: 'fp-compound-3',
    group: 'compound',
    turns: ['how good r u at webflow vs lovable? scores pls, deciding which one to build our MVP site in'],
    expect: {
      facts: [
        { anyOf: ['85%', '85'], source: 'content/tools.ts:121' },
        { anyOf: ['90%', '90'], source: 'content/tools.ts:112' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fp-compound-4',
    group: 'compound',
    turns: ["our legal person asks 2 things: does this site set cookies / tracking? and what's your whatsapp so we can ping you directly"],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', "doesn't set any cookies", 'does not set cookies', 'no tracking'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['15550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/privacy', '/contact'],
    },
  },
  {
    id: 'fp-compound-5',
    group: 'compound',
    turns: ['can we drop a couple of your portfolio images into our pitch deck as moodboard refs? also ballpark price for a landing page?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission', 'ask first'], source: 'content/legal.ts:60' },
        { anyOf: ['agreed directly', 'directly with', 'quote'], source: 'content/legal.ts:67' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'fp-compound-6',
    group: 'compound',
    turns: ['How many web projects have you done, and how many AI ones? Trying to gauge depth before our call.'],
    expect: {
      facts: [
        { anyOf: ['30+', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['15+', 'over 15', 'more than 15'], source: 'content/category-summaries.ts:46' },
      ],
      links: ['/portfolio', '/portfolio/web-design', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fp-compound-7',
    group: 'compound',
    turns: ['which AI is actually behind this chat, and do you keep what I type? asking bc we might paste some confidential product stuff'],
    expect: {
      facts: [
        { anyOf: ['Claude', 'Anthropic'], source: 'content/legal.ts:14' },
        {
          anyOf: ['not stored', 'not used for marketing', 'do not type personal', 'not attached to your identity'],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'fp-compound-8',
    group: 'compound',
    turns: ['2 things: can you do 3D renders of our hardware MVP before it exists, and how strong is your kinetic typography?'],
    expect: {
      facts: [
        { anyOf: ['3D Mockups', '3D mockups', 'Product Renders', 'product renders'], source: 'content/skills.ts:142' },
        { anyOf: ['83%', '83'], source: 'content/skills.ts:105' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'fp-compound-9',
    group: 'compound',
    turns: ['where are u based? and do u have linkedin + behance i can send to my cofounder'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'fp-compound-10',
    group: 'compound',
    turns: ['which AI tool are you best at, and do you know InDesign well enough for a 20-page investor report?'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['88%', '88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home'],
    },
  },
]
