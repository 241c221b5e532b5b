// Held-out set ET: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']

export const heldOutET: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'et-indirect-1',
    group: 'indirect',
    turns: [
      'hi so i run a lil bakery, ppl keep calling to ask whats fresh today and to reserve croissants 🥐 did u ever make smth for a place like mine',
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'et-indirect-2',
    group: 'indirect',
    turns: [
      'we r a small gym w group classes, members msg me all day asking when the next class is and new ppl want to try one free first. any work like that?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'et-indirect-3',
    group: 'indirect',
    turns: [
      'I am architect with small office. I want to show my buildings online with big pictures and very few text, very minimal. You did something like this before?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'et-indirect-4',
    group: 'indirect',
    turns: [
      'launching our new face serum in 3 wks and want a short hype clip for reels before it drops, fast cuts, close ups of the bottle, titles popping in',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'et-indirect-5',
    group: 'indirect',
    turns: [
      'ok long story: the only photo we have of my grandfathers shop from the 90s is a tiny pixelated scan and the print shop says its way too small for the 2 metre banner we want for our 30th anniversary... is that fixable or hopeless',
    ],
    expect: {
      facts: [{ anyOf: ['upscal', 'Upscal', 'AI Enhanced', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'et-indirect-6',
    group: 'indirect',
    turns: [
      "we're getting married in september 💍 want someone who stays in the background, not posing us all day. how soon after would we see any pics?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', '48-hour'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'et-indirect-7',
    group: 'indirect',
    turns: [
      'just opened a dessert bar (ice cream, macarons, iced drinks) and our pics on the delivery apps are from my phone lol they look sad',
    ],
    expect: {
      facts: [
        { anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Drinks &amp; Desserts'], source: 'content/projects/photography.ts:126' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'et-indirect-8',
    group: 'indirect',
    turns: [
      'i sell flats n villas for an agency, our fb posts for new listings look sooo cheap next to the big developers 😩 what could u do',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'et-indirect-9',
    group: 'indirect',
    turns: [
      'the fasting month starts soon and our restaurant wants a greeting post every day + iftar announcements on insta. done seasonal stuff like that b4?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'et-indirect-10',
    group: 'indirect',
    turns: [
      'me and my friend are starting a podcast about astronomy, we want a short spacey animated opener but cant afford an animation studio',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'et-indirect-11',
    group: 'indirect',
    turns: [
      "I own a flower shop. For the spring promo I'd love a clip of a flower opening, but filming a real timelapse takes days and I don't have the gear.",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'et-indirect-12',
    group: 'indirect',
    turns: [
      'small travel agency here. we want ppl to browse trips by country, filter the packages and send us an enquiry without having to call us',
    ],
    expect: { facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'et-indirect-13',
    group: 'indirect',
    turns: [
      'i roast coffee beans (small batch) and sell them, want customers to get a bag every month automatically + show which cafes pour my beans',
    ],
    expect: { facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'et-indirect-14',
    group: 'indirect',
    turns: [
      'our firm is hosting a blockchain investment meeting w keynotes and panels, we need the pics for the press release the very next morning. realistic??',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'et-indirect-15',
    group: 'indirect',
    turns: [
      'moving into our first real office next month. need letterheads, envelopes, an invoice template, plus notebooks mugs and lanyard badges for the team, all matching',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'et-indirect-16',
    group: 'indirect',
    turns: [
      'opening a tiny neighbourhood café in april ☕ the menu, the takeaway cups n bags and the sign outside should all feel like one thing',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'et-indirect-17',
    group: 'indirect',
    turns: [
      'my online shop gets the same questions in DMs all day (shipping, sizes, returns). is there some way to answer them automatically from our own info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'et-indirect-18',
    group: 'indirect',
    turns: [
      'we have a studio launch party in 10 days and still nothing online lol, no time for a 2 month agency job. is it even realistic w u',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'et-indirect-19',
    group: 'indirect',
    turns: ['want some relaxed pics of me, my wife and our two kids in the park, not stiff studio poses. how long till we get them'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'et-indirect-20',
    group: 'indirect',
    turns: ['my band filmed a live gig with 3 cameras but none of us can edit 😅 we want it cut to the beat with some moody colours'],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'Music Video', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'et-conversation-1',
    group: 'conversation',
    turns: ['wat websites have u done', 'the skincare one whats special abt it'],
    expect: {
      facts: [{ anyOf: ['routine builder', 'ingredient stories'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'et-conversation-2',
    group: 'conversation',
    turns: ['Can you show me your video work please?', 'The one about the family bakery, how long is it?'],
    expect: { facts: [{ anyOf: ['2:45'], source: 'content/cards/videography.ts:28' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'et-conversation-3',
    group: 'conversation',
    turns: ['got any AI video stuff?', 'the perfume bottle one', 'how long'],
    expect: {
      facts: [{ anyOf: ['0:20', '20 sec', '20s', '20 s'], source: 'content/projects/ai.ts:86' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'et-conversation-4',
    group: 'conversation',
    turns: ['what kinds of photoshoots have u done', 'the fragrance one - would that work for my online store listings?'],
    expect: {
      facts: [{ anyOf: ['e-commerce', 'ecommerce', 'E-commerce'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'et-conversation-5',
    group: 'conversation',
    turns: ['social media examples?', 'which platform was the carousel one for'],
    expect: {
      facts: [{ anyOf: ['LinkedIn'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'et-conversation-6',
    group: 'conversation',
    turns: ['what tools r in ur stack', 'the ai video one, how good r u with it %'],
    expect: { facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }], links: ['/home'] },
  },
  {
    id: 'et-conversation-7',
    group: 'conversation',
    turns: ['show me graphic design projects', 'the poster series', 'how many posters'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'et-conversation-8',
    group: 'conversation',
    turns: ["what's included in the brand identity project?", 'the 3rd one?'],
    expect: {
      facts: [{ anyOf: ['Brand Guidelines', 'brand guidelines', 'spacing, usage, tone'], source: 'content/projects/graphics.ts:44' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'et-conversation-9',
    group: 'conversation',
    turns: ['what r the AI projects', 'the second one', 'whats the example prompt'],
    expect: { facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }], links: ['/portfolio/ai-prompt-images'] },
  },
  {
    id: 'et-conversation-10',
    group: 'conversation',
    turns: ['do you have any coffee related work', 'the one with latte art, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['menu board'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'et-conversation-11',
    group: 'conversation',
    turns: ['vids?', 'the hiking one', 'how long is it'],
    expect: { facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'et-conversation-12',
    group: 'conversation',
    turns: ['what video projects do u have', 'that showreel, which program did u animate it in'],
    expect: { facts: [{ anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'et-conversation-13',
    group: 'conversation',
    turns: ['tell me about ur AI projects', 'the brand proposal one', 'how many logo ideas did u start from'],
    expect: { facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }], links: ['/portfolio/ai-brand-proposal'] },
  },
  {
    id: 'et-conversation-14',
    group: 'conversation',
    turns: ['any ai generated videos?', 'the night city one what was it used for'],
    expect: { facts: [{ anyOf: ['aftermovie'], source: 'content/projects/ai.ts:75' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'et-conversation-15',
    group: 'conversation',
    turns: ['show me ur ai video work', 'the mountain one', 'who was it for'],
    expect: { facts: [{ anyOf: ['travel agency'], source: 'content/projects/ai.ts:107' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'et-conversation-16',
    group: 'conversation',
    turns: ['graphic design work pls', 'those story graphics, what size are they'],
    expect: {
      facts: [{ anyOf: ['9:16', '9/16'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'et-conversation-17',
    group: 'conversation',
    turns: ['social media projects?', "the one where it's a whole insta profile grid, what was that for"],
    expect: {
      facts: [{ anyOf: ['relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'et-conversation-18',
    group: 'conversation',
    turns: ['what social stuff have u made', 'the letters one, who was it for?'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'et-conversation-19',
    group: 'conversation',
    turns: ['how do i contact u', 'and how fast do u usually answer'],
    expect: { facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'et-conversation-20',
    group: 'conversation',
    turns: ['what skill areas do you cover?', 'the retouching one, whats ur strongest there'],
    expect: { facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'et-compound-1',
    group: 'compound',
    turns: ['whats ur email and where r u based'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remote', 'Remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'et-compound-2',
    group: 'compound',
    turns: ['How many years of experience do you have, and how many projects have you completed so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'et-compound-3',
    group: 'compound',
    turns: ['photoshop level? and midjourney?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'et-compound-4',
    group: 'compound',
    turns: ['does this site use cookies or tracking? also can i print one of ur posters for my shop wall'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies'], source: 'content/legal.ts:33' },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'et-compound-5',
    group: 'compound',
    turns: ['wats ur whatsapp number + where do i get ur cv'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '5550123456', '555 0123', '555-0123'], source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'et-compound-6',
    group: 'compound',
    turns: ['who r u actually, whats ur name? and whats the studio / brand called'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/about', '/'],
    },
  },
  {
    id: 'et-compound-7',
    group: 'compound',
    turns: ['roughly how many web design projects have u done, and how many for social media?'],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/web-design', '/portfolio/social-media'],
    },
  },
  {
    id: 'et-compound-8',
    group: 'compound',
    turns: ['what is 33 Degree exactly? and what year did u do the beverages & desserts shoot'],
    expect: {
      facts: [
        { anyOf: ['coffee roaster', 'speciality coffee', 'specialty coffee'], source: 'content/projects/photography.ts:177' },
        { anyOf: ['2023'], source: 'content/categories.ts:59' },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'et-compound-9',
    group: 'compound',
    turns: ['how long is the event highlights reel, and which tool do you use to upscale low res images?'],
    expect: {
      facts: [
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/portfolio/videography', '/portfolio/ai-enhanced', '/home'],
    },
  },
  {
    id: 'et-compound-10',
    group: 'compound',
    turns: ['do u do 3d work at all?? also how good is ur typography'],
    expect: {
      facts: [
        { anyOf: ['3D & 2D', '3D and 2D', '3D Mockups', '3D mockups'], source: 'content/skills.ts:136' },
        { anyOf: ['92'], source: 'content/skills.ts:24' },
      ],
      links: ['/skills'],
    },
  },
]
