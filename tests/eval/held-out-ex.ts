// Held-out set EX: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const EMAIL_SRC = 'content/owner.ts:17'

export const heldOutEX: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ex-indirect-1',
    group: 'indirect',
    turns: [
      'hi, i volunteer for a tiny local heritage society. all we have of our founders are little blurry scans from the 70s and we want them printed BIG on a banner for our 50th anniversary. is that even possible or are the files just too poor?? we have basically no budget',
    ],
    expect: {
      facts: [{ anyOf: ['upscal', 'Upscal', 'AI Enhanced', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ex-indirect-2',
    group: 'indirect',
    turns: [
      'Salam! our mosque youth committee wants nice greeting images for the fasting month, and also something to announce when we break the fast together every evening in the hall. can u make that kind of stuff? we are all volunteers lol',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ex-indirect-3',
    group: 'indirect',
    turns: [
      'I coach an under-12s netball club. Parents text me all week asking what time practice is on which day, and how their kid can come and try a session before signing up. Could something online fix this? have you built anything close to that?',
    ],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ex-indirect-4',
    group: 'indirect',
    turns: [
      "we run a pay-what-you-can community cafe in a church hall. our price list is a handwritten A4 sheet that nobody can read from the queue, and we'd love cups and stamp cards for our regulars with our name on them. have you done anything like that??",
    ],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'Packaging', 'packaging'], source: 'content/projects/graphics.ts:213' },
        { anyOf: ['loyalty card', 'menu', 'Menu'], source: 'content/projects/graphics.ts:216' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ex-indirect-5',
    group: 'indirect',
    turns: [
      'Our walking group has a volunteer leader who has taken people up the hills for thirty years. We would like a little film about him: him talking to camera, plus some shots from above of the ridges. Have you made something like this?',
    ],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['drone', 'hiking guide'], source: 'content/cards/videography.ts:58' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ex-indirect-6',
    group: 'indirect',
    turns: [
      'Hello. Our association organise every year one conference for our members: speakers, panel discussion, networking with coffee. We need pictures that the local newspaper can use already the morning after. Is this inside your experience?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization', 'event photography', 'Event Photography'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ex-indirect-7',
    group: 'indirect',
    turns: [
      "my yr 10 students' rock band filmed themselves playing their song on like 4 phones, loads of clips. need someone to cut it together so it hits on the beat and looks kinda stylish. have u done that before?",
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ex-indirect-8',
    group: 'indirect',
    turns: [
      "we're a tiny animal rescue, zero tech people and no money for a big agency. we need a site up FAST, like days not months. is that realistic? what's the quickest you've ever done one",
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence', '/home'],
    },
  },
  {
    id: 'ex-indirect-9',
    group: 'indirect',
    turns: [
      'The food pantry I help at gets the same 5 questions every single day on facebook... when are you open, what can I donate, do I need ID. is there a way to have something reply to people automatically using our own info?? 🙏',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ex-indirect-10',
    group: 'indirect',
    turns: [
      "I teach art at a secondary school. This term we're doing a project where each piece has to follow one simple rule, only circles, only triangles, only waves etc. Do you have any of your own work like that I could show my class for inspiration?",
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series', 'Passion Project', 'posters'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ex-indirect-11',
    group: 'indirect',
    turns: [
      "the PTA at our primary school wants to offer families a relaxed picture session on the field at the summer fair. nothing stiff, just parents & kids having fun outside. how would that work and how long till they'd see the pictures?",
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'Family Session'], source: 'content/projects/photography.ts:54' },
        { anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ex-indirect-12',
    group: 'indirect',
    turns: [
      'our amateur theatre company is relaunching after a long break and honestly our insta page looks like a jumble sale 😅 we want the whole profile to look planned and tidy the moment people land on it. can you help with that?',
    ],
    expect: {
      facts: [{ anyOf: ['nine-post', '9-post', 'Social Media Marketing', 'grid'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ex-indirect-13',
    group: 'indirect',
    turns: [
      'Our adult reading charity wants to explain on LinkedIn how volunteering with us works, step by step, as one post where people flick sideways through several square slides. Have you made that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ex-indirect-14',
    group: 'indirect',
    turns: [
      "every volunteer at our wildlife trust makes flyers with different colours, different fonts, stretched versions of the logo... it's chaos. we need ONE set of rules that everyone follows. what would you suggest, have you done this before?",
    ],
    expect: {
      facts: [
        { anyOf: ['Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' },
        { anyOf: ['guidelines', 'Guidelines'], source: 'content/projects/graphics.ts:141' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ex-indirect-15',
    group: 'indirect',
    turns: [
      "volunteer-run youth cafe here. we're redoing our drinks + cakes board for the counter and for the delivery app we just joined, and our phone pics look sad tbh. any examples of stuff you've shot like this?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'food photography', 'Food Photography'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ex-indirect-16',
    group: 'indirect',
    turns: [
      "scout troop open day in 3 weeks!! need some tall full-screen phone images for insta and tiktok, the kind that vanish after 24h, saying the date and 'come along'. do you do those",
    ],
    expect: {
      facts: [{ anyOf: ['9:16', 'story graphics', 'Social Media Graphics', 'stories'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ex-indirect-17',
    group: 'indirect',
    turns: [
      'Our charity board wants a printed booklet for funders that introduces who we are, what we do and our numbers, plus matching letter paper and envelopes so everything looks like it belongs together. Is that in your wheelhouse?',
    ],
    expect: {
      facts: [
        { anyOf: ['Company Profile', 'company profile'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Letterheads', 'letterhead', 'Document Suite'], source: 'content/projects/graphics.ts:167' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ex-indirect-18',
    group: 'indirect',
    turns: [
      "hey! me and two mates run a little community radio show, now putting it out as a podcast too. we want a short spacey animated intro but we've got no camera and no footage at all. any ideas??",
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ex-indirect-19',
    group: 'indirect',
    turns: [
      "Environmental charity here. For our clean-oceans campaign we'd love dreamy, imaginative key images, but paying for a photoshoot or an illustrator for weeks is out of the question for us. anything you've done that would fit?",
    ],
    expect: {
      facts: [{ anyOf: ['prompt', 'Prompt', 'concept art', 'Concept art', 'Midjourney'], source: 'content/projects/ai.ts:133' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ex-indirect-20',
    group: 'indirect',
    turns: [
      'Our hospice had its big fundraising dinner last week - speeches, awards, people laughing. We filmed loads but we want a short recap, under two minutes, to send to donors. What have you made that is similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'highlights reel', 'Highlights Reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ex-conversation-1',
    group: 'conversation',
    turns: ['hey what websites have u built', 'the bakery one - what can people actually do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ex-conversation-2',
    group: 'conversation',
    turns: ['Which videos are in your videography section?', 'How long is the showreel one with the animated logos?'],
    expect: {
      facts: [{ anyOf: ['1:15', '1 min 15', '75 seconds'], source: 'content/cards/videography.ts:68' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ex-conversation-3',
    group: 'conversation',
    turns: [
      'our school secretary is getting married next summer and the staff want to chip in and gift her a photographer. what kind of photography do you do?',
      'the wedding one - how soon would she get her photos?',
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
    id: 'ex-conversation-4',
    group: 'conversation',
    turns: ['which AI tools do you actually use?', 'and how good are you with the video one, out of 100?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ex-conversation-5',
    group: 'conversation',
    turns: ['what social media work can I look at?', 'the property one, which platform was it made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ex-conversation-6',
    group: 'conversation',
    turns: ['do you make videos with AI? show me', 'the flower one... who was that for?'],
    expect: {
      facts: [{ anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ex-conversation-7',
    group: 'conversation',
    turns: ['what programs do you edit video with?', 'and the audio one, how strong are u at it?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ex-conversation-8',
    group: 'conversation',
    turns: ['What skill groups are on your skills page?', 'In the retouching one, what are you best at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'ex-conversation-9',
    group: 'conversation',
    turns: [
      'how can our community choir get in touch with you?',
      'is whatsapp ok for that?',
      "ok and the other way, what's the address to write to?",
    ],
    expect: {
      facts: [{ anyOf: EMAIL, source: EMAIL_SRC }],
      links: ['/contact'],
    },
  },
  {
    id: 'ex-conversation-10',
    group: 'conversation',
    turns: ['What graphic design projects are on the site?', "tell me about the stationery one, what's in it?"],
    expect: {
      facts: [
        { anyOf: ['Company Profile', 'company profile'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Document Suite', 'document suite'], source: 'content/projects/graphics.ts:166' },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ex-conversation-11',
    group: 'conversation',
    turns: ['do you photograph coffee shops? our community cafe wants to know', "what's the name of that coffee place you shot?"],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'ex-conversation-12',
    group: 'conversation',
    turns: [
      'whats on the AI part of your portfolio',
      'the brand proposal thing, whats in it?',
      'how many logo ideas did you go through in the first bit?',
    ],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'ex-conversation-13',
    group: 'conversation',
    turns: ['Which of your web projects were made with Lovable?', 'The coffee one — what does that site offer?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ex-conversation-14',
    group: 'conversation',
    turns: ['list ur films pls', 'skincare one how long'],
    expect: {
      facts: [{ anyOf: ['0:45', '45 seconds', '45 sec'], source: 'content/cards/videography.ts:36' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ex-conversation-15',
    group: 'conversation',
    turns: [
      'What are the three principles on your home page?',
      'can you explain the last one a bit more? we are a small charity and not sure what it means for us',
    ],
    expect: {
      facts: [{ anyOf: ['click-through', 'engagement', 'Engagement', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'ex-conversation-16',
    group: 'conversation',
    turns: ['tell me about the packaging design project', 'what was in the second of those galleries?'],
    expect: {
      facts: [
        { anyOf: ['Collateral', 'cup sleeve', 'Cup sleeve', 'loyalty card', 'stickers'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'ex-conversation-17',
    group: 'conversation',
    turns: ['What do you use AI for in your work?', 'that upscaling thing - which tool do you use for it?'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/tools.ts:100' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence', '/home'],
    },
  },
  {
    id: 'ex-conversation-18',
    group: 'conversation',
    turns: ['what are the categories in your portfolio?', 'how many projects in the video one?'],
    expect: {
      facts: [{ anyOf: ['12+'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'ex-conversation-19',
    group: 'conversation',
    turns: [
      'hi, our charity shop sells handmade candles online and honestly the photos are awful. do you take photos?',
      'what kinds?',
      'the product one - what would we actually get at the end?',
    ],
    expect: {
      facts: [{ anyOf: ['every size', 'retouched', 'Retouched'], source: 'content/projects/photography.ts:119' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ex-conversation-20',
    group: 'conversation',
    turns: ['do you have a CV I could show our committee?', "and the second download, where's that one?"],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume.pdf', 'Resume', 'resume'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ex-compound-1',
    group: 'compound',
    turns: ["hi!! whats your email and where are you based? we're a small youth club up in Leeds"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: EMAIL_SRC },
        { anyOf: ['worldwide', 'Worldwide', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ex-compound-2',
    group: 'compound',
    turns: ['How quickly do you usually answer messages? And is there a form on your site I can fill in for our PTA request?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['on its way', 'coming soon', 'Coming Soon', 'not yet'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ex-compound-3',
    group: 'compound',
    turns: ['quick q from a church youth group: roughly how many websites have you done, and what do you build them with?'],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ex-compound-4',
    group: 'compound',
    turns: ['on a scale of 1-100 how good r u at photoshop?? and premiere?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'ex-compound-5',
    group: 'compound',
    turns: ['Before our school lets staff use your site: does it set cookies, and are the chat messages saved anywhere?'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'no cookie'], source: 'content/legal.ts:33' },
        { anyOf: ['not stored', 'not saved', 'no database', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ex-compound-6',
    group: 'compound',
    turns: ['Can our charity put one of your poster images in our newsletter? and if we need permission who do I ask?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: EMAIL, source: EMAIL_SRC },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'ex-compound-7',
    group: 'compound',
    turns: [
      'how many years have you been doing this, how many projects have you finished, and how many design tools do you use? (for our grant form)',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2 Years', '1–2 years', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects'], source: 'content/site.ts:19' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'ex-compound-8',
    group: 'compound',
    turns: ["which social sites are you on, and what's your whatsapp number? our club secretary prefers whatsapp"],
    expect: {
      facts: [
        { anyOf: ['Behance'], source: 'content/site.ts:39' },
        { anyOf: ['15550123456', '+1 555 012 3456', '555'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ex-compound-9',
    group: 'compound',
    turns: ['What do you use to edit photos, and what do you use to lay out booklets and menus for print?'],
    expect: {
      facts: [
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ex-compound-10',
    group: 'compound',
    turns: ['how many AI projects have you got, and how many social media ones? trying to decide for our food bank'],
    expect: {
      facts: [
        { anyOf: ['15+'], source: 'content/category-summaries.ts:46' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/artificial-intelligence', '/portfolio/social-media'],
    },
  },
]
