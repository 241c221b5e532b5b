// Held-out set ED: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutED: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ed-indirect-1',
    group: 'indirect',
    turns: [
      'hi, I run a small neighbourhood cafe and honestly our menu is a mess, people squint at it from the counter and our takeaway cups are plain white. have you done anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'café menu', 'cafe menu'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ed-indirect-2',
    group: 'indirect',
    turns: [
      'we only have our old logo as a tiny blurry jpg from like 2009 and the printer wants a huge banner for our conference next month... can anything be done with it??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'upscaled'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ed-indirect-3',
    group: 'indirect',
    turns: [
      'me and my band are dropping our first single in spring. we filmed a live performance on phones and need someone to cut it so it actually feels like a proper music video, is that a thing u do',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video edit'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ed-indirect-4',
    group: 'indirect',
    turns: [
      "I'm an author and my fantasy novel launches in October. For the launch campaign I'd love dreamy, surreal landscape visuals (floating islands, that kind of vibe) but I can't afford to pay a painter for weeks. Is there something in your work that shows what's possible?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images', 'prompt images', 'prompt-generated'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ed-indirect-5',
    group: 'indirect',
    turns: [
      'I plan weddings for a living. My couples always ask the photographer the same thing: how long until we see ANY photos, and when do we get all of them? What would I tell them if they book you?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', 'forty-eight hours', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ed-indirect-6',
    group: 'indirect',
    turns: [
      'organising a 2-day fintech summit in march. our press office needs pictures of the speakers the morning after, not a week later. can you cover that kind of thing',
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day', 'the day after'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'tokenisation'], source: 'content/projects/photography.ts:150' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ed-indirect-7',
    group: 'indirect',
    turns: [
      'Our association wants a short recap video of the annual conference for LinkedIn: keynotes, a bit of candid stuff, max 2 minutes. Do you have an example of something like that?',
    ],
    expect: {
      facts: [
        { anyOf: ['Event Highlights Reel', 'highlights reel'], source: 'content/cards/videography.ts:41' },
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ed-indirect-8',
    group: 'indirect',
    turns: [
      'launching my own little fragrance line 🌸 i need shots of the bottles for my online shop, whenever i try the glass and reflections look so cheap 😭',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume photography', 'perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ed-indirect-9',
    group: 'indirect',
    turns: [
      "I'm a life coach and my online course opens for enrolment in about ten days. I don't have any website at all yet. Is it even realistic to get something live that fast? Have you ever done it?",
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['AI-Built Website', 'AI-built website', 'AI built website', 'AI web builder'], source: 'content/cards/ai.ts:16' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ed-indirect-10',
    group: 'indirect',
    turns: [
      'i own a small pilates studio, people keep calling to ask when classes are and who teaches them. i want a site where they see the timetable and can sign up for a trial class. done smth similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ed-indirect-11',
    group: 'indirect',
    turns: [
      "Our burger place's instagram is basically dead. The food is great but the posts look boring and nobody orders from them. What have you done for places like ours?",
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'Foods &amp; Restaurants'], source: 'content/projects/social.ts:90' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-indirect-12',
    group: 'indirect',
    turns: [
      'We are a property agency and we hand over a new residential tower in Q3. We need listing and launch posts for our Facebook page. Relevant work please.',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-indirect-13',
    group: 'indirect',
    turns: [
      "the holy month is coming up and our brand wants greeting posts + iftar announcements that don't look like the same cheap templates everyone uses. anything to show?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Ramadan Posts', 'Ramadan Posts', 'Ramadan Design', 'Ramadan collection'],
          source: 'content/projects/social.ts:112',
        },
      ],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ed-indirect-14',
    group: 'indirect',
    turns: [
      'I coach first-time managers and post tips on LinkedIn, but my long text posts get ignored. People say the swipe-through kind of posts do better. Anything in your portfolio like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-indirect-15',
    group: 'indirect',
    turns: [
      "my parents' 40th anniversary is in june, whole family incl. 5 grandkids. we want nice relaxed pictures in the park, not stiff studio stuff. and how long till we'd get them?",
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'family portraits'], source: 'content/projects/photography.ts:54' },
        { anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ed-indirect-16',
    group: 'indirect',
    turns: [
      "we're 3 cofounders, registered the company last week and we literally have a name and nothing else. need a logo, colours, some rules so everything looks the same, and business cards",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ed-indirect-17',
    group: 'indirect',
    turns: [
      'Our accounting firm has letterheads, invoices and envelopes that all look different from each other. It is embarassing in front of clients. Can you help with that?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ed-indirect-18',
    group: 'indirect',
    turns: ['before I type anything here about my unreleased album concept... does this chat thing keep what I write somewhere? 🤔'],
    expect: {
      facts: [
        { anyOf: ['not stored', 'not saved', 'no database', 'not kept', "isn't stored", "aren't stored"], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ed-indirect-19',
    group: 'indirect',
    turns: [
      "love the geometric posters!! I'm doing flyers for our band's little tour, can I just take one of those and put our dates on it?",
    ],
    expect: {
      facts: [{ anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' }],
      links: ['/terms'],
    },
  },
  {
    id: 'ed-indirect-20',
    group: 'indirect',
    turns: ["I'm in Melbourne, you seem to be somewhere else entirely. does the distance matter for working together?"],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ed-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'the music one sounds cool', 'how long is it'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', 'three minutes twenty', '3m20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ed-conversation-2',
    group: 'conversation',
    turns: ['Can I see some websites you designed?', 'The third one, what kind of business was that for?'],
    expect: {
      facts: [
        { anyOf: ['Atlas Architects', 'architecture practice', 'architecture', 'architects'], source: 'content/cards/web-design.ts:37' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ed-conversation-3',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'how good are you with the video one?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ed-conversation-4',
    group: 'conversation',
    turns: ['do you photograph families?', 'ok how do I book one of those'],
    expect: {
      facts: [{ anyOf: ['Book Your Family Session', 'WhatsApp'], source: 'content/projects/photography.ts:72' }],
      links: ['/portfolio/family-portrait', '/contact'],
    },
  },
  {
    id: 'ed-conversation-5',
    group: 'conversation',
    turns: ['Tell me about your AI videos.', 'Which one did you make for the florist?'],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ed-conversation-6',
    group: 'conversation',
    turns: ['how good is your photoshop', 'and illustrator?'],
    expect: {
      facts: [{ anyOf: ['92'], source: 'content/tools.ts:22' }],
      links: ['/home'],
      mustNotContain: ['Illustrator: 95', 'Illustrator 95'],
    },
  },
  {
    id: 'ed-conversation-7',
    group: 'conversation',
    turns: ['skills?', "what's in the photography group", 'weakest one?'],
    expect: {
      facts: [
        { anyOf: ['Lighting Setup', 'lighting'], source: 'content/skills.ts:118' },
        { anyOf: ['82'], source: 'content/skills.ts:118' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ed-conversation-8',
    group: 'conversation',
    turns: ['Tell me about the stationery project.', 'How many pieces are shown in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ed-conversation-9',
    group: 'conversation',
    turns: ['any of your social media work made for linkedin?', 'how many slides does it have'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-conversation-10',
    group: 'conversation',
    turns: ['you shot for 33 Degree, right?', 'and the coffee bar one, what is in it?'],
    expect: {
      facts: [{ anyOf: ['latte art', 'espresso', 'brewing gear'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'ed-conversation-11',
    group: 'conversation',
    turns: ['Tell me about your brand identity design project', "what's covered in the guidelines part?"],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'ed-conversation-12',
    group: 'conversation',
    turns: ['do u also do the audio side, like sound?', 'cool which of your videos shows that best'],
    expect: {
      facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ed-conversation-13',
    group: 'conversation',
    turns: ["what's the AI brand proposal?", 'how many logo directions did you go through for it'],
    expect: {
      facts: [{ anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ed-conversation-14',
    group: 'conversation',
    turns: ['Did you ever make a website for a coffee business?', 'What does that site have on it?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ed-conversation-15',
    group: 'conversation',
    turns: ['show me ur ramadan stuff', 'is there a version made for social media?'],
    expect: {
      facts: [{ anyOf: ['Social Media Ramadan Posts'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-conversation-16',
    group: 'conversation',
    turns: ['How many years have you been doing this?', 'And how many projects in that time?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'ed-conversation-17',
    group: 'conversation',
    turns: ["what's the passion project on your graphics page?", 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ed-conversation-18',
    group: 'conversation',
    turns: ['whose portfolio is this?', 'how can I email them'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/contact', '/privacy', '/terms'],
    },
  },
  {
    id: 'ed-conversation-19',
    group: 'conversation',
    turns: ["I'm planning a corporate summit for a client", 'have you done any event photography?', 'what year was that one?'],
    expect: {
      facts: [{ anyOf: ['2024'], source: 'content/categories.ts:60' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ed-conversation-20',
    group: 'conversation',
    turns: ['do you build websites?', 'what did you do for bloom bakery', 'and wanderlust?'],
    expect: {
      facts: [{ anyOf: ['travel agency', 'destination guides', 'Wanderlust Travel'], source: 'content/cards/web-design.ts:44' }],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ed-compound-1',
    group: 'compound',
    turns: ['whats ur email and where are you based'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'ed-compound-2',
    group: 'compound',
    turns: ["How many tools are in your design stack, and what's your Photoshop level?"],
    expect: {
      facts: [
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ed-compound-3',
    group: 'compound',
    turns: ['Roughly how many photography projects have you done? And social media ones?'],
    expect: {
      facts: [
        { anyOf: ['30+', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/photography', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-compound-4',
    group: 'compound',
    turns: ['how long is the brand story film, and what year did you make the documentary short?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ed-compound-5',
    group: 'compound',
    turns: ['The real estate posts: which platform were they for, and how many images are in that project?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['three', '3'], source: 'content/projects/social.ts:28' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ed-compound-6',
    group: 'compound',
    turns: ['does this site put cookies on my laptop? and is there a privacy page somewhere'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies", "doesn't set", 'does not set'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['Privacy Policy', '/privacy'], source: 'content/legal.ts:5' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ed-compound-7',
    group: 'compound',
    turns: ['which tool do you use for upscaling, and how good are you at midjourney'],
    expect: {
      facts: [
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:99' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ed-compound-8',
    group: 'compound',
    turns: ["Where can I download your CV? Also what's your WhatsApp number"],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', '+1 555 012 3456', '555 0123 456', '555-0123'], source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'ed-compound-9',
    group: 'compound',
    turns: ['If I message you, how fast do you usually get back? And is there a contact form I can fill in?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a working day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['Coming Soon', 'on its way', 'not yet'], source: 'content/placeholders.ts:6' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ed-compound-10',
    group: 'compound',
    turns: ['about the skincare launch teaser: how long is it, what year was it, and which program did you animate the titles in?'],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 s', '45s'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:37' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:35' },
      ],
      links: ['/portfolio/videography'],
    },
  },
]
