// Held-out set HS: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutHS: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'hs-indirect-1',
    group: 'indirect',
    turns: [
      'hi, we only have one old photo of our shop front, from like 2010, its tiny and blurry. the print shop says its too small for the big banner we want. can u do anything with that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-indirect-2',
    group: 'indirect',
    turns: [
      "I'm opening a tiny coffee place near my uni next semester (first business ever!!). I need a menu people can read from the counter, something printed on the cups and paper bags, stamp cards, and a sign outside so people actually come in. Have you done something like this before?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'product-packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hs-indirect-3',
    group: 'indirect',
    turns: [
      'my sister is getting married in june and the family wants someone to take pictures the whole day, from the rings to the dancing. is this something you did already?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding photography', 'wedding-photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-indirect-4',
    group: 'indirect',
    turns: [
      'I make fragrances at home and sell them in my online shop. The glass bottles always look bad in my phone pictures, too many reflections. Can you show me similar work?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume photography', 'perfume-photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-indirect-5',
    group: 'indirect',
    turns: [
      'Our company organise a two day conference in october. After, we need a short video, maybe 2 minutes, with the speakers and people talking, to post online. You have example of this?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights', 'highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hs-indirect-6',
    group: 'indirect',
    turns: [
      'just registered my startup last week 🙈 we have literally nothing, no logo, no colours, no fonts. i want the full look + some kind of rulebook so my cofounder stops making ugly slides. what would you show me?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand-identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hs-indirect-7',
    group: 'indirect',
    turns: [
      'i run a small gym with group classes. want a site where ppl see the weekly class schedule, meet the coaches and sign up for a free first class. did u make anything like that',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hs-indirect-8',
    group: 'indirect',
    turns: [
      'The holy month when we fast is coming soon and I want greeting posts for my brand page, with moons and lanterns, nice blue and gold. Do you have something to show?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'hs-indirect-9',
    group: 'indirect',
    turns: [
      'I want to teach my followers study tips, but in one post where they slide left through several pictures, like little lesson. Which of your work is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hs-indirect-10',
    group: 'indirect',
    turns: [
      'we sell apartments and villas, new tower is launching soon and our facebook page looks so amateur. what have you done that fits',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'hs-indirect-11',
    group: 'indirect',
    turns: [
      'launching my first scent next month but zero budget for a studio or camera crew. still i want a short moving clip of the bottle for the teaser... possible??',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-indirect-12',
    group: 'indirect',
    turns: [
      "So I'm pitching a new brand idea to some investors and before paying for the full thing I want to show them a couple of logo options, the general vibe and colours, and how it would look on a phone and on a card. Is there a project of yours like that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal', 'ai-brand-proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-indirect-13',
    group: 'indirect',
    turns: ['need a website for my little studio really fast, like within one week, we open soon. is that even realistic?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website', 'AI built website'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-indirect-14',
    group: 'indirect',
    turns: [
      'customers keep asking me the same things in DMs all day (opening hours, prices, delivery...). could you make something that answers them automatically from my own info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat bot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-indirect-15',
    group: 'indirect',
    turns: ['Want nice pictures of me, my husband and our two kids in the park. Relaxed, not stiff like studio. You do this?'],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session', 'family-portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-indirect-16',
    group: 'indirect',
    turns: [
      'we roast our own beans and sell the bags online. need photos of the beans, the pour over, our bags, all warm brown tones. anything similar in ur work?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:174' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-indirect-17',
    group: 'indirect',
    turns: [
      'My grandfather started our bread shop 40 years ago and we still start at 5 in the morning. I would like a small film telling this story for our page. Have you done like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'Brand Story'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hs-indirect-18',
    group: 'indirect',
    turns: [
      'we are a small consulting firm and our letters, invoices and envelopes are all made in word and look different every time. want everything matching, also folders and business cards. which work should i look at',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hs-indirect-19',
    group: 'indirect',
    turns: [
      'me and my friend started a podcast about astronomy 🔭 we want a short intro animation, space, stars, galaxy feeling, with music. you made something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-indirect-20',
    group: 'indirect',
    turns: [
      'when people open my insta profile i want the first nine squares to look planned together, like they belong to one design, not random. any example?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'instagram-homepage'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'hs-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have u made??', 'the bakery one, what can people do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hs-conversation-2',
    group: 'conversation',
    turns: ['Do you also make videos, not only design?', 'which of them are from 2023?', 'ok and how long is the hiking one'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min', 'four min'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hs-conversation-3',
    group: 'conversation',
    turns: ['what AI tools do you use in your work?', 'and the one that makes videos, how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'hs-conversation-4',
    group: 'conversation',
    turns: ['show me ur photography projects pls', 'the first one. what do we get after the shoot and when?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'seven days', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-conversation-5',
    group: 'conversation',
    turns: ['Hello! What social media work do you have?', 'the swipey one with slides, which platform was it for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hs-conversation-6',
    group: 'conversation',
    turns: ['do you do branding for new companies?', "what's included in it?"],
    expect: {
      facts: [
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
        { anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hs-conversation-7',
    group: 'conversation',
    turns: ['which adobe programs u use', 'which one of those are you least good at? be honest haha'],
    expect: { facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }], links: ['/home'], mustNotContain: ['Kling'] },
  },
  {
    id: 'hs-conversation-8',
    group: 'conversation',
    turns: ['what are your AI projects', 'the one where you make blurry pictures sharp again — which tools did you use for it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['Photoshop'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-conversation-9',
    group: 'conversation',
    turns: [
      'What are the principles behind your work? I saw something about creative excellence on the home page',
      'can you explain the second one more?',
    ],
    expect: {
      facts: [{ anyOf: ['Strategic Visual Storytelling', 'storytelling'], source: 'content/home-excellence.ts:18' }],
      links: ['/home'],
    },
  },
  {
    id: 'hs-conversation-10',
    group: 'conversation',
    turns: ['whose portfolio is this?', 'how long have they been doing this job', 'ok how do i reach them for a project'],
    expect: { facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'hs-conversation-11',
    group: 'conversation',
    turns: ['what skills are on your skills page', 'the photo editing one, what are you best at there?'],
    expect: { facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'hs-conversation-12',
    group: 'conversation',
    turns: [
      'Which food or restaurant related work do you have?',
      'the social media one for restaurants, is it for tiktok or which platform?',
    ],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'hs-conversation-13',
    group: 'conversation',
    turns: ['got any poster designs?', 'how many posters r in that series'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'hs-conversation-14',
    group: 'conversation',
    turns: ['what do you actually do? like what services', 'the video one, which software do you use for it?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/about', '/portfolio/videography'],
    },
  },
  {
    id: 'hs-conversation-15',
    group: 'conversation',
    turns: ['I need a photographer for my wedding next spring, have u done weddings?', 'nice! and how fast do we get the photos after?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-conversation-16',
    group: 'conversation',
    turns: ['can AI make videos now? do you do that', 'what clips are in there', 'the flower one — who was it made for?'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-conversation-17',
    group: 'conversation',
    turns: ['what categories are in the portfolio', 'how many projects in the video one?'],
    expect: {
      facts: [{ anyOf: ['12+', '12 +', 'twelve'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'hs-conversation-18',
    group: 'conversation',
    turns: ['which websites did you build with Lovable?', 'the coffee one, what features does it have?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hs-conversation-19',
    group: 'conversation',
    turns: ['do you do 3D stuff too?', "what's the weakest skill in that group?"],
    expect: { facts: [{ anyOf: ['Product Renders', 'product render'], source: 'content/skills.ts:144' }], links: ['/skills'] },
  },
  {
    id: 'hs-conversation-20',
    group: 'conversation',
    turns: ['hey can i see graphic design work', 'the office paperwork one — what sections does it have?'],
    expect: {
      facts: [
        { anyOf: ['Company Profile'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Office Stationery'], source: 'content/projects/graphics.ts:188' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'hs-compound-1',
    group: 'compound',
    turns: ['where r u located? and if i send a message how fast do u usually answer?'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'hs-compound-2',
    group: 'compound',
    turns: ['How many years of experience do you have, and how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'hs-compound-3',
    group: 'compound',
    turns: ['how good r u at photoshop (%), what program do you cut videos in, and what do u use for the audio?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'hs-compound-4',
    group: 'compound',
    turns: [
      'Quick privacy question: does this site put cookies on my computer? And the things I type in this chat, are they saved somewhere?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            "doesn't set cookies",
            'does not set cookies',
            "doesn't use cookies",
            'does not use cookies',
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['not stored', "aren't stored", 'not saved', "aren't saved", 'no database', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'hs-compound-5',
    group: 'compound',
    turns: ['Can I take some of the pictures from your portfolio for my blog? and if I need to ask, where do I write?'],
    expect: {
      facts: [
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'hs-compound-6',
    group: 'compound',
    turns: ["what's the name of this studio, who is behind it, and what's their job title exactly?"],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['Creative Designer'], source: 'content/site.ts:12' },
      ],
      links: ['/', '/about', '/home'],
    },
  },
  {
    id: 'hs-compound-7',
    group: 'compound',
    turns: ['How long is the Brand Story Film and which year you made it? Also how long is the music video?'],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hs-compound-8',
    group: 'compound',
    turns: ['what did you use to build the travel agency website? and that studio site made with AI, how many days did it take?'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/web-design', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hs-compound-9',
    group: 'compound',
    turns: ['which year was the perfume shoot? and what was the corporate event you photographed called?'],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:58' },
        { anyOf: ['Tokenization', 'Tokenisation'], source: 'content/projects/photography.ts:150' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'hs-compound-10',
    group: 'compound',
    turns: ['hi, where can i download ur CV? and whats ur whatsapp number pls'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', '555 012 3456', '555-012-3456', '5550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact'],
    },
  },
]
