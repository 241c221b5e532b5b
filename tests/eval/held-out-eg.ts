// Held-out set EG: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutEG: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'eg-indirect-1',
    group: 'indirect',
    turns: [
      "my café's menu photos look awful honestly, people on the delivery app just scroll past our cakes and smoothies. can you fix that??",
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'Beverages & Desserts',
            'Beverages and Desserts',
            'Drinks & Desserts',
            'Drinks and Desserts',
            'food photography',
            'Food Photography',
          ],
          source: 'content/projects/photography.ts:225',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-indirect-2',
    group: 'indirect',
    turns: [
      'We only have our old product pictures in tiny low-res files and the print shop says they will look blurry on a 2 m banner. Is there anything you can do with them?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'Upscaling', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-indirect-3',
    group: 'indirect',
    turns: [
      "me and my fiancé are getting married in may 💍 we'd love someone to capture the day. how long until we actually see pictures after?",
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs', 'two days', '2 days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-indirect-4',
    group: 'indirect',
    turns: [
      "I work at a small accounting firm. Our letterheads, envelopes and invoices look like they're from 2005 and my boss is embarrassed handing them to clients. Have you done anything like that?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery', 'Stationery'],
          source: 'content/projects/graphics.ts:166',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'eg-indirect-5',
    group: 'indirect',
    turns: [
      'we run a gym/yoga place and need a site where ppl can see the class times and sign up for a free trial class. done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
      mustNotContain: ['Bloom Fitness'],
    },
  },
  {
    id: 'eg-indirect-6',
    group: 'indirect',
    turns: [
      'My boss keeps saying customers email us the same questions at night when nobody is in the office. Could something on our website answer them automatically from our own info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-indirect-7',
    group: 'indirect',
    turns: [
      "we're launching a new face serum next month and want a short punchy clip for instagram, under a minute, cut to music. anything similar in your work?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'eg-indirect-8',
    group: 'indirect',
    turns: [
      'Hello, our company is hosting a conference in October. We need pictures of the speakers and panels and our PR team needs them fast for the press release. Is this something that was done before and how quick?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the day after', 'following day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-indirect-9',
    group: 'indirect',
    turns: ['i sell my own fragrance line online and the bottle photos are flat, reflections everywhere, glass looks cheap. help?'],
    expect: {
      facts: [
        { anyOf: ['Perfumes', 'Perfume', 'product photography', 'Product Photography'], source: 'content/projects/photography.ts:102' },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-indirect-10',
    group: 'indirect',
    turns: [
      'The holy month starts soon and our brand has nothing prepared for the feed, we want greetings and iftar announcements. Has the designer done that kind of seasonal set?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan', 'Social Media Ramadan Posts', 'Ramadan Design'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'eg-indirect-11',
    group: 'indirect',
    turns: [
      "we need a website for our studio like... yesterday. can't wait months for a dev agency. heard you can do it super fast with some AI thing?",
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'eg-indirect-12',
    group: 'indirect',
    turns: [
      'Our Instagram profile looks like a mess, every post a different style 😩 We are relaunching the brand in spring and want the whole grid to look planned. Example?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid', 'nine posts', 'feed grid'],
          source: 'content/projects/social.ts:134',
        },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'eg-indirect-13',
    group: 'indirect',
    turns: [
      'I am marketing assistant at property agency, we launch new tower apartments and need posts for our facebook page with the listings. Did you make this type before?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'eg-indirect-14',
    group: 'indirect',
    turns: [
      "customers don't really get what our software does. we'd like posts on linkedin that people swipe through, explaining it step by step with charts and checklists",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'eg-indirect-15',
    group: 'indirect',
    turns: [
      'We run a small spa. We want a calm looping sea background video for the website hero but there is zero budget for a film crew. Possible?',
    ],
    expect: {
      facts: [{ anyOf: ['Ocean Dreams'], source: 'content/projects/ai.ts:66' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-indirect-16',
    group: 'indirect',
    turns: [
      'before my manager approves hiring anyone she wants a pdf of their whole work history to read offline. is there something like that i can grab here?',
    ],
    expect: {
      facts: [{ anyOf: ['CV', 'resume', 'Resume', 'résumé'], source: 'content/home.ts:20' }],
      links: ['/home'],
    },
  },
  {
    id: 'eg-indirect-17',
    group: 'indirect',
    turns: [
      "Hi! the whole family is getting together this summer, grandparents, kids, the dog. We'd love relaxed pictures outside, nothing stiff. How soon would we get the edited photos?",
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'Family Session'], source: 'content/projects/photography.ts:54' },
        { anyOf: ['a week later', 'one week', '1 week', 'a week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-indirect-18',
    group: 'indirect',
    turns: [
      'opening a tiny neighbourhood coffee place in march. need the menu, cups & bags with our look, and a sign outside so people actually come in. what have you got to show me',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'eg-indirect-19',
    group: 'indirect',
    turns: ['our podcast needs a short spacey intro visual, something slow with music behind it. any examples?'],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-indirect-20',
    group: 'indirect',
    turns: [
      'The interviews we filmed have a humming noise in the background and the voices sound muddy. Can Alex clean that up, with what?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/about'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'eg-conversation-1',
    group: 'conversation',
    turns: ['what kind of websites have you built?', 'the coffee one, what does the site have on it?'],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee', 'Harbor Coffee Roasters'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guides', 'partner cafes', 'map'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'eg-conversation-2',
    group: 'conversation',
    turns: ['Can I see your video work?', 'how long is the documentary one', 'and what year was it made'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:61' }],
      links: ['/portfolio/videography'],
      mustNotContain: ['2024'],
    },
  },
  {
    id: 'eg-conversation-3',
    group: 'conversation',
    turns: ['What photography projects are there?', 'tell me more about the second one'],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding', 'wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-conversation-4',
    group: 'conversation',
    turns: ['which AI tools does Alex use?', 'how good with kling?'],
    expect: {
      facts: [{ anyOf: ['78%', '78 %', '78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'eg-conversation-5',
    group: 'conversation',
    turns: ['do you work with adobe programs?', 'which one are you the strongest in'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'eg-conversation-6',
    group: 'conversation',
    turns: [
      'My boss mentioned a coffee roaster called 33 Degree, what did you shoot for them?',
      'and the coffee bar series, what is in that one?',
    ],
    expect: {
      facts: [{ anyOf: ['latte art', 'espresso', 'brewing gear', 'menu board'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'eg-conversation-7',
    group: 'conversation',
    turns: ["what's in the social media section?", 'which platform was the real estate one made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
      mustNotContain: ['LinkedIn'],
    },
  },
  {
    id: 'eg-conversation-8',
    group: 'conversation',
    turns: ['tell me about the AI video production project', 'which one was for the florist?', 'how long is it'],
    expect: {
      facts: [{ anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-conversation-9',
    group: 'conversation',
    turns: ["what's in the stationery project?", 'ok and the office suite part, whats in that'],
    expect: {
      facts: [{ anyOf: ['business cards', 'Business cards', 'notebooks', 'mugs', 'badges'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'eg-conversation-10',
    group: 'conversation',
    turns: ['hi, what services do you offer?', 'ok. and for video, what software?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/portfolio/videography', '/about', '/home'],
    },
  },
  {
    id: 'eg-conversation-11',
    group: 'conversation',
    turns: ['How can I get in touch?', 'and whats the whatsapp number pls'],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', '+15550123456', '+1 555 012 3456', '1 555 012 3456', '555 012 3456', '555-0123456', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'eg-conversation-12',
    group: 'conversation',
    turns: ['Tell me about the brand identity project', "what's in the guidelines bit?"],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'eg-conversation-13',
    group: 'conversation',
    turns: ['how much experience does the designer have?', 'and how many projects done in that time?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'eg-conversation-14',
    group: 'conversation',
    turns: ['which of your websites were made with Lovable?', 'what does the travel one do'],
    expect: {
      facts: [{ anyOf: ['destination guides', 'package filters', 'enquiry flow', 'enquiry'], source: 'content/cards/web-design.ts:44' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'eg-conversation-15',
    group: 'conversation',
    turns: ['do you have any poster work?', 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'eg-conversation-16',
    group: 'conversation',
    turns: ['What is the AI Prompt Images project?', 'which tools were used for it?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['ChatGPT'], source: 'content/cards/ai.ts:11' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-conversation-17',
    group: 'conversation',
    turns: ['the music video edit, is it recent?', 'how long?'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 minutes 20', '3 min 20', '3m20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'eg-conversation-18',
    group: 'conversation',
    turns: ['what skills are under photo retouching?', 'which of those is the strongest'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'eg-conversation-19',
    group: 'conversation',
    turns: ['What skills do you have in motion graphics?', 'and for 3d?'],
    expect: {
      facts: [{ anyOf: ['3D Mockups', '3D mockups', 'Product Renders', 'product renders'], source: 'content/skills.ts:142' }],
      links: ['/skills'],
    },
  },
  {
    id: 'eg-conversation-20',
    group: 'conversation',
    turns: ['how many projects are in the social media category?', 'and photography?', 'and AI?'],
    expect: {
      facts: [{ anyOf: ['15+', '15 +', 'over 15', 'more than 15'], source: 'content/category-summaries.ts:46' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio'],
      mustNotContain: ['40+'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'eg-compound-1',
    group: 'compound',
    turns: ['Hi! my boss gave me a checklist 📋 1) where are you based 2) what is your email 3) do you photograph weddings?'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['Weddings', 'wedding', 'Wedding'], source: 'content/projects/photography.ts:78' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography', '/contact'],
    },
  },
  {
    id: 'eg-compound-2',
    group: 'compound',
    turns: ['how many years of experience + how many projects finished so far?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', '1 to 2', 'one to two'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'eg-compound-3',
    group: 'compound',
    turns: ["What's Alex's level in Photoshop, and in Illustrator? Need both numbers for a comparison sheet."],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['92'], source: 'content/tools.ts:22' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'eg-compound-4',
    group: 'compound',
    turns: ['which tool do you use for AI video and which one for upscaling images?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:81' },
        { anyOf: ['Magnific', 'Magnific AI'], source: 'content/tools.ts:100' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'eg-compound-5',
    group: 'compound',
    turns: ['Do you have a Behance? And LinkedIn? pls send both links, my manager wants to check references'],
    expect: {
      facts: [
        { anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' },
        { anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' },
      ],
    },
  },
  {
    id: 'eg-compound-6',
    group: 'compound',
    turns: ['our legal team asks: does the site use cookies or tracking, and is what I type into this chat saved somewhere?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', "doesn't use cookies", 'does not use cookies', 'no tracking'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['not stored', 'not saved', "isn't stored", 'no database', 'not kept'], source: 'content/legal.ts:15' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'eg-compound-7',
    group: 'compound',
    turns: ['brand story film - how long is it and what is it about?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 minutes 45', '2 min 45', '2m45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['bakery', 'Bakery'], source: 'content/cards/videography.ts:26' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'eg-compound-8',
    group: 'compound',
    turns: ['can we use one of your posters on our flyers for free? and if not who do we ask'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'eg-compound-9',
    group: 'compound',
    turns: ['For my report: how many web design projects, and what platforms are the websites built with?'],
    expect: {
      facts: [
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['Webflow'], source: 'content/category-summaries.ts:29' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'eg-compound-10',
    group: 'compound',
    turns: ['how fast do you usually reply, whats the whatsapp, and is there a CV to download?'],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'one business day', '1 business day', '24 hours'],
          source: 'content/placeholders.ts:7',
        },
        {
          anyOf: ['15550123456', '+15550123456', '+1 555 012 3456', '1 555 012 3456', '555 012 3456', 'wa.me/15550123456'],
          source: 'content/owner.ts:19',
        },
        { anyOf: ['CV', 'alex-morgan-cv.pdf'], source: 'content/home.ts:20' },
      ],
      links: ['/contact', '/home'],
    },
  },
]
