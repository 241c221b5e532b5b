// Held-out set LN: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutLN: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'ln-indirect-1',
    group: 'indirect',
    turns: [
      "hi! we're a small family apiary and sell raw honey in jars straight from the farm gate. right now the jars just have a handwritten sticker 😅 we'd love proper labels, some paper bags with our name on and maybe a stamp card for regulars. have you ever done that kind of thing for a shop?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ln-indirect-2',
    group: 'indirect',
    turns: [
      'we want to start selling our honey online and need nice pics of the jars, the glass always looks dull and full of reflections when i shoot it on my phone. got anything like that in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ln-indirect-3',
    group: 'indirect',
    turns: [
      'looking for a website for our honey business where people can reserve jars before they come and see which markets we are at each weekend. done something similar?',
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ln-indirect-4',
    group: 'indirect',
    turns: [
      'idea: a honey club where people get a jar of a different seasonal honey posted every month. i need a site that sells that as a recurring plan. any example of something like this?',
    ],
    expect: { facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ln-indirect-5',
    group: 'indirect',
    turns: [
      "my husband and i have kept bees for 30 yrs, three generations on the same farm. we'd like a little film about us: getting up before sunrise, checking hives, the first customers at the stall. is that something you've made before?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'Documentary Short'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ln-indirect-6',
    group: 'indirect',
    turns: [
      "found a few tiny grainy photos of my grandad with his hives from the 80s, only scans. i'd love to print one big for the wall of the farm shop but it goes all blocky. can that be fixed?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ln-indirect-7',
    group: 'indirect',
    turns: [
      'i spend every evening answering the same emails: why did my honey go solid, do you ship abroad, is it raw... could something on our website answer people automatically?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ln-indirect-8',
    group: 'indirect',
    turns: [
      'want to teach followers how honey gets from the hive to the jar in a few slides they flick through, step by step. have u done posts like that',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ln-indirect-9',
    group: 'indirect',
    turns: [
      'new season honey drops next week and we want those tall full screen things for insta and tiktok stories, with a big "20% off this weekend". examples pls 🐝',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ln-indirect-10',
    group: 'indirect',
    turns: [
      "our farm's instagram is a random mess of bee photos and blurry jars. we want to restart it so the whole page looks planned when someone opens our profile. have you done a whole profile like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ln-indirect-11',
    group: 'indirect',
    turns: [
      'The regional beekeepers association holds its yearly conference in March: talks, a panel on varroa and lots of mingling. We need someone to take photos for the newsletter and the press. Have you covered anything like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ln-indirect-12',
    group: 'indirect',
    turns: [
      'we sell honey and dates and the month before eid is our busiest time. want some greeting posts for our page during the fasting month, lanterns, moon etc. have you designed those?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Ramadan Posts', 'Ramadan Design'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ln-indirect-13',
    group: 'indirect',
    turns: [
      'we opened a tiny cafe next to the honey shed: honey cake, honey lemonade, smoothies. the menu needs photos that make people want to order. what have you got?',
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Drinks & Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ln-indirect-14',
    group: 'indirect',
    turns: [
      'our honey cooperative still sends invoices on plain word docs lol. we need proper letter paper, envelopes, business cards, the whole office look. any work like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ln-indirect-15',
    group: 'indirect',
    turns: [
      "starting a mead brand from our own honey. we have nothing yet, no logo, no colours, no rules for how it should look on bottles and online. what's the closest thing you've done?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ln-indirect-16',
    group: 'indirect',
    turns: [
      "for our spring ad we want a clip of a flower slowly opening, but we can't film that ourselves (no camera gear, no patience 😂). could it be generated somehow? seen anything like it in your work?",
    ],
    expect: { facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'ln-indirect-17',
    group: 'indirect',
    turns: [
      'we are launching a honey in a fancy glass bottle. budget is too small for a studio video shoot, but we want a short clip of the bottle turning in nice light. possible?',
    ],
    expect: { facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }], links: ['/portfolio/ai-video-section1'] },
  },
  {
    id: 'ln-indirect-18',
    group: 'indirect',
    turns: [
      "before paying for a full logo I'd like to see a bunch of possible directions for our apiary, plus some board with colours and textures, and how it might look on a phone or a card. do you do that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ln-indirect-19',
    group: 'indirect',
    turns: [
      'grandma, mum and the kids all help at the hives. we want a relaxed photo of all of us out in the clover field, nothing stiff. have you taken pictures like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ln-indirect-20',
    group: 'indirect',
    turns: [
      'besides honey we roast a bit of coffee and do pour-overs at the market stall. want pictures of the beans, the brewing and our kraft bags for the webshop. which of your projects is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:174' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'ln-compound-1',
    group: 'compound',
    turns: ['hello, quick ones: how long have you been doing design, roughly how many jobs have you done, and whats your email address?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200', '200 projects'], source: 'content/site.ts:19' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/about', '/home', '/contact'],
    },
  },
  {
    id: 'ln-compound-2',
    group: 'compound',
    turns: [
      'before i type anything about my farm in this chat: does this site put cookies on my computer? and do the messages i write here get saved somewhere?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'no cookie',
            "doesn't set",
            'does not set',
            "doesn't use cookies",
            'does not use cookies',
            "don't use cookies",
            'not use any cookies',
          ],
          source: 'content/legal.ts:33',
        },
        {
          anyOf: [
            'not stored',
            "aren't stored",
            "isn't stored",
            'not saved',
            "aren't saved",
            "isn't saved",
            'not kept',
            'no database',
            'not in a database',
          ],
          source: 'content/legal.ts:15',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ln-compound-3',
    group: 'compound',
    turns: [
      'Could I put one of your bee-looking illustrations on my honey label if I give you credit? If not, who do I ask and at what address?',
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
    id: 'ln-compound-4',
    group: 'compound',
    turns: [
      'that film about the family bakery in your video section: how long does it run, what year was it made and what program did you edit it in?',
    ],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
        { anyOf: ['Premiere'], source: 'content/cards/videography.ts:27' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ln-compound-5',
    group: 'compound',
    turns: [
      'wedding q from a beekeeping couple 🍯💍 when do we see the first few pics, when do we get all of them, and can you do just the ceremony and not the whole day?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 hrs', '48h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
        {
          anyOf: ['ceremony-only', 'ceremony only', 'just the ceremony', 'only the ceremony'],
          source: 'content/projects/photography.ts:95',
        },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ln-compound-6',
    group: 'compound',
    turns: ['how many photography projects have you done? and how many video ones?'],
    expect: {
      facts: [
        { anyOf: ['30+', 'over 30', 'more than 30', '30 projects'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['12+', 'over 12', 'more than 12', '12 projects'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', '/portfolio/photography', '/portfolio/videography'],
    },
  },
  {
    id: 'ln-compound-7',
    group: 'compound',
    turns: ['how good are you at lightroom, and photoshop? like in percent, my jar photos need lots of editing'],
    expect: {
      facts: [
        { anyOf: ['87'], source: 'content/tools.ts:67' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ln-compound-8',
    group: 'compound',
    turns: [
      'About the Bloom Bakery site: can customers order ahead on it, can they find the shop location, and what platform was it made on?',
    ],
    expect: {
      facts: [
        { anyOf: ['pre-order', 'preorder', 'pre order'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['store locator', 'locator'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['Webflow'], source: 'content/cards/web-design.ts:24' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ln-compound-9',
    group: 'compound',
    turns: [
      'saw you made a website with AI. how many days did that take and which tools did you use? honey season starts in 3 weeks so speed matters',
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ln-compound-10',
    group: 'compound',
    turns: [
      'in your brand identity package, do you give the logo in different versions? are business cards part of it? and something ready for social media?',
    ],
    expect: {
      facts: [
        { anyOf: ['logo suite', 'monogram', 'colour variations', 'color variations'], source: 'content/projects/graphics.ts:29' },
        { anyOf: ['business card'], source: 'content/projects/graphics.ts:52' },
        { anyOf: ['social media kit'], source: 'content/projects/graphics.ts:60' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ln-compound-11',
    group: 'compound',
    turns: ['Your stationery project has a paperwork part and an office part. What was in each one?'],
    expect: {
      facts: [
        { anyOf: ['letterhead', 'envelope', 'folder', 'invoice'], source: 'content/projects/graphics.ts:167' },
        { anyOf: ['notebook', 'mug', 'badge'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ln-compound-12',
    group: 'compound',
    turns: ['which AI program do u use to make pictures from text, and which one to make small blurry pics bigger?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
      ],
      links: ['/portfolio/artificial-intelligence', '/portfolio/ai-prompt-images', '/home'],
    },
  },
  {
    id: 'ln-compound-13',
    group: 'compound',
    turns: [
      "i'm not great with computers. can i just text you on whatsapp? is there an email too? and are you on instagram so i can show my son your work",
    ],
    expect: {
      facts: [
        { anyOf: ['WhatsApp'], source: 'content/placeholders.ts:7' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['Instagram'], source: 'content/site.ts:38' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ln-compound-14',
    group: 'compound',
    turns: ['who actually reads what I type in this chat box, is it sent to some AI company? and where is my dark mode setting kept?'],
    expect: {
      facts: [
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser', 'on your device'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ln-compound-15',
    group: 'compound',
    turns: ['can this bot tell me a firm price for labels for 500 jars? and if i message you directly how fast do you normally get back?'],
    expect: {
      facts: [
        {
          anyOf: ['not a quote', "isn't a quote", 'not a contract', 'directly with', 'agreed with', 'with the designer', 'with Alex'],
          source: 'content/legal.ts:67',
        },
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', 'next working day'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'ln-compound-16',
    group: 'compound',
    turns: ['that corporate meeting you photographed — what parts of the event did you shoot, and how soon did they have the photos?'],
    expect: {
      facts: [
        { anyOf: ['keynote', 'panel', 'networking'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['next day', 'next-day', 'following day', 'the day after'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ln-compound-17',
    group: 'compound',
    turns: [
      'on your skills page, how do you rate yourself at food photography? and product photography? (we need both: honey cakes and jars)',
    ],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:115' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ln-compound-18',
    group: 'compound',
    turns: ['the AI flower video: how many seconds is it, what year, and who was it made for?'],
    expect: {
      facts: [
        { anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' },
        { anyOf: ['2023'], source: 'content/projects/ai.ts:103' },
        { anyOf: ['florist'], source: 'content/projects/ai.ts:99' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ln-compound-19',
    group: 'compound',
    turns: ['Carousel Spotlight - how many slides are in it and which social network was it for?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ln-compound-20',
    group: 'compound',
    turns: [
      'for a family photo session, do we have to come to a studio or can it be on our farm / outside? and how long before we get the edited photos back?',
    ],
    expect: {
      facts: [
        { anyOf: ['outdoors', 'outdoor', 'at home', 'outside'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'ln-conversation-1',
    group: 'conversation',
    turns: [
      'do you photograph weddings? my daughter is marrying another beekeeper, in the orchard next june 🐝',
      'lovely. how long after the day would they get to see the pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48 hrs', '48h', 'three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ln-conversation-2',
    group: 'conversation',
    turns: [
      'what kind of videos have you made for businesses?',
      'the bakery one sounds a lot like our story. how long is it and when did you make it?',
    ],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ln-conversation-3',
    group: 'conversation',
    turns: ['do you build websites?', 'any for food or drink businesses? we sell honey', 'the coffee one. what did you build that with?'],
    expect: { facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:59' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ln-conversation-4',
    group: 'conversation',
    turns: ['which AI tool do you use to make old low-res photos sharp again?', 'and how good are you with it, in percent?'],
    expect: { facts: [{ anyOf: ['85'], source: 'content/tools.ts:103' }], links: ['/home'] },
  },
  {
    id: 'ln-conversation-5',
    group: 'conversation',
    turns: ["you've done coffee photography, right? we serve coffee at the honey stall", 'what year was the coffee bar series?'],
    expect: { facts: [{ anyOf: ['2023'], source: 'content/categories.ts:61' }], links: ['/portfolio/photography'] },
  },
  {
    id: 'ln-conversation-6',
    group: 'conversation',
    turns: ['have you made social media posts for restaurants or food places?', 'which platform were those for?'],
    expect: { facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }], links: ['/portfolio/social-media'] },
  },
  {
    id: 'ln-conversation-7',
    group: 'conversation',
    turns: [
      'ever photographed a conference or a members meeting? our beekeepers club has its agm in march',
      'how quickly would we have the photos afterwards?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'the day after'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ln-conversation-8',
    group: 'conversation',
    turns: ['how do i get in touch with you?', 'and how long do you usually take to answer?'],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', 'within a day', 'next working day'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ln-conversation-9',
    group: 'conversation',
    turns: [
      'what AI tools do you work with?',
      'which of those is for making websites?',
      'have you actually launched a site with it? how long did it take?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ln-conversation-10',
    group: 'conversation',
    turns: ['do you do family photo shoots?', 'ok nice, and when do we get the edited pictures?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
]
