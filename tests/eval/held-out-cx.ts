// Held-out set CX: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutCX: HeldOutCase[] = [
  /* ---------------------------------------------------------------- conversation (20) */
  {
    id: 'cx-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'the one following the hiking guide sounds cool', 'how long is it and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
      mustNotContain: ['2:45', '3:20'],
    },
  },
  {
    id: 'cx-conversation-2',
    group: 'conversation',
    turns: [
      'Hello, do you have made a website for a bakery and also one for a coffee roaster?',
      'the second one, what does the site have on it?',
      'and with which tool it was build?',
    ],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:59' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cx-conversation-3',
    group: 'conversation',
    turns: ['do u have any AI video with space or galaxy in it', 'cosmic... something? what was that one for', 'how long is it'],
    expect: {
      facts: [{ anyOf: ['1:05', '1 min 5', '1 minute 5', '65 seconds', '65 s'], source: 'content/projects/ai.ts:94' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cx-conversation-4',
    group: 'conversation',
    turns: ['u do coffee shoots?', 'who was that for', "what's the button on that page called if i want to book the same"],
    expect: {
      facts: [
        {
          anyOf: ['Book Coffee Photography', 'Book Specialty Photography', 'coffee photography shoot', 'specialty brand shoot'],
          source: 'content/projects/photography.ts:216',
        },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'cx-conversation-5',
    group: 'conversation',
    turns: [
      "What's inside the brand identity project?",
      'tell me more about the business cards part',
      'and how many pieces are on that page altogether?',
    ],
    expect: {
      facts: [{ anyOf: ['5', 'five'], source: 'content/projects/graphics.ts:24' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'cx-conversation-6',
    group: 'conversation',
    turns: ['whats ur email', 'and whatsapp?', 'how fast do you usually answer'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', 'within a day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'cx-conversation-7',
    group: 'conversation',
    turns: [
      'I saw some insta posts with huge letters on them, was that you?',
      'what account were they made for',
      'how many are there, and which platform?',
    ],
    expect: {
      facts: [
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:44' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'cx-conversation-8',
    group: 'conversation',
    turns: [
      'hi!! we are getting married in june 💍 do you shoot weddings?',
      'do you do the whole day or only the ceremony?',
      'and after, when do we get the pictures?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cx-conversation-9',
    group: 'conversation',
    turns: ['What areas does the skills page cover?', 'ok, the photo retouching one', 'which skill is the weakest in it?'],
    expect: {
      facts: [
        { anyOf: ['Lightroom Presets', 'Lightroom presets'], source: 'content/skills.ts:131' },
        { anyOf: ['86'], source: 'content/skills.ts:131' },
      ],
      links: ['/skills'],
      mustNotContain: ['Product Renders'],
    },
  },
  {
    id: 'cx-conversation-10',
    group: 'conversation',
    turns: [
      'Which social media platforms are your posts designed for?',
      'the real estate set',
      'what platform was that one and how many images does it have',
    ],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['3', 'three'], source: 'content/projects/social.ts:28' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'cx-conversation-11',
    group: 'conversation',
    turns: ['tell me about the poster series', 'what is it about?', 'was it for a paying client or personal?'],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'personal', 'passion project', 'Passion Project'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'cx-conversation-12',
    group: 'conversation',
    turns: [
      "hi, I'm opening a small burger and pizza place next month",
      'do you make instagram posts for restaurants?',
      'how many posts are in that set?',
    ],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/social.ts:17' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'cx-conversation-13',
    group: 'conversation',
    turns: ['Which AI projects do you have?', 'the prompt images one', 'which tools were used for it?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['ChatGPT', 'Chat GPT'], source: 'content/cards/ai.ts:11' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cx-conversation-14',
    group: 'conversation',
    turns: ['Do you design office stationery? We are a small accounting firm.', "what's in the document suite?", 'and the office part?'],
    expect: {
      facts: [
        { anyOf: ['mug', 'mugs'], source: 'content/projects/graphics.ts:189' },
        { anyOf: ['notebook', 'notebooks'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'cx-conversation-15',
    group: 'conversation',
    turns: ['whats the brand story film about', 'and the teaser?', 'which of those two is longer'],
    expect: {
      facts: [
        { anyOf: ['Brand Story Film', 'brand story film', 'brand film'], source: 'content/cards/videography.ts:25' },
        { anyOf: ['2:45', '2 min 45', '2 minutes 45'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cx-conversation-16',
    group: 'conversation',
    turns: ['who is behind this site?', 'how long have they been freelancing', 'and how many jobs done in that time'],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200', '200 projects'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'cx-conversation-17',
    group: 'conversation',
    turns: ['Which AI tools are you best with?', 'how about Midjourney?', 'and compared with ChatGPT, which one are you stronger at?'],
    expect: {
      facts: [
        { anyOf: ['ChatGPT', 'Chat GPT'], source: 'content/tools.ts:73' },
        { anyOf: ['92'], source: 'content/tools.ts:76' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cx-conversation-18',
    group: 'conversation',
    turns: ['have you ever made a website for a beauty / skincare brand?', 'what features has it got', 'can i see it live somewhere?'],
    expect: {
      facts: [{ anyOf: ['glow-skincare.example.com'], source: 'content/owner.ts:37' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cx-conversation-19',
    group: 'conversation',
    turns: ['Is there a page with photos from a corporate meeting?', 'what was the meeting about', 'how quickly did they get the photos?'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the following day', 'within a day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'cx-conversation-20',
    group: 'conversation',
    turns: ['can you build a chatbot like this one for my online shop?', 'what is it built with?'],
    expect: {
      facts: [
        { anyOf: ['Claude'], source: 'content/cards/ai.ts:30' },
        { anyOf: ['ChatGPT', 'Chat GPT'], source: 'content/cards/ai.ts:30' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  /* ---------------------------------------------------------------- compute (10) */
  {
    id: 'cx-compute-1',
    group: 'compute',
    turns: ['which of your videography films is the longest?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cx-compute-2',
    group: 'compute',
    turns: ['If I watched all six films on the videography page back to back, how much time would that take in total?'],
    expect: {
      facts: [
        {
          anyOf: ['14:05', '14 min 5', '14 minutes 5', '14 minutes and 5', '845 seconds', '845 s', '14m 5s'],
          source: 'content/cards/videography.ts:60',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cx-compute-3',
    group: 'compute',
    turns: ['out of all the tools in your stack, which one are you least confident with?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'cx-compute-4',
    group: 'compute',
    turns: ['how many of your tools do you rate at 90% or higher?'],
    expect: {
      facts: [{ anyOf: ['5', 'five'], source: 'content/tools.ts:13' }],
      links: ['/home'],
    },
  },
  {
    id: 'cx-compute-5',
    group: 'compute',
    turns: ['On the skills page, which skill group has the highest average level?'],
    expect: {
      facts: [
        { anyOf: ['Photo Retouching', 'photo retouching', 'Retouching'], source: 'content/skills.ts:123' },
        { anyOf: ['90'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cx-compute-6',
    group: 'compute',
    turns: ['which ai clip is the shortest, and how many seconds shorter is it than the longest one?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['45 seconds', '45 s', '45s', '45 sec', '0:45'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cx-compute-7',
    group: 'compute',
    turns: ['if you add up the project counts of all six portfolio categories, what do you get?'],
    expect: {
      facts: [{ anyOf: ['152'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio'],
    },
  },
  {
    id: 'cx-compute-8',
    group: 'compute',
    turns: ['How many of the photography projects on the photography page are from 2023?'],
    expect: {
      facts: [{ anyOf: ['2', 'two'], source: 'content/categories.ts:59' }],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'cx-compute-9',
    group: 'compute',
    turns: ['of the client websites, how many are tagged webflow and how many lovable?'],
    expect: {
      facts: [
        { anyOf: ['4', 'four'], source: 'content/cards/web-design.ts:24' },
        { anyOf: ['2', 'two'], source: 'content/cards/web-design.ts:45' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cx-compute-10',
    group: 'compute',
    turns: ["In the About page's skills overview, what's the gap between your strongest and weakest bar?"],
    expect: {
      facts: [{ anyOf: ['10', 'ten'], source: 'content/about.ts:81' }],
      links: ['/about'],
    },
  },

  /* ---------------------------------------------------------------- compound (10) */
  {
    id: 'cx-compound-1',
    group: 'compound',
    turns: ['whats your email and where are you based?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote', 'remotely'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'cx-compound-2',
    group: 'compound',
    turns: ['How many years of experience do you have, and how many projects have you completed?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'cx-compound-3',
    group: 'compound',
    turns: ['how good r u at photoshop? also which tool do you use to upscale images'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
      ],
    },
  },
  {
    id: 'cx-compound-4',
    group: 'compound',
    turns: ['How long is the Music Video Edit? And what year did you make the Brand Story Film?'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 min 20', '3 minutes 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cx-compound-5',
    group: 'compound',
    turns: ['the carousel posts – which platform were they for, and how many slides are there?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' },
        { anyOf: ['12', 'twelve'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'cx-compound-6',
    group: 'compound',
    turns: ['how many posters are in your passion project, and how long did the AI-built website take to ship?'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cx-compound-7',
    group: 'compound',
    turns: ["What's the name of this studio, who runs it, and what's the tagline?"],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['imagination meets innovation', 'Where imagination meets innovation'], source: 'content/site.ts:13' },
      ],
    },
  },
  {
    id: 'cx-compound-8',
    group: 'compound',
    turns: ['two quick things: does this site use cookies? and if i message you how soon do you reply'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
            'does not use cookies',
            "doesn't set",
            'does not set',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/privacy', '/contact'],
    },
  },
  {
    id: 'cx-compound-9',
    group: 'compound',
    turns: ['What level do you give yourself for logo design, and for sound design?'],
    expect: {
      facts: [
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['80'], source: 'content/skills.ts:92' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'cx-compound-10',
    group: 'compound',
    turns: ['Bonjour, I have 3 questions: what is your whatsapp number, is there a CV to download, and what was Summit Flyover used for?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555 012 3456', '555 0123456', '+15550123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV', 'CV'], source: 'content/owner.ts:20' },
        { anyOf: ['travel agency', 'banner video'], source: 'content/projects/ai.ts:107' },
      ],
    },
  },

  /* ---------------------------------------------------------------- indirect (10) */
  {
    id: 'cx-indirect-1',
    group: 'indirect',
    turns: [
      "my café's menu is impossible to read from the counter and our takeaway cups are just plain white. can you help with that kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'cx-indirect-2',
    group: 'indirect',
    turns: [
      'I only have some tiny blurry pictures of our products from years ago and the printer says they are too small for a big banner. Anything you can do?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cx-indirect-3',
    group: 'indirect',
    turns: ['we are getting married next spring and want someone who can capture the whole day without being in the way 🙏'],
    expect: {
      facts: [
        { anyOf: ['Weddings', 'wedding photography', 'Book Your Wedding Photography'], source: 'content/projects/photography.ts:78' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'cx-indirect-4',
    group: 'indirect',
    turns: [
      'We own a small family bakery. I would love a video that shows people our early mornings, the ovens, the first customers... have you done something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'cx-indirect-5',
    group: 'indirect',
    turns: ['Our company hosts a conference next month, keynotes and panels. We need someone to take pictures for the press.'],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Book Event Photography', 'Event Highlights Reel'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography', '/portfolio/videography'],
    },
  },
  {
    id: 'cx-indirect-6',
    group: 'indirect',
    turns: [
      'customers keep emailing me the same questions about opening hours and delivery at 2am. i wish something on my website could just answer them',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'cx-indirect-7',
    group: 'indirect',
    turns: [
      'the holy month starts in a few weeks and our brand page needs greetings and iftar announcements. is that something you did before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'cx-indirect-8',
    group: 'indirect',
    turns: ['I sell apartments and villas. My facebook page looks so boring compared to the other agencies.'],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'cx-indirect-9',
    group: 'indirect',
    turns: ['need a site for my gym where ppl can check class times and sign up for a free trial'],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'cx-indirect-10',
    group: 'indirect',
    turns: [
      'Starting my own business from zero. I have no logo, no colours, no business cards, nothing that looks professional. Where would you even begin with someone like me?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity', 'brand identity', 'logo suite'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
]
