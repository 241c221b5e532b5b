// Held-out set DX: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDX: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'dx-indirect-1',
    group: 'indirect',
    turns: [
      "my café's menu is a mess, people squint at it across the counter and our takeaway cups are just plain white... have you done anything like that??",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Packaging Design', 'Cafe Menu', 'café menu', 'cafe menu', 'menu, packaging and signage', 'packaging'],
          source: 'content/projects/graphics.ts:213',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dx-indirect-2',
    group: 'indirect',
    turns: [
      'we run a little dessert bar, our milkshakes and cupcakes look sad on the delivery app, pics taken on my phone lol. can you help',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Book Food Photography', 'food photography', 'Drinks & Desserts', 'Beverages & Desserts', 'food shoot'],
          source: 'content/projects/photography.ts:144',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'dx-indirect-3',
    group: 'indirect',
    turns: [
      'We have product shots from like 2012, tiny and pixelated. Trade fair in 3 weeks, they need to go on a 2m banner. Is that even doable?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Upscaling', 'upscaled'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dx-indirect-4',
    group: 'indirect',
    turns: [
      "launching our own fragrance line next month. need listing images for the webshop but glass bottles + reflections = nightmare for us. what've you got",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume', 'fragrance', 'Book Product Photography', 'product photography'],
          source: 'content/projects/photography.ts:105',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dx-indirect-5',
    group: 'indirect',
    turns: [
      "me and my fiancé are getting married in june 💍 we're super impatient people tbh, how soon would we actually see some pictures after?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48 hrs', '48h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dx-indirect-6',
    group: 'indirect',
    turns: [
      'I sell apartments and villas, my Facebook listings look really amateur compared to the big agencies. Anything in your work that fits?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate', 'real estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dx-indirect-7',
    group: 'indirect',
    turns: [
      'own a small gym. want people to see the class schedule and sign up for a free trial online instead of calling us. done smth similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dx-indirect-8',
    group: 'indirect',
    turns: [
      "Our architecture office needs a new site. We don't want lots of text, the buildings should speak for themselves. Is there an example of that kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dx-indirect-9',
    group: 'indirect',
    turns: [
      'customers keep messaging us the same questions at midnight (opening hours, delivery, etc). could something just answer them from our own info automatically?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant', 'assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dx-indirect-10',
    group: 'indirect',
    turns: ['investor demo next week, we need a site live asap, no time or money for a 3 month agency thing. realistic?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable', 'AI web builder', 'AI website builder', 'AI-Built Website'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dx-indirect-11',
    group: 'indirect',
    turns: ['i host a small science podcast 🎙️ need a spacey little intro animation for the youtube version, got anything like that?'],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dx-indirect-12',
    group: 'indirect',
    turns: [
      "I'm a florist. For spring I'd love a clip of a flower opening for Instagram but filming a real timelapse takes days and I don't have the gear",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dx-indirect-13',
    group: 'indirect',
    turns: [
      'HR wants a short recap film of our annual conference - keynotes, panels, people networking, max 2 min. is this something in your portfolio',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights', 'highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dx-indirect-14',
    group: 'indirect',
    turns: [
      'the interviews we recorded for our brand video have an awful hum and street noise in the background... which of your tools would fix that',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'dx-indirect-15',
    group: 'indirect',
    turns: [
      'our letterheads, envelopes and invoices still look like word templates from 2005 😬 embarrassing when we send them to clients. relevant work?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite', 'document suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'dx-indirect-16',
    group: 'indirect',
    turns: [
      'We explain personal finance topics on LinkedIn. Want those posts people swipe through step by step instead of walls of text. Example?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dx-indirect-17',
    group: 'indirect',
    turns: [
      'holy month is coming soon, our restaurant wants greeting posts + iftar announcements for insta. did you do this kind of seasonal thing before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dx-indirect-18',
    group: 'indirect',
    turns: ["we're a startup based in Dubai, not sure where you are - is distance a problem for working together?"],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
    },
  },
  {
    id: 'dx-indirect-19',
    group: 'indirect',
    turns: ['travel agency here. homepage needs a wow mountain banner video but a drone crew in the alps is way out of budget'],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dx-indirect-20',
    group: 'indirect',
    turns: [
      'my kids are growing up so fast. want nice relaxed pictures of the four of us outside, not those stiff studio ones from the mall',
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'Family Session', 'family portrait'], source: 'content/projects/photography.ts:54' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'dx-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have you built?', 'the fitness one - what does it have on it?'],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profiles', 'trial-class', 'trial class'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dx-conversation-2',
    group: 'conversation',
    turns: ['can i see ur videos', 'how long is the music one'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', '3 minutes 20', '3m20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dx-conversation-3',
    group: 'conversation',
    turns: ['How fast do couples get their wedding photos?', 'and for a family shoot?'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'dx-conversation-4',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'how good are you with the video one'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dx-conversation-5',
    group: 'conversation',
    turns: [
      'do you do coffee stuff?',
      'the 33 degree thing, is that photos or a website',
      'ok and the speciality one, what did you shoot exactly',
    ],
    expect: {
      facts: [{ anyOf: ['pour-over', 'pour over', 'beans', 'packaging'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'dx-conversation-6',
    group: 'conversation',
    turns: ['tell me about Harbor', 'what was it built with?'],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:59' }],
      links: ['/portfolio/web-design'],
      mustNotContain: ['built with Webflow', 'built in Webflow'],
    },
  },
  {
    id: 'dx-conversation-7',
    group: 'conversation',
    turns: ["what's on the AI video page?", 'which of those is the longest'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '65 seconds', '1 min 5', '1 minute 5'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'dx-conversation-8',
    group: 'conversation',
    turns: ['what does the brand identity project include', 'the business cards - anything special about them?'],
    expect: {
      facts: [
        {
          anyOf: ['spot-colour', 'spot colour', 'spot-color', 'spot color', 'double-sided', 'Double-sided', 'double sided'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'dx-conversation-9',
    group: 'conversation',
    turns: ['who is behind this portfolio?', 'cool. how do i get hold of them for a quote'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example', 'WhatsApp'], source: 'content/owner.ts:17' }],
      links: ['/contact'],
    },
  },
  {
    id: 'dx-conversation-10',
    group: 'conversation',
    turns: ['photoshop level?', 'and illustrator'],
    expect: {
      facts: [{ anyOf: ['92'], source: 'content/tools.ts:22' }],
      links: ['/home'],
    },
  },
  {
    id: 'dx-conversation-11',
    group: 'conversation',
    turns: ['do u do retouching? skin, backgrounds, that sort of thing', 'whats the thing ur strongest at in that area'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dx-conversation-12',
    group: 'conversation',
    turns: ['saw something about posters, was that a client job?', 'how many are in the series?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'dx-conversation-13',
    group: 'conversation',
    turns: ['Any social media work for restaurants?', 'Which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'dx-conversation-14',
    group: 'conversation',
    turns: ["what's the Atlas project", 'and Glow?', 'ok back to the first one, what kind of business was that for again'],
    expect: {
      facts: [{ anyOf: ['architecture', 'architect', 'Architects'], source: 'content/cards/web-design.ts:37' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dx-conversation-15',
    group: 'conversation',
    turns: ['what films have you made for businesses', 'the bakery one - how long is it and when was it made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dx-conversation-16',
    group: 'conversation',
    turns: ['is there something about a tokenization event on here?', 'how quickly did they get the photos from that?'],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'the day after'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dx-conversation-17',
    group: 'conversation',
    turns: ['show me the stationery work pls', 'the document suite part, how many images are in it'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'dx-conversation-18',
    group: 'conversation',
    turns: ['Tell me about the AI brand proposal', 'how many logo ideas did it go through before the final ones?'],
    expect: {
      facts: [
        { anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' },
        { anyOf: ['three', '3'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal'],
    },
  },
  {
    id: 'dx-conversation-19',
    group: 'conversation',
    turns: ['whats the instagram relaunch project', 'how many posts in that grid?'],
    expect: {
      facts: [{ anyOf: ['nine', '9'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dx-conversation-20',
    group: 'conversation',
    turns: ['i want to see the documentary', "who's it about", 'and how long is it'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 min 10', '4 minutes 10', '4m10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dx-compound-1',
    group: 'compound',
    turns: ["what's your email, and do you take clients outside your country?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'dx-compound-2',
    group: 'compound',
    turns: ['quick one: how many yrs experience + how many projects done so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'dx-compound-3',
    group: 'compound',
    turns: ['Photoshop proficiency? And Lightroom?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'dx-compound-4',
    group: 'compound',
    turns: ['how long is the product launch teaser, and what year was the music video from?'],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dx-compound-5',
    group: 'compound',
    turns: ['does this site track me with cookies? also could I use one of your geometric posters on our event flyer, it would look great'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'No cookies',
            'sets no cookies',
            'not use cookies',
            "doesn't use cookies",
            "doesn't set cookies",
            'does not set cookies',
            "doesn't set any cookies",
            'does not set any cookies',
            'no tracking',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'dx-compound-6',
    group: 'compound',
    turns: ['how quickly do you usually reply? and whats the whatsapp number'],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
        {
          anyOf: ['15550123456', '+1 555 0123456', '+1 555 012 3456', '555-0123', '555 0123', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dx-compound-7',
    group: 'compound',
    turns: ['For weddings: when do we get a first preview, and when is the whole gallery ready?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 hrs', '48h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'dx-compound-8',
    group: 'compound',
    turns: ['carousel posts - which platform were they for and how many slides?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dx-compound-9',
    group: 'compound',
    turns: ['how many categories does ur portfolio have, and roughly how many social media projects?'],
    expect: {
      facts: [
        { anyOf: ['six', 'Six', '6'], source: 'content/portfolio.ts:7' },
        { anyOf: ['40+', 'over 40', 'more than 40', '40 plus'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'dx-compound-10',
    group: 'compound',
    turns: ['that AI-built website: what tool did you use and how long did it take? and what do your chatbots run on'],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Claude'], source: 'content/cards/ai.ts:30' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
]
