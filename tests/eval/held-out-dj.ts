// Held-out set DJ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDJ: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (30)
  {
    id: 'dj-conversation-1',
    group: 'conversation',
    turns: ['hey what kind of websites have u built', 'the coffee roastery one, what did you build that with?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['Lovable'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dj-conversation-2',
    group: 'conversation',
    turns: ['Can I see your video work?', 'How long is the documentary one?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10', '4m 10', '4m10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
      mustNotContain: ['2:45', '3:20'],
    },
  },
  {
    id: 'dj-conversation-3',
    group: 'conversation',
    turns: [
      'Hello, my fiancé and I are getting married next spring and looking at photographers. What kind of photography do you do?',
      'For the wedding one, how fast do we get the photos back?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 h', '48h', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dj-conversation-4',
    group: 'conversation',
    turns: ['do you actually use AI tools or is it all photoshop', 'ok and kling? how good r u with that'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'dj-conversation-5',
    group: 'conversation',
    turns: ['I saw a Ramadan collection somewhere on your portfolio', 'how many images does it have?'],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/graphics.ts:11' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'dj-conversation-6',
    group: 'conversation',
    turns: ['Tell me about the brand identity project', 'what is the fourth tile?'],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dj-conversation-7',
    group: 'conversation',
    turns: ['what AI videos have you made', 'which one is the longest'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '1 min 5', '1 minute 5', '65 seconds', '65 s'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dj-conversation-8',
    group: 'conversation',
    turns: [
      'Hi! I own a small artisan bakery and we really need a proper website 🥐',
      'have you done one for a bakery before?',
      'what features does it have',
    ],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery', 'Bloom'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['pre-order', 'preorder', 'pre order'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['store locator', 'locator'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dj-conversation-9',
    group: 'conversation',
    turns: ["What's on the stationery page?", 'how many pictures in the corporate document part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dj-conversation-10',
    group: 'conversation',
    turns: ['do you photograph corporate events?', 'which event is on the site', 'what year was that'],
    expect: {
      facts: [
        { anyOf: ['Tokenization', 'Tokenisation'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['2024'], source: 'content/categories.ts:60' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dj-conversation-11',
    group: 'conversation',
    turns: ['what social media projects do you have', 'the one for linkedin, how many slides?'],
    expect: {
      facts: [
        { anyOf: ['Carousel Spotlight', 'Carousel'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dj-conversation-12',
    group: 'conversation',
    turns: ['How strong are your photography skills?', 'and retouching? whats your best thing there'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dj-conversation-13',
    group: 'conversation',
    turns: [
      'I saw "33 Degree" twice in the photography section, what is that?',
      'the coffee one, not the speciality one. what does it show?',
    ],
    expect: {
      facts: [{ anyOf: ['latte art', 'latte'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dj-conversation-14',
    group: 'conversation',
    turns: ['what are the AI prompt images', 'which tools did you use for them?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['ChatGPT', 'Chat GPT'], source: 'content/cards/ai.ts:11' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dj-conversation-15',
    group: 'conversation',
    turns: ['How do I get in touch with you?', 'and whats the whatsapp number'],
    expect: {
      facts: [{ anyOf: ['15550123456', '0123456', '012-3456', '012 3456', '555 0123', '555-0123'], source: 'content/owner.ts:19' }],
      links: ['/contact'],
    },
  },
  {
    id: 'dj-conversation-16',
    group: 'conversation',
    turns: ['Do you have a CV I could look at? I am hiring for a junior designer role at our agency.', 'can you give me the link'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example/alex-morgan-cv'], source: 'content/owner.ts:20' }],
      links: ['/home'],
    },
  },
  {
    id: 'dj-conversation-17',
    group: 'conversation',
    turns: ['what is "AI Enhanced" in your portfolio?', 'what did u use for it'],
    expect: {
      facts: [{ anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dj-conversation-18',
    group: 'conversation',
    turns: ['does this site use cookies?', 'and my chat messages, do you keep them?'],
    expect: {
      facts: [
        { anyOf: ['not stored', 'not kept', "aren't stored", 'are not stored', 'no database', 'not saved'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'dj-conversation-19',
    group: 'conversation',
    turns: ['List your videography projects please', 'which of them are from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'Music Video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short', 'Documentary'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dj-conversation-20',
    group: 'conversation',
    turns: ['show me the video stuff', 'the 3rd one — how long is it?'],
    expect: {
      facts: [
        { anyOf: ['Event Highlights', 'Highlights Reel'], source: 'content/cards/videography.ts:41' },
        { anyOf: ['1:50', '1 min 50', '1 minute 50', '110 seconds'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dj-conversation-21',
    group: 'conversation',
    turns: ['We are a real estate agency. Have you done posts for property?', 'what platform were those for'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dj-conversation-22',
    group: 'conversation',
    turns: ["what's in the packaging design project", 'and the second gallery?'],
    expect: {
      facts: [
        { anyOf: ['Collateral'], source: 'content/projects/graphics.ts:230' },
        { anyOf: ['loyalty card', 'cup sleeve', 'stickers', 'bags'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dj-conversation-23',
    group: 'conversation',
    turns: ['who is behind this portfolio?', 'and how long has she/he been doing it?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2 Years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'dj-conversation-24',
    group: 'conversation',
    turns: ['whats this passion project poster thing', 'how many posters r there'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dj-conversation-25',
    group: 'conversation',
    turns: ['Tell me about the AI brand proposal', 'what was in the mood board part?'],
    expect: {
      facts: [{ anyOf: ['texture', 'photography direction', 'colour, texture', 'color, texture'], source: 'content/projects/ai.ts:21' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dj-conversation-26',
    group: 'conversation',
    turns: ['can you build websites?', 'in webflow?', 'how good at it are you, like in percent'],
    expect: {
      facts: [{ anyOf: ['85'], source: 'content/tools.ts:121' }],
      links: ['/home', '/skills', '/portfolio/web-design'],
    },
  },
  {
    id: 'dj-conversation-27',
    group: 'conversation',
    turns: ['web design portfolio pls', 'the second one?'],
    expect: {
      facts: [
        { anyOf: ['Pulse Fitness', 'Pulse'], source: 'content/cards/web-design.ts:29' },
        { anyOf: ['timetable', 'trainer profile', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dj-conversation-28',
    group: 'conversation',
    turns: ['i want photos of my family with kids, you do this?', 'after the session how long i wait for the pictures?'],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week', 'week later', 'seven days', '7 days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'dj-conversation-29',
    group: 'conversation',
    turns: ['What motion graphics skills do you list?', 'which one is rated lowest?'],
    expect: {
      facts: [
        { anyOf: ['Kinetic Typography', 'kinetic type'], source: 'content/skills.ts:105' },
        { anyOf: ['83'], source: 'content/skills.ts:105' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dj-conversation-30',
    group: 'conversation',
    turns: ['There is a website in the AI section, right?', 'how long did that take to make 🤔'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'dj-compute-1',
    group: 'compute',
    turns: ['how many Adobe programs are in your tool stack?'],
    expect: {
      facts: [{ anyOf: ['7', 'seven'], source: 'content/tool-makers.ts:16' }],
      links: ['/home'],
    },
  },
  {
    id: 'dj-compute-2',
    group: 'compute',
    turns: ['Which of your tools are you best at?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dj-compute-3',
    group: 'compute',
    turns: ['whats the tool ur least confident with'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dj-compute-4',
    group: 'compute',
    turns: ['If I watched all six films in your videography section back to back, how long would that take in total?'],
    expect: {
      facts: [
        {
          anyOf: ['14:05', '14 min 5', '14 minutes 5', '14 minutes and 5', '845 seconds', '845 s', '14m 5', '14m5'],
          source: 'content/cards/videography.ts:60',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dj-compute-5',
    group: 'compute',
    turns: ['how many of the videography films were made in 2024?'],
    expect: {
      facts: [{ anyOf: ['4', 'four'], source: 'content/cards/videography.ts:29' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dj-compute-6',
    group: 'compute',
    turns: ['By how many points is your Photoshop rating higher than your Kling rating?'],
    expect: {
      facts: [{ anyOf: ['17'], source: 'content/tools.ts:13' }],
      links: ['/home'],
    },
  },
  {
    id: 'dj-compute-7',
    group: 'compute',
    turns: ['which portfolio category has the most projects?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'dj-compute-8',
    group: 'compute',
    turns: ['total running time of all the AI videos together?'],
    expect: {
      facts: [
        {
          anyOf: ['3:45', '3 min 45', '3 minutes 45', '3 minutes and 45', '225 seconds', '225 s', '3m 45', '3m45'],
          source: 'content/projects/ai.ts:94',
        },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dj-compute-9',
    group: 'compute',
    turns: ['Out of the ten skill groups on your skills page, which one has the highest average level?'],
    expect: {
      facts: [{ anyOf: ['Photo Retouching', 'Retouching'], source: 'content/skills.ts:123' }],
      links: ['/skills'],
    },
  },
  {
    id: 'dj-compute-10',
    group: 'compute',
    turns: ['On the About page skills overview, which bar is the lowest?'],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics'], source: 'content/about.ts:81' },
        { anyOf: ['85'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dj-compound-1',
    group: 'compound',
    turns: ["What's your email, and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['remote', 'worldwide'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dj-compound-2',
    group: 'compound',
    turns: ['how many projects have you finished so far and how many years of experience do you have'],
    expect: {
      facts: [
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two'], source: 'content/site.ts:18' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'dj-compound-3',
    group: 'compound',
    turns: ['Quick one: how good are you at Midjourney? And Premiere Pro?'],
    expect: {
      facts: [
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dj-compound-4',
    group: 'compound',
    turns: ['what was the Summit Flyover video used for, and how long is Neon City?'],
    expect: {
      facts: [
        { anyOf: ['travel agency', 'travel'], source: 'content/projects/ai.ts:107' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s', '45 s'], source: 'content/projects/ai.ts:78' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dj-compound-5',
    group: 'compound',
    turns: ['In the stationery project, what is in the office stationery suite? and how many images does the company profile have?'],
    expect: {
      facts: [
        { anyOf: ['notebook', 'mug', 'badge', 'business card'], source: 'content/projects/graphics.ts:189' },
        { anyOf: ['4', 'four'], source: 'content/projects/graphics.ts:72' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dj-compound-6',
    group: 'compound',
    turns: ['typography posts — which platform, and how many posts in the series?'],
    expect: {
      facts: [
        { anyOf: ['Instagram'], source: 'content/categories.ts:44' },
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dj-compound-7',
    group: 'compound',
    turns: ['Two sites caught my eye: Atlas Architects and Glow Skincare. What is each one like?'],
    expect: {
      facts: [
        { anyOf: ['minimal', 'architecture practice', 'large project images'], source: 'content/cards/web-design.ts:37' },
        { anyOf: ['ingredient', 'routine builder'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dj-compound-8',
    group: 'compound',
    turns: ['who makes Kling? and what do you use Magnific for'],
    expect: {
      facts: [
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
        { anyOf: ['upscal', 'Upscal'], source: 'content/tools.ts:101' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dj-compound-9',
    group: 'compound',
    turns: ['r u on behance? and linkedin?'],
    expect: {
      facts: [
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
      ],
    },
  },
  {
    id: 'dj-compound-10',
    group: 'compound',
    turns: [
      "A few questions before I browse further: when was your privacy policy last updated, do you set any cookies, and am I allowed to use a couple of your photos on my restaurant's website?",
    ],
    expect: {
      facts: [
        { anyOf: ['2024-06-01', '1 June 2024', 'June 1, 2024', 'June 2024', '01/06/2024', '06/01/2024'], source: 'content/legal.ts:7' },
        { anyOf: ['no cookies', 'sets no cookies', "doesn't set", 'does not set', 'no cookie'], source: 'content/legal.ts:33' },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
]
