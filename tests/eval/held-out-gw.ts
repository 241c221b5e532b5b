// Held-out set GW: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']

export const heldOutGW: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'gw-indirect-1',
    group: 'indirect',
    turns: [
      'only got my van logo as a tiny blurry pic from like 2010, the sign guy says its too small to print big on the van. can u do anything with that',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'AI Enhanced', 'Magnific AI'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gw-indirect-2',
    group: 'indirect',
    turns: [
      'building firm here. our quotes n invoices r just typed in word, envelopes plain white, looks cheap next to the big lads. want all the paperwork matching',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Document Suite', 'letterheads', 'Letterheads', 'Stationery Design'],
          source: 'content/projects/graphics.ts:167',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-indirect-3',
    group: 'indirect',
    turns: [
      'starting my own gardening n fencing business, season kicks off in 2 weeks and i got nothing online. how quick could something be up?? not months',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'in days', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'gw-indirect-4',
    group: 'indirect',
    turns: [
      'i run a cleaning company, 6 staff. every night people message asking same stuff - do u do ovens, do u bring products, what areas. im knackered answering at 11pm. anything u can do',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gw-indirect-5',
    group: 'indirect',
    turns: [
      'garage been in the family 40 yrs. want a little film about us, dad opening up at 6, the lads on the ramps, first customer of the day, that sort of thing. done anything like it?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'brand film', 'family bakery'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gw-indirect-6',
    group: 'indirect',
    turns: [
      'the wife wants a proper picture of us and the 3 kids for over the fireplace. outside somewhere, nothing stiff. that something u would do',
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'Family Session', 'family portrait'], source: 'content/projects/photography.ts:54' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'gw-indirect-7',
    group: 'indirect',
    turns: [
      'we just finished 12 new flats, need to shift them. want stuff to put online so people see them n enquire. shown anything like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gw-indirect-8',
    group: 'indirect',
    turns: [
      'Electrical contractors assoc. having our yearly meeting in a hotel, speakers + networking after. need someone to take pictures of the talks without being in the way. Have you done this before',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gw-indirect-9',
    group: 'indirect',
    turns: [
      'every month i do a deal on carpet cleans, want a pic that fills the whole phone screen on insta n tiktok when people tap my face. u do them?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16', 'story graphics'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-indirect-10',
    group: 'indirect',
    turns: [
      'tyre shop. prices r wrote on cardboard behind the till lol and theres nothing outside saying were open. need it sorted properly',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'signage', 'Signage', 'signs'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-indirect-11',
    group: 'indirect',
    turns: [
      'dad retired so the plumbing firm is mine now and im changing the name. need the whole look new - the badge, colours, cards, what goes on the vans and the uniforms, all matching. where do i start with u',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Brand Identity', 'Logo Suite', 'logo suite', 'brand guidelines', 'Brand Guidelines'],
          source: 'content/projects/graphics.ts:141',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-indirect-12',
    group: 'indirect',
    turns: [
      'damp proofing co. want to post tips like "5 signs u got rising damp", one per pic, people flick thru them sideways. can u make them look decent',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gw-indirect-13',
    group: 'indirect',
    turns: [
      'when u open our page on instagram its just random van pics n memes. my son says it should look like one thing when u land on it. no idea what he means but can u fix',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'feed grid', 'Feed Grid'],
          source: 'content/projects/social.ts:137',
        },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'gw-indirect-14',
    group: 'indirect',
    turns: [
      'salam, the fasting month starting soon, i want send nice greeting to all my customers on facebook from my garage. something with moon maybe. u done it?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-indirect-15',
    group: 'indirect',
    turns: [
      'we bottling our own car wax to sell in the shop from next month. want a short punchy clip before it drops to get people hyped. 30 sec-ish',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser', 'Product Orbit'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'gw-indirect-16',
    group: 'indirect',
    turns: ['i post vids of my tiling jobs. want my name to sort of fly in and spin at the start of each one so ppl know its me. can u'],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics Reel', 'logo animation', 'Logo Animation', 'After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'gw-indirect-17',
    group: 'indirect',
    turns: [
      'filmed myself explaining a boiler fix but the compressor next door is so loud u cant hear me talk. is that savable or do i film again',
    ],
    expect: {
      facts: [{ anyOf: ['Audition', 'noise reduction'], source: 'content/tools.ts:57' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'gw-indirect-18',
    group: 'indirect',
    turns: [
      'we designed our own smart socket, factory wont make them till next year. need pictures of it for the website NOW tho. possible?',
    ],
    expect: {
      facts: [{ anyOf: ['3D', 'Product Renders', '3D Mockups', 'render'], source: 'content/skills.ts:137' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gw-indirect-19',
    group: 'indirect',
    turns: [
      'i take before n after pics of the houses we clean on my phone. colours come out yellow and theres always junk in the background. can that be sorted after',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Photo Retouching', 'retouching', 'Background Removal', 'Colour Correction', 'colour correction'],
          source: 'content/skills.ts:124',
        },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'gw-indirect-20',
    group: 'indirect',
    turns: [
      'roofing. no drone, cant afford one. want one of them moving shots from above for the top of my website, can it be made from my normal photos somehow',
    ],
    expect: {
      facts: [
        { anyOf: ['AI Video Production', 'Summit Flyover', 'Kling', 'AI video', 'AI-generated'], source: 'content/projects/ai.ts:195' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'gw-conversation-1',
    group: 'conversation',
    turns: ['what websites u made', 'the bakery one. what can customers actualy do on it'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gw-conversation-2',
    group: 'conversation',
    turns: ['got any videos u filmed', 'the mountain guy one how long is it'],
    expect: {
      facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gw-conversation-3',
    group: 'conversation',
    turns: ['which programs do u use', 'that one for sound. how good r u at it honestly'],
    expect: {
      facts: [{ anyOf: ['82'], source: 'content/tools.ts:58' }],
      links: ['/home'],
    },
  },
  {
    id: 'gw-conversation-4',
    group: 'conversation',
    turns: ['u take photos for businesses?', 'the coffee ones - who was that for'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'gw-conversation-5',
    group: 'conversation',
    turns: ['whats this AI stuff u do then', 'the one where the blurry pic gets sharp. what do u use for that'],
    expect: {
      facts: [{ anyOf: ['Magnific AI', 'Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gw-conversation-6',
    group: 'conversation',
    turns: ['my lad is getting wed in august, do u do weddings', 'how soon we see a few pics after', 'and the whole lot?'],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gw-conversation-7',
    group: 'conversation',
    turns: ['what u done for social media', 'the property one for the estate agents, which app was that on'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gw-conversation-8',
    group: 'conversation',
    turns: ['what r ur skills', 'the photography one, not the editing. whats ur strongest bit in it'],
    expect: {
      facts: [{ anyOf: ['Product Photography', 'product photography'], source: 'content/skills.ts:114' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gw-conversation-9',
    group: 'conversation',
    turns: ['show me ur graphic work', 'them posters with the shapes. who paid for that'],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'Passion Project', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-conversation-10',
    group: 'conversation',
    turns: ['list ur films pls', 'the music one - when was that done'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:53' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gw-conversation-11',
    group: 'conversation',
    turns: ['got websites i can look at', 'the gym one', 'what did u build it in'],
    expect: {
      facts: [{ anyOf: ['Webflow'], source: 'content/cards/web-design.ts:31' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gw-conversation-12',
    group: 'conversation',
    turns: ['u make videos with AI??', 'the flower one. who was it made for'],
    expect: {
      facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gw-conversation-13',
    group: 'conversation',
    turns: ['done any office paperwork type stuff? for a company', 'the document one, whats in it exactly'],
    expect: {
      facts: [{ anyOf: ['letterheads', 'Letterheads', 'invoices', 'envelopes', 'folders'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'gw-conversation-14',
    group: 'conversation',
    turns: ['how do i get hold of u', 'and how long b4 u answer? im on jobs all day'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'gw-conversation-15',
    group: 'conversation',
    turns: ['where abouts r u', 'so u would do it for me over in cork then? im not in ur country'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'gw-conversation-16',
    group: 'conversation',
    turns: ['whats this brand proposal ai thing', 'the logo bit of it. how many ideas did u go thru'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gw-conversation-17',
    group: 'conversation',
    turns: ['u got a cv i can download', 'and the other one?'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume.pdf', 'Resume', 'resume'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },
  {
    id: 'gw-conversation-18',
    group: 'conversation',
    turns: ['which AI programs u use', 'the video one. how good at it r u'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'gw-conversation-19',
    group: 'conversation',
    turns: ['how long u been doing this', 'ok and how many jobs done in that time'],
    expect: {
      facts: [{ anyOf: ['200+', '200'], source: 'content/site.ts:19' }],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'gw-conversation-20',
    group: 'conversation',
    turns: ['done anything for food places?', 'the dessert bar one', 'what did u actually shoot there'],
    expect: {
      facts: [{ anyOf: ['macarons', 'cupcakes', 'iced drinks', 'ice-cream', 'cones'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'gw-compound-1',
    group: 'compound',
    turns: ['email? whatsapp number? and r u on linkedin'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['15550123456', '5550123456', '555 0123', '555-0123'], source: 'content/owner.ts:19' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'LinkedIn'], source: 'content/owner.ts:26' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'gw-compound-2',
    group: 'compound',
    turns: ['how many yrs u been at it and where r u based'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2 Years', '1 to 2 years'], source: 'content/site.ts:18' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely'], source: 'content/site.ts:16' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'gw-compound-3',
    group: 'compound',
    turns: ['wat do u use for cutting videos, wat for drawing logos, and wat for sorting photos'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'gw-compound-4',
    group: 'compound',
    turns: ['How many social media jobs have you done, and how many photo shoots?'],
    expect: {
      facts: [
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/photography'],
    },
  },
  {
    id: 'gw-compound-5',
    group: 'compound',
    turns: ['2 things. family photo shoot - when do we get the pics. and my sisters wedding, how fast do they get a first look at some'],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gw-compound-6',
    group: 'compound',
    turns: ['how long is the bakery film and how long is the conference one'],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gw-compound-7',
    group: 'compound',
    turns: ['what do u build websites with + send me the link for ur cv'],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/portfolio/web-design', '/home'],
    },
  },
  {
    id: 'gw-compound-8',
    group: 'compound',
    turns: ['whats ur actual name, and ur insta?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'gw-compound-9',
    group: 'compound',
    turns: ['does this site put cookies on my phone? and does what i type in here get kept somewhere'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not set cookies'], source: 'content/legal.ts:33' },
        { anyOf: ['not stored', 'not saved', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'gw-compound-10',
    group: 'compound',
    turns: ['can i put some of ur pics on my own website? if not who do i ask'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
]
