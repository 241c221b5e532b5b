// Held-out set IV: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIV: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'iv-indirect-1',
    group: 'indirect',
    turns: [
      'Hello. We are a small architecture practice, three partners, mostly private houses and one library. Our website is from 2014 and it is full of text nobody reads. What we want is something very calm and minimal where the big photos of the buildings do all the talking. Have you made anything like that for another office like ours?',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iv-indirect-2',
    group: 'indirect',
    turns: [
      "i'm an interior designer and i only have tiny blurry jpgs of my first projects from years ago (the photographer lost the originals 🙄). i'd love to print them big for a studio wall and a brochure. is there any way to make them sharp again, and have you done this before?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscaling', 'upscale', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-indirect-3',
    group: 'indirect',
    turns: [
      'We are a building contractor, we just finished two residential towers and a few villas with pools, and the sales team wants posts for Facebook to announce the listings and the key handover. Something clean, not the usual cheap flyer look. Did you ever do posts for property?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'iv-indirect-4',
    group: 'indirect',
    turns: [
      "I make lamps by hand in my garage workshop. New model is ready but honestly I can't pay for a studio, a camera crew and all that. Could you make a little moving clip of the lamp turning around in nice light, without filming it for real? Any example?",
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit', 'AI Video Production', 'AI video'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-indirect-5',
    group: 'indirect',
    turns: [
      'Our joinery is a family business, my grandfather started it. We open at 5 in the morning, the smell of the wood, the first customer who comes to pick up a table... I would like a short film that tells this story from the early morning to the first client. Have you made a film like this for some other family shop?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'Brand Story'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iv-indirect-6',
    group: 'indirect',
    turns: [
      'next month our association of interior designers holds a one-day meeting: talks on stage, two panel discussions and drinks after. we need someone to take photos quietly without getting in the way and we need the pictures the next day for the press. do you do that kind of thing? show me something similar pls',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'event photography'], source: 'content/projects/photography.ts:150' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-indirect-7',
    group: 'indirect',
    turns: [
      "We're a mid-size construction firm and all our paperwork looks like it was made in Word in 1998 (because it was). Letter paper, envelopes, the folders we hand to clients at meetings, even the invoices. I'd like it all to look like it belongs to one company. Is that something you have done?",
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-indirect-8',
    group: 'indirect',
    turns: [
      "Hi!! I build chairs and tables and I'm finally starting my own label 🪑 I need the whole look from zero: a sign/mark, the colours and fonts, a little rulebook so my printer and my nephew who does my instagram don't mess it up, and business cards. Can I see work where you did the whole package like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-indirect-9',
    group: 'indirect',
    turns: [
      'so we are developing a small mixed-use building and the ground floor will be a coffee place run by my sister. she needs the menu, the cups and paper bags, the stamp cards and the sign outside that makes people walk in from the street. did u ever do all of that for a coffee shop?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-indirect-10',
    group: 'indirect',
    turns: [
      'I restore old furniture and I want to teach people on LinkedIn how to look after solid wood: several pictures in one post that you swipe through, step by step, with little checklists. Do you have examples of posts that work like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'iv-indirect-11',
    group: 'indirect',
    turns: [
      "Our interior studio is changing its name and we are relaunching everything. On Instagram I don't want random posts anymore, I want the profile page itself to look designed when someone opens it: like nine squares that look good one by one but also together as one picture. Did you plan a profile like that before?",
    ],
    expect: {
      facts: [
        { anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid', 'Instagram profile'], source: 'content/projects/social.ts:134' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'iv-indirect-12',
    group: 'indirect',
    turns: [
      'I film walkthroughs of the houses we build and talk over them, but the recordings are terrible: wind, a humming fridge, my voice goes up and down. Do you have a program for fixing sound, and how good are you with it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home', '/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'iv-indirect-13',
    group: 'indirect',
    turns: [
      'Quick one. I open my kitchen showroom in 8 days and I still have no website at all, not even a page. Is it realistic to get one made in less than a week? Have you ever done it that fast?',
    ],
    expect: {
      facts: [
        { anyOf: ['AI-Built Website', 'AI Built Website'], source: 'content/cards/ai.ts:16' },
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-indirect-14',
    group: 'indirect',
    turns: [
      "we're doing a summer sale on our oak dining tables. my daughter says we need those tall pictures that fill the whole phone screen and disappear after 24h, on insta and tiktok. have you designed those?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', 'story graphics', 'stories', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-indirect-15',
    group: 'indirect',
    turns: [
      'I designed the garden and the house of a young couple with two little kids, and as a gift at handover I want to offer them a relaxed photo session outside, with the children playing, natural light, nothing stiff. Do you do this sort of pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family session', 'family'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-indirect-16',
    group: 'indirect',
    turns: [
      "Off-topic from my usual stuff (I'm a builder), but my daughter is getting married in September in the barn we renovated. The rings, the vows, the first dance, the whole day. Could you be the one taking the photos? Show me what you've done.",
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-indirect-17',
    group: 'indirect',
    turns: [
      "my brother's band needs a cover for their record and they want something dreamy and impossible, like an island floating in the sky or mountains under a giant moon. no budget for a painter. can you create images like that just from a description in words?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images', 'Prompt Images', 'Midjourney'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-indirect-18',
    group: 'indirect',
    turns: [
      'My husband works as a mountain guide and I (interior designer, so no idea about video 😅) want to surprise him with a small film about his work: him talking to camera, views from above the ridges, the sound of the wind. Have you made a little documentary like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iv-indirect-19',
    group: 'indirect',
    turns: [
      'We sell fitted kitchens and people ask the same 20 questions all day by phone: delivery time, materials, warranty. Could I have something on my site that answers them automatically using our own brochure text? Like... a talking helper?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-indirect-20',
    group: 'indirect',
    turns: [
      'Besides furniture I launched a small line of room scents in glass bottles. For the online shop I need photos where the glass and the liquid look really precious, maybe with some flower petals around. Have you shot bottles like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'iv-conversation-1',
    group: 'conversation',
    turns: [
      "I'm an architect and a friend of mine opens a gym in a building I designed. What websites have you built so far?",
      'the one for the gym, what does it have on it?',
    ],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profile', 'trial'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iv-conversation-2',
    group: 'conversation',
    turns: ['can you list your videography projects?', 'how long is the third one'],
    expect: {
      facts: [{ anyOf: ['1:50', '1 minute 50', 'one minute fifty', '1 min 50'], source: 'content/cards/videography.ts:44' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iv-conversation-3',
    group: 'conversation',
    turns: [
      'Hi, I design interiors for cafés and restaurants, so photos of food and coffee matter a lot to my clients. Which photography projects do you have?',
      'The coffee one, who was it for?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-conversation-4',
    group: 'conversation',
    turns: ['what AI tools do you work with?', 'and the one that makes videos, how good are you at it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-conversation-5',
    group: 'conversation',
    turns: [
      "I make furniture and I'm thinking about some posters for my showroom walls. What graphic design work do you have?",
      'The poster one, how many posters are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-conversation-6',
    group: 'conversation',
    turns: ['what have u done for social media?', 'the food one... on which platforms were those posts?'],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/projects/social.ts:93' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'iv-conversation-7',
    group: 'conversation',
    turns: ['Tell me about the AI video clips you made.', 'the flower one is pretty — what was it made for?'],
    expect: {
      facts: [{ anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-conversation-8',
    group: 'conversation',
    turns: [
      "Hello, I'm fitting out a dessert bar and a café for two different clients this spring.",
      'Which of your photo shoots were for food or drinks?',
      'the dessert bar one, what exactly did you photograph there?',
    ],
    expect: {
      facts: [
        { anyOf: ['cupcake', 'macaron', 'ice-cream', 'ice cream', 'iced drink', 'cone'], source: 'content/projects/photography.ts:129' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-conversation-9',
    group: 'conversation',
    turns: ['What are your skill areas? list them please', 'in the retouching one, what are you best at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'iv-conversation-10',
    group: 'conversation',
    turns: [
      'I work with a travel agency that rents out the holiday houses I renovate. Which websites did you design?',
      'the travel one — what was it built with?',
    ],
    expect: {
      facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'iv-conversation-11',
    group: 'conversation',
    turns: ['what is in your stationery project? what parts does it have', 'what is in the last one?'],
    expect: {
      facts: [{ anyOf: ['mug', 'notebook', 'badge'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-conversation-12',
    group: 'conversation',
    turns: ["We're a design-build firm planning a rebrand. What's in your brand identity project?", 'the second one, what is that about?'],
    expect: {
      facts: [
        {
          anyOf: ['type scale', 'palette', 'Colour & Type', 'Colour and Type', 'Color & Type', 'accessible pairings'],
          source: 'content/projects/graphics.ts:37',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'iv-conversation-13',
    group: 'conversation',
    turns: ['Do you have social media profiles where I can see more work?', "what's the link to the one for design portfolios?"],
    expect: {
      facts: [{ anyOf: ['behance.net/discovery-design-example'], source: 'content/owner.ts:25' }],
    },
  },
  {
    id: 'iv-conversation-14',
    group: 'conversation',
    turns: ["what's on your AI page?", 'the proposal one. what does it contain??'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concept'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['Mood Board', 'moodboard', 'Mockups', 'mockup'], source: 'content/projects/ai.ts:20' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-conversation-15',
    group: 'conversation',
    turns: [
      'My architecture office works in Adobe all day. Which Adobe apps do you use?',
      'and the one for layouts and print, how strong are you in it?',
    ],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'iv-conversation-16',
    group: 'conversation',
    turns: ['do you photograph weddings?', 'ok nice. after the day, how fast do we get to see the pictures?'],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 h', 'three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-conversation-17',
    group: 'conversation',
    turns: ['Which of your films on the videography page are longer than three minutes?', "what's in the hiking one?"],
    expect: {
      facts: [{ anyOf: ['interview', 'drone', 'sound design'], source: 'content/cards/videography.ts:58' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iv-conversation-18',
    group: 'conversation',
    turns: ["On your home page there's a section about creative excellence, what are the three points?", 'explain me the last one more'],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'click through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'iv-conversation-19',
    group: 'conversation',
    turns: ['How much experience do you have, and how many projects?', 'and how many of those were social media?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 ', 'forty'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'iv-conversation-20',
    group: 'conversation',
    turns: [
      "I'm a shopfitter, I build café counters and shelving. Did you do any packaging or menu work for a café?",
      'what did the signs part include?',
    ],
    expect: {
      facts: [{ anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame'], source: 'content/projects/graphics.ts:253' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'iv-compound-1',
    group: 'compound',
    turns: [
      "I'm a timber-frame builder in Norway, so I need to know two things before anything else: where are you based / can you work with clients abroad? and what email do I write to?",
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
    id: 'iv-compound-2',
    group: 'compound',
    turns: ['how many years have u been doing this and how many projects did u finish?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 ', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'iv-compound-3',
    group: 'compound',
    turns: [
      'Two questions from an interior designer who retouches her own renders: how good are you at Photoshop (a number please), and which AI tool do you use to upscale small images?',
    ],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
      ],
      links: ['/home', '/portfolio/ai-enhanced'],
    },
  },
  {
    id: 'iv-compound-4',
    group: 'compound',
    turns: ['The bakery brand film: how long is it and what year was it made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 minutes 45', 'two minutes forty-five', '2 min 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'iv-compound-5',
    group: 'compound',
    turns: [
      'Does your site put cookies on my computer? Also, I liked your geometric posters a lot, can I just use a couple of them on my furniture shop website?',
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
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'iv-compound-6',
    group: 'compound',
    turns: ['what software do you edit video in? and what do you use for the audio?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'iv-compound-7',
    group: 'compound',
    turns: ['About the wedding photo page: how many pictures are in it, and what is the button called that I press to book you?'],
    expect: {
      facts: [
        { anyOf: ['8', 'eight'], source: 'content/projects/photography.ts:35' },
        { anyOf: ['Book Your Wedding Photography'], source: 'content/projects/photography.ts:96' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'iv-compound-8',
    group: 'compound',
    turns: [
      'In the graphic design skills, which one do you rate highest? And in the skills overview on your about page, which is the lowest bar?',
    ],
    expect: {
      facts: [
        { anyOf: ['Layout & Composition', 'Layout and Composition', 'Layout'], source: 'content/skills.ts:23' },
        { anyOf: ['Motion Graphics'], source: 'content/about.ts:81' },
      ],
      links: ['/skills', '/about'],
    },
  },
  {
    id: 'iv-compound-9',
    group: 'compound',
    turns: ['how many web design projects have you done, and how many AI ones? 🙂'],
    expect: {
      facts: [
        { anyOf: ['30+', '30 ', 'over 30', 'thirty'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['15+', '15 ', 'over 15', 'fifteen'], source: 'content/category-summaries.ts:46' },
      ],
      links: ['/portfolio', '/portfolio/web-design', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'iv-compound-10',
    group: 'compound',
    turns: ['For your AI video clips: which tool generated them, how good are you with it, and which company makes that tool?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/cards/ai.ts:13' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
        { anyOf: ['Kuaishou'], source: 'content/tool-makers.ts:18' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence', '/home'],
    },
  },
]
