// Held-out set ES: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '+1 555 012 3456', '+1 555-012-3456', '555 012 3456', 'wa.me/15550123456']

export const heldOutES: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'es-indirect-1',
    group: 'indirect',
    turns: [
      'hi so i run a small gym, spin + yoga mostly. people call me ALL day asking when the classes are and who teaches them lol. i also want new people to be able to sign up for a free first class without calling me. have you ever done something like this for someone??',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'es-indirect-2',
    group: 'indirect',
    turns: [
      "My grandfather's shop is reopening and the only picture we have of the original storefront is a tiny blurry file from an old phone. We want it printed really big on the wall inside. When I zoom in it's all squares. Is there anything you can do with that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI upscaling', 'upscaling', 'upscale'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-indirect-3',
    group: 'indirect',
    turns: [
      'we are opening small coffee place next month. we need the paper where people read what to order, the cups and bags with our name on, and something outside on the street so people walking can see us. did you make such things before?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'Signage', 'neighbourhood cafe'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'es-indirect-4',
    group: 'indirect',
    turns: [
      "So me and my fiancé are tying the knot in October 💍 and my mum flies back home three days after. She's going to be devastated if she has to wait a month to see anything from the day. If you were there with your camera, could she see something before she leaves?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'es-indirect-5',
    group: 'indirect',
    turns: [
      'i make little bottles of scent at home and sell them on etsy. my phone pics look so cheap, the glass reflects my whole kitchen and the liquid looks grey. what could you do for me',
    ],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'fragrance', 'product photography', 'Product Photography'], source: 'content/projects/photography.ts:105' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'es-indirect-6',
    group: 'indirect',
    turns: [
      'Hello. I am selling apartments, we have two new towers and some villas being handed over this year. Our Facebook page is just phone photos with a text on top, it look very unprofessional compared to the big agencies. Do you have experience with this kind of business?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:104' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'es-indirect-7',
    group: 'indirect',
    turns: [
      'me and my buddy started a podcast about space and stuff 🚀 we want like a 1 minute spacey moving thing with music at the start of each episode. obviously we dont have a camera that can film galaxies lmao. possible?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-indirect-8',
    group: 'indirect',
    turns: [
      "Our company is hosting a one-day meeting for investors next month, with speakers on stage, a couple of panels and drinks afterwards. We need someone to take pictures without getting in everyone's way, and our press team wants to put them out the very next morning. Have you done anything like that, and is that timing realistic?",
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'es-indirect-9',
    group: 'indirect',
    turns: [
      "I'm an accountant and I want to post small money tips on linkedin that people can flick through sideways, like one idea per page with a little chart or checklist. Is that something you've made?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'es-indirect-10',
    group: 'indirect',
    turns: [
      "we're changing the look of our clothing shop and honestly when someone opens our insta profile the 9 squares at the top look like a total mess, every one a different colour. i want them to look like they belong together, like one picture. can u help??",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'brand relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'es-indirect-11',
    group: 'indirect',
    turns: [
      'All the paper stuff in our office is a disaster. The letters we send out, the bills we give clients, the envelopes, the folders for meetings - every one has a different font and a different old version of our logo. Is sorting that out something you do?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'es-indirect-12',
    group: 'indirect',
    turns: [
      'I guide hiking tours in the Alps. On top of my homepage I would love a moving background like you fly over snowy peaks, but a drone pilot costs too much for me. Any idea?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-indirect-13',
    group: 'indirect',
    turns: [
      'i recorded some interviews for my youtube channel in a cafe and you can barely hear the person talking, theres coffee machine noise and people behind. can that kind of thing be fixed or is it lost',
    ],
    expect: {
      facts: [{ anyOf: ['noise reduction', 'Voice-over clean-up', 'voice-over clean-up', 'Audition'], source: 'content/tools.ts:57' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'es-indirect-14',
    group: 'indirect',
    turns: [
      'I own a dental clinic. My receptionist answers the same twenty questions all day on the phone and on WhatsApp (opening hours, prices, do you take my insurance...). Is there some automatic thing that could answer people using our own information, so she can breathe?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-indirect-15',
    group: 'indirect',
    turns: [
      "We're starting a juice business and we meet investors in a week. We have no name symbol yet, nothing. We'd need a few ideas for the little symbol, a collage of colours and pictures that shows the feeling, and maybe how it would look on a phone or a shop sign. Can that be done that fast?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'Logo Concepts', 'Mood Board', 'Brand Mockups'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-indirect-16',
    group: 'indirect',
    turns: [
      'my kids grow so fast 😭 we want nice pictures all four of us together outside in the park, natural not stiff, and i want to print some for grandma for christmas. after we do it how long until i have them?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'es-indirect-17',
    group: 'indirect',
    turns: [
      "Our family has baked bread in the same place for three generations. We get up at 4 or 5 in the morning and nobody sees that part. I'd like people to see the real people behind the bread, from the ovens to the first customer, like a little movie for our website. Done something like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'es-indirect-18',
    group: 'indirect',
    turns: [
      "I'm an architect with a small practice. When people look us up online I want them to see the buildings, big, and not read paragraphs of text. Have you made anything that works like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'es-indirect-19',
    group: 'indirect',
    turns: [
      'Hi!! I just opened a dessert corner: cupcakes, ice cream cones, macarons and cold drinks. The pictures on the delivery app look so sad, like they were taken in a basement. Have you done this for somebody before?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Beverages & Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'es-indirect-20',
    group: 'indirect',
    turns: [
      'salam, our restaurant wants to wish our customers a blessed holy month on instagram and also tell them our iftar times every week. have you made things like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'es-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have u made?', 'the bakery one - what can customers actually do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'es-conversation-2',
    group: 'conversation',
    turns: ['Can I see your videos? the real filmed ones, not the AI stuff', 'which one is the shortest?', 'and what was it made for?'],
    expect: {
      facts: [{ anyOf: ['skincare', 'skin care'], source: 'content/cards/videography.ts:34' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'es-conversation-3',
    group: 'conversation',
    turns: [
      'what do you do with AI exactly',
      'tell me more about the video part',
      'the one with the perfume bottle, why did they make it with AI and not film it?',
    ],
    expect: {
      facts: [{ anyOf: ['without a studio shoot', 'studio shoot', 'no studio'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-conversation-4',
    group: 'conversation',
    turns: ['which photo shoots have you done?', 'there are two coffee ones?? whats the difference between them'],
    expect: {
      facts: [
        { anyOf: ['roaster', 'beans', 'packaging', 'pour-over'], source: 'content/projects/photography.ts:177' },
        { anyOf: ['latte art', 'espresso', 'coffee-bar', 'menu board'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'es-conversation-5',
    group: 'conversation',
    turns: ['what programs do you use', 'ok which of those are AI ones?', 'and how good are u with the video one?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'es-conversation-6',
    group: 'conversation',
    turns: ['Do you do social media stuff?', 'The restaurant one, which apps was that made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook', 'Instagram'], source: 'content/projects/social.ts:93' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'es-conversation-7',
    group: 'conversation',
    turns: ['what can you do with photos after theyre taken?', 'and in the retouching part what are you best at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'es-conversation-8',
    group: 'conversation',
    turns: [
      'hey do you make logos and all that brand stuff?',
      "what's in the studio identity project?",
      'the rules document one, what does it cover?',
    ],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'es-conversation-9',
    group: 'conversation',
    turns: ['Tell me about your graphics work.', 'In the cafe project, what are the small things that go out with every order?'],
    expect: {
      facts: [{ anyOf: ['loyalty cards', 'stickers', 'cup sleeves', 'bags'], source: 'content/projects/graphics.ts:231' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'es-conversation-10',
    group: 'conversation',
    turns: ['which websites did you build', 'any of them for a coffee business?', 'what does it offer its customers?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'es-conversation-11',
    group: 'conversation',
    turns: [
      'what photography do u offer',
      'for the weddings - we are only doing a small ceremony, no big party. do we have to book the whole day?',
    ],
    expect: {
      facts: [{ anyOf: ['ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'es-conversation-12',
    group: 'conversation',
    turns: ['What AI tools are on your list?', 'what does the upscaling one do exactly?'],
    expect: {
      facts: [{ anyOf: ['re-detailing', 'low-resolution', 'large screens', 'low resolution'], source: 'content/tools.ts:102' }],
      links: ['/home'],
    },
  },
  {
    id: 'es-conversation-13',
    group: 'conversation',
    turns: ['do you have any personal projects, not for clients?', 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'es-conversation-14',
    group: 'conversation',
    turns: ['hey what kinda videos do you make 🎬', 'the music one — how long is it and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'es-conversation-15',
    group: 'conversation',
    turns: ['Show me your social media work please', 'the one with the big letters, who was that for?'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'es-conversation-16',
    group: 'conversation',
    turns: ['What services do you offer?', 'ok the websites - which ones did you make with Lovable and not Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'es-conversation-17',
    group: 'conversation',
    turns: ['do you design office paper stuff like letterheads?', 'the company profile in there, is it only printed?'],
    expect: {
      facts: [{ anyOf: ['printed and digital', 'digital'], source: 'content/projects/graphics.ts:159' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'es-conversation-18',
    group: 'conversation',
    turns: ['what are those AI prompt images you have?', 'they show one example prompt, what is it a picture of?'],
    expect: {
      facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-conversation-19',
    group: 'conversation',
    turns: ['How can I contact you?', 'is there a form on your contact page I can fill in?'],
    expect: {
      facts: [{ anyOf: ['Coming Soon', 'coming soon', 'on its way'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'es-conversation-20',
    group: 'conversation',
    turns: ['what AI videos have you made?', 'the flower one, who was it for?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:25', '25 seconds', '25 sec'], source: 'content/projects/ai.ts:102' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'es-compound-1',
    group: 'compound',
    turns: ["whats ur email? and do u work with people outside your country, i'm in Canada"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'es-compound-2',
    group: 'compound',
    turns: ['How many years have you been doing this job, and roughly how many jobs have you finished so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2 Years', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'es-compound-3',
    group: 'compound',
    turns: ['Which program are you the best at for editing pictures, and which AI thing do you use to make videos?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'es-compound-4',
    group: 'compound',
    turns: [
      'can i download your cv somewhere? also do you do those full screen vertical things for tiktok stories? and how fast do you usually answer messages',
    ],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/home', '/portfolio/social-media-graphics', '/portfolio/graphics', '/contact'],
    },
  },
  {
    id: 'es-compound-5',
    group: 'compound',
    turns: ['Does this website put cookies on my computer or track me? And if I write my details in this chat, do you keep them?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['not stored', "aren't stored", 'are not stored', 'not saved'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'es-compound-6',
    group: 'compound',
    turns: ['i love ur geometric posters!! can i just print one and hang it in my cafe? and if not who do i ask'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'es-compound-7',
    group: 'compound',
    turns: ['How long is the documentary about the hiking guide, and which program did you make the logo animations reel in?'],
    expect: {
      facts: [
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'es-compound-8',
    group: 'compound',
    turns: ['What is your name, do you have whatsapp number, and do you have a Behance where I can see more of your work?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
        { anyOf: ['behance.net/discovery-design-example', 'Behance'], source: 'content/owner.ts:25' },
      ],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'es-compound-9',
    group: 'compound',
    turns: ['that website you made with AI... how many days did it take you, and what did you build it with?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'es-compound-10',
    group: 'compound',
    turns: [
      'two things: can you make my logo move, like a little animation at the start of videos? and can you show a 3d picture of a product that is not manufactured yet, to show the factory?',
    ],
    expect: {
      facts: [
        { anyOf: ['Logo Animation', 'logo animation', 'Logo reveals', 'logo reveals', 'logo animations'], source: 'content/skills.ts:102' },
        { anyOf: ['3D Mockups', '3D renders', 'Product Renders', '3D mockups'], source: 'content/skills.ts:137' },
      ],
      links: ['/skills'],
    },
  },
]
