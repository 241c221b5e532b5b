// Held-out set FE: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const WEB = ['/portfolio/web-design']
const AI = '/portfolio/artificial-intelligence'
const PHOTO = '/portfolio/photography'
const VIDEO = '/portfolio/videography'
const SOCIAL = '/portfolio/social-media'
const GRAPHICS = '/portfolio/graphics'

export const heldOutFE: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'fe-indirect-1',
    group: 'indirect',
    turns: [
      'hello, i have a flower shop since 2009 and i only have some old pictures of the shop front from an old phone, very small and blurry 😕 now the printing guy says they will look like little squares if we put them on the big banner over the door. is there any way to save these pictures or do i need to take new ones?? we are closed on sunday only so its hard',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'AI Enhanced', 'Magnific AI'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', AI],
    },
  },
  {
    id: 'fe-indirect-2',
    group: 'indirect',
    turns: [
      'Good morning. My wife and me we run a small bakery. Every evening the phone rings all the time, people want us to keep croissants and bread aside for the next morning and we write it on paper and lose the paper. Also people ask where we are and what we bake today. Can you make something on the internet where they do this alone? Did you do something like this before for someone?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: WEB,
    },
  },
  {
    id: 'fe-indirect-3',
    group: 'indirect',
    turns: [
      "so I own a little yoga + spinning place in my neighbourhood. people constantly DM me asking what time is the tuesday class, who teaches it, can they come once for free to try... I'm answering messages at midnight lol. I want people to just look it all up and sign up for a first free class themselves. have you done anything like that??",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: WEB,
    },
  },
  {
    id: 'fe-indirect-4',
    group: 'indirect',
    turns: [
      'hi i make my own scents by hand and sell them in small glass bottles in my shop and online. problem: when i take pictures of the bottles with my phone you see my reflection, the lamp, the whole room in the glass, it looks cheap next to the big brands. what can you offer me, did you ever do pictures for bottles like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'fragrance', 'Book Product Photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', PHOTO],
    },
  },
  {
    id: 'fe-indirect-5',
    group: 'indirect',
    turns: [
      'We have a small ice cream and milkshake parlour near the beach 🍦🍓. The delivery apps want pictures of every item and ours look sad: melted, dark, taken on the counter. The new menu board also needs pictures. Do you know somebody who can make our cones and cakes and drinks look as yummy as they taste? Have you done such before?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Beverages & Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', PHOTO],
    },
  },
  {
    id: 'fe-indirect-6',
    group: 'indirect',
    turns: [
      "i'm opening a tiny corner cafe next month. i have nothing yet. plain white cups, brown paper bags from the supermarket, no card to stamp for the 10th coffee free, and no sign so people walk past without seeing us. the list on the wall is handwritten. where do i even start, and have you done this whole thing for another cafe?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', GRAPHICS],
    },
  },
  {
    id: 'fe-indirect-7',
    group: 'indirect',
    turns: [
      'Hello. I have small agency, we rent and sell apartments and villas in our town. On facebook I post photos of the flats but nobody comments, the big agencies have nice posts with the same look every time. I am not good with computer. What you have done for business like mine?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate', 'real estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', SOCIAL],
    },
  },
  {
    id: 'fe-indirect-8',
    group: 'indirect',
    turns: [
      'my brother and I run a burger and pizza place, mostly delivery now. we put pictures on insta every week with the specials and the discount of the day but honestly nobody orders from them, they are just a photo of the box with text on top. i want people to get hungry when they see it. what have u done for places like ours',
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'Foods & Restaurant'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', SOCIAL],
    },
  },
  {
    id: 'fe-indirect-9',
    group: 'indirect',
    turns: [
      'Salam! I have a sweets shop. In a few weeks the holy month starts, when we fast in the day and in the evening families come to buy for breaking the fast. Every year I want to wish my customers well on our page and announce our evening opening hours, but my pictures are just text on a colour. Did you make something for this time of year?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', SOCIAL, GRAPHICS],
    },
  },
  {
    id: 'fe-indirect-10',
    group: 'indirect',
    turns: [
      'ok so my niece says our hair salon needs to put those tall pictures that fill the whole phone screen and disappear after one day, for our offers and when we have a new colourist. when i try, the text gets cut at the top and bottom. did you make pictures in that tall size for other shops? what do they look like',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16', 'stories'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', GRAPHICS],
    },
  },
  {
    id: 'fe-indirect-11',
    group: 'indirect',
    turns: [
      "I run a pet shop 🐶🐱 and I have lovely photos of the puppies and the aquarium, but everyone says moving clips get more views now. I have no camera crew, no time, and the animals don't stay still anyway 😅 Is there a way to get short moving clips out of the pictures I already have? what have you done like that",
    ],
    expect: {
      facts: [{ anyOf: ['AI Video Production', 'AI video', 'AI-generated', 'Kling'], source: 'content/projects/ai.ts:195' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },
  {
    id: 'fe-indirect-12',
    group: 'indirect',
    turns: [
      "im a hairdresser with 2 chairs. the phone rings while i'm cutting and it's always the same: are you open sunday, how much for a child cut, do you do balayage, where do i park. i can't answer with scissors in my hand. could something on my website answer these for me automatically, day and night? have you built that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: [AI],
    },
  },
  {
    id: 'fe-indirect-13',
    group: 'indirect',
    turns: [
      "We're a family garage (tyres, oil change, that kind of thing). We started making little videos for youtube showing repairs. My son wants our name to fly in and spin at the start of every video like on TV, and some moving text. Can you do that kind of thing? anything i can look at first?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Motion Graphics Reel', 'logo animation', 'Logo Animation', 'logo animations'],
          source: 'content/cards/videography.ts:66',
        },
      ],
      links: [VIDEO, '/skills'],
    },
  },
  {
    id: 'fe-indirect-14',
    group: 'indirect',
    turns: [
      'hi. we filmed a small video in our pet store where i explain how to feed parrots. the picture is ok but the sound is horrible: the birds screaming, the fridge humming, you barely understand me. can this be fixed or do we film again? which program do you use for that',
    ],
    expect: {
      facts: [{ anyOf: ['Audition', 'noise reduction'], source: 'content/tools.ts:57' }],
      links: ['/home', '/about', VIDEO],
    },
  },
  {
    id: 'fe-indirect-15',
    group: 'indirect',
    turns: [
      'Spring is coming and I own a florist. For our campaign I dream of a little clip where one flower slowly opens up, but filming this for real takes days and I have no equipment!! Is it possible another way? Did you ever make such a thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },
  {
    id: 'fe-indirect-16',
    group: 'indirect',
    turns: [
      "we roast coffee beans in a small workshop and sell bags to locals. we'd like people to pay once and get beans at home every month without calling us, and show which cafes in town serve our coffee, and explain how to brew it right. not sure what this is called. did you do anything close to this?",
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: WEB,
    },
  },
  {
    id: 'fe-indirect-17',
    group: 'indirect',
    turns: [
      "I have a little shop with creams and serums that I mix myself. My customers always ask what is inside each one and which to use morning and evening and in what order. I'd like them to find it on the internet and maybe even a tool that puts their steps together. Have you made such a page for another shop?",
    ],
    expect: {
      facts: [{ anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' }],
      links: WEB,
    },
  },
  {
    id: 'fe-indirect-18',
    group: 'indirect',
    turns: [
      "Our butcher shop is a family thing since my grandfather. We start at 5 in the morning before anyone is awake. My daughter thinks a short film showing our day, from the early morning until the first customer comes, would touch people more than any advert. Is that something you've done?? what did it look like?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: [VIDEO],
    },
  },
  {
    id: 'fe-indirect-19',
    group: 'indirect',
    turns: [
      'Hi there, my shoe shop page on instagram looks like a mess when you open it. Every picture is a different colour and style, nothing goes together, it looks like 5 different shops. I want that when people open the page the whole thing looks planned and nice together. Can you show me you did this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', SOCIAL],
    },
  },
  {
    id: 'fe-indirect-20',
    group: 'indirect',
    turns: [
      'i am an optician. i want to explain to people on my page how to choose glasses for their face shape, step by step, in those posts where you slide with the finger to the next picture. i tried with one picture and too much text and nobody read it. did you make those sliding posts before?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', SOCIAL],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fe-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites did you make for people?', 'the one for the architecture office, what is it like?'],
    expect: {
      facts: [{ anyOf: ['minimal', 'large project images', 'images do the talking'], source: 'content/cards/web-design.ts:37' }],
      links: WEB,
    },
  },
  {
    id: 'fe-conversation-2',
    group: 'conversation',
    turns: ['what films have u made', 'the one with the hiking guide, how long is it?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: [VIDEO],
    },
  },
  {
    id: 'fe-conversation-3',
    group: 'conversation',
    turns: [
      "Hi! I own a bridal shop and I'm getting married myself this autumn 💍 What kind of photography do you do?",
      'the wedding one! after the day, how fast do we get to see the pictures?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'fe-conversation-4',
    group: 'conversation',
    turns: ['which AI programs are you using?', 'and the one for brainstorming ideas and writing captions, how good are you with it?'],
    expect: {
      facts: [{ anyOf: ['92'], source: 'content/tools.ts:76' }],
      links: ['/home'],
    },
  },
  {
    id: 'fe-conversation-5',
    group: 'conversation',
    turns: ['show me your social media stuff pls', 'the series with the big letters, for which app was that?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:44' }],
      links: ['/portfolio/typography-posts', SOCIAL],
    },
  },
  {
    id: 'fe-conversation-6',
    group: 'conversation',
    turns: [
      'I have a small car repair shop and our papers look very amateur. What graphic work have you done?',
      'that stationery one, what is inside it exactly?',
    ],
    expect: {
      facts: [
        { anyOf: ['Company Profile'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Corporate Document Suite', 'letterheads', 'invoices'], source: 'content/projects/graphics.ts:166' },
        {
          anyOf: ['Office Stationery Suite', 'Office Stationery', 'business cards', 'notebooks'],
          source: 'content/projects/graphics.ts:188',
        },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'fe-conversation-7',
    group: 'conversation',
    turns: ['what did you do with AI?', 'the one with those dreamy landscapes. whats the advantage for me as a customer?'],
    expect: {
      facts: [
        {
          anyOf: ['Faster concepts', 'dozens of visual directions', 'real options', 'directions in hours', 'many directions'],
          source: 'content/projects/ai.ts:144',
        },
      ],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'fe-conversation-8',
    group: 'conversation',
    turns: ['do you take photos for coffee shops? ☕', 'nice, who was the client for those?'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', PHOTO],
    },
  },
  {
    id: 'fe-conversation-9',
    group: 'conversation',
    turns: ['what are you good at', 'in the photo retouching part, what is your strongest thing?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fe-conversation-10',
    group: 'conversation',
    turns: ['how do i get in touch with you', 'ok and how long do you usually take to answer?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fe-conversation-11',
    group: 'conversation',
    turns: ['what video work have you done?', 'The one for the skincare launch: how long is it and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:37' },
      ],
      links: [VIDEO],
    },
  },
  {
    id: 'fe-conversation-12',
    group: 'conversation',
    turns: ['tell me about your AI video production work', 'which of them was for a podcast?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['1:05', '65 seconds', '1 minute 5', 'one minute and five'], source: 'content/projects/ai.ts:94' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'fe-conversation-13',
    group: 'conversation',
    turns: ['You have a poster series project? what is it about', 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'fe-conversation-14',
    group: 'conversation',
    turns: ['what is this AI brand proposal thing on your site?', 'for the first part of it, how many ideas did u try before choosing?'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'fe-conversation-15',
    group: 'conversation',
    turns: ['Which Adobe programmes do you work with?', 'the one for menus and brochures with many pages, how well do you know it?'],
    expect: {
      facts: [{ anyOf: ['88'], source: 'content/tools.ts:40' }],
      links: ['/home'],
    },
  },
  {
    id: 'fe-conversation-16',
    group: 'conversation',
    turns: ['have you photographed any business events or meetings?', 'what was that meeting about?'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation', 'Tokenization'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'fe-conversation-17',
    group: 'conversation',
    turns: [
      'hello, i run a small pet grooming place and my family wants real pictures together for once. do you do family photos?',
      'sounds lovely. and after the session, when do we get them?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'one week', 'a week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'fe-conversation-18',
    group: 'conversation',
    turns: ['which websites did you build with Lovable?', 'the travel one, what does it have on it?'],
    expect: {
      facts: [{ anyOf: ['destination guides', 'package filters', 'enquiry flow'], source: 'content/cards/web-design.ts:44' }],
      links: WEB,
    },
  },
  {
    id: 'fe-conversation-19',
    group: 'conversation',
    turns: ["what's in your brand identity project?", 'and the fourth one, what is that?'],
    expect: {
      facts: [{ anyOf: ['Business Cards', 'business cards'], source: 'content/projects/graphics.ts:52' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'fe-conversation-20',
    group: 'conversation',
    turns: ['is this chat a robot or a real person? 🤖', 'ok. do you keep what I write in here?'],
    expect: {
      facts: [{ anyOf: ['not stored', 'not stored in a database', 'no database', 'not kept'], source: 'content/legal.ts:15' }],
      links: ['/privacy'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'fe-compound-1',
    group: 'compound',
    turns: ['hi, where are you based? my flower shop is in another country. and how many jobs have you done in total?'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home', '/contact'],
    },
  },
  {
    id: 'fe-compound-2',
    group: 'compound',
    turns: ['How long have you been doing this work, and is there somewhere I can download your CV?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2', '1 to 2 years', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'fe-compound-3',
    group: 'compound',
    turns: ['need ur whatsapp number and ur email pls, i have a garage and want to talk about a logo'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '+1 555', '555 0123', '555-0123', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fe-compound-4',
    group: 'compound',
    turns: ['Which program do you use to cut videos? And which one to edit photos?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
      ],
      links: ['/home', '/about', '/skills', VIDEO, PHOTO],
    },
  },
  {
    id: 'fe-compound-5',
    group: 'compound',
    turns: ['my pet shop needs both posts and videos. how many social media projects you did, and how many videos?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['12+', '12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', SOCIAL, VIDEO],
    },
  },
  {
    id: 'fe-compound-6',
    group: 'compound',
    turns: [
      'Two questions before I go on. Does this site put cookies on my computer? And I love the cafe photos, can I just use a few of them on my own shop website?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'without permission', 'ask first'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'fe-compound-7',
    group: 'compound',
    turns: ['in which year did you shoot the wedding pictures, and the beverages & desserts one?'],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:57' },
        { anyOf: ['2023'], source: 'content/categories.ts:59' },
      ],
      links: [PHOTO, '/portfolio/wedding-photography', '/portfolio/beverages-desserts'],
    },
  },
  {
    id: 'fe-compound-8',
    group: 'compound',
    turns: ['how long is the music video you edited? and the conference highlights one?'],
    expect: {
      facts: [
        { anyOf: ['3:20', '3 minutes 20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['1:50', '1 minute 50'], source: 'content/cards/videography.ts:44' },
      ],
      links: [VIDEO],
    },
  },
  {
    id: 'fe-compound-9',
    group: 'compound',
    turns: [
      'I sell eyeglasses and need a new sign. How good are you at making logos, and how good with fonts and lettering? give me numbers 😄',
    ],
    expect: {
      facts: [
        { anyOf: ['93'], source: 'content/skills.ts:36' },
        { anyOf: ['92'], source: 'content/skills.ts:24' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'fe-compound-10',
    group: 'compound',
    turns: [
      'what do you build websites with? also i read somewhere here about a site that was done super fast with AI, how many days did that one take?',
    ],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: [...WEB, AI],
    },
  },
]
