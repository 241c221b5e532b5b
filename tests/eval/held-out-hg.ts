// Held-out set HG: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']

export const heldOutHG: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'hg-indirect-1',
    group: 'indirect',
    turns: [
      'hello. i keep bees, about 40 hives up on the hill, and i sell the honey at the saturday market. the agricultural show wants a big banner from me but the only nice photos of my jars are from years ago on my old phone and they are tiny and all blocky when you make them bigger. my grandson says there is some trick now to make old small pictures sharp again?? is that something you can do for me',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Upscaling'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hg-indirect-2',
    group: 'indirect',
    turns: [
      'We are a small family cheese dairy. Every morning at half four my husband starts the milking, then the curd, the pressing, the cellar, and by nine the van leaves for the market. Customers always say "I had no idea how much work goes in". We want a short piece people can watch that tells that story from the dark early start to the first customer at the stall. Have you made something like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hg-indirect-3',
    group: 'indirect',
    turns: [
      'opening a little farm shop in the old cart shed next month!! need a price board people can read from the door, paper bags with our name, stickers for the egg boxes, a stamp card so regulars get the 10th dozen free, and a sign to hang out by the road. who does all of that in one go? have u done it for some other shop',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'hg-indirect-4',
    group: 'indirect',
    turns: [
      'I bake sourdough and rye in a wood oven and sell from a stall that moves: tuesday one village, thursday another, saturday the town square. People keep ringing me the night before to keep a loaf aside, and they never know what I baked that day or where I stand. I want them to look it up on their phone and reserve. Did you ever do this for someone in the bread trade?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hg-indirect-5',
    group: 'indirect',
    turns: [
      'we run a veg box scheme from our market garden, 120 families. problem: everything is by phone and paper. we want people to sign up once and get a box every month without calling, and also show on a map the 8 village shops that sell our potatoes and leeks. anything in your work close to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hg-indirect-6',
    group: 'indirect',
    turns: [
      'Summer ice cream cart at the beach market, we make the ice cream from our own cows milk 🐄🍦 cones with two scoops, milkshakes with a straw, little cupcakes too. My menu board is just words and nobody stops. I want bright happy pictures of the cones and drinks so the kids pull their parents over. You done pictures like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'hg-indirect-7',
    group: 'indirect',
    turns: [
      'i take photos of my goat cheeses myself on the kitchen table for the online orders but behind there is always the kettle, the dog bowl, my kids homework lol. i want them to look like they sit on plain white, like the big shops. is that a thing you are good at?',
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'hg-indirect-8',
    group: 'indirect',
    turns: [
      "Our growers' cooperative has the yearly general meeting in March, 300 members in the hall, speakers on stage, a panel about milk prices, then everyone talking over coffee. The county paper wants pictures from it. We need someone who stays in the background and doesn't disturb the talks. How fast would we get the pictures after?",
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'hg-indirect-9',
    group: 'indirect',
    turns: [
      'my daughter is getting married in our hay barn in september, we clear it out, lights in the rafters, 150 guests, the whole village. her mother wants somebody to take the pictures of the rings, the vows, the cake, the dancing till late. is this something you do or only businesses?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'wedding photography', 'Wedding Photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hg-indirect-10',
    group: 'indirect',
    turns: [
      'Grandma turns 90 in May. We are four generations on the farm now, the little ones run around the orchard with the kite. Nobody ever took a proper picture of all of us together outside, only blurry phone ones. We would like real prints for her album. Can you help with that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'hg-indirect-11',
    group: 'indirect',
    turns: [
      'we grow lavender and distil it ourselves, the oil and a little eau de toilette go into small glass bottles with a gold cap. every time i photograph them for the web shop the glass reflects my window and looks cheap. have you photographed bottles like this for someone before',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'hg-indirect-12',
    group: 'indirect',
    turns: [
      'Olive oil from our grove, third generation. Problem is every label we print looks different, the nephew makes the facebook pictures in other colours, the cousin prints business cards with another drawing of the tree. I want ONE look for everything and some written rules so the family stops inventing. What would you show me from your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
  {
    id: 'hg-indirect-13',
    group: 'indirect',
    turns: [
      'salam, I sell dates and dried apricots at the souk and also online. During the holy month of fasting my customers buy the most, for breaking the fast in the evening. I want greeting pictures for my page every few days, with the moon and lanterns, and to announce the evening meal boxes. Did you make something like this already?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hg-indirect-14',
    group: 'indirect',
    turns: [
      'free range eggs here 🥚 our hens are outside all day but customers think eggs are eggs. i want to explain it on our page in steps, like picture 1 the field, picture 2 the mobile henhouse, picture 3 what they eat, and people flick sideways through them one after the other. anything like that in your portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hg-indirect-15',
    group: 'indirect',
    turns: [
      'I grow tulips and peonies for the flower market. For spring I would love a little moving clip of one flower slowly opening, for my page. But I have no camera, no tripod, no time to film for days. Can something like that be made without filming? Have you done it?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hg-indirect-16',
    group: 'indirect',
    turns: [
      'got a burger truck at the farmers market, beef from our own herd, brioche from the bakery next stall. every week new special + a 2 for 1 on fridays. my posts online are just a photo and the price and nobody cares. want stuff that makes people starving when they scroll 🍔 done that before for food places?',
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'hg-indirect-17',
    group: 'indirect',
    turns: [
      'After my father retired we sold two fields and now the builder puts up six new houses there, and I keep one to sell myself plus the old farmhouse. The agent does nothing online. I want to announce the houses on Facebook with nice posts, each house, then the day of giving the keys. Is there something similar you made?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'hg-indirect-18',
    group: 'indirect',
    turns: [
      'we filmed a little video on the farm explaining our pigs, me talking to the phone. but you hear the tractor, the wind, the pigs screaming behind, you can barely understand my words. what would you use to make my voice clean?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/category-summaries.ts:65' }],
      links: ['/portfolio/videography', '/home', '/skills', '/about'],
    },
  },
  {
    id: 'hg-indirect-19',
    group: 'indirect',
    turns: [
      'Strawberry season starts in 8 days and I have no website at all. I need people to find the pick-your-own opening times before the season, not in 2 months. Is it even possible to have a site that fast? Did you ever make one in just a few days?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hg-indirect-20',
    group: 'indirect',
    turns: [
      'I make jams and chutneys, I sell at 5 markets and online. All day people send me the same questions: do you ship, is there sugar, where are you on sunday. I cannot answer while I am cooking. Could my website have a little helper that answers them alone, like this box I am typing in now?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chatbots'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'hg-conversation-1',
    group: 'conversation',
    turns: [
      'hi, i sell fruit and pies at the market. what websites have you made for people?',
      'the bakery one, what can customers do on it?',
    ],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'daily menu', 'store locator'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hg-conversation-2',
    group: 'conversation',
    turns: [
      'Good evening. I raise sheep in the hills and maybe want a film about the farm. Which films have you made?',
      'The one following the mountain guide, how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hg-conversation-3',
    group: 'conversation',
    turns: [
      'what photo work you have with food and drink? i roast coffee beans at the market and sell cakes',
      'and the coffee one — who was it made for?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'hg-conversation-4',
    group: 'conversation',
    turns: [
      'which of the computer tools you use are the AI ones? my son keeps talking about AI for our potato business',
      'and the one for making videos, how good are you with it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hg-conversation-5',
    group: 'conversation',
    turns: [
      'I read you make videos with AI. What did you make? I sell handmade soap and perfume oils at craft fairs.',
      'the bottle one — did you need a photo studio for that?',
    ],
    expect: {
      facts: [{ anyOf: ['without a studio shoot', 'without a studio', 'no studio'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hg-conversation-6',
    group: 'conversation',
    turns: [
      'what kind of posts for instagram and facebook did u do. we sell cider and apple juice',
      'that one with the big letters... who was that for?',
    ],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'hg-conversation-7',
    group: 'conversation',
    turns: [
      'What are all your skills? Sorry, long list maybe. I have a mushroom farm and I need many things.',
      'In the taking-pictures part, which one are you strongest?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Photography', 'product photography'], source: 'content/skills.ts:114' }],
      links: ['/skills'],
    },
  },
  {
    id: 'hg-conversation-8',
    group: 'conversation',
    turns: [
      'how do i reach you? i am at the market all week so no long phone calls please',
      'ok and if i write, how long before you answer?',
    ],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'hg-conversation-9',
    group: 'conversation',
    turns: [
      'Do you photograph weddings? My son marries the girl from the neighbouring vineyard next spring 🍇',
      'how long until we have all of them?',
    ],
    expect: {
      facts: [{ anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'hg-conversation-10',
    group: 'conversation',
    turns: [
      'you do photos of families too? we are 6 kids and the farm dogs',
      'Could it be at our farmhouse instead of outside? and when do we see the pictures after?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'hg-conversation-11',
    group: 'conversation',
    turns: ['which programs you use for photo and video editing', 'the one for moving pictures and animated logos, how good r u at it'],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:28' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hg-conversation-12',
    group: 'conversation',
    turns: [
      'We supply spices to restaurants wholesale, we need to look more serious with the buyers. Do you have work for the paper side of a company, brochures, letters and so on?',
      'The office one you mentioned, what is in it?',
    ],
    expect: {
      facts: [{ anyOf: ['notebooks', 'mugs', 'badges', 'Business cards', 'business cards'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'hg-conversation-13',
    group: 'conversation',
    turns: [
      'how long have you been doing this job? dont want a beginner for my farm brand honestly',
      'and how many jobs did you finish in that time?',
    ],
    expect: {
      facts: [{ anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'hg-conversation-14',
    group: 'conversation',
    turns: [
      'What kinds of work do you show on your site? I am a dairy farmer, I know nothing about this.',
      'How many have you done in the social one?',
    ],
    expect: {
      facts: [{ anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'hg-conversation-15',
    group: 'conversation',
    turns: [
      'my brother told me you used AI to make a whole brand pitch for somebody. can you tell me about it? we want new look for our walnut business',
      'in the first part, the logo bit, how many ideas did you try?',
    ],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hg-conversation-16',
    group: 'conversation',
    turns: ['do you make posters? i want one for the harvest festival in our village', 'was that series for a client or for yourself?'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'self initiated', 'Passion Project', 'passion project'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'hg-conversation-17',
    group: 'conversation',
    turns: ['Hello, what do you do exactly?', 'tell me more about the videos part', 'what program do u cut them in?'],
    expect: {
      facts: [{ anyOf: ['Premiere Pro', 'Premiere'], source: 'content/category-summaries.ts:65' }],
      links: ['/portfolio/videography', '/skills', '/home'],
    },
  },
  {
    id: 'hg-conversation-18',
    group: 'conversation',
    turns: ['show me the websites you did pls, I have a fish stall at the harbour market', 'which of those were made with Lovable?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'hg-conversation-19',
    group: 'conversation',
    turns: [
      'Have you made pictures with AI, like drawings from writing? For my pumpkin patch poster maybe.',
      'You said there is an example of what you wrote to the computer. What is that picture about?',
    ],
    expect: {
      facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'hg-conversation-20',
    group: 'conversation',
    turns: [
      'i grow mushrooms and sell at 3 markets. what apps u use for drawing logos, menus, that kind of thing?',
      'the one for menus and brochures with many pages, how good are you in it?',
    ],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'hg-compound-1',
    group: 'compound',
    turns: ['whats your email adress? and do you work with people far away, my farm is in the middle of nowhere, 3 hours from any city'],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'hg-compound-2',
    group: 'compound',
    turns: [
      'Before I trust you with my cheese brand: how many years have you been doing this, and is there a CV I can download somewhere?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2'], source: 'content/site.ts:18' },
        { anyOf: ['Download CV', 'CV'], source: 'content/home.ts:20' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'hg-compound-3',
    group: 'compound',
    turns: [
      'two questions about your films: how long is the teaser you made for the skin cream, and how long is the music one? my daughter sells goat milk soap and wants something short',
    ],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['3:20', '3 minutes 20', '3 min 20'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'hg-compound-4',
    group: 'compound',
    turns: ['How good are you in Photoshop? And in Lightroom? I need a lot of photos of my vegetables edited for the winter catalogue.'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hg-compound-5',
    group: 'compound',
    turns: ['how many video projects you have done, and how many with the AI? 🤔 (we are beekeepers, just curious)'],
    expect: {
      facts: [
        { anyOf: ['12+', 'over 12', 'more than 12'], source: 'content/category-summaries.ts:70' },
        { anyOf: ['15+', 'over 15', 'more than 15'], source: 'content/category-summaries.ts:46' },
      ],
      links: ['/portfolio/videography', '/portfolio/artificial-intelligence', '/portfolio'],
    },
  },
  {
    id: 'hg-compound-6',
    group: 'compound',
    turns: [
      'My cousin says all websites spy on you. Does your site put cookies on my computer? And the things I type here to you, do you keep them somewhere?',
    ],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'sets no cookies'], source: 'content/legal.ts:33' },
        { anyOf: ['not stored', 'not saved', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'hg-compound-7',
    group: 'compound',
    turns: [
      'I like very much your photo of the desserts. Can I just take it and print it on the flyer for my crepe stand? If not, who do I ask and how?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission'], source: 'content/legal.ts:60' },
        { anyOf: EMAIL, source: 'content/legal.ts:61' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'hg-compound-8',
    group: 'compound',
    turns: ["whats ur name, and whats the name of your studio? want to tell my husband who made this when he's back from the milking"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/about', '/'],
    },
  },
  {
    id: 'hg-compound-9',
    group: 'compound',
    turns: ['On your tools I see Magnific and Kling, never heard of them. What is each one for? I only know the tractor software haha'],
    expect: {
      facts: [
        { anyOf: ['upscaling', 'Upscaling', 'upscale'], source: 'content/tools.ts:101' },
        { anyOf: ['AI Video', 'AI video', 'cinematic clips', 'clips'], source: 'content/tools.ts:83' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'hg-compound-10',
    group: 'compound',
    turns: ['wanna see more of ur stuff before i decide. what is your instagram and do you also have behance? thx from the egg farm'],
    expect: {
      facts: [
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
]
