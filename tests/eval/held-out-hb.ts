// Held-out set HB: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '555 0123', '555-0123', '5550123456', '555 012 3456']

export const heldOutHB: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'hb-indirect-1',
    group: 'indirect',
    turns: [
      "Hello. I have had a flower shop for 31 years now and my daughter does the facebook for us. For the spring she wants a little moving picture where a tulip or a rose opens up slowly, to put on the top of our page, but we can not film that ourselves, the flowers don't open when you ask them haha. Did you ever make something like this for somebody?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse', 'Bloom timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-indirect-2',
    group: 'indirect',
    turns: [
      'my grandfather started this butcher shop in 1958 and i only have a few tiny old pictures of him behind the counter. my nephew scanned them but they are very small and go all blocky when you make them bigger. i want one printed big on the wall for our anniversary. can anything be done or is it hopeless',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'low-resolution'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-indirect-3',
    group: 'indirect',
    turns: [
      'Good afternoon. I run a tailoring and alterations shop with my wife since 1987. Our paperwork is a mess: the bills we give customers are made in Word, the envelopes are plain ones from the supermarket, and the letters have our name typed at the top in Times New Roman. My son says it all looks like 1995. I would like every paper that leaves the shop to match and look like a proper business. Is this something that is done here?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hb-indirect-4',
    group: 'indirect',
    turns: [
      'I own a small car repair garage, me and two mechanics. The phone rings all evening after we close with always the same questions: are you open on saturday, do you change tyres, how much for a service. My wife is tired of answering. Is there something that could answer people on the internet by itself, with what we tell it about the garage?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-indirect-5',
    group: 'indirect',
    turns: [
      'we have a newspaper and tobacco kiosk near the train station and we are putting in a real coffee machine. We need a price list people can read while waiting in the queue, paper cups and bags with our name on, a little card where they collect stamps for a free coffee, and something standing outside on the pavement so people walking past come in. have you done the whole lot like this for someone before?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hb-indirect-6',
    group: 'indirect',
    turns: [
      "Im a baker, third generation. Customers keep calling at 6 in the morning to keep loaves and croissants aside for later, and I have flour on my hands. I'd like them to look on the computer what we bake each day, reserve the day before, and find where our two shops are. Did you make something like that for another baker?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hb-indirect-7',
    group: 'indirect',
    turns: [
      'My wife and I have a small dance school above our shoe shop, salsa and tango, mostly for people our age (60+). People phone all day to ask what time is the class on thursday, who is the teacher, and if they can come once for free to try it. Can all of that be put somewhere online so people look it up themselves, and have you done it for a place with lessons?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hb-indirect-8',
    group: 'indirect',
    turns: [
      'i make handmade soaps and little glass bottles of scented oils in my shop and sell them on etsy. my pictures with the phone are terrible, the glass shines and you can see my whole kitchen reflected in the bottle lol. who here can help with this kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['product photography', 'fragrance'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hb-indirect-9',
    group: 'indirect',
    turns: [
      'My grandson plays guitar in a band, they practise in my garage between the cars 🎸 They recorded a song and filmed themselves playing with their phones, maybe 20 little clips, and now they want it all put together nicely, jumping on the beat, with those glowing light effects, for youtube. Has the designer done a thing like this or is it only for shops?',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hb-indirect-10',
    group: 'indirect',
    turns: [
      'Salam. I have a halal butcher shop. Many of my customers fast in the holy month and come to me for the meat for breaking the fast in the evening. Every year I want to put nice greetings on our instagram and a poster in the window, with the moon and lanterns, but I make it myself and it looks cheap. Can you help me with this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'hb-indirect-11',
    group: 'indirect',
    turns: [
      'ok so my granddaughter made an instagram for my tailor shop, but when you open it every picture is different, one dark, one yellow, one with writing, one crooked, it looks like a junk drawer. I want that when people open it the whole page looks nice together, like one thing. you know what i mean? did you do that for anybody',
    ],
    expect: {
      facts: [{ anyOf: ['nine-post grid', 'grid', 'planned as a whole'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'hb-indirect-12',
    group: 'indirect',
    turns: [
      'My nephew sells and rents flats, a small agency, only 2 people. He asked me, his old uncle with the print shop next door, to find somebody for his facebook posts when a new building comes on the market or a house is sold. Apparently designers do this now. Has Alex done it for somebody in his line of work?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'hb-indirect-13',
    group: 'indirect',
    turns: [
      'hi i have a kebab and pizza place since 2004. the delivery apps are killing me. i want people to see my weekly deals and new dishes when they scroll on the phone and get hungry and order from me direct. you did this for other food places? show me',
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'Foods &amp; Restaurants'], source: 'content/projects/social.ts:90' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'hb-indirect-14',
    group: 'indirect',
    turns: [
      "Im a mechanic not a computer person. I want to teach my customers small useful things, like 5 signs your brakes are going, or how to check the oil yourself, in those posts where you push with the finger from one picture to the next one. Has the designer done this kind of teaching posts? I don't know what they are called",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hb-indirect-15',
    group: 'indirect',
    turns: [
      'Our butcher shop turns 60 next year. My grandfather opened it, then my father took over, now it is me and my son. We would like a short film, a few minutes, that shows the family and the very early mornings when we prepare the meat before we open, to show at the party and to put online afterwards. Has Alex done something with a family business like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hb-indirect-16',
    group: 'indirect',
    turns: [
      'I recorded a little clip with my phone in front of my florist shop to invite people to our open day, but the street is loud, buses, the wind, a dog, and you can hardly hear me talk. can this be fixed or I must record it again ??',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'hb-indirect-17',
    group: 'indirect',
    turns: [
      'Hello from a shoe repair shop. We want to start selling our own shoe polish kit in a little box. But before paying the factory for 500 boxes I would like to see how it would look, like a picture of the real box sitting on a shelf, so I can show my partner and the shops that might sell it. Is that possible when the box does not exist yet?',
    ],
    expect: {
      facts: [{ anyOf: ['3D', 'mockup'], source: 'content/skills.ts:137' }],
      links: ['/skills'],
    },
  },
  {
    id: 'hb-indirect-18',
    group: 'indirect',
    turns: [
      'I sell used tools and spare parts from my garage on ebay. the pictures are taken on my workbench with oil and mess everywhere behind. buyers say it looks dodgy. can someone make the thing stand alone on plain white, without me taking all the pictures again?',
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'hb-indirect-19',
    group: 'indirect',
    turns: [
      'My wife and I run a tiny travel agency, mostly coach trips to the Alps for retired people like us. For the front of our internet page we would love a moving picture flying over snowy mountains, like from a helicopter, but we cannot pay for a helicopter 😅 Any idea what can be done?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-indirect-20',
    group: 'indirect',
    turns: [
      'I roast coffee in the back of my little grocery. I want people to sign up and get a bag every month by post, to read how to make it properly at home, and to see a map of the cafes in town that serve my beans. Can Alex make this, and was something like it done before?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'hb-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites has Alex built for shops?', 'the one for the face creams - what can the customers actually do on it?'],
    expect: {
      facts: [{ anyOf: ['routine builder', 'ingredient stories'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hb-conversation-2',
    group: 'conversation',
    turns: ['Do you make films also? I would like to see what was done', 'how long is the one with the mountain guide?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hb-conversation-3',
    group: 'conversation',
    turns: [
      'do u take pictures of coffee? i have a little espresso bar by the market',
      'ok nice, and who was the coffee brand in those pics?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'hb-conversation-4',
    group: 'conversation',
    turns: [
      'My niece is getting married in the spring. Does Alex photograph weddings?',
      'How long until the family sees the first pictures? and all the rest of them?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48-hour', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'hb-conversation-5',
    group: 'conversation',
    turns: [
      'What do you do with this AI thing? in simple words please, I am 67',
      'that website you made with the AI - how long did it take to make it?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-conversation-6',
    group: 'conversation',
    turns: ['How do I get in touch with Alex?', 'and how long before I get an answer, usually?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', '24 hours'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'hb-conversation-7',
    group: 'conversation',
    turns: ['which computer programs do you work with', 'the one for cutting the videos - how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hb-conversation-8',
    group: 'conversation',
    turns: ['Show me the printed things you designed, posters and such.', 'The poster series — how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'hb-conversation-9',
    group: 'conversation',
    turns: [
      'We are grandparents and for our 40th anniversary we want pictures with all the kids and grandkids together. Is that something you do?',
      'and after the session, how long do we wait for the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'hb-conversation-10',
    group: 'conversation',
    turns: [
      'what pictures have you done for phones, for the social media',
      'those tall ones that fill the whole phone screen - which apps are they made for?',
    ],
    expect: {
      facts: [{ anyOf: ['TikTok'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'hb-conversation-11',
    group: 'conversation',
    turns: [
      'Our association of shopkeepers holds a meeting for the members every year in a hotel, with talks. Have you taken pictures at business meetings like that?',
      'How fast would we get them? We need them for the newsletter straight after.',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the day after'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'hb-conversation-12',
    group: 'conversation',
    turns: [
      'my shop sells aquariums and fish 🐠 do you make those AI movie clips? list me them pls',
      'the one with the sea waves. how long is it and what year was it made',
    ],
    expect: {
      facts: [
        { anyOf: ['0:30', '30 seconds', '30 sec', '30s'], source: 'content/projects/ai.ts:70' },
        { anyOf: ['2024'], source: 'content/projects/ai.ts:71' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-conversation-13',
    group: 'conversation',
    turns: ['What websites did you make for people?', 'Which of those were made with that Lovable?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hb-conversation-14',
    group: 'conversation',
    turns: ['Tell me about the brand identity project you did', 'the business cards in it, what are they like?'],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'hb-conversation-15',
    group: 'conversation',
    turns: [
      'hello! i have a flower shop 🌷🌷',
      'what kind of instagram posts have you made for businesses?',
      'the one with the big letters - who was that made for?',
    ],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hb-conversation-16',
    group: 'conversation',
    turns: ['what kind of photography you do? i have an ice cream parlour', 'the one for the dessert bar, what is in those pictures?'],
    expect: {
      facts: [{ anyOf: ['macarons', 'cupcakes', 'iced drinks', 'cones'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'hb-conversation-17',
    group: 'conversation',
    turns: [
      'What does Alex believe in when working? like main principles, I read something on the home page',
      'the last one you said - what does that mean in practice?',
    ],
    expect: {
      facts: [{ anyOf: ['click-through', 'engagement', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'hb-conversation-18',
    group: 'conversation',
    turns: ['what AI videos did you make', 'the one with the city at night, what was it used for?'],
    expect: {
      facts: [{ anyOf: ['aftermovie', 'after-movie', 'opener'], source: 'content/projects/ai.ts:75' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-conversation-19',
    group: 'conversation',
    turns: [
      'did you ever make a shop emblem with help of the computer AI? my tailor shop needs a new one',
      'and how many ideas were tried in that one before choosing?',
    ],
    expect: {
      facts: [{ anyOf: ['Forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hb-conversation-20',
    group: 'conversation',
    turns: ['Where is Alex based?', 'so could he still do it for my butcher shop in Portugal, even so far away?'],
    expect: {
      facts: [{ anyOf: ['remotely', 'remote', 'worldwide'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'hb-compound-1',
    group: 'compound',
    turns: [
      'Hi, three things please: what is the email of Alex, what is the name of the studio or this site, and how many years he is working as designer already?',
    ],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['1-2 years', '1–2 years', '1-2', 'one to two years'], source: 'content/site.ts:18' },
      ],
      links: ['/contact', '/about', '/home', '/'],
      mustNotContain: ['over 5 years', '5+ years', 'more than 5 years', 'over five years'],
    },
  },
  {
    id: 'hb-compound-2',
    group: 'compound',
    turns: ['i dont use email much. whats the whatsapp number? also how many films has Alex made so far, i need one for my pharmacy'],
    expect: {
      facts: [
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
        { anyOf: ['12+', 'more than 12', 'over 12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/contact', '/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'hb-compound-3',
    group: 'compound',
    turns: [
      'How many jobs has the designer finished so far? And where can I get the CV to print it for my business partner, he likes paper.',
    ],
    expect: {
      facts: [
        { anyOf: ['200+', 'over 200', 'more than 200', '200 projects'], source: 'content/site.ts:19' },
        { anyOf: ['Download CV', 'alex-morgan-cv'], source: 'content/home.ts:20' },
      ],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'hb-compound-4',
    group: 'compound',
    turns: [
      'My grandson says be careful on the internet. If I write about my shop problems here in this chat box, do you keep what I write? And does this site put cookies on my computer?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['not stored', 'not kept', 'not saved', "don't store", 'do not store', 'not used for marketing'],
          source: 'content/legal.ts:15',
        },
        { anyOf: ['no cookies', 'sets no cookies', "doesn't set any cookies", 'does not set any cookies'], source: 'content/legal.ts:33' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'hb-compound-5',
    group: 'compound',
    turns: [
      'Two questions. Can I take one of the cake pictures from your site for the flyer of my tea room? And how much does it cost to hire Alex, roughly?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['agreed directly', 'directly with'], source: 'content/legal.ts:67' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'hb-compound-6',
    group: 'compound',
    turns: ['is alex on instagram? linkedin? and what is the email, i want to send photos of my garage'],
    expect: {
      facts: [
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:26' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'hb-compound-7',
    group: 'compound',
    turns: [
      'The film from the company conference: how long is it and what year? And the reel with the moving logos, how long is that one?',
    ],
    expect: {
      facts: [
        { anyOf: ['1:50', '1 min 50', '1 minute 50'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:45' },
        { anyOf: ['1:15', '1 min 15', '1 minute 15'], source: 'content/cards/videography.ts:68' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hb-compound-8',
    group: 'compound',
    turns: ['how many internet sites has Alex done, how many photo jobs, and how many of the social media ones? roughly is fine'],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/web-design', '/portfolio/photography', '/portfolio/social-media'],
    },
  },
  {
    id: 'hb-compound-9',
    group: 'compound',
    turns: [
      'Which computer program do you use to draw a shop sign emblem, and how well do you know it? And when you have 300 pictures from a party and they must all get the same colours, what program is that?',
    ],
    expect: {
      facts: [
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hb-compound-10',
    group: 'compound',
    turns: [
      'whats the designers full name? and can they draw a funny little cartoon pig to be the face of my butcher shop, like a mascot?',
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Character Design'], source: 'content/skills.ts:143' },
      ],
      links: ['/about', '/skills'],
    },
  },
]
