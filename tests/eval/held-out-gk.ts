// Held-out set GK: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '1 555 012 3456', '1-555-012-3456', '555 0123456', '5550123456']

export const heldOutGK: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'gk-indirect-1',
    group: 'indirect',
    turns: [
      "hey so my band filmed our last gig on like 3 phones and a gopro and honestly it's a mess. we want something that actually cuts with the drums and looks kinda stylised, not just a static wide shot. have you done anything like that??",
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gk-indirect-2',
    group: 'indirect',
    turns: [
      'I host a weekly astronomy chat show (audio, but we put it on YouTube too) and I want a short spacey visual that plays under our theme music at the start of each episode. Anything like that in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-indirect-3',
    group: 'indirect',
    turns: [
      'My first novel came out in 2009 and the only copy of the cover painting I still have is a tiny 400px jpeg. The publisher wants it on a big poster for the reissue and it looks like lego when you blow it up. Can anything be done?',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'AI Enhanced'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-indirect-4',
    group: 'indirect',
    turns: [
      'i make glazed mugs and vases and sell them on my own online shop. my phone pics look flat and the glaze reflections go all weird. could you make them look like proper shop listings?',
    ],
    expect: {
      facts: [{ anyOf: ['product photography', 'Product Photography', 'Perfumes'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-indirect-5',
    group: 'indirect',
    turns: [
      'Je suis musicien (ambient, lots of synth) and english is not my first language sorry. For my next EP I want a dreamy surreal picture, like floating island or big moon, for the front of the record. You did such images before?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images', 'album cover', 'album covers'], source: 'content/projects/ai.ts:133' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-indirect-6',
    group: 'indirect',
    turns: [
      'Non-fiction author here. My publicist says I should post on LinkedIn, but not walls of text: the kind of post where people flick through several slides, each explaining one step of how I research a book. Have you designed that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gk-indirect-7',
    group: 'indirect',
    turns: [
      'when someone lands on my insta profile (I paint seascapes) it looks like a random jumble 😩 i want the whole page to read as one picture, but each post still has to make sense on its own in the feed. is that something you have done?',
    ],
    expect: {
      facts: [{ anyOf: ['nine-post grid', '9-post grid', 'Social Media Marketing'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'gk-indirect-8',
    group: 'indirect',
    turns: [
      "I run a tiny letterpress studio and sell prints. I'd love a run of posts that are just big beautiful letters and symbols, ampersands, question marks, that sort of thing, so the feed feels like my press drawer. Seen anything like that from you?",
    ],
    expect: {
      facts: [{ anyOf: ['Typography Posts'], source: 'content/projects/social.ts:145' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gk-indirect-9',
    group: 'indirect',
    turns: [
      'new silver ring collection drops in 3 weeks. I want a short punchy clip, 30-45 sec, cut to a beat, close ups of the pieces + some animated words. anything similar in ur portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gk-indirect-10',
    group: 'indirect',
    turns: [
      "I pour soy candles in my kitchen and can't afford to rent a studio or a camera crew. For the launch of my winter scent I'd love a little clip of the jar turning slowly in glowing light. Is that even possible without filming anything?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-indirect-11',
    group: 'indirect',
    turns: [
      "Long message, sorry. I'm a crime writer and I'm organising a one-day festival for indie authors: two keynote readings, a couple of panels and drinks afterwards. The local paper wants pictures the morning after. I need someone who can move around quietly without disturbing the readings and get the photos out fast. Is this the kind of job you take?",
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-indirect-12',
    group: 'indirect',
    turns: [
      'i roast small batches of beans in my garage and sell them. want a site where people can sign up to get a bag every month and also see which cafes in town stock my stuff. have you built something like that',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gk-indirect-13',
    group: 'indirect',
    turns: [
      'Guitar teacher + gigging musician. I need a website where students can see my weekly group lessons, read a bit about me and the other tutor, and sign up for a free first lesson. Done anything close?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gk-indirect-14',
    group: 'indirect',
    turns: [
      'I make large steel sculptures. Every website builder template I try is cluttered with widgets and text. I want something almost empty where huge photos of the pieces do all the talking. Any example of that from you?',
    ],
    expect: { facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'gk-indirect-15',
    group: 'indirect',
    turns: [
      'hiya! I make lip balms and face oils by hand 🌿 I want a site that explains whats in each jar and helps people work out which ones to use morning and night. have you done one for a brand like mine?',
    ],
    expect: { facts: [{ anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'gk-indirect-16',
    group: 'indirect',
    turns: [
      'Illustrator here, with a con next Saturday and no site at all. Tiny budget. Is there any way to have something live and decent looking within a week, or am I dreaming?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'AI-Built Website'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'gk-indirect-17',
    group: 'indirect',
    turns: [
      "Our true-crime podcast gets the same 20 questions from listeners every week: when's the next episode, where's the merch, how to join Patreon. I'm drowning in DMs. Could you set up something on our site that answers them from our own info, day and night?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-indirect-18',
    group: 'indirect',
    turns: [
      'we record our interview podcast in a flat next to a busy road and you can hear the fridge hum + cars on every take. is that something you can fix for us or are we stuck with it',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/about', '/portfolio/videography'],
    },
  },
  {
    id: 'gk-indirect-19',
    group: 'indirect',
    turns: [
      "I'm a folk fiddler and every gig flyer, t-shirt and CD sleeve of mine looks like it came from a different person. I'd like one consistent look, with the rules written down so my friends who make my merch can follow them. What in your work is closest to that?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity', 'brand identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
  {
    id: 'gk-indirect-20',
    group: 'indirect',
    turns: [
      "So I'm a potter and I'm turning the front of my studio into a little shop with a coffee corner. I'll need a board with the drinks on it, printed cups and bags, a stamp card for regulars and something outside so people walking by actually come in. Have you done a whole set like that before?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'gk-conversation-1',
    group: 'conversation',
    turns: [
      'I bake sourdough and sell it at the market, thinking about finally getting a website. What sites have you made?',
      'oh that bakery one sounds like me. can customers order ahead on it?',
    ],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'preorder'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gk-conversation-2',
    group: 'conversation',
    turns: [
      'what kind of films have you made? I make handmade leather bags and want a little brand video',
      'the one about the family bakery, how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['2:45', '2 minutes 45', '2 min 45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gk-conversation-3',
    group: 'conversation',
    turns: [
      'Which AI-generated videos can I look at?',
      'Was any of those made for a podcast? I run one about jazz records',
      'how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['1:05', '1 minute 5', '65 seconds'], source: 'content/projects/ai.ts:94' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-conversation-4',
    group: 'conversation',
    turns: [
      'me and my fiancé are both in an orchestra and getting married in june 🎻 do you shoot weddings?',
      'how soon after would we see a few pics?',
      'and the whole lot?',
    ],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-conversation-5',
    group: 'conversation',
    turns: [
      "I'm setting up a small publishing house for my own poetry books and need proper office paperwork. What's in your stationery project?",
      'What went into the document part of it?',
    ],
    expect: {
      facts: [{ anyOf: ['letterheads', 'letterhead', 'envelopes', 'invoices'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'gk-conversation-6',
    group: 'conversation',
    turns: ['which programs do you use for video stuff? asking for my band', 'how good are you with the sound one'],
    expect: { facts: [{ anyOf: ['82'], source: 'content/tools.ts:58' }], links: ['/home'] },
  },
  {
    id: 'gk-conversation-7',
    group: 'conversation',
    turns: [
      'Can you tell me about the brand proposal you did with AI? I sell hand-dyed yarn and need a logo.',
      'How many logo ideas did you go through before picking?',
    ],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gk-conversation-8',
    group: 'conversation',
    turns: ['what social media projects have u done', 'the property one, where was it posted? insta?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gk-conversation-9',
    group: 'conversation',
    turns: [
      'I write fantasy novels and want to explain my worldbuilding in posts people swipe through. Do you have examples of that?',
      'nice. how many slides are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gk-conversation-10',
    group: 'conversation',
    turns: [
      'I sell homemade ice cream from a van. Do you photograph food and drinks?',
      'The one for the dessert bar, what did you shoot there?',
    ],
    expect: {
      facts: [{ anyOf: ['macarons', 'cupcakes', 'iced drinks', 'cones'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-conversation-11',
    group: 'conversation',
    turns: ['list your photo projects pls', 'whats the meeting one about? sounds random next to the coffee stuff'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'tokenisation', 'Tokenization'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-conversation-12',
    group: 'conversation',
    turns: ['Do you edit videos? My trio just recorded a live session.', 'The music one you mentioned, which year was that?'],
    expect: { facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:53' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'gk-conversation-13',
    group: 'conversation',
    turns: ["how do I get in touch? I'm a ceramic artist with a commission in mind", 'and how quick do you usually answer?'],
    expect: { facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'gk-conversation-14',
    group: 'conversation',
    turns: ['Can I message you on WhatsApp instead of email? Easier for me while touring.', 'Great, what number should I save?'],
    expect: { facts: [{ anyOf: WHATSAPP, source: 'content/owner.ts:19' }], links: ['/contact'] },
  },
  {
    id: 'gk-conversation-15',
    group: 'conversation',
    turns: [
      'I design board games and need to show the box before it is printed. Can you do any 3D?',
      'how strong are you at the mockup part specifically?',
    ],
    expect: { facts: [{ anyOf: ['82'], source: 'content/skills.ts:142' }], links: ['/skills'] },
  },
  {
    id: 'gk-conversation-16',
    group: 'conversation',
    turns: [
      'What did the brand identity project include? I need a whole look for my bookbinding business.',
      'Tell me more about the cards in it',
    ],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'Double-sided', 'spot-colour', 'spot colour', 'spot color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'gk-conversation-17',
    group: 'conversation',
    turns: ["what's that passion project thing on your graphics page? I screenprint gig posters myself", 'how many are in the series?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'gk-conversation-18',
    group: 'conversation',
    turns: [
      'Which AI tools are in your stack? I am a sci-fi author curious how designers use them.',
      'And which one do you use for moving images?',
    ],
    expect: { facts: [{ anyOf: ['Kling'], source: 'content/tools.ts:82' }], links: ['/home', '/about'] },
  },
  {
    id: 'gk-conversation-19',
    group: 'conversation',
    turns: [
      'I paint family pets for a living but my own family has no decent photo of us together lol. Do you do family shoots?',
      'when would we actually get the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'seven days', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-conversation-20',
    group: 'conversation',
    turns: ["There's a chatbot card on your AI page, right? I want one for my comic shop.", 'what is it built with?'],
    expect: { facts: [{ anyOf: ['Claude'], source: 'content/cards/ai.ts:30' }], links: ['/portfolio/artificial-intelligence'] },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'gk-compound-1',
    group: 'compound',
    turns: ["I'm a singer-songwriter based in Lisbon. What's your email, and where are you located / do you work with people abroad?"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'gk-compound-2',
    group: 'compound',
    turns: ["how many yrs have you been designing + is there a CV I can grab? need it for our label's approval"],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two'], source: 'content/site.ts:18' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
      ],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'gk-compound-3',
    group: 'compound',
    turns: ['Two quick ones from a zine maker: how good are you at Photoshop, and how good at After Effects?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gk-compound-4',
    group: 'compound',
    turns: ['For my climbing podcast: how long is your documentary short, and what year did you make the motion graphics reel?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:69' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gk-compound-5',
    group: 'compound',
    turns: [
      'privacy nerd here (I make encrypted-messaging zines 😅). does this site drop cookies on me? and do you keep what I type into this chat?',
    ],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies', "doesn't set", 'does not set'], source: 'content/legal.ts:33' },
        { anyOf: ['not stored', 'are not stored', "aren't stored", 'not saved', 'no database', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'gk-compound-6',
    group: 'compound',
    turns: ['I sell my own knitting patterns. Roughly how many social media projects have you done, and how many websites?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/web-design'],
    },
  },
  {
    id: 'gk-compound-7',
    group: 'compound',
    turns: [
      "I'm building a small AI model for my art collective. Am I allowed to use the pictures on your site as training data, and if not, who do I ask about licensing something?",
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission', 'not allowed', 'may not'], source: 'content/legal.ts:60' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'gk-compound-8',
    group: 'compound',
    turns: [
      'Two jobs coming up: my sister (a harpist) is getting married, and my book launch is a week later. How fast do wedding sneak peeks come, and how fast can you deliver event photos?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['next day', 'next-day', 'the day after'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gk-compound-9',
    group: 'compound',
    turns: [
      "whos actually behind this site, what's the studio called, and how many tools are in your stack? (asking for our band's press kit)",
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home', '/about', '/'],
    },
  },
  {
    id: 'gk-compound-10',
    group: 'compound',
    turns: [
      'When were the coffee bar photos for 33 Degree taken, and what year is the family portrait set from? I roast coffee and also want family pics lol',
    ],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/categories.ts:61' },
        { anyOf: ['2024'], source: 'content/categories.ts:56' },
      ],
      links: ['/portfolio/photography', '/portfolio/33-degree-coffee', '/portfolio/family-portrait'],
    },
  },
]
