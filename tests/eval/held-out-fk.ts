// Held-out set FK: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutFK: HeldOutCase[] = [
  {
    id: 'fk-indirect-1',
    group: 'indirect',
    turns: [
      "Hi there, I run a small estate agency and we're handling sales for a development: two glass residential towers and a handful of villas with pools. Every time we release a new phase I end up making the announcement graphics myself in some free app and they look cheap next to the big agencies. Most of our buyers find us on Facebook. Have you ever made anything for an agency like ours, and what did it look like?",
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'fk-indirect-2',
    group: 'indirect',
    turns: [
      "we're a 6 person architecture practice, zero online presence right now. we have hundreds of big photos of finished buildings and the partners hate busy layouts, they want something minimal where the images do the talking. done that before?",
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fk-indirect-3',
    group: 'indirect',
    turns: [
      "I'm an interior designer fitting out a neighbourhood coffee place. The owner wants the menu on the counter, the cup sleeves, the paper bags, a stamp card and the hanging sign outside to all feel like one family with my interior. I don't do print myself. Is there something in your work that shows you can handle that whole set?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fk-indirect-4',
    group: 'indirect',
    turns: [
      'hello, we sell a historic building and we have only very old pictures of it, small files from 2009, very blurry when we make them big. we want to print one on a large banner on the construction fence. you can help with this or not?',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fk-indirect-5',
    group: 'indirect',
    turns: [
      'We market holiday chalets in the Alps. The homepage header needs a slow, sweeping moving shot over snowy ridges, but there is no way we can afford a drone crew up there in winter. Any ideas from your past work?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fk-indirect-6',
    group: 'indirect',
    turns: [
      "Besides my interiors studio I'm launching a small line of room scents in glass bottles 🌸 I need shots for the online shop that handle the reflections properly, maybe styled with a few petals. is this something you've actually done?",
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-indirect-7',
    group: 'indirect',
    turns: [
      'Our firm is hosting a half-day session for investors about splitting buildings into digital shares: keynotes, a panel, networking drinks afterwards. PR wants pictures in their inbox the next morning. Have you covered something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-indirect-8',
    group: 'indirect',
    turns: [
      'we just moved the studio (architects, 14 people) and I want the small stuff to feel like us: mugs in the kitchen, notebooks for site visits, lanyards for visitors, business cards. what have u done along those lines',
    ],
    expect: {
      facts: [{ anyOf: ['Office Stationery Suite', 'Stationery'], source: 'content/projects/graphics.ts:188' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fk-indirect-9',
    group: 'indirect',
    turns: [
      'Before our pitch to three developers next month I want a printed booklet about our practice: who we are, what we offer and some numbers (square metres delivered, years, that sort of thing). Something we can also send around as a PDF. Is there anything like that in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Company Profile'], source: 'content/projects/graphics.ts:158' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fk-indirect-10',
    group: 'indirect',
    turns: [
      "Little idea for a client gift. A couple with two small kids, whose house we just finished renovating. I'd love to treat them to a relaxed session of photos of the four of them outdoors in the garden, warm natural light, something they can print for the new walls. Would that be your thing? and how long until they'd get the pictures?",
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'family portrait'], source: 'content/projects/photography.ts:54' },
        { anyOf: ['a week', 'one week', 'week later'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-indirect-11',
    group: 'indirect',
    turns: [
      "our agency gets the same buyer questions at midnight: is parking included, what's the service charge, when is the next viewing. I'd like a little assistant on our site that answers from our own info sheets, a bit like the one I'm typing into now lol. have you built that for anyone?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chatbots'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fk-indirect-12',
    group: 'indirect',
    turns: [
      "Two practices are merging (ours and a landscape studio) and we need a new mark, but the partners can't agree and want to see LOTS of different directions within ten days, before we pay for a full rollout. How would you approach that, have you done something like it before?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fk-indirect-13',
    group: 'indirect',
    turns: [
      "I recorded a walkthrough of a show flat on my phone and talked over it, but the air-con hum is terrible and my voice sounds like I'm inside a tin can. Can you clean that up, and what do you use for it?",
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/about'],
    },
  },
  {
    id: 'fk-indirect-14',
    group: 'indirect',
    turns: [
      'We want to post a step-by-step guide for first-time buyers on LinkedIn, the kind of post you swipe sideways through, ten-ish slides with a chart or two and a checklist. can you show me something similar you did?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fk-indirect-15',
    group: 'indirect',
    turns: [
      "Designing a boutique hotel at the moment, and the long corridor on each floor needs a run of framed prints: bold flat geometric shapes, circles, arches, waves, all clearly one set. I'd rather commission a designer than buy stock art. Anything personal of yours in that style?",
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series', 'Passion Project', 'posters'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'fk-indirect-16',
    group: 'indirect',
    turns: [
      "when people open our agency's profile on the gram the first three rows look like a jumble of random listings 😩 we're relaunching and I want it to look planned, like one picture when you land on it. you done that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'fk-indirect-17',
    group: 'indirect',
    turns: [
      "Opening a furniture showroom in three weeks (my interior design studio plus a small shop). I need something online and live asap, the agencies quoted me two months. Based on what you've shipped before, how fast could a simple studio site realistically go up?",
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fk-indirect-18',
    group: 'indirect',
    turns: [
      'The holy month starts in a few weeks and every year we send greetings to our tenants and landlords, crescent, lanterns, that kind of feeling, plus an announcement for our iftar gathering. have you designed for that season?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts'],
    },
  },
  {
    id: 'fk-indirect-19',
    group: 'indirect',
    turns: [
      "I'm designing a custom chair and a sideboard for a client but the joiner won't have a prototype for two months. I need realistic images of the pieces now, for the client presentation, as if they already existed. Can you help with that, and how strong are you at it?",
    ],
    expect: {
      facts: [{ anyOf: ['3D'], source: 'content/skills.ts:136' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fk-indirect-20',
    group: 'indirect',
    turns: [
      "we're renaming the agency after 20 yrs. I need a new mark, colours and fonts that work together, a little rulebook so the branch staff stop stretching our mark, new business cards and templates for our posts. has your work covered the full set like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fk-conversation-1',
    group: 'conversation',
    turns: ['hey, what websites have you made?', 'the bakery one, what can customers actually do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fk-conversation-2',
    group: 'conversation',
    turns: [
      "I'm putting together a shortlist for a short film about our architecture studio. What videos have you made?",
      'ok, the one following the hiking guide sounds closest to what we have in mind',
      'how long is it and when was it made?',
    ],
    expect: {
      facts: [
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fk-conversation-3',
    group: 'conversation',
    turns: [
      "what kind of photo shoots have you done? i'm an interior designer looking for someone for a cafe project",
      'the coffee ones, who was the client?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-conversation-4',
    group: 'conversation',
    turns: ['Which AI tools are in your stack?', 'how good are you with the video one?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'fk-conversation-5',
    group: 'conversation',
    turns: [
      "show me the social media stuff you've done, we're an estate agency looking for someone",
      'the one made for LinkedIn, how many slides does it have?',
    ],
    expect: {
      facts: [{ anyOf: ['twelve', '12 slides', '12 square'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fk-conversation-6',
    group: 'conversation',
    turns: ["What's inside the stationery design project?", 'the second one, what does it include?'],
    expect: {
      facts: [{ anyOf: ['letterheads', 'envelopes', 'invoices', 'folders'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'fk-conversation-7',
    group: 'conversation',
    turns: [
      'do you shoot weddings? my sister is getting married at a villa I designed 💍',
      'how soon after the day do they see pictures?',
      'and for the family ones?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-conversation-8',
    group: 'conversation',
    turns: ['tell me about the cafe packaging project', 'what goes out the door with each takeaway order?'],
    expect: {
      facts: [
        { anyOf: ['cup sleeves', 'sleeves', 'stickers', 'loyalty cards', 'loyalty card'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'fk-conversation-9',
    group: 'conversation',
    turns: ['What AI videos have you produced?', 'which one was for the perfume?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:20', '20 seconds', '20-second'], source: 'content/projects/ai.ts:86' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'fk-conversation-10',
    group: 'conversation',
    turns: [
      "which websites have you designed? we're an estate agency shopping around for a redesign",
      'which of those did you make with the AI builder rather than Webflow?',
    ],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fk-conversation-11',
    group: 'conversation',
    turns: [
      "what can you do in motion graphics? thinking of an animated intro for our practice's videos",
      'how strong is the logo animation part, in %?',
    ],
    expect: {
      facts: [{ anyOf: ['86'], source: 'content/skills.ts:102' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fk-conversation-12',
    group: 'conversation',
    turns: ['Do you have any Ramadan designs?', 'how many pieces are in that set?'],
    expect: {
      facts: [{ anyOf: ['nine', '9 images', '9 pieces', '9 designs', '9 posts', '9 artworks'], source: 'content/projects/graphics.ts:11' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts'],
    },
  },
  {
    id: 'fk-conversation-13',
    group: 'conversation',
    turns: ["what's in the brand identity project?", 'the rulebook one, what does it cover?'],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'fk-conversation-14',
    group: 'conversation',
    turns: [
      'have you ever photographed a business conference? we host one every year for property investors',
      'what year was that, and how fast did they get the pictures?',
    ],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:60' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-conversation-15',
    group: 'conversation',
    turns: ["what services do you offer? I'm an architect", 'for the video side, which programs do you work in?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/about', '/portfolio/videography', '/home'],
    },
  },
  {
    id: 'fk-conversation-16',
    group: 'conversation',
    turns: [
      "do you photograph desserts? I'm doing a patisserie fit-out and the owner needs menu shots",
      "you seem to have two of those, what's the difference between them?",
    ],
    expect: {
      facts: [
        { anyOf: ['dessert bar', 'macarons', 'cupcakes', 'ice-cream'], source: 'content/projects/photography.ts:129' },
        { anyOf: ['menu refresh', 'smoothies', 'lemonade', 'layer cakes', 'donuts'], source: 'content/projects/photography.ts:225' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fk-conversation-17',
    group: 'conversation',
    turns: ['tell me about the AI prompt images project', 'what was the example prompt you show there?'],
    expect: {
      facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'fk-conversation-18',
    group: 'conversation',
    turns: ['what social media work have you done for restaurants', 'which platforms were those for?'],
    expect: {
      facts: [
        { anyOf: ['Instagram'], source: 'content/projects/social.ts:93' },
        { anyOf: ['Facebook'], source: 'content/projects/social.ts:93' },
      ],
      links: ['/portfolio/foods-restaurants'],
    },
  },
  {
    id: 'fk-conversation-19',
    group: 'conversation',
    turns: ['whats the typography posts thing', 'who was it made for? like what kind of account'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts'],
    },
  },
  {
    id: 'fk-conversation-20',
    group: 'conversation',
    turns: ['how do i get in touch with you?', 'and how quickly do you usually answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'a working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fk-compound-1',
    group: 'compound',
    turns: [
      "Good morning! I'm the marketing lead at a mid-size estate agency in Lisbon. We're planning a rebrand for spring and a big listings push over the summer, and I'm collecting names before I set up calls. Three quick things: where are you based / do you take clients abroad, how many years have you been doing this, and what email should I write to?",
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2 years', '1-2', '1–2'], source: 'content/site.ts:18' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact', '/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'fk-compound-2',
    group: 'compound',
    turns: [
      "We're an architecture office: our reports and submissions are long multi-page layouts, and our mark was drawn as a vector years ago and needs a tidy-up. How comfortable are you in InDesign, and how about Illustrator? Percentages if you have them.",
    ],
    expect: {
      facts: [
        { anyOf: ['88'], source: 'content/tools.ts:40' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fk-compound-3',
    group: 'compound',
    turns: [
      "I'm fitting out a restaurant and the owner asked me to find a photographer for the opening. how many photography projects have you done, and have you shot food or drinks for a menu before? which ones?",
    ],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['Desserts'], source: 'content/projects/photography.ts:222' },
      ],
      links: ['/portfolio/photography', '/portfolio'],
    },
  },
  {
    id: 'fk-compound-4',
    group: 'compound',
    turns: [
      'A couple whose reception venue I styled asked me to check your wedding coverage for them: do you only do full days or also just the ceremony, when do they get a first look at the photos, and how long until the full gallery?',
    ],
    expect: {
      facts: [
        { anyOf: ['ceremony-only', 'ceremony only', 'just the ceremony'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'fk-compound-5',
    group: 'compound',
    turns: [
      'quick one from an estate agent comparing freelancers: how many projects have you completed overall, how many design/AI tools do you work with, and roughly how many social media projects are in there?',
    ],
    expect: {
      facts: [
        { anyOf: ['200+'], source: 'content/site.ts:19' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/home', '/about', '/portfolio'],
    },
  },
  {
    id: 'fk-compound-6',
    group: 'compound',
    turns: [
      'Two things before I go further. Does this site put cookies or tracking on my laptop? And could our agency use a couple of your photos in our printed listing brochure?',
    ],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'sets no cookies', 'does not set cookies', "doesn't set cookies"], source: 'content/legal.ts:33' },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'fk-compound-7',
    group: 'compound',
    turns: [
      "Two of your websites caught my eye while I was researching for a client (I'm an interior designer doing a spa and a gym): the skincare one and the fitness studio one. What features does each of them have?",
    ],
    expect: {
      facts: [
        { anyOf: ['ingredient stories', 'routine builder'], source: 'content/cards/web-design.ts:51' },
        {
          anyOf: ['class timetables', 'timetables', 'trainer profiles', 'trial-class', 'trial class'],
          source: 'content/cards/web-design.ts:30',
        },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fk-compound-8',
    group: 'compound',
    turns: [
      "hi!! who is actually behind this portfolio, where can I grab a CV, and what's your whatsapp number? I'd like to send it to the partners at our practice",
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['alex-morgan-cv.pdf', 'cv.pdf'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', '+1 555', '555 0123', '5550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact', '/about'],
    },
  },
  {
    id: 'fk-compound-9',
    group: 'compound',
    turns: [
      "I'm building a mood board for an agency's own brand film. What is your brand story film about, how long does it run, and what year is it from?",
    ],
    expect: {
      facts: [
        { anyOf: ['family bakery', 'bakery'], source: 'content/cards/videography.ts:26' },
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fk-compound-10',
    group: 'compound',
    turns: [
      "We shoot a lot of property photos in-house and want someone to polish them. How good are you with Magnific, what do you use Lightroom for, and what's your Photoshop level?",
    ],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:103' },
        { anyOf: ['batch editing', 'colour grading', 'consistent colour', 'color grading'], source: 'content/tools.ts:66' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
]
