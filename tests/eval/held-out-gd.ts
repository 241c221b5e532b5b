// Held-out set GD: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '555 012 3456', '555-012-3456', '5550123456']
const NOT_OVER_FIVE = ['over 5 years', '5+ years', 'more than 5 years', 'five years of experience']

export const heldOutGD: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'gd-indirect-1',
    group: 'indirect',
    turns: [
      'hey so I own 2 boxing gyms, people keep phoning the front desk to ask when classes are on and newcomers want to try one session before signing up. ive seen other gyms where you just click and grab a free trial. have you done smth like that before?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'gd-indirect-2',
    group: 'indirect',
    turns: [
      'We are a six-person architecture practice in Rotterdam. Our current online presence is crowded with paragraphs about our philosophy and nobody reads them; the partners feel the photographs of our built work should carry everything. Have you worked with a firm like ours?',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gd-indirect-3',
    group: 'indirect',
    turns: [
      'i sell off-plan apartments & villas. every time we launch a new tower or hand over keys to a buyer I want to announce it to our followers but what I make myself looks amateur. anything in your work for agencies like mine?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gd-indirect-4',
    group: 'indirect',
    turns: [
      'Good morning. We manage a small mountain hotel in Tyrol. For the top banner of our homepage we wish moving footage that glides over the snowy ridges, but to hire a helicopter or a drone pilot is not possible for our budget. Is there another way you could make such a clip?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gd-indirect-5',
    group: 'indirect',
    turns: [
      "I'm an interior designer. A magazine wants to run a two-page spread of a loft I finished in 2014, but all I have left are tiny blurry jpegs from an old phone 😩 the originals are gone. is there any way to save them?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI upscaling', 'upscaling', 'Upscaling', 'upscale'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gd-indirect-6',
    group: 'indirect',
    turns: [
      "we run a burger + noodle place, mostly delivery. our feed is just phone pics of the food and nobody stops scrolling. want the weekly deals and new dishes to actually look tasty. what have you got that's close to this?",
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'gd-indirect-7',
    group: 'indirect',
    turns: [
      'Opening a tiny neighbourhood café in Porto next spring ☕ I need the thing people read at the counter, branded cups and takeaway bags, stamp cards for regulars, and something out on the street that makes passers-by come in. Can one person do all of that, and have you done it before?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'gd-indirect-8',
    group: 'indirect',
    turns: [
      'Our hotel lobby lounge is refreshing its summer card: smoothies, layer cakes, homemade lemonade, donuts for the kids. Right now our listing on the delivery apps has zero pictures and the printed card uses stock images. Where on your site should I look?',
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gd-indirect-9',
    group: 'indirect',
    turns: [
      "we roast our own beans in a small warehouse and sell the bags in our webshop. I'd like pictures of the whole ritual - the beans, the pour-over, the kraft bags on the shelf. did you ever work with a roastery?",
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'gd-indirect-10',
    group: 'indirect',
    turns: [
      'Our conference hotel is hosting a blockchain summit in November: two days of keynotes, panels and networking drinks. The organisers insist the press must have pictures by the next morning. Is that something you have done?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization', 'tokenization', 'Tokenization', 'next day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gd-indirect-11',
    group: 'indirect',
    turns: [
      "hi! we're a vineyard hotel hosting around 30 weddings a year. couples always ask us who can capture their day and whether they'll have something to share with the family in the first couple of days after. what can I tell them about you?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gd-indirect-12',
    group: 'indirect',
    turns: [
      "We're a family-run tour operator — 40 destinations, hundreds of trip packages. People land on our pages, get lost, and leave without ever asking us anything. We need more enquiries, not more visitors. Seen this problem before?",
    ],
    expect: { facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'gd-indirect-13',
    group: 'indirect',
    turns: [
      "I manage the spa at a beach resort and we're launching our own serum line in March. Marketing wants a 30-to-60-second clip for reels, cut to the beat, with super close shots of the bottles and animated text. Anything like that in your work?",
    ],
    expect: { facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'gd-indirect-14',
    group: 'indirect',
    turns: [
      "my parents' bakery turns 40 this year. i'd love something that shows what happens before the sun is up — the ovens at 5am, the dough, and then the first customer walking in. something we can play at the party and post after. could u do that?",
    ],
    expect: { facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'gd-indirect-15',
    group: 'indirect',
    turns: [
      "Our gym's front desk gets the same 20 questions every day (opening hours, freezing a membership, parking) and loads of them come in at midnight when nobody's there. I'd like something on our site that answers people automatically from our own info. Can you build that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gd-indirect-16',
    group: 'indirect',
    turns: [
      'just opened my own property agency, we have nothing online yet and a developer quoted 2 months. I need something live this month, ideally within the week. realistic with you??',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'gd-indirect-17',
    group: 'indirect',
    turns: [
      "I'm leaving a big firm to start my own interior design studio. I have no idea yet what it should look like — I'd love to see a LOT of possible directions quickly, plus a board of colours and textures and how it'd look on cards and signs, before I commit to anything. What would you suggest from what you've done?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gd-indirect-18',
    group: 'indirect',
    turns: [
      'At our engineering and architecture office, tender submissions go out as a patchwork: a brochure from 2016, letterheads in three fonts, invoices made in Excel. We want the printed brochure, letters, envelopes, folders and invoices to finally look like one family. Have you done this kind of job?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'Company Profile'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'gd-indirect-19',
    group: 'indirect',
    turns: [
      'salam, we are restaurant in Amman. in the holy month we post every day the iftar times and greetings for our guests, last year the designs looked cheap and each day different style. you have something similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'gd-indirect-20',
    group: 'indirect',
    turns: [
      'Our boutique hotel bottled its signature lobby scent and we now sell it in the gift shop and online. The bottles are faceted glass with a gold cap and every picture I take is full of ugly reflections. Who could fix that for the online store?',
    ],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'Perfume', 'product photography', 'Product Photography'], source: 'content/projects/photography.ts:105' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'gd-conversation-1',
    group: 'conversation',
    turns: ['what kinds of websites have u built?', 'the gym one, what can members actually do on it?'],
    expect: {
      facts: [
        { anyOf: ['timetable', 'timetables', 'Timetable'], source: 'content/cards/web-design.ts:30' },
        { anyOf: ['trial'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gd-conversation-2',
    group: 'conversation',
    turns: [
      "I'm looking for someone to film our hotel and the trails around it. What videos have you made so far?",
      'The one with the hiking guide — how long is it?',
    ],
    expect: { facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'gd-conversation-3',
    group: 'conversation',
    turns: [
      'We host weddings at our estate. What kinds of photo shoots are on your site?',
      'ok and for the wedding one, when does the couple get the full gallery?',
    ],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gd-conversation-4',
    group: 'conversation',
    turns: ['which AI videos did you make?', 'the flower one 🌸 who was it for?'],
    expect: { facts: [{ anyOf: ['florist'], source: 'content/projects/ai.ts:99' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'gd-conversation-5',
    group: 'conversation',
    turns: ['my gym needs promo clips. which programs do you use for video?', 'how good are you with the sound one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gd-conversation-6',
    group: 'conversation',
    turns: ["I'm a realtor. what social media work have you done?", 'which platform was the property one made for'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gd-conversation-7',
    group: 'conversation',
    turns: ['can u show me your graphic design projects', "what's inside the cafe one"],
    expect: {
      facts: [
        { anyOf: ['Cafe Menu', 'menu'], source: 'content/projects/graphics.ts:222' },
        { anyOf: ['Collateral', 'collateral', 'cup sleeves', 'loyalty cards'], source: 'content/projects/graphics.ts:230' },
        { anyOf: ['Signage', 'signage', 'signs'], source: 'content/projects/graphics.ts:252' },
      ],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'gd-conversation-8',
    group: 'conversation',
    turns: [
      'Have you worked with coffee shops? We run three in the old town.',
      'tell me more about the 33 Degree photos',
      'the coffee-bar one with the latte art — what was it made for?',
    ],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'gd-conversation-9',
    group: 'conversation',
    turns: ['Which AI tools are in your stack?', 'and how strong are you at the video one'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gd-conversation-10',
    group: 'conversation',
    turns: ['what skill areas do you cover?', "what's listed under the 3D one?"],
    expect: {
      facts: [
        { anyOf: ['Vector Art'], source: 'content/skills.ts:140' },
        { anyOf: ['3D Mockups'], source: 'content/skills.ts:142' },
        { anyOf: ['Product Renders'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'gd-conversation-11',
    group: 'conversation',
    turns: [
      'I run an interior design studio and want to know who I would be hiring. how long have you been freelancing?',
      'and how many projects did you finish in that time?',
    ],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'gd-conversation-12',
    group: 'conversation',
    turns: ['Did you ever design anything for architects?', 'what was it built with?'],
    expect: { facts: [{ anyOf: ['Webflow'], source: 'content/cards/web-design.ts:38' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'gd-conversation-13',
    group: 'conversation',
    turns: ['which of your websites were made with Lovable?', 'tell me about the travel one', 'and the other?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gd-conversation-14',
    group: 'conversation',
    turns: ['how can i reach you? we are a small hotel group', 'whats the email one exactly'],
    expect: { facts: [{ anyOf: EMAIL, source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'gd-conversation-15',
    group: 'conversation',
    turns: ['We need new menu photos for our restaurant. What food shoots have you done?', 'what year was the beverages one?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:59' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gd-conversation-16',
    group: 'conversation',
    turns: [
      "We're rebranding our boutique hotel. What's included in your brand identity project?",
      'the guidelines one, what does it cover?',
    ],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'gd-conversation-17',
    group: 'conversation',
    turns: ['do you have a music video in your portfolio?', 'when was it made and how long does it run'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gd-conversation-18',
    group: 'conversation',
    turns: ["do you make AI videos? my hotel can't afford a big production", 'the perfume one — why did they go with AI for it?'],
    expect: {
      facts: [{ anyOf: ['studio shoot', 'without a studio', 'no studio'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'gd-conversation-19',
    group: 'conversation',
    turns: ["what's in your portfolio?", 'ok tell me more about the social one', 'how many projects does it have?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'gd-conversation-20',
    group: 'conversation',
    turns: [
      'We are a family resort and want to offer guests a photo session during their stay. Do you photograph families?',
      'how long until they would get the pictures back?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'gd-compound-1',
    group: 'compound',
    turns: ['I run a real estate agency in Lisbon. Where are you based, and if I message you how quickly do you usually answer?'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'gd-compound-2',
    group: 'compound',
    turns: ['how many years of experience do you have?? and is there a CV i can download for my partners at the design studio'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['Download CV', 'alex-morgan-cv.pdf'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about'],
      mustNotContain: NOT_OVER_FIVE,
    },
  },
  {
    id: 'gd-compound-3',
    group: 'compound',
    turns: ['gym owner here 💪 whats ur whatsapp number and what do u edit videos in'],
    expect: {
      facts: [
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
      ],
      links: ['/contact', '/home', '/portfolio/videography'],
    },
  },
  {
    id: 'gd-compound-4',
    group: 'compound',
    turns: [
      'Two quick ones for our hotel marketing team: how long is your event highlights reel, and what year did you make the documentary short?',
    ],
    expect: {
      facts: [
        { anyOf: ['1:50'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gd-compound-5',
    group: 'compound',
    turns: [
      "Interior designer here, three things: how strong is your Photoshop, how strong is your Illustrator, and can you make 3D renders of a piece of furniture before it's produced?",
    ],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
        { anyOf: ['3D renders', '3D Mockups', 'Product Renders', '3D & 2D Art'], source: 'content/skills.ts:137' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'gd-compound-6',
    group: 'compound',
    turns: ['for a restaurant chain: how many photography projects have you done, and how many social media ones?'],
    expect: {
      facts: [
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/photography', '/portfolio/social-media'],
    },
  },
  {
    id: 'gd-compound-7',
    group: 'compound',
    turns: [
      "Hello, I'm a partner at an architecture office. What is the designer's full name, and is there a Behance profile where we can see more?",
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'gd-compound-8',
    group: 'compound',
    turns: [
      'before i type details about my hotel clients in here: do you keep these chat messages somewhere, and does this site use cookies?',
    ],
    expect: {
      facts: [
        { anyOf: ['not stored', 'are not stored', "aren't stored"], source: 'content/legal.ts:15' },
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'gd-compound-9',
    group: 'compound',
    turns: [
      'I shoot listings for a real-estate agency and need help cutting out skies and furniture. What is your strongest retouching skill, and what level are you at prompt engineering?',
    ],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['92'], source: 'content/skills.ts:62' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'gd-compound-10',
    group: 'compound',
    turns: [
      'three questions from a hotel marketing manager: which platform was the Carousel Spotlight for, how many slides does it have, and what tool do you use to upscale images?',
    ],
    expect: {
      facts: [
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
]
