// Held-out set IW: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIW: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact
  {
    id: 'iw-fact-1',
    group: 'fact',
    turns: ['hi, dental practice here. whats your email adress?'],
    expect: { facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'iw-fact-2',
    group: 'fact',
    turns: ['Is there a whatsapp number I can text you on? I run a small physio clinic and honestly I hate phone calls 😅'],
    expect: {
      facts: [{ anyOf: ['15550123456', '+1 555 012 3456', '555 0123 456', '555-0123', '5550123456'], source: 'content/owner.ts:19' }],
      links: ['/contact'],
    },
  },
  {
    id: 'iw-fact-3',
    group: 'fact',
    turns: [
      'We are a veterinary clinic in Bergen, Norway. Do you only work with local businesses, or can you also take clients from abroad?',
    ],
    expect: { facts: [{ anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' }], links: ['/contact', '/about'] },
  },
  {
    id: 'iw-fact-4',
    group: 'fact',
    turns: ['how long have you been doing design? asking bc our last designer was a student lol'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2 Years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', '5+ years'],
    },
  },
  {
    id: 'iw-fact-5',
    group: 'fact',
    turns: ['Sorry, who is actually behind this portfolio? I only see "Discovery" everywhere. What is the designer\'s real name?'],
    expect: { facts: [{ anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' }], links: ['/about'] },
  },
  {
    id: 'iw-fact-6',
    group: 'fact',
    turns: ['if i message you today how quick do you normally answer? we need somebody before our clinic opening'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'iw-fact-7',
    group: 'fact',
    turns: [
      "I'm a physiotherapist and I'm finally getting married in September!! 💍 Say I book you for the wedding, how long until we actually get to see the photos? My mum will ask every single day.",
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
    id: 'iw-fact-8',
    group: 'fact',
    turns: ['After a family photo session, when do I receive the edited pictures? Want some for the wall of our vet practice reception.'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'iw-fact-9',
    group: 'fact',
    turns: [
      'We host a regional dental congress in march. If you shoot it, how fast are the photos delivered? The press people want them asap.',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'iw-fact-10',
    group: 'fact',
    turns: ['does this website put cookies on my computer? our clinic IT guy is very strict about it'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not set cookies',
            "doesn't set cookies",
            'does not use cookies',
            "doesn't use cookies",
            'no cookie',
            'not use any cookies',
            'not set any cookies',
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'iw-fact-11',
    group: 'fact',
    turns: [
      'Hello. I like very much one photo of the family portraits. Is it ok if I print it for the waiting room of my dentist practice? It is only for decoration, not selling.',
    ],
    expect: {
      facts: [{ anyOf: ['permission', 'not allowed', 'ask first'], source: 'content/legal.ts:60' }],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'iw-fact-12',
    group: 'fact',
    turns: ['what do you build websites in? webflow? wordpress? our clinic site is ancient'],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Lovable'], source: 'content/category-summaries.ts:29' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iw-fact-13',
    group: 'fact',
    turns: ['saw the AI-built website card in your AI section. how long did that one take you to make?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iw-fact-14',
    group: 'fact',
    turns: [
      "We're rebranding our small animal hospital. In your brand identity project, what did the client actually get? Just a logo, or more than that?",
    ],
    expect: {
      facts: [
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:141' },
        { anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:141' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'iw-fact-15',
    group: 'fact',
    turns: ["Have you ever designed letterheads, envelopes and invoices for a company? Our practice paperwork looks like it's from 1995."],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'iw-fact-16',
    group: 'fact',
    turns: ['do u have a website example with a class timetable + trial class sign up? we run pilates rehab classes at our physio clinic'],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iw-fact-17',
    group: 'fact',
    turns: ['Before I type anything about my clinic in here: where do the chat messages go? Which company gets to read them?'],
    expect: { facts: [{ anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' }], links: ['/privacy'] },
  },
  {
    id: 'iw-fact-18',
    group: 'fact',
    turns: ['whats the name of your studio / brand? want to credit you in our clinic newsletter'],
    expect: { facts: [{ anyOf: ['Discovery'], source: 'content/site.ts:10' }], links: ['/', '/home', '/about'] },
  },
  {
    id: 'iw-fact-19',
    group: 'fact',
    turns: ['Are you on LinkedIn? I always check people there before hiring anyone for my clinic.'],
    expect: {
      facts: [{ anyOf: ['linkedin.com/in/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:26' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'iw-fact-20',
    group: 'fact',
    turns: ['Good morning, can I download your CV somewhere? Our practice manager wants it for the file before we sign anything.'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' }],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compute
  {
    id: 'iw-compute-1',
    group: 'compute',
    turns: ['which of your videography films is the longest one?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iw-compute-2',
    group: 'compute',
    turns: ["I only have a minute between two patients 🙈 what's the shortest film on your videography page?"],
    expect: {
      facts: [
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
        { anyOf: ['0:45', '45 seconds', '45 sec'], source: 'content/cards/videography.ts:36' },
      ],
      links: ['/portfolio/videography'],
      mustNotContain: ['Documentary Short is the shortest'],
    },
  },
  {
    id: 'iw-compute-3',
    group: 'compute',
    turns: ['Which of the videography projects are from 2023? Trying to see what is older work vs new, for our vet clinic video.'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iw-compute-4',
    group: 'compute',
    turns: ['Out of all the software in your design stack, which one are you best at?'],
    expect: {
      facts: [{ anyOf: ['Photoshop'], source: 'content/tools.ts:13' }],
      links: ['/home'],
    },
  },
  {
    id: 'iw-compute-5',
    group: 'compute',
    turns: ['be honest, which tool from your stack are you least confident with?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'iw-compute-6',
    group: 'compute',
    turns: ['How many Adobe programs do you use? Our clinic already pays for Creative Cloud licenses, just curious.'],
    expect: {
      facts: [{ anyOf: ['seven', '7'], source: 'content/tool-makers.ts:10' }],
      links: ['/home'],
    },
  },
  {
    id: 'iw-compute-7',
    group: 'compute',
    turns: ['which of your tools are for video? we want short exercise videos for our physio patients'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:47' },
        { anyOf: ['Kling'], source: 'content/tools.ts:83' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'iw-compute-8',
    group: 'compute',
    turns: ['On your skills page, in the photography part, what are you strongest at? I need pictures of our dental products.'],
    expect: {
      facts: [{ anyOf: ['Product Photography', 'product'], source: 'content/skills.ts:114' }],
      links: ['/skills'],
    },
  },
  {
    id: 'iw-compute-9',
    group: 'compute',
    turns: ['about page → skills overview: which skill has the highest percentage there?'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['95'], source: 'content/about.ts:74' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'iw-compute-10',
    group: 'compute',
    turns: ['dental clinic here 🦷 which of the photography projects on the photography page are the older ones, from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography', '/portfolio/beverages-desserts', '/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'iw-compute-11',
    group: 'compute',
    turns: [
      'In the AI video production project, which clip runs the longest? Want something calm for the waiting room screen at our vet clinic.',
    ],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '65 seconds', '1 minute 5'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iw-compute-12',
    group: 'compute',
    turns: [
      'ok weird question maybe. if I watched all six films on your videography page back to back, one after the other, how long would that take in total? trying to plan a lunch break at the clinic 😄',
    ],
    expect: {
      facts: [{ anyOf: ['14:05', '14 minutes', '14 min', 'fourteen minutes', '845 seconds'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iw-compute-13',
    group: 'compute',
    turns: [
      'Which from your client websites are made with Lovable, not with Webflow? I am veterinarian, I want understand the difference for my clinic site.',
    ],
    expect: {
      facts: [
        { anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iw-compute-14',
    group: 'compute',
    turns: ['In which area of your portfolio you have done the most projects? (small physio clinic, we need someone experienced)'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+', '40 projects', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'iw-compute-15',
    group: 'compute',
    turns: ['Looking at the skill bars on the skills page, across all the groups, which single skill is rated the lowest?'],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'product render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'iw-compound-1',
    group: 'compound',
    turns: [
      'Two quick questions from a small vet practice: how many projects have you completed so far, and in how many different areas do you work?',
    ],
    expect: {
      facts: [
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['six', '6 categories', '6 areas', '6 disciplines'], source: 'content/home-showcase.ts:9' },
      ],
      links: ['/portfolio', '/home', '/about'],
    },
  },
  {
    id: 'iw-compound-2',
    group: 'compound',
    turns: ['how good r u with premiere pro?? and audition? need patient education videos with a clean voiceover'],
    expect: {
      facts: [
        { anyOf: ['90'], source: 'content/tools.ts:49' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'iw-compound-3',
    group: 'compound',
    turns: ['The poster series in Graphics: how many posters are in it, and was it made for a client?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8 posters', '8 geometric'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'iw-compound-4',
    group: 'compound',
    turns: ['carousel spotlight: how many slides + which platform was it for?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'iw-compound-5',
    group: 'compound',
    turns: [
      'My brother is a realtor and I am a physio, we share an office lol. Your real estate posts: on which platform were they published, and what colours did you use?',
    ],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['slate', 'brass'], source: 'content/projects/social.ts:104' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'iw-compound-6',
    group: 'compound',
    turns: ['Our clinic has a small coffee corner. In your packaging project, did you also design a menu? And signs for outside?'],
    expect: {
      facts: [
        { anyOf: ['Cafe Menu', 'menu'], source: 'content/projects/graphics.ts:222' },
        { anyOf: ['Signage', 'sign'], source: 'content/projects/graphics.ts:252' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'iw-compound-7',
    group: 'compound',
    turns: ['Midjourney and ChatGPT: how well do you know each one? give me the percentages pls'],
    expect: {
      facts: [
        { anyOf: ['88'], source: 'content/tools.ts:94' },
        { anyOf: ['92'], source: 'content/tools.ts:76' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'iw-compound-8',
    group: 'compound',
    turns: [
      'I run a small skin clinic with our own cream line. 1) have you photographed beauty or cosmetic products before? 2) did you ever make a website for a skincare brand?',
    ],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:102' },
        { anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography', '/portfolio/web-design'],
    },
  },
  {
    id: 'iw-compound-9',
    group: 'compound',
    turns: ['do you keep what I write in this chat? and the dark mode thing, where is that saved?'],
    expect: {
      facts: [
        {
          anyOf: ['not stored', "aren't stored", 'not saved', "aren't saved", 'not kept', 'no database', 'not store'],
          source: 'content/legal.ts:15',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser', 'your device'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'iw-compound-10',
    group: 'compound',
    turns: [
      'We have old low-res photos of our clinic from 2010, really pixelated. What does your "AI Enhanced" project do exactly, and which tool do you use for it?',
    ],
    expect: {
      facts: [
        { anyOf: ['upscal'], source: 'content/projects/ai.ts:173' },
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iw-compound-11',
    group: 'compound',
    turns: [
      'Salam! Our dental clinic wants Ramadan greetings for instagram. Have you done Ramadan designs before, and which colours did you use?',
    ],
    expect: {
      facts: [
        { anyOf: ['Ramadan Design', 'Social Media Ramadan Posts'], source: 'content/projects/graphics.ts:282' },
        { anyOf: ['midnight blue', 'gold'], source: 'content/projects/graphics.ts:285' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'iw-compound-12',
    group: 'compound',
    turns: ['That Instagram feed grid project: what is it called on your site, and what kind of campaign was it for?'],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' },
        { anyOf: ['relaunch', 're-launch'], source: 'content/projects/social.ts:137' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'iw-compound-13',
    group: 'compound',
    turns: ['ur contact page, does it work yet? and how else can i reach you'],
    expect: {
      facts: [
        { anyOf: ['Coming Soon', 'on its way', 'not ready', 'not live'], source: 'content/placeholders.ts:6' },
        { anyOf: ['WhatsApp', 'hello@discovery-design.example'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'iw-compound-14',
    group: 'compound',
    turns: [
      "Two things, one for my friend's bakery and one for the café in our clinic: which of your websites has online pre-orders, and which one has a coffee subscription?",
    ],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iw-compound-15',
    group: 'compound',
    turns: ['Brand Story Film - what is it about and how long it is? We think about a film for our dental practice anniversary.'],
    expect: {
      facts: [
        { anyOf: ['bakery'], source: 'content/cards/videography.ts:26' },
        { anyOf: ['2:45', '2 minutes 45', '2 min 45'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
    },
  },
]
