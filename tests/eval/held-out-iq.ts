// Held-out set IQ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIQ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'iq-indirect-1',
    group: 'indirect',
    turns: [
      "My grandfather planted our vineyard in 1979 and the only pictures we have of those first harvests are tiny, blurry scans from an old family album. We're opening a tasting room this autumn and I'd love to hang a couple of them really big on the wall, like a metre wide, but when I blow them up they go all blocky. Is that something you can fix? Have you done anything like that before?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-indirect-2',
    group: 'indirect',
    turns: [
      'hi, we have a small farm bakery, sourdough from our own wheat. people keep phoning at 6am to put loaves aside for them and asking which market we are at that day. i want a website where they see what we bake today, order the night before and find where we are. did you ever make one like that??',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iq-indirect-3',
    group: 'indirect',
    turns: [
      'We press olive oil on a family estate, about 4,000 trees. Our idea for next year: customers sign up once and get a fresh bottle delivered every month without re-ordering, plus a page with tips on how to cook with it and a map of the delis that stock us. Have you built a website that works like that for anyone?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iq-indirect-4',
    group: 'indirect',
    turns: [
      "So we're a family dairy, three generations, 60 cows. My daughter says we need 'content'. What I actually want is a little film that shows a real day here: starting before dawn in the milking parlour and ending with the first customer at our farm gate buying milk. Nothing fancy, honest. Do you have something similar I can watch?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iq-indirect-5',
    group: 'indirect',
    turns: [
      'we make craft cider in a tiny barn. new bottle coming out in spring 🍏 no budget for a film crew or a photo studio at all. could you make a short moving clip of the bottle, like turning slowly in nice light, without actually filming it? is there an example?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-indirect-6',
    group: 'indirect',
    turns: [
      "Our growers' association is holding its annual two-day meeting in the village hall: talks on the stage, a couple of discussion panels, and lots of chatting over coffee between sessions. We need pictures of it for the local paper, and they want them the next morning. Have you photographed anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-indirect-7',
    group: 'indirect',
    turns: [
      'Hello! We milk our own cows and make ice cream in a little parlour next to the farm. Cones, iced coffees, and my wife bakes cupcakes and macarons. The menu board photos are from 2015 and look sad. Want something bright and fun and colourful. Did you shoot something like this already?',
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-indirect-8',
    group: 'indirect',
    turns: [
      "We've got an orchard café on our fruit farm. For the summer we're changing the whole menu: smoothies made from our berries, fresh lemonade, big slices of layered cake, donuts for the kids. I need photos for the printed menu and for the delivery app. Which of your shoots is closest?",
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-indirect-9',
    group: 'indirect',
    turns: [
      'i am coffee farmer, our cooperative now roast our own beans and sell in bags online. we need pictures: the beans, the cup, slow pour with filter, and our bags. for the webshop and website. you did this for somebody?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:174' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-indirect-10',
    group: 'indirect',
    turns: [
      'Our farm shop is adding a small counter café in the old cart shed. I need everything that goes with that: a menu you can actually read from the till, cups and paper bags with our name, stamp cards so regulars come back, and a sign out on the road so people pull in. Have you done a job that covered all of that?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-indirect-11',
    group: 'indirect',
    turns: [
      "We're a small winery and honestly our paperwork looks like it was done in 1995 (it was). Letter paper, envelopes, the folders we hand to restaurant buyers, invoices... plus a brochure that introduces the estate. Anything in your work like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-indirect-12',
    group: 'indirect',
    turns: [
      'beekeeper here, 200 hives. we need a proper logo finally, and a little rulebook of colours and fonts so my nephew stops inventing a new label every jar, and business cards for the markets. what in your portfolio is closest to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-indirect-13',
    group: 'indirect',
    turns: [
      'I raise grass-fed beef and sell direct. I want to explain to people why it costs more: a series of posts where you slide sideways through several pictures, each one teaching a point, like a little lesson. Have you designed posts like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'iq-indirect-14',
    group: 'indirect',
    turns: [
      'Salam! We grow dates, our busiest time is the holy month when people fast from sunrise to sunset. This year I want nice greeting posts for our customers and announcements for the evening meal when they break the fast. Have you made something for this season?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'iq-indirect-15',
    group: 'indirect',
    turns: [
      "We're a cut-flower farm 🌷 For our spring campaign I dreamed of a clip of a single flower opening up, petal by petal. We tried filming it ourselves and it took days and looked awful. Could it be made another way? Do you have an example?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-indirect-16',
    group: 'indirect',
    turns: [
      "My wife makes soap and face cream from our goats' milk. We'd like a clean website to show the products, tell where each ingredient comes from, and maybe help people pick what to use morning and evening. Did you do a site for a similar kind of business?",
    ],
    expect: {
      facts: [{ anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iq-indirect-17',
    group: 'indirect',
    turns: [
      'we converted the hay barn and now run yoga and bootcamp classes there on weekends lol. need a site with the weekly schedule, little bios of the 3 instructors, and a button to sign up for a free first class. any example?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iq-indirect-18',
    group: 'indirect',
    turns: [
      "Our vineyard gets the same emails forty times a week: are you open Sunday, do you ship abroad, can we bring the dog to the tasting. I'd love something on our website that answers people straight away using our own information, so I can get back to the vines. Is that something you make?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-indirect-19',
    group: 'indirect',
    turns: [
      'Urgent-ish: our farmers market has no website and the harvest fair is in ten days. The committee thinks a website takes months. Have you ever got a real site live in just a few days?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI-built', 'four days', '4 days'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-indirect-20',
    group: 'indirect',
    turns: [
      'We distil the lavender from our fields into a scent we sell in small glass bottles with a gold cap. The webshop pictures are taken on the kitchen table with my phone... glass reflects everything. Have you photographed bottles like this for someone?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'iq-conversation-1',
    group: 'conversation',
    turns: [
      'We roast coffee on the side of our hazelnut farm. What kind of websites have you made?',
      'the coffee one, what does it have on it?',
    ],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iq-conversation-2',
    group: 'conversation',
    turns: [
      "We run guided walks across our hill farm in summer. Could you list the videos you've made?",
      'the one following the hiking guide, how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iq-conversation-3',
    group: 'conversation',
    turns: [
      'Our vineyard hosts weddings and guests keep asking us for a photographer. What kinds of photography do you do?',
      'ok the wedding one. how soon do couples get their photos after the day?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 h', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-conversation-4',
    group: 'conversation',
    turns: ['which AI tools do you use? just curious, im a pig farmer not a techie 😅', 'how good are you with the video one?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'iq-conversation-5',
    group: 'conversation',
    turns: [
      'I have a farm-to-table restaurant, we serve what we grow. Have you done social media posts for restaurants or food places?',
      'which platform were those made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'iq-conversation-6',
    group: 'conversation',
    turns: ['what projects are on your graphics page?', 'the third one, what was it for and what did you make?'],
    expect: {
      facts: [
        { anyOf: ['Packaging'], source: 'content/projects/graphics.ts:213' },
        { anyOf: ['cafe', 'café', 'coffee shop'], source: 'content/projects/graphics.ts:216' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-conversation-7',
    group: 'conversation',
    turns: [
      'Do you have any personal projects, stuff nobody paid you for? I like seeing what people make for fun.',
      'how many pieces are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-conversation-8',
    group: 'conversation',
    turns: ['which adobe programs do you work with', 'and the one for sound, how strong are you in it?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'iq-conversation-9',
    group: 'conversation',
    turns: [
      "We sell heritage apple trees and our catalogue photos are from a 2008 camera. What's in your AI section?",
      'the one that makes low quality pictures sharp, which tools did you use for it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['Photoshop'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-conversation-10',
    group: 'conversation',
    turns: ['what do you have under artificial intelligence?', 'show me the AI videos you made', 'the galaxy one - what was it used for?'],
    expect: {
      facts: [{ anyOf: ['podcast'], source: 'content/projects/ai.ts:91' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iq-conversation-11',
    group: 'conversation',
    turns: [
      "Hi, we're a family vineyard in our fourth vintage and we still don't really have a brand. Do you do brand identities?",
      'what did the identity project include?',
      'the last one, what is in it exactly?',
    ],
    expect: {
      facts: [{ anyOf: ['post templates', 'story frames', 'profile images'], source: 'content/projects/graphics.ts:61' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-conversation-12',
    group: 'conversation',
    turns: ['tell me about your stationery project, what parts does it have', 'the office one, whats in that?'],
    expect: {
      facts: [
        { anyOf: ['mug'], source: 'content/projects/graphics.ts:189' },
        { anyOf: ['notebook'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'iq-conversation-13',
    group: 'conversation',
    turns: [
      'We opened an espresso bar at our dairy, using our own milk ☕ Do you have coffee photography?',
      'which of them has the latte art?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree Speciality Coffee', '33 Degree Specialty Coffee'], source: 'content/projects/photography.ts:198' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-conversation-14',
    group: 'conversation',
    turns: ['what skill groups are on your skills page?', 'in the retouching one, what are you best at?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'removing background'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'iq-conversation-15',
    group: 'conversation',
    turns: [
      "We're turning two old farm cottages into holiday homes to sell. Have you done any property or real estate work?",
      'what platform was it made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'iq-conversation-16',
    group: 'conversation',
    turns: ['list your social media projects pls', 'the swipe one — how many slides does it have?'],
    expect: {
      facts: [{ anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'iq-conversation-17',
    group: 'conversation',
    turns: [
      'I make rose water and a small perfume line from our rose fields. Do you photograph products?',
      'nice. is there a page where I can see those?',
      'and do the photos come edited, and in what sizes?',
    ],
    expect: {
      facts: [{ anyOf: ['every size', 'all sizes', 'any size', 'retouched'], source: 'content/projects/photography.ts:119' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-conversation-18',
    group: 'conversation',
    turns: ['what categories of work do you have?', 'which of them has the most projects?', 'and the video one, how many there?'],
    expect: {
      facts: [{ anyOf: ['12+', '12 +', 'more than 12', 'over 12', 'twelve'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'iq-conversation-19',
    group: 'conversation',
    turns: [
      'My mother-in-law turns 90 in June and we want pictures of the whole family on the farm, four generations, maybe by the old oak. Do you do family photos?',
      'how long until we get them?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', 'week later', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'iq-conversation-20',
    group: 'conversation',
    turns: ['my son plays in a folk band, they rehearse in our grain store haha. do you edit music videos?', 'what year did you make it?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:53' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'iq-compound-1',
    group: 'compound',
    turns: [
      "We're a sheep farm in New Zealand making wool blankets. Where are you based, would you work with someone this far away, and what's the email address to write to?",
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'iq-compound-2',
    group: 'compound',
    turns: ['how many years have you been doing this, and how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2', 'one or two'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'iq-compound-3',
    group: 'compound',
    turns: [
      "I film our sheepdog trials on my phone and want to know who I'm dealing with. What program do you edit video in, how good are you at it, and what do you use to edit photos?",
    ],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
        { anyOf: ['Lightroom'], source: 'content/tools.ts:63' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'iq-compound-4',
    group: 'compound',
    turns: [
      'before I type anything about my farm business in this chat: does this site put cookies on my computer? and is what I write in here saved somewhere?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            "doesn't use cookies",
            'does not use cookies',
            "doesn't set",
            'does not set',
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        {
          anyOf: ['not stored', "aren't stored", "isn't stored", 'not saved', "aren't saved", "isn't saved", 'not kept'],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'iq-compound-5',
    group: 'compound',
    turns: [
      'I run a farm shop and love one of your cafe menu designs. Am I allowed to just take it and put our prices on it for our own flyer? If not, who do I need to ask?',
    ],
    expect: {
      facts: [
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'iq-compound-6',
    group: 'compound',
    turns: ['If I send you a message, how fast do you answer usually? And what is your whatsapp number'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['15550123456', '1 555 012 3456', '1-555-012-3456', '555 0123 456', '5550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'iq-compound-7',
    group: 'compound',
    turns: ["whats the designers actual name? and what's the brand name of this site"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/about', '/', '/home'],
    },
  },
  {
    id: 'iq-compound-8',
    group: 'compound',
    turns: [
      'Our goat farm needs both photos and Instagram posts, so I want to see experience in both. Roughly how many photography projects have you done, and how many social media ones?',
    ],
    expect: {
      facts: [
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/photography', '/portfolio/social-media'],
    },
  },
  {
    id: 'iq-compound-9',
    group: 'compound',
    turns: ['Two things: which company makes Kling, and what do you actually use Midjourney for?'],
    expect: {
      facts: [
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
        { anyOf: ['mood', 'concept', 'scene'], source: 'content/tools.ts:93' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'iq-compound-10',
    group: 'compound',
    turns: [
      'The board of our wine co-op wants to see your background before we hire anyone. Where can I download your CV, and do you have a Behance profile I can send them?',
    ],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['behance.net'], source: 'content/owner.ts:25' },
      ],
      links: ['/home', '/contact', '/about'],
    },
  },
]
