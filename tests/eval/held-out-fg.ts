// Held-out set FG: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '+1 555 012 3456', '1 555 0123456', '555-0123456']

export const heldOutFG: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'fg-indirect-1',
    group: 'indirect',
    turns: [
      'Hello, I manage a small family hotel in the mountains. We are redoing the corridors and want to hang big prints of the hotel from the 70s and 80s, but the only copies we have are tiny scans, very pixelly, and they look terrible when we make them bigger. Is this something you can help with??',
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'AI Enhanced'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fg-indirect-2',
    group: 'indirect',
    turns: [
      'we run a busy trattoria and the phone never stops — people asking if we have gluten free, what time we close on sunday, whether we take groups of 12. half the time it rings during service and nobody picks up. is there anything you could put on our website that deals with those questions by itself, even at 2am?',
    ],
    expect: {
      facts: [{ anyOf: ['chatbot', 'answer customer questions'], source: 'content/cards/ai.ts:26' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fg-indirect-3',
    group: 'indirect',
    turns: [
      'Hi! Me and my sister are opening a tiny coffee place next to the train station in April. We have a logo already (our cousin did it lol) but nothing else: we need the list people read when they order, takeaway cups and bags with our name, a little card you stamp so the 10th coffee is free, and something out on the street so people notice us. Have you done anything like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['packaging', 'loyalty card', 'neighbourhood cafe'], source: 'content/projects/graphics.ts:216' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fg-indirect-4',
    group: 'indirect',
    turns: [
      "hi!! we're getting married on the 14th of september 💍 my grandma lives abroad and can't travel, she keeps asking how soon she'll see pictures of the day. realistically how long after would we have a few to send her?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48-hour', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-indirect-5',
    group: 'indirect',
    turns: [
      "Good afternoon. I'm the events manager of a rooftop restaurant. A fintech company has booked the whole venue for an investor meetup on the 3rd: two talks, a panel, then drinks. They asked us to recommend someone for pictures, and their press office needs the images by the following morning for a release. Could this work with you?",
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-indirect-6',
    group: 'indirect',
    turns: [
      'our burgers taste amazing but on the delivery apps they look sad and grey, honestly its the pics from my phone. orders dropped since a new place opened across the street with beautiful photos. what can u do for us',
    ],
    expect: {
      facts: [{ anyOf: ['food photography', 'food and drink shoots', 'delivery apps'], source: 'content/projects/photography.ts:143' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-indirect-7',
    group: 'indirect',
    turns: [
      "We're a boutique hotel reopening after an 8-month renovation. Our Instagram is a mess, every post looks different from the one before. For the reopening we'd like the profile to look planned as a whole when someone lands on it, not random. Do you have something like that to show me?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'fg-indirect-8',
    group: 'indirect',
    turns: [
      "Hola, our hotel has a small tour desk and we sell day trips and weekend packages. The website part for this is a disaster: guests can't find trips by place, and there is no easy way to send us a question about a package. Did you build something similar for somebody?",
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fg-indirect-9',
    group: 'indirect',
    turns: [
      "We're a spa hotel and our gym runs yoga + spinning that locals can join too. we want a page where people see the weekly schedule, meet the instructors and sign up for a first free class. anything in your work like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fg-indirect-10',
    group: 'indirect',
    turns: [
      'I run a family hotel my grandfather opened in 1962. We want a short film for the homepage showing the real day: my mother baking bread before sunrise, the first guests coming down for breakfast. Something honest, like a small documentary, not an advert. Have you made anything in that spirit?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fg-indirect-11',
    group: 'indirect',
    turns: [
      "we bottled our chef's famous chili oil and it goes on sale next month. budget is small, we cant pay for a studio shoot, but we want a short clip of the bottle looking fancy, like turning around in the light, for the announcement. possible?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fg-indirect-12',
    group: 'indirect',
    turns: [
      'Our hotel hosts a two-day hospitality summit every November: keynotes in the ballroom, panel discussions, networking at the bar. Afterwards we always want a short recap to post, ideally under two minutes because nobody watches longer. Have you already made this kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fg-indirect-13',
    group: 'indirect',
    turns: [
      "We have one restaurant doing well and we're opening a 2nd and 3rd branch next year. Right now every manager prints things with our logo stretched, in the wrong colours, with whatever font they like. We need our look sorted out and written down so nobody can mess it up again. What have you done that's close to this?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity', 'guidelines'], source: 'content/projects/graphics.ts:141' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fg-indirect-14',
    group: 'indirect',
    turns: [
      'hotel with 120 rooms here. over the years every department made their own letter paper, invoices and envelopes and now nothing matches — when we send an offer to a corporate client it looks amateur. do you handle that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['stationery', 'document suite'], source: 'content/projects/graphics.ts:152' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fg-indirect-15',
    group: 'indirect',
    turns: [
      'Salam! We are a Lebanese restaurant and every year during the fasting month we do an iftar buffet. We want greeting posts for our Instagram for the whole month, moon, lanterns, that feeling. Do you have done this before? Our old ones look cheap',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fg-indirect-16',
    group: 'indirect',
    turns: [
      "We're a farm-to-table restaurant group and our marketing person wants to explain on LinkedIn, step by step, where each ingredient comes from: several slides inside one single post that people flick through. Have you designed posts like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fg-indirect-17',
    group: 'indirect',
    turns: [
      "we got married last year and now baby #2 is on the way 😅 we'd love some relaxed pictures of the four of us in the park before the baby arrives, nothing stiff or posed in a studio. what would that look like with you?",
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family portrait', 'family session'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-indirect-18',
    group: 'indirect',
    turns: [
      'Our hotel launched its own signature room scent in glass bottles, sold at reception and online. The shop photos are poor, you can see the phone reflected in the glass. Have you shot anything like this?',
    ],
    expect: {
      facts: [{ anyOf: ['fragrance', 'Perfumes', 'product photography'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-indirect-19',
    group: 'indirect',
    turns: [
      'opening our cafe in 10 days and just realised we have no website at all. no time for a big agency process that takes a month. can something actually go live that fast?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'fg-indirect-20',
    group: 'indirect',
    turns: [
      "Our lodge sits right under a beautiful ridge and we'd love a sweeping video gliding over the peaks at the top of our homepage. Renting a drone team is way over our budget though. any idea?",
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fg-conversation-1',
    group: 'conversation',
    turns: ['hey, what kind of websites has alex built? i own a little bakery', 'the bakery one — what can customers actually do on it?'],
    expect: {
      facts: [
        { anyOf: ['pre-order', 'preorder'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['store locator'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fg-conversation-2',
    group: 'conversation',
    turns: [
      'We run a mountain hotel and want a film one day. Can you list the films in your video portfolio?',
      'nice. the one about the hiking guide, how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fg-conversation-3',
    group: 'conversation',
    turns: [
      'what food and drink photography has Alex done? we are a brunch restaurant',
      'the one with the smoothies, lemonade and donuts — when was that shot?',
    ],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:59' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-conversation-4',
    group: 'conversation',
    turns: ["which AI tools are in alex's stack?", 'and the one for making video clips, how good is alex with it?'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'fg-conversation-5',
    group: 'conversation',
    turns: [
      'I own a coffee roastery with two cafés. What have you done for coffee businesses?',
      'that roastery website with the subscriptions, what was it built with?',
    ],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:59' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fg-conversation-6',
    group: 'conversation',
    turns: ['Do you also make videos with AI? We are a garden café and flower shop.', 'which one was for a florist?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fg-conversation-7',
    group: 'conversation',
    turns: [
      "We're a hotel that also sells serviced apartments in the tower next door. Have you done social media posts for property?",
      'what colours did you go with for those?',
    ],
    expect: {
      facts: [
        { anyOf: ['slate'], source: 'content/projects/social.ts:104' },
        { anyOf: ['brass'], source: 'content/projects/social.ts:104' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'fg-conversation-8',
    group: 'conversation',
    turns: ['show me ur restaurant social media posts pls', 'which platform were they made for?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'fg-conversation-9',
    group: 'conversation',
    turns: ['Our hotel brochure photos need cleaning up. What photo retouching skills does Alex list?', 'which of those is the strongest?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fg-conversation-10',
    group: 'conversation',
    turns: [
      'Tell me about the brand identity project please, we need a new look for our bistro',
      'the business cards in it, what are they like?',
    ],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'fg-conversation-11',
    group: 'conversation',
    turns: [
      'Hello, I am reception manager at a hotel in Split. How do I get in touch with Alex?',
      'ok and how quickly does Alex normally reply?',
    ],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fg-conversation-12',
    group: 'conversation',
    turns: [
      "hi we're planning our wedding for next summer 🥂 what kinds of photography does alex do?",
      'tell me more about the weddings one',
      "could we book only the ceremony? we don't need anyone at the party",
    ],
    expect: {
      facts: [{ anyOf: ['ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'fg-conversation-13',
    group: 'conversation',
    turns: [
      'We want our hotel logo to move on the lobby screens. What motion graphics skills do you have?',
      'which software do you use for that, and how well do you know it?',
    ],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:28' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'fg-conversation-14',
    group: 'conversation',
    turns: [
      "What's inside the AI brand proposal project? We're a new ramen bar looking for a name and logo.",
      'in the first one, how many directions did you explore?',
    ],
    expect: {
      facts: [{ anyOf: ['forty', 'Forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'fg-conversation-15',
    group: 'conversation',
    turns: ['do you design printed menus? our restaurant menu is 12 pages and a mess', 'what program do you lay them out in?'],
    expect: {
      facts: [{ anyOf: ['InDesign'], source: 'content/tools.ts:37' }],
      links: ['/home'],
    },
  },
  {
    id: 'fg-conversation-16',
    group: 'conversation',
    turns: [
      'which of your websites were made in Webflow?',
      "the skincare one, what's special about it? our hotel spa sells its own creams",
    ],
    expect: {
      facts: [
        { anyOf: ['ingredient stories', 'ingredient story'], source: 'content/cards/web-design.ts:51' },
        { anyOf: ['routine builder'], source: 'content/cards/web-design.ts:51' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fg-conversation-17',
    group: 'conversation',
    turns: ['I saw the 33 Degree Speciality shoot with the beans and the pour-over. What was that for?', 'and the other 33 degree one?'],
    expect: {
      facts: [{ anyOf: ['latte art', 'coffee-bar', 'coffee bar'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'fg-conversation-18',
    group: 'conversation',
    turns: ['how much experience does alex have? asking for our hotel group', 'and how many of those projects were social media?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'more than 40', 'over 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'fg-conversation-19',
    group: 'conversation',
    turns: ['We need a new booking-friendly site for our guesthouse. What web design skills do you have?', 'how strong r u in webflow?'],
    expect: {
      facts: [{ anyOf: ['85'], source: 'content/skills.ts:51' }],
      links: ['/skills', '/home'],
    },
  },
  {
    id: 'fg-conversation-20',
    group: 'conversation',
    turns: [
      'our new dining room has huge empty walls and we want bold graphic art on them. do you do posters?',
      'how many are in that series?',
    ],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'fg-compound-1',
    group: 'compound',
    turns: [
      "Hi Alex! We're Sofia and Tom, getting married next May in Tuscany, although we both live in Rotterdam. We've been scrolling your work for an hour and we have a few questions: do you take clients from other countries? What email should we write to? And do you have a Behance so we can see more?",
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fg-compound-2',
    group: 'compound',
    turns: [
      "Good morning, I'm the marketing manager at a 4-star hotel in Porto and I'm preparing a short list of designers for my GM. How many years has Alex been doing this, and which design program is Alex best at?",
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
      ],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'fg-compound-3',
    group: 'compound',
    turns: [
      'we are a sushi place, need new photos for menu + instagram. whats the whatsapp number? and how good is alex at food photography honestly, like a score?',
    ],
    expect: {
      facts: [
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
        { anyOf: ['89'], source: 'content/skills.ts:115' },
      ],
      links: ['/contact', '/skills'],
    },
  },
  {
    id: 'fg-compound-4',
    group: 'compound',
    turns: [
      "Hi, I run a bakery-café with my husband and this year we're finally doing a proper website. Have you designed a website for a bakery before? Are you on Instagram? And what's the best email to reach you?",
    ],
    expect: {
      facts: [
        { anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' },
        { anyOf: ['instagram.com/discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/portfolio/web-design', '/contact'],
    },
  },
  {
    id: 'fg-compound-5',
    group: 'compound',
    turns: [
      "we're a beach resort and we're thinking about an animated version of our logo for the welcome screen on the room TVs. has alex done logo animation? and roughly how many projects has alex finished overall?",
    ],
    expect: {
      facts: [
        { anyOf: ['logo animation'], source: 'content/skills.ts:102' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/skills', '/portfolio/videography', '/home', '/about'],
    },
  },
  {
    id: 'fg-compound-6',
    group: 'compound',
    turns: [
      "hello! we are Amira & Karim 💍 planning a small wedding in spring and comparing photographers. could we download alex's CV somewhere? and which software does alex use to edit the colours of photos?",
    ],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fg-compound-7',
    group: 'compound',
    turns: [
      'Two quick ones from a restaurant owner. Can I just put one of the posters from your portfolio on the cover of our menu? And when I type here in this chat, do you keep my messages?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission'], source: 'content/legal.ts:60' },
        { anyOf: ['not stored', 'not saved', 'do not store', "don't store", 'are not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/terms', '/privacy'],
    },
  },
  {
    id: 'fg-compound-8',
    group: 'compound',
    turns: [
      "im putting together a little video for our café's 5th anniversary. what video editing software do u use? and how long is the music video in ur portfolio?",
    ],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['3:20', '3 min 20', '3 minutes 20'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography', '/home'],
    },
  },
  {
    id: 'fg-compound-9',
    group: 'compound',
    turns: [
      'Dear, we are a hotel group in Vienna, three properties. Is Alex on LinkedIn? And what is the name of the studio or brand Alex works under?',
    ],
    expect: {
      facts: [
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/', '/about'],
    },
  },
  {
    id: 'fg-compound-10',
    group: 'compound',
    turns: [
      'We run three shawarma restaurants and post every single day. How many social media projects has Alex done? Which platforms were they for? And do you also make those full-screen vertical stories for flash offers?',
    ],
    expect: {
      facts: [
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:39' },
        { anyOf: ['9:16', 'Social Media Graphics'], source: 'content/projects/graphics.ts:296' },
      ],
      links: ['/portfolio/social-media', '/portfolio/social-media-graphics'],
    },
  },
]
