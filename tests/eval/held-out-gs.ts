// Held-out set GS: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WEB = ['/portfolio/web-design']
const VIDEO = ['/portfolio/videography']
const TOOLS_PAGES = ['/home']

export const heldOutGS: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'gs-indirect-1',
    group: 'indirect',
    turns: [
      'buongiorno, i have a small trattoria in bologna and since 2 years we are on the delivery apps. problem is the pictures of my tagliatelle and tiramisù, my nephew make them with his phone and they look sad and grey, nobody order. what can you do for somebody like me??',
    ],
    expect: {
      facts: [
        {
          anyOf: ['delivery apps', 'food and drink', 'Food Photography', 'food photography', 'Drinks & Desserts', 'Beverages & Desserts'],
          source: 'content/projects/photography.ts:143',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gs-indirect-2',
    group: 'indirect',
    turns: [
      'Good day. We organise in Frankfurt a congress about blockchain and digital assets, with keynotes and panel discussions, around 200 guests. The press wants to have pictures already the next morning. Have you done before something similar?',
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
    id: 'gs-indirect-3',
    group: 'indirect',
    turns: [
      "bonjour! we did our congrès in Lyon last month, 3 days, lot of speakers, networking dinner... now the sponsors want to see 'how it was' but nobody will watch 6 hours of recordings. i need somthing short and nice to send them. is this a thing you do?",
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights', 'highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: VIDEO,
    },
  },
  {
    id: 'gs-indirect-4',
    group: 'indirect',
    turns: [
      'Hello, I have a petit café-bistro in Strasbourg. My clients can not read the prices from the comptoir, the take-away cups are white and boring, and people walk in front of my shop without even seeing it is there. Where do I start? 😅',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'cafe menu', 'Signage', 'signage'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'gs-indirect-5',
    group: 'indirect',
    turns: [
      'our logo exist only as a tiny jpg from 1998. the printer say when he make it big for the new facade it is all pixel blocks. can this be saved or we must draw it again?',
    ],
    expect: {
      facts: [
        { anyOf: ['upscaling', 'Upscaling', 'upscale', 'AI Enhanced', 'AI-enhanced', 'Magnific'], source: 'content/projects/ai.ts:173' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gs-indirect-6',
    group: 'indirect',
    turns: [
      'Ciao, I organise bus trips from Milano to music festivals in Europe (Sziget, Primavera and so on). Now all goes by email and excel and people ask me one hundred times which package has the hotel and which not. I would like that they look the offers by themselves, choose with some filters and then send me a request. You made already something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: WEB,
    },
  },
  {
    id: 'gs-indirect-7',
    group: 'indirect',
    turns: [
      'we organise christmas markets in 3 cities. every year the same questions in our DMs: where to park? opening hours? are dogs allowed? my team answer until midnight. is there something you can build so people get the answer from our own infos, without us typing? 🙏',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gs-indirect-8',
    group: 'indirect',
    turns: [
      'salut. we are a lebanese restaurant in marseille. during the holy month we open only after sunset, and each evening we want to tell our followers what is on the menu with a beautiful visual, respectful, not kitsch. you have experience with this kind of season?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan', 'Iftar'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'gs-indirect-9',
    group: 'indirect',
    turns: [
      'Hi! I am a wedding planner in Toscana (so, event organiser 😄). One of my couples gets married in september in a villa and they look for somebody to take the pictures the whole day. They are very impatient people: how fast can they see the first pictures after the day?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gs-indirect-10',
    group: 'indirect',
    turns: [
      'we are an agriturismo with restaurant near Lucca, we make our own olive oil and limoncello and now we open a little webshop. i tried to make the pics of the bottles myself but the glass always reflect the window and it look cheap. who can help me with this?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Product photography', 'product photography', 'Product Photography', 'Perfumes'],
          source: 'content/projects/photography.ts:105',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gs-indirect-11',
    group: 'indirect',
    turns: [
      'Hallo, we run a street food festival in Hamburg every summer. Our Instagram is a catastrophe: every post another colour, another font, when you open the profile it looks like ten different festivals. For next season I want that it looks like ONE thing. Did you do something similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'gs-indirect-12',
    group: 'indirect',
    turns: ['for our festival aftermovie i want our logo to appear with movement at the start, not only static. possible?'],
    expect: {
      facts: [
        {
          anyOf: ['Logo Animation', 'logo animation', 'logo reveal', 'Logo reveal', 'After Effects', 'Motion Graphics'],
          source: 'content/skills.ts:102',
        },
      ],
      links: ['/skills', '/portfolio/videography', '/home'],
    },
  },
  {
    id: 'gs-indirect-13',
    group: 'indirect',
    turns: [
      'Our ristorante is inside an old building of a famous architect of the 60s, really beautiful concrete and glass. On internet I dont want much text, I want that big photos of the rooms speak alone, very minimal. Have you done this style for somebody?',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: WEB,
    },
  },
  {
    id: 'gs-indirect-14',
    group: 'indirect',
    turns: [
      'we sell tickets for a techno open air 🎧 and need announcements for the phone — fullscreen, upright, the ones that disappear after 24 hours. line-up reveal, early bird, sold out… do you make this kind?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'gs-indirect-15',
    group: 'indirect',
    turns: [
      'Bonjour, I open in spring a new brasserie in Bordeaux with my brother. We have a name but nothing else: no sign, no colors, no font. And I know my brother, he will make the menu in Comic Sans if nobody gives him rules 😂. We need that everything is the same from the door until the business card. What do you propose?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity', 'Brand Guidelines', 'brand guidelines'],
          source: 'content/projects/graphics.ts:138',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about', '/skills'],
    },
  },
  {
    id: 'gs-indirect-16',
    group: 'indirect',
    turns: [
      'next month i meet 2 investors for opening the second location of my pizzeria. before we pay a full rebranding i want to show them quickly some different directions how the new place could look like, but i have really no time for months of work. any idea how you can help?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal', 'Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gs-indirect-17',
    group: 'indirect',
    turns: [
      'We are a small event agency in München, 8 persons. When we send offers to corporate clients we look like amateurs: every offer in another Word template, the invoice comes from Excel, there is no brochure that presents us, and at the events our staff wear handwritten name tags on the lanyard. Can you fix this?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Stationery', 'stationery', 'Company Profile', 'Corporate Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'gs-indirect-18',
    group: 'indirect',
    turns: [
      'my chef recorded a video where he explain our risotto, very nice, but in the background you hear the kitchen fans all the time hmmmm. can you do something with the sound or we must record everything again?',
    ],
    expect: {
      facts: [{ anyOf: ['noise reduction', 'Audition'], source: 'content/tools.ts:57' }],
      links: ['/home', '/skills', '/about'],
    },
  },
  {
    id: 'gs-indirect-19',
    group: 'indirect',
    turns: [
      'We are a family Konditorei since three generations, my father still starts the ovens at 4 in the morning. My daughter says we should tell this story for our website and social media, in moving pictures, only few minutes. Have you done something like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'Brand Story'], source: 'content/cards/videography.ts:25' }],
      links: VIDEO,
    },
  },
  {
    id: 'gs-indirect-20',
    group: 'indirect',
    turns: [
      'I have a cocktail bar in Nantes with a big screen behind the counter. I would like slow atmospheric images that move, in loop, like waves or city lights at night, but I have zero budget for a film crew. Is there another way?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['AI Video Production', 'AI video', 'AI Video', 'AI-generated', 'Ocean Dreams', 'Kling'],
          source: 'content/projects/ai.ts:195',
        },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'gs-conversation-1',
    group: 'conversation',
    turns: [
      'which websites did you build for clients?',
      'the one for the bakery — what can the customers do there? I have a small Bäckerei-Café and think about the same thing',
    ],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: WEB,
    },
  },
  {
    id: 'gs-conversation-2',
    group: 'conversation',
    turns: ['u do videos also? which ones', 'the teaser for the skin care, how long is it'],
    expect: {
      facts: [{ anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' }],
      links: VIDEO,
    },
  },
  {
    id: 'gs-conversation-3',
    group: 'conversation',
    turns: [
      'Ciao, I have a bar-torrefazione in Torino. Did you take photos for coffee brands?',
      'the one with the beans and the packaging, for what did they use the photos after?',
    ],
    expect: {
      facts: [{ anyOf: ['website and shop', 'for the website', 'website and the shop'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'gs-conversation-4',
    group: 'conversation',
    turns: ['What kind of AI works do you have on the site?', 'the pictures made only from text — with which programs did you make them?'],
    expect: {
      facts: [{ anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gs-conversation-5',
    group: 'conversation',
    turns: ['show me please what you did on social media for restaurants', 'ok. and for which platform was it made?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'gs-conversation-6',
    group: 'conversation',
    turns: ['which softwares you use? a list please', 'and the one for cutting videos, how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: TOOLS_PAGES,
    },
  },
  {
    id: 'gs-conversation-7',
    group: 'conversation',
    turns: ['Grafik projects?', 'the passion one with the posters — how many posters are there?'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'gs-conversation-8',
    group: 'conversation',
    turns: [
      'on your home page there are three principles of how you work, what are they?',
      'the third one, can you explain what it means concretely for the campaign of my event?',
    ],
    expect: {
      facts: [
        { anyOf: ['click-through', 'Engagement', 'engagement', 'Data-Driven', 'data-driven'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gs-conversation-9',
    group: 'conversation',
    turns: ['do you do weddings and families?', 'for the family one, how long do I wait for the photos after the session?'],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'gs-conversation-10',
    group: 'conversation',
    turns: ['Do you have websites for coffee businesses?', 'that roasters one, what does it offer to the customers?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: WEB,
    },
  },
  {
    id: 'gs-conversation-11',
    group: 'conversation',
    turns: ['what skills do you have, please the list', 'in the retouching, what is you best?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gs-conversation-12',
    group: 'conversation',
    turns: ['social media examples pls', 'the one with the big letters', 'for what kind of client was that?'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gs-conversation-13',
    group: 'conversation',
    turns: ['what social posts u did?', 'the one where people swipe — how many slides it has?'],
    expect: {
      facts: [{ anyOf: ['twelve', 'Twelve', '12 slides', '12 square', '12 images', '12 posts'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gs-conversation-14',
    group: 'conversation',
    turns: ['what AI tools are in your stack?', 'the one that makes small pictures big — how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
      ],
      links: TOOLS_PAGES,
    },
  },
  {
    id: 'gs-conversation-15',
    group: 'conversation',
    turns: ['I run a gelateria near Verona. what food photos have you made?', 'the one with smoothies and donuts, which year was it?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:59' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gs-conversation-16',
    group: 'conversation',
    turns: ['On your About page, what are the six things you do?', 'the social one — what exactly is included in it?'],
    expect: {
      facts: [{ anyOf: ['campaigns', 'Campaigns', 'carousels', 'Carousels', 'Ramadan'], source: 'content/about.ts:50' }],
      links: ['/about', '/portfolio/social-media'],
    },
  },
  {
    id: 'gs-conversation-17',
    group: 'conversation',
    turns: ['quels projets AI... sorry, what AI projects do you have?', 'the website made with AI, how long did it take to make it?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gs-conversation-18',
    group: 'conversation',
    turns: [
      'my brother opened a fitness studio next to my restaurant. did you do a website for a gym before?',
      'and what can his clients do on a site like this?',
    ],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' }],
      links: WEB,
    },
  },
  {
    id: 'gs-conversation-19',
    group: 'conversation',
    turns: [
      'apart from food, do you have social posts for other business? my husband sells apartments',
      'which colours did you use for that one?',
    ],
    expect: {
      facts: [{ anyOf: ['slate', 'brass'], source: 'content/projects/social.ts:104' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gs-conversation-20',
    group: 'conversation',
    turns: ['Which films did you make?', 'the one about the mountain guide, tell me more', 'and how long is it?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min'], source: 'content/cards/videography.ts:60' }],
      links: VIDEO,
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'gs-compound-1',
    group: 'compound',
    turns: [
      'Servus! 2 questions: we are a Gasthaus in a small village in Bavaria — can you work with us even if you are not here? and what is your email adress?',
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'gs-compound-2',
    group: 'compound',
    turns: ['how many years you work as designer? and is there a CV i can download for my boss? we organise corporate events in Milano'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'gs-compound-3',
    group: 'compound',
    turns: ['how good is your Illustrator, InDesign and Lightroom? give me the percent for each, merci'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/tools.ts:22' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: TOOLS_PAGES,
    },
  },
  {
    id: 'gs-compound-4',
    group: 'compound',
    turns: ['whats your whatsapp nr and how quick do you normally answer?'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '555 012 3456', '555-012-3456', '5550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'gs-compound-5',
    group: 'compound',
    turns: ['two things: how long is your music video, and in which year you made the motion graphics reel?'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:69' },
      ],
      links: VIDEO,
    },
  },
  {
    id: 'gs-compound-6',
    group: 'compound',
    turns: ['For our salon des vins I compare designers. How many social media projects you did, and how many video projects?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40 +', 'more than 40', 'over 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['12+', '12 +', 'more than 12', 'over 12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/videography'],
    },
  },
  {
    id: 'gs-compound-7',
    group: 'compound',
    turns: ['Does your site use cookies? Also — can I just take one of your posters for the flyer of my Oktoberfest party?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'gs-compound-8',
    group: 'compound',
    turns: ['scusa, what is the name of your brand, and what is your own name? i need it for the catering contract'],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
      ],
      links: ['/', '/about', '/home'],
    },
  },
  {
    id: 'gs-compound-9',
    group: 'compound',
    turns: ['send me please your instagram, your linkedin and your behance 🙏 i want to show my associé'],
    expect: {
      facts: [
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
    },
  },
  {
    id: 'gs-compound-10',
    group: 'compound',
    turns: ['How many tools are in your stack, and how many skill areas are on your skills page?'],
    expect: {
      facts: [
        { anyOf: ['13', 'thirteen', 'Thirteen'], source: 'content/home.ts:25' },
        {
          anyOf: [
            'Ten disciplines',
            'ten disciplines',
            '10 disciplines',
            'ten skill',
            'Ten skill',
            '10 skill',
            'ten groups',
            '10 groups',
            'ten areas',
            '10 areas',
            'ten categories',
            '10 categories',
          ],
          source: 'content/skills.ts:7',
        },
      ],
      links: ['/home', '/skills'],
    },
  },
]
