// Held-out set EJ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WEB = ['/portfolio/web-design']
const VIDEO = ['/portfolio/videography']
const AI = '/portfolio/artificial-intelligence'

export const heldOutEJ: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'ej-indirect-1',
    group: 'indirect',
    turns: [
      'hi i run a small bakery, people keep calling at 7am to reserve croissants and asking which of my 2 shops is closer to them. is there something u did that fixes that??',
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: WEB },
  },
  {
    id: 'ej-indirect-2',
    group: 'indirect',
    turns: [
      'own a gym. members never know when the spin classes are on and new people want to try one class free before paying. have you done anything like that for someone?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: WEB },
  },
  {
    id: 'ej-indirect-3',
    group: 'indirect',
    turns: [
      'Our garage logo only exist as tiny blurry jpg from 10 years ago 😩 the printer say it is too pixel for the big banner over the workshop door. Can you save it?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', AI],
    },
  },
  {
    id: 'ej-indirect-4',
    group: 'indirect',
    turns: [
      'i sell handmade fragrances online and my bottles look flat and dull on the shop listings, glass reflections everywhere. what have you got that shows you can handle that',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'fragrance', 'perfume'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ej-indirect-5',
    group: 'indirect',
    turns: [
      'we organise a yearly trade conference. sponsors want a short recap of keynotes and panels, ideally under 2 minutes, to share after. anything similar in your work?',
    ],
    expect: { facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' }], links: VIDEO },
  },
  {
    id: 'ej-indirect-6',
    group: 'indirect',
    turns: [
      'dental clinic here. every night we get the same 20 messages: are you open saturday, do you take insurance, where do i park... my receptionist is drowning. can you help with that somehow?',
    ],
    expect: { facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }], links: [AI] },
  },
  {
    id: 'ej-indirect-7',
    group: 'indirect',
    turns: [
      'My salon is launching our own serum next month!! I want something punchy for reels, cut to the beat, with animated titles and close ups of the bottle. Have u made this kind of thing?',
    ],
    expect: { facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }], links: VIDEO },
  },
  {
    id: 'ej-indirect-8',
    group: 'indirect',
    turns: ['florist. for spring i want flowers opening in motion on my ads but i have no budget for filming crew or studio. possible?'],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },
  {
    id: 'ej-indirect-9',
    group: 'indirect',
    turns: [
      'small roastery. i want people to get beans sent to them every month automatically, and show where the cafes that serve our coffee are. done something like this before?',
    ],
    expect: { facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }], links: WEB },
  },
  {
    id: 'ej-indirect-10',
    group: 'indirect',
    turns: [
      'ok so my cafe: the board behind the counter nobody can read it, our takeaway cups are plain white, and people walk past because there is nothing on the pavement to stop them. what have you done for a place like mine',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'signage', 'menu'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ej-indirect-11',
    group: 'indirect',
    turns: [
      'I have a little skincare line. customers always ask what is inside each cream and in what order to use them. I want them to figure it out on their own when they browse our products. any example?',
    ],
    expect: { facts: [{ anyOf: ['Glow Skincare', 'routine builder'], source: 'content/cards/web-design.ts:50' }], links: WEB },
  },
  {
    id: 'ej-indirect-12',
    group: 'indirect',
    turns: [
      'real estate agent, we have two new towers + some villas coming on the market and our facebook page looks amateur next to competitors. what can you show me',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ej-indirect-13',
    group: 'indirect',
    turns: [
      'Accounting office. Our letterheads, envelopes and invoices are all from different years and look cheap when we meet clients. Is this something you have done?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'letterheads'], source: 'content/projects/graphics.ts:166' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ej-indirect-14',
    group: 'indirect',
    turns: [
      'hair salon 💇‍♀️ i want to teach my clients aftercare tips, like step 1 step 2 step 3 they swipe thru on linkedin/insta. u have examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ej-indirect-15',
    group: 'indirect',
    turns: [
      'we are a tiny travel agency, clients should be able to look at destinations, filter holiday packages by budget and send us a request. ever built that kind of thing',
    ],
    expect: { facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }], links: WEB },
  },
  {
    id: 'ej-indirect-16',
    group: 'indirect',
    turns: [
      'my dessert shop is going on the delivery apps next week and our cupcakes and ice cream look sad on the phone screen lol. anything you did for sweets?',
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Beverages & Desserts', 'dessert bar'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ej-indirect-17',
    group: 'indirect',
    turns: [
      'Interior architecture studio, 3 partners. We want something very minimal online where our big project images speak, no clutter. Do you have a reference I could look at?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: WEB },
  },
  {
    id: 'ej-indirect-18',
    group: 'indirect',
    turns: [
      'salam, i own a sweets shop and for the holy month i want greetings and iftar time announcements for our page, with lanterns and crescent. you did this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ej-indirect-19',
    group: 'indirect',
    turns: [
      'I run guided hiking tours in the mountains. would love a small film that follows one of our guides, with interviews and drone shots, for our website. is that your thing?',
    ],
    expect: { facts: [{ anyOf: ['Documentary Short', 'hiking guide'], source: 'content/cards/videography.ts:58' }], links: VIDEO },
  },
  {
    id: 'ej-indirect-20',
    group: 'indirect',
    turns: [
      'opening a juice bar with my cousin and we need to show the investors lots of logo ideas + a mood and some mockups fast, like this week. we cant wait a month for 2 options',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'Logo Concepts'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', AI],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'ej-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have u made', 'the bakery one, what can customers do on it?'],
    expect: { facts: [{ anyOf: ['pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }], links: WEB },
  },
  {
    id: 'ej-conversation-2',
    group: 'conversation',
    turns: ['Can I see some of your films?', 'how long is the bakery one'],
    expect: { facts: [{ anyOf: ['2:45'], source: 'content/cards/videography.ts:28' }], links: VIDEO },
  },
  {
    id: 'ej-conversation-3',
    group: 'conversation',
    turns: ['what photoshoots have you done', 'the family one — after the session when do we get the pictures?'],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'ej-conversation-4',
    group: 'conversation',
    turns: ['which AI tools are you using?', 'and which one of them makes the videos?'],
    expect: { facts: [{ anyOf: ['Kling'], source: 'content/tools.ts:82' }], links: ['/home', AI, '/about'] },
  },
  {
    id: 'ej-conversation-5',
    group: 'conversation',
    turns: ['show me ur social media work pls', 'that real estate one, was it for insta or what platform?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'ej-conversation-6',
    group: 'conversation',
    turns: ['do you make AI videos?', 'the perfume bottle one... did you need a photo studio for it?'],
    expect: {
      facts: [{ anyOf: ['without a studio', 'no studio', 'Product Orbit'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },
  {
    id: 'ej-conversation-7',
    group: 'conversation',
    turns: ['What graphic design have you done for companies?', 'the stationery one, what was included in it?'],
    expect: {
      facts: [
        { anyOf: ['Company Profile'], source: 'content/projects/graphics.ts:158' },
        { anyOf: ['Office Stationery', 'business cards', 'notebooks', 'mugs'], source: 'content/projects/graphics.ts:188' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ej-conversation-8',
    group: 'conversation',
    turns: ['how do i reach you?', 'ok and how fast do u usually reply'],
    expect: { facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'ej-conversation-9',
    group: 'conversation',
    turns: ['what are your skills', 'in photography what are you strongest at?'],
    expect: { facts: [{ anyOf: ['Product Photography', 'product'], source: 'content/skills.ts:114' }], links: ['/skills'] },
  },
  {
    id: 'ej-conversation-10',
    group: 'conversation',
    turns: ['can you make old low quality pictures sharp again?', 'nice, which tool do you use for that'],
    expect: {
      facts: [{ anyOf: ['Magnific AI', 'Magnific'], source: 'content/cards/ai.ts:12' }],
      links: ['/portfolio/ai-enhanced', AI, '/home'],
    },
  },
  {
    id: 'ej-conversation-11',
    group: 'conversation',
    turns: ['where are you located?', 'so it is fine if my salon is in Lisbon and we never meet in person?'],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
      links: ['/about', '/contact', '/home'],
    },
  },
  {
    id: 'ej-conversation-12',
    group: 'conversation',
    turns: ['you ever shoot for a coffee roaster?', 'what did those photos show exactly'],
    expect: {
      facts: [{ anyOf: ['beans', 'pour-over', 'cups', 'packaging'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'ej-conversation-13',
    group: 'conversation',
    turns: ['which adobe programs do you work with', 'how good are u with the audio one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ej-conversation-14',
    group: 'conversation',
    turns: ['do u build websites? what do you build them with', 'which of your sites did you make with the AI builder one?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: WEB,
    },
  },
  {
    id: 'ej-conversation-15',
    group: 'conversation',
    turns: ['Show me your graphics portfolio please', 'The personal project one. How many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ej-conversation-16',
    group: 'conversation',
    turns: ['do you do instagram stuff', 'the one with the 9 post grid, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ej-conversation-17',
    group: 'conversation',
    turns: ['hey 👋', 'what do you actually do?', 'and the AI part, is there an example of a chatbot i can try?'],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'like the one on this site', 'this site', 'Try it now'], source: 'content/cards/ai.ts:26' }],
      links: [AI],
    },
  },
  {
    id: 'ej-conversation-18',
    group: 'conversation',
    turns: ['have you photographed business events?', 'if we book you how soon do we get the photos after?'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ej-conversation-19',
    group: 'conversation',
    turns: ['how many projects have u done', 'wow, in how many years?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1-2', '1–2'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'ej-conversation-20',
    group: 'conversation',
    turns: ['what AI videos did u make', 'which was for the travel agency?', 'how long is it'],
    expect: {
      facts: [{ anyOf: ['0:40', '40 seconds', '40 sec'], source: 'content/projects/ai.ts:110' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'ej-compound-1',
    group: 'compound',
    turns: ['whats your email and do you work with clients abroad or only local?'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'ej-compound-2',
    group: 'compound',
    turns: ['need ur whatsapp number + where do i download your CV?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '555 012 3456', '5550123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/contact', '/home'],
    },
  },
  {
    id: 'ej-compound-3',
    group: 'compound',
    turns: ['For cutting video what software you use? And for drawing logos as vectors?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
      ],
      links: ['/home', '/skills', '/about'],
    },
  },
  {
    id: 'ej-compound-4',
    group: 'compound',
    turns: [
      'Getting married in september 💍 two questions: can you do only the ceremony and not the full day, and how long until we have the complete gallery?',
    ],
    expect: {
      facts: [
        { anyOf: ['ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ej-compound-5',
    group: 'compound',
    turns: ['who is the designer behind this site (name?) and do you have an instagram i can look at'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
      ],
      links: ['/about', '/contact'],
    },
  },
  {
    id: 'ej-compound-6',
    group: 'compound',
    turns: [
      'i have a pizzeria. can i just take one of the food pics from your site for my menu? also if this chat tells me a price is that a final quote?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission'], source: 'content/legal.ts:60' },
        { anyOf: ['not a quote', 'agreed directly'], source: 'content/legal.ts:67' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'ej-compound-7',
    group: 'compound',
    turns: ['before I type my question: does this site put cookies on my phone, and who reads what I write in this chat?'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies'], source: 'content/legal.ts:33' },
        { anyOf: ['Anthropic', 'Claude', "site's server", 'server'], source: 'content/legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ej-compound-8',
    group: 'compound',
    turns: ['How many AI projects do you have, and how many social media projects?'],
    expect: {
      facts: [
        { anyOf: ['15+'], source: 'content/category-summaries.ts:46' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', AI, '/portfolio/social-media'],
    },
  },
  {
    id: 'ej-compound-9',
    group: 'compound',
    turns: ['for my barber shop photos: what is your best retouching skill? and what level is your logo design, in %?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['93'], source: 'content/skills.ts:36' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ej-compound-10',
    group: 'compound',
    turns: ['quick q from a music shop: how long is your music video, and what year did you make the documentary?'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: VIDEO,
    },
  },
]
