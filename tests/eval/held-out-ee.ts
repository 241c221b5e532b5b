// Held-out set EE: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutEE: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ee-indirect-1',
    group: 'indirect',
    turns: [
      'hi! i own a small bakery and i want a website where ppl can pre-order croissants and find our shop. have you done anything like that??',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ee-indirect-2',
    group: 'indirect',
    turns: [
      'We run a small gym with group classes. Members should see the timetable and new people should be able to sign up for a free trial class online. Is this something you have experience with?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ee-indirect-3',
    group: 'indirect',
    turns: [
      'I only have tiny blurry pictures of our shop from like 10 years ago and they look terrible on the big TV screen in our window. Can anything be done with them or do we have to reshoot everything?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Upscaling'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ee-indirect-4',
    group: 'indirect',
    turns: [
      'our firm hosts a panel evening about tokenizing real-world assets next month. we need someone to shoot the speakers and the networking part for our press release. any relevant work?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization Meeting', 'tokenization'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ee-indirect-5',
    group: 'indirect',
    turns: [
      'me and my fiancé are getting married in may 💍💍 we are looking for someone to capture the whole day, rings, vows, all of it. can I see something?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding Photography', 'wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ee-indirect-6',
    group: 'indirect',
    turns: [
      'I make my own fragrances and sell them online, but my bottle photos look flat and the glass reflects everything. Have you shot stuff like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'Product Photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ee-indirect-7',
    group: 'indirect',
    turns: [
      'nobody can read our café menu from the counter lol, and we also want our own cups and a sign outside that makes people stop. is that something alex did before?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-indirect-8',
    group: 'indirect',
    turns: [
      'We are a property agency and every week we post new villas and apartments on Facebook but it looks so boring and messy. Can you show me what you could do for us?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ee-indirect-9',
    group: 'indirect',
    turns: ['the holy month is starting soon and our brand wants greeting posts and iftar announcements for the feed 🌙 what do you have'],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-indirect-10',
    group: 'indirect',
    turns: [
      'Customers keep emailing us the same 10 questions about opening hours and delivery. Is there a way to have something on our website that answers them by itself, day and night?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ee-indirect-11',
    group: 'indirect',
    turns: [
      'launching a new face serum in 3 weeks. I want a short punchy clip for reels, cut to music, with some animated text. got examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ee-indirect-12',
    group: 'indirect',
    turns: [
      "we're a brand new studio, literally nothing yet. no logo, no colours, no fonts, no business cards. where would you even start with us?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-indirect-13',
    group: 'indirect',
    turns: [
      'Good afternoon. Our accounting office still sends invoices and letters on plain Word templates. We would like letterheads, envelopes, folders and invoices that look professional. Do you have a reference for this?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite', 'Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-indirect-14',
    group: 'indirect',
    turns: [
      "i have a small travel agency. i want a dreamy video flying over mountains at the top of my website but i can't pay for a drone crew or fly to the alps 😅",
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ee-indirect-15',
    group: 'indirect',
    turns: [
      'We roast coffee beans and want customers to subscribe to a monthly bag online, plus some brewing guides. Anything similar in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ee-indirect-16',
    group: 'indirect',
    turns: ['my posts on linkedin get like 3 likes. people say the swipe-through slide posts with tips work better. can you do those?'],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ee-indirect-17',
    group: 'indirect',
    turns: [
      'I record voiceovers for my videos at home and there is always a hum and background noise. How good is Alex at fixing sound like that?',
    ],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
    },
  },
  {
    id: 'ee-indirect-18',
    group: 'indirect',
    turns: [
      "We're relaunching our brand and when people open our insta profile the 9 tiles at the top should look like one planned picture, not random posts. Have you planned a whole profile like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'nine-post'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ee-indirect-19',
    group: 'indirect',
    turns: ['is there anything here you made just for yourself, not for a client? like personal art posters or so'],
    expect: {
      facts: [{ anyOf: ['Poster Series', 'Passion Project'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-indirect-20',
    group: 'indirect',
    turns: [
      'I write a small design blog and some of these illustrations would look really nice in my next article. Can I just put them on my blog?',
    ],
    expect: {
      facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ee-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have u made', 'the music one, how long is it?'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', '3 minutes 20', '3m20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ee-conversation-2',
    group: 'conversation',
    turns: [
      'Show me your website projects please',
      'which of them were made with Lovable?',
      'the coffee one of those, what does it offer customers?',
    ],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'Subscription'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ee-conversation-3',
    group: 'conversation',
    turns: ['What photography do you do?', 'tell me about the wedding one', 'and after the wedding how long until we see photos?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48 h', '48h', 'three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ee-conversation-4',
    group: 'conversation',
    turns: ['hey which AI tools do you work with', 'how good r u with midjourney', 'and kling?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
    },
  },
  {
    id: 'ee-conversation-5',
    group: 'conversation',
    turns: ['Do you use Adobe programs?', 'which one are you best at', 'and the weakest of the adobe ones?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
    },
  },
  {
    id: 'ee-conversation-6',
    group: 'conversation',
    turns: ['what is in your AI section?', 'the video production one - what clips are in there', 'which one was for the flower shop?'],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ee-conversation-7',
    group: 'conversation',
    turns: ['Can you tell me about the brand identity project?', 'what is the fourth tile about?'],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business cards'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-conversation-8',
    group: 'conversation',
    turns: ['what social media stuff have you done?', 'the one with the big letters', 'which platform was it made for'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:44' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ee-conversation-9',
    group: 'conversation',
    turns: ['Stationery design, what is included?', 'how many pictures are in the document suite part'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ee-conversation-10',
    group: 'conversation',
    turns: [
      'tell me about the family portrait shoot',
      'and the weddings?',
      'ok going back to the family one, when would we get our photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'one week', 'a week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
      mustNotContain: ['48 hours'],
    },
  },
  {
    id: 'ee-conversation-11',
    group: 'conversation',
    turns: [
      'do you photograph coffee?',
      'there are two 33 degree pages, whats the difference',
      'ok the one about the roaster itself, not the coffee bar series. what button do i press to book that kind of shoot?',
    ],
    expect: {
      facts: [{ anyOf: ['Book Specialty Photography', 'Specialty Photography'], source: 'content/projects/photography.ts:192' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'ee-conversation-12',
    group: 'conversation',
    turns: ['Could I see the AI brand proposal?', 'What does the logo concepts part say? how many ideas did you go through'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ee-conversation-13',
    group: 'conversation',
    turns: ['who are you?', 'where are you based', 'ok cool. how do i reach you then'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example', 'WhatsApp', '15550123456'], source: 'content/owner.ts:17' }],
      links: ['/contact'],
    },
  },
  {
    id: 'ee-conversation-14',
    group: 'conversation',
    turns: ['what skills do you have', 'what is in photo retouching', 'which one is the highest there?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ee-conversation-15',
    group: 'conversation',
    turns: ['In the videography section, which films are from 2023?', 'the longer of the two - what is it about?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['hiking guide', 'hiking'], source: 'content/cards/videography.ts:58' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ee-conversation-16',
    group: 'conversation',
    turns: [
      'I own a restaurant. what have you done for food places?',
      'the social media one with the food posts',
      'and which platform is that card for?',
    ],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'ee-conversation-17',
    group: 'conversation',
    turns: ['whats in the packaging design project', 'tell me more about the signage part', 'how many signs are shown'],
    expect: {
      facts: [{ anyOf: ['3', 'three'], source: 'content/projects/graphics.ts:259' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ee-conversation-18',
    group: 'conversation',
    turns: ['show me the AI prompt images', 'which tools are listed for the example prompt?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['ChatGPT'], source: 'content/projects/ai.ts:158' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/projects/ai.ts:159' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ee-conversation-19',
    group: 'conversation',
    turns: ['the about page has a skills overview right?', 'what level is graphic design there', 'and video editing on the same list?'],
    expect: {
      facts: [{ anyOf: ['88'], source: 'content/about.ts:80' }],
      links: ['/about'],
    },
  },
  {
    id: 'ee-conversation-20',
    group: 'conversation',
    turns: ['what does the carousel spotlight project look like', 'how many slides in it?', 'and the typography posts?'],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ee-compound-1',
    group: 'compound',
    turns: ['whats your email, and do you take clients from other countries?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'ee-compound-2',
    group: 'compound',
    turns: ['How long is the Brand Story Film and which year was it made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ee-compound-3',
    group: 'compound',
    turns: ['how good is alex in lightroom? and in webflow?'],
    expect: {
      facts: [
        { anyOf: ['87'], source: 'content/tools.ts:67' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
      ],
    },
  },
  {
    id: 'ee-compound-4',
    group: 'compound',
    turns: ['How many projects are there in social media, how many in videography and how many in photography?'],
    expect: {
      facts: [
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['12+'], source: 'content/category-summaries.ts:70' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio'],
    },
  },
  {
    id: 'ee-compound-5',
    group: 'compound',
    turns: ['Does this site use cookies? and where does it keep my dark mode choice?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ee-compound-6',
    group: 'compound',
    turns: ["What's the designer's name, how many years of experience do they have, and where can I get the CV?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'ee-compound-7',
    group: 'compound',
    turns: ['which of the social media projects was for LinkedIn and which one for Facebook?'],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/categories.ts:42' },
        { anyOf: ['Real Estate', 'real-estate'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/social-media', '/portfolio/carousel-posts', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'ee-compound-8',
    group: 'compound',
    turns: ['Two things: what is your strongest skill in Brand Identity, and the weakest one in 3D & 2D Art?'],
    expect: {
      facts: [
        { anyOf: ['Logo Design'], source: 'content/skills.ts:36' },
        { anyOf: ['Product Renders'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ee-compound-9',
    group: 'compound',
    turns: ['how fast do you usually answer messages? and can the chat here give me a price?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['directly', 'not a quote', 'agreed directly'], source: 'content/legal.ts:67' },
      ],
    },
  },
  {
    id: 'ee-compound-10',
    group: 'compound',
    turns: ['For the AI-built website: which tools were used and how long did it take to ship?'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
]
