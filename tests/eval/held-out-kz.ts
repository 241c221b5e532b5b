// Held-out set KZ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutKZ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'kz-indirect-1',
    group: 'indirect',
    turns: [
      "hey! stage actor here. my agent says i need a simple personal site where my production stills are HUGE and there's barely any text. have you built anything in that spirit?",
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'kz-indirect-2',
    group: 'indirect',
    turns: [
      'my old headshots are like 600px jpgs from 2016 and the casting platform wants high res now. is there any way to rescue them or do i have to reshoot 😩',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-indirect-3',
    group: 'indirect',
    turns: [
      "I'm a voice actor recording demos in a wardrobe booth and there's always a low hum plus some room noise on the takes. Is that something you could clean up for me, and with what?",
    ],
    expect: { facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }], links: ['/home', '/portfolio/videography', '/about'] },
  },
  {
    id: 'kz-indirect-4',
    group: 'indirect',
    turns: [
      'model here 💁‍♀️ i want my insta profile to look curated, like when someone lands on it the first 9 posts all fit together as one look. done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'kz-indirect-5',
    group: 'indirect',
    turns: [
      'my solo show opens next month and i need vertical graphics for ig + tiktok stories with the dates and a "get tickets" vibe. what have you got that looks like that',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'kz-indirect-6',
    group: 'indirect',
    turns: [
      "I'd like to share audition tips with drama students as posts people swipe through slide by slide. Anything similar in your work?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'kz-indirect-7',
    group: 'indirect',
    turns: [
      'could u design me a personal mark, like my initials as a monogram, that i can put on my reel, my letterhead and my spotlight profile? show me something comparable pls',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Logo Suite'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'kz-indirect-8',
    group: 'indirect',
    turns: [
      'Our little theatre troupe wants a set of bold graphic posters for the season, shapes and colour rather than photos of us. Which of your projects is closest to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'kz-indirect-9',
    group: 'indirect',
    turns: [
      "i'm on a panel at a film festival in the spring and want someone to photograph the talk + the mingling afterwards for my press kit. have you shot that kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kz-indirect-10',
    group: 'indirect',
    turns: ['need a short recap video of the Q&A sessions and speeches from a festival I hosted, ideally under two minutes. any example?'],
    expect: { facts: [{ anyOf: ['Event Highlights Reel'], source: 'content/cards/videography.ts:41' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kz-indirect-11',
    group: 'indirect',
    turns: [
      'Thinking of a mini documentary about my life as a touring voice actor: sit-down interviews, some drone shots of the roads, nice atmospheric sound. Have you made anything like that?',
    ],
    expect: { facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kz-indirect-12',
    group: 'indirect',
    turns: [
      'actor who also sings 🎤 just filmed a performance clip for my single, need someone to cut it to the beat and give it a stylised grade. relevant work?',
    ],
    expect: { facts: [{ anyOf: ['Music Video Edit'], source: 'content/cards/videography.ts:49' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kz-indirect-13',
    group: 'indirect',
    turns: ['i host a podcast about voiceover and want a little spacey animated opener set to music. did you ever do an intro like that?'],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-indirect-14',
    group: 'indirect',
    turns: [
      "I narrate fantasy audiobooks and I'd love dreamy, surreal cover art for my own releases. Is there something on the site in that direction?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-indirect-15',
    group: 'indirect',
    turns: [
      'before i commit to a look for my personal brand as a model, id like to see a few options side by side: colours, mood, some logo ideas, mocked up on a phone. what project shows that kind of process?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-indirect-16',
    group: 'indirect',
    turns: [
      'URGENT-ish: drama school showcase is in a week and I still have no website. can a site realistically be ready that fast? has alex done one in days?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-indirect-17',
    group: 'indirect',
    turns: [
      'casting people keep emailing me the exact same stuff (height, accents, playing age...). could something on my site reply to them on its own?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-indirect-18',
    group: 'indirect',
    turns: [
      'i want to post lines from monologues i love as text-only images, big fancy letters, no photos. anything like that in your portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Typography Posts'], source: 'content/projects/social.ts:145' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'kz-indirect-19',
    group: 'indirect',
    turns: [
      'For the start of my acting reel I want my name to animate in, kinetic-type style, maybe with a little logo sting. Which piece of yours is closest?',
    ],
    expect: { facts: [{ anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kz-indirect-20',
    group: 'indirect',
    turns: [
      'hi, looking for relaxed natural-light portraits outdoors for my acting profile, nothing stiff or studio-y. which of your shoots would give me an idea of the style?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'Portrait Photography'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography', '/skills'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'kz-compound-1',
    group: 'compound',
    turns: ['how long is the documentary short, what year did u make it, and what did you use for the audio on it?'],
    expect: {
      facts: [
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
        { anyOf: ['Audition'], source: 'content/cards/videography.ts:59' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kz-compound-2',
    group: 'compound',
    turns: ['What email do I use to reach Alex about a headshot session, and how quickly do you normally get back to people?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'kz-compound-3',
    group: 'compound',
    turns: ["i'm in london, do you take clients outside your own country? and how many years have you been freelancing"],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote', 'anywhere'], source: 'content/site.ts:16' },
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
      ],
      links: ['/about', '/home', '/contact'],
    },
  },
  {
    id: 'kz-compound-4',
    group: 'compound',
    turns: [
      'off topic but my co-star is getting married 💍 do you shoot weddings? when would they see a first preview, and how long till the whole gallery is ready?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 hrs', '48-hour', '48h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'kz-compound-5',
    group: 'compound',
    turns: ['is there a cv i can forward to my agent? also are you on linkedin'],
    expect: {
      facts: [
        { anyOf: ['CV'], source: 'content/home.ts:20' },
        { anyOf: ['LinkedIn'], source: 'content/site.ts:40' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kz-compound-6',
    group: 'compound',
    turns: ['quick one: how good r u at photoshop vs lightroom? percentages if you have them'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kz-compound-7',
    group: 'compound',
    turns: [
      'For my modelling comp card I need skin retouched but still looking real, and the backgrounds cut out clean. How strong are you at each of those two?',
    ],
    expect: {
      facts: [
        { anyOf: ['90'], source: 'content/skills.ts:129' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'kz-compound-8',
    group: 'compound',
    turns: ['the motion graphics reel: how long does it run, which year, and what program was it animated in?'],
    expect: {
      facts: [
        { anyOf: ['1:15'], source: 'content/cards/videography.ts:68' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:69' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kz-compound-9',
    group: 'compound',
    turns: [
      'before I type my stats in here: does this chat go through some AI company, and if so which one? and does the site put cookies or trackers on me?',
    ],
    expect: {
      facts: [
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
            "doesn't set",
            'does not set',
            'no tracking',
            'not set any cookies',
            "doesn't set any cookies",
            "doesn't use any cookies",
            'does not use any cookies',
            'no tracking or cookies',
            'cookie-free',
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'kz-compound-10',
    group: 'compound',
    turns: [
      'saw one of your photos and would love it as the banner on my actor website. am I allowed to just use it? if not who do I ask?',
    ],
    expect: {
      facts: [
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/legal.ts:61' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'kz-compound-11',
    group: 'compound',
    turns: ['how many projects have you done overall, and roughly how many of them were social media?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/about', '/home', '/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'kz-compound-12',
    group: 'compound',
    turns: ['which ai tool do you use to make video clips, and which one for blowing up low-res pics?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/about'],
    },
  },
  {
    id: 'kz-compound-13',
    group: 'compound',
    turns: ['That AI-made website in your portfolio — how many days did it take, and which builder was it made with?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-compound-14',
    group: 'compound',
    turns: [
      'want some pics with my kids for my bio page 👨‍👧‍👦 is the family session done outside or at our place? and how long until we get the photos back?',
    ],
    expect: {
      facts: [
        { anyOf: ['outdoor', 'at home'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'kz-compound-15',
    group: 'compound',
    turns: ['the corporate meeting you photographed, when were the pictures handed over after the event? and what year was that?'],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['2024'], source: 'content/categories.ts:60' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kz-compound-16',
    group: 'compound',
    turns: ['what platforms do you build websites in? and how many web projects have you got under your belt?'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/category-summaries.ts:33' },
        { anyOf: ['Lovable'], source: 'content/category-summaries.ts:33' },
        { anyOf: ['30+', '30'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kz-compound-17',
    group: 'compound',
    turns: ['whats the brand story film actually about? and how long is it'],
    expect: {
      facts: [
        { anyOf: ['bakery'], source: 'content/cards/videography.ts:26' },
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kz-compound-18',
    group: 'compound',
    turns: ['is there a form on the site to send my enquiry? and whats the whatsapp number in case'],
    expect: {
      facts: [
        { anyOf: ['coming soon', 'on its way', 'not yet'], source: 'content/placeholders.ts:7' },
        {
          anyOf: ['15550123456', '+1 555 012 3456', '+1 555 0123456', '1-555-012-3456', '555 012 3456', '5550123456'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'kz-compound-19',
    group: 'compound',
    turns: ['How many slides are in the carousel project, and which social network was it made for?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'kz-compound-20',
    group: 'compound',
    turns: ['voice artist here 🎧 how strong is your Audition know-how in %, and what about sound design as a skill?'],
    expect: {
      facts: [
        { anyOf: ['82'], source: 'content/tools.ts:58' },
        { anyOf: ['80'], source: 'content/skills.ts:92' },
      ],
      links: ['/home', '/skills'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'kz-conversation-1',
    group: 'conversation',
    turns: ['do you edit videos too? what have you made', 'ooh how long is the music one, and when was it done?'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kz-conversation-2',
    group: 'conversation',
    turns: ['what kind of photo shoots do you do?', 'for the wedding ones, how fast does the couple see a first few pics?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48 hrs', '48-hour', '48h'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'kz-conversation-3',
    group: 'conversation',
    turns: ['which AI tools are in your toolkit?', 'and how good are you with the video one?'],
    expect: { facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }], links: ['/home'] },
  },
  {
    id: 'kz-conversation-4',
    group: 'conversation',
    turns: ['can i see some websites youve designed?', 'the gym one — what can people actually do on it?'],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer', 'trial'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kz-conversation-5',
    group: 'conversation',
    turns: ['Do you design social media posts?', 'Which platform were the property posts made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'kz-conversation-6',
    group: 'conversation',
    turns: ['tell me about your AI video work', 'which of those was for a podcast?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['1:05'], source: 'content/projects/ai.ts:94' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kz-conversation-7',
    group: 'conversation',
    turns: ["i'm a model, do you do photo retouching? what does that cover", 'ok and which part of that are you least strong at?'],
    expect: { facts: [{ anyOf: ['Lightroom Presets'], source: 'content/skills.ts:131' }], links: ['/skills'] },
  },
  {
    id: 'kz-conversation-8',
    group: 'conversation',
    turns: ["what's in the stationery project?", 'how many images in the second part?'],
    expect: {
      facts: [
        { anyOf: ['Corporate Document Suite', 'document suite'], source: 'content/projects/graphics.ts:166' },
        { anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'kz-conversation-9',
    group: 'conversation',
    turns: ['who actually runs this site?', 'cool, how do I get hold of them to book something?'],
    expect: {
      facts: [{ anyOf: ['WhatsApp', 'hello@discovery-design.example'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'kz-conversation-10',
    group: 'conversation',
    turns: [
      "I'm the face of a small fragrance label. Have you photographed perfume?",
      'did you also make an AI video with a perfume bottle?',
      'how long is that clip?',
    ],
    expect: {
      facts: [{ anyOf: ['0:20', '20 seconds', '20 sec'], source: 'content/projects/ai.ts:86' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
]
