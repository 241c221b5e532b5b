// Held-out set EQ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const PHOTO = '/portfolio/photography'
const SOCIAL = '/portfolio/social-media'
const GRAPHICS = '/portfolio/graphics'
const AI = '/portfolio/artificial-intelligence'
const WEB = '/portfolio/web-design'
const VIDEO = '/portfolio/videography'

export const heldOutEQ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'eq-indirect-1',
    group: 'indirect',
    turns: [
      'my fiancé and I are tying the knot in june and we fly off on honeymoon 3 days later lol. we would DIE to have at least a few shots before we leave... how fast could we see something?? 🥹',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', '48-hour'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', PHOTO],
    },
  },
  {
    id: 'eq-indirect-2',
    group: 'indirect',
    turns: [
      "Hi there, we have two little ones (3 and 5) who absolutely refuse to sit still in a studio, we tried once and it was a disaster. We'd love some relaxed pictures of the four of us together, maybe in the park near our house. Is that something that can be done, and how long until we'd get the edited pictures back?",
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', PHOTO],
    },
  },
  {
    id: 'eq-indirect-3',
    group: 'indirect',
    turns: [
      'i make small batch scents in glass bottles and my etsy listing pics look awful, the glass reflects EVERYTHING 😩 has this person shot anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', PHOTO],
    },
  },
  {
    id: 'eq-indirect-4',
    group: 'indirect',
    turns: [
      'We are a small lettings and sales agency. Our Facebook page with the new listings look very amateur next to the big agencies. Did the designer do something before for people in my business?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', SOCIAL],
    },
  },
  {
    id: 'eq-indirect-5',
    group: 'indirect',
    turns: [
      "opening a 2nd branch of our burger joint 🍔 and i want people craving our food when they're scrolling their phones at midnight. anything you've done like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Foods & Restaurants', 'Foods and Restaurants'], source: 'content/projects/social.ts:90' }],
      links: ['/portfolio/foods-restaurants', SOCIAL],
    },
  },
  {
    id: 'eq-indirect-6',
    group: 'indirect',
    turns: [
      'we run an ice cream + cupcake bar and need pics of our stuff for the menu board and the delivery apps. bright, colourful, fun. examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', PHOTO],
    },
  },
  {
    id: 'eq-indirect-7',
    group: 'indirect',
    turns: [
      'We roast beans in a tiny warehouse and sell the bags online. I want our webshop to show the whole process - the roasting, pour-overs, the bags themselves. Has Alex done this kind of thing for a business like ours?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', PHOTO],
    },
  },
  {
    id: 'eq-indirect-8',
    group: 'indirect',
    turns: [
      'Organising a 2-day blockchain summit. Need someone discreet capturing the speakers and the networking breaks; our press team wants pictures out fast. Turnaround?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', PHOTO],
    },
  },
  {
    id: 'eq-indirect-9',
    group: 'indirect',
    turns: [
      "my grandma's shop turns 50 and the only picture of the original sign is tiny and super pixelated. we want it printed on a huge banner for the party. is that even salvageable??",
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'upscaled', 'AI Enhanced'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', AI],
    },
  },
  {
    id: 'eq-indirect-10',
    group: 'indirect',
    turns: [
      'I own a boxing and HIIT studio. People DM me all day asking when classes are, who the coaches are and if they can try one for free. I want one place online where they find all that. Done anything similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: [WEB],
    },
  },
  {
    id: 'eq-indirect-11',
    group: 'indirect',
    turns: [
      'we sell holiday packages, customers should be able to filter trips by what they like and then send us a request. any previous work that does that?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: [WEB],
    },
  },
  {
    id: 'eq-indirect-12',
    group: 'indirect',
    turns: [
      "Our family bakery turns 30 this year and I'd love something moving that shows our early mornings at the ovens and the first customers coming in. We would play it at the anniversary party and on our homepage. Has Alex made anything like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: [VIDEO],
    },
  },
  {
    id: 'eq-indirect-13',
    group: 'indirect',
    turns: ['launching a new face serum in march ✨ need a short hype clip for reels before it drops, cut to music. examples pls'],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser'], source: 'content/cards/videography.ts:33' }],
      links: [VIDEO],
    },
  },
  {
    id: 'eq-indirect-14',
    group: 'indirect',
    turns: [
      'I run guided treks in the mountains. A friend said we need something where our guides talk to camera about their life, mixed with shots from the air. Has this person done a thing like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: [VIDEO],
    },
  },
  {
    id: 'eq-indirect-15',
    group: 'indirect',
    turns: [
      "I'm a florist with a spring campaign coming up but zero budget for a film crew. I'd love a dreamy clip of a flower slowly opening for my page. Is that possible without actually filming?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },
  {
    id: 'eq-indirect-16',
    group: 'indirect',
    turns: [
      'our boutique instagram is a mess, every post looks like it came from a different shop. we are relaunching in autumn and want the profile to look like one thing when you open it. u did this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post', '9-post'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', SOCIAL],
    },
  },
  {
    id: 'eq-indirect-17',
    group: 'indirect',
    turns: [
      "I have a dog grooming salon and I answer the same 20 questions every single day on whatsapp. prices, opening hours, do we do cats (no!!). I'm losing my mind 🐶 is there anything on this site that could take that off my hands?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: [AI],
    },
  },
  {
    id: 'eq-indirect-18',
    group: 'indirect',
    turns: [
      'Opening a little neighbourhood café next month and we have literally nothing: no menu, nothing printed on the cups, no sign outside. Where do I even start, have you done this for someone?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', GRAPHICS],
    },
  },
  {
    id: 'eq-indirect-19',
    group: 'indirect',
    turns: [
      'our engineering firm is pitching to a big client next month and our printed company intro + letterheads + envelopes look like they are from 1998. can you show me something relevant',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', GRAPHICS],
    },
  },
  {
    id: 'eq-indirect-20',
    group: 'indirect',
    turns: [
      'Salam! We are a dates and sweets shop, the holy month is starting in 3 weeks and we need greeting posts and iftar offer graphics for our page. You made such things?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', SOCIAL, GRAPHICS],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'eq-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have u made', 'the music one. how long is it?'],
    expect: {
      facts: [{ anyOf: ['3:20'], source: 'content/cards/videography.ts:52' }],
      links: [VIDEO],
    },
  },
  {
    id: 'eq-conversation-2',
    group: 'conversation',
    turns: ['Which websites have you designed?', 'that bakery one — what can customers actually do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'pre-orders', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: [WEB],
    },
  },
  {
    id: 'eq-conversation-3',
    group: 'conversation',
    turns: ['hi!! do you photograph weddings? 💍', 'would you stay the entire day or just for the vows?'],
    expect: {
      facts: [
        { anyOf: ['Full-day', 'full-day', 'full day', 'ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', PHOTO],
    },
  },
  {
    id: 'eq-conversation-4',
    group: 'conversation',
    turns: ['What photo shoots can I see on the site?', 'The coffee ones, who were they for?'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', PHOTO],
    },
  },
  {
    id: 'eq-conversation-5',
    group: 'conversation',
    turns: [
      'I host a wedding-planning podcast and need someone for video + sound. which programs do you use for those?',
      'ok and how good are you with the audio one?',
    ],
    expect: {
      facts: [{ anyOf: ['82%', '82'], source: 'content/tools.ts:58' }],
      links: ['/home'],
    },
  },
  {
    id: 'eq-conversation-6',
    group: 'conversation',
    turns: ['which client sites did you build with Lovable?', 'the coffee one, what does it offer its customers?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: [WEB],
    },
  },
  {
    id: 'eq-conversation-7',
    group: 'conversation',
    turns: ['what AI videos have you made?', 'why was the perfume one done with AI instead of filming it?'],
    expect: {
      facts: [{ anyOf: ['studio shoot', 'without a studio'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', AI],
    },
  },
  {
    id: 'eq-conversation-8',
    group: 'conversation',
    turns: [
      "I'm an estate agent looking at options. What social media projects do you have?",
      'which platform was the property one made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', SOCIAL],
    },
  },
  {
    id: 'eq-conversation-9',
    group: 'conversation',
    turns: ["what's in your graphics portfolio", 'the poster series — was that for a client?'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'Self-initiated', 'Passion Project', 'passion project'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', GRAPHICS],
    },
  },
  {
    id: 'eq-conversation-10',
    group: 'conversation',
    turns: ['How do I get in touch about a birthday party shoot?', 'and how fast do you usually reply?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'a working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'eq-conversation-11',
    group: 'conversation',
    turns: ['which AI tools do you use?', 'which one are you least confident with?', 'what do you use it for?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['cinematic clips', 'stills and prompts', 'short clips'], source: 'content/tools.ts:84' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'eq-conversation-12',
    group: 'conversation',
    turns: ['Did you ever film at a corporate conference? We have one in October.', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['1:50'], source: 'content/cards/videography.ts:44' }],
      links: [VIDEO],
    },
  },
  {
    id: 'eq-conversation-13',
    group: 'conversation',
    turns: ['tell me about the AI brand proposal thing', 'how many logo ideas did it start from?'],
    expect: {
      facts: [{ anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', AI],
    },
  },
  {
    id: 'eq-conversation-14',
    group: 'conversation',
    turns: [
      'My headshots for the agency website need cleaning up. What skill areas do you cover?',
      'in the retouching group, what are you best at?',
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'eq-conversation-15',
    group: 'conversation',
    turns: ['Which photography projects do you have?', 'The desserts one from 2023 - what is in it?'],
    expect: {
      facts: [{ anyOf: ['smoothies', 'lemonade', 'donuts', 'layer cake'], source: 'content/projects/photography.ts:225' }],
      links: ['/portfolio/beverages-desserts', PHOTO],
    },
  },
  {
    id: 'eq-conversation-16',
    group: 'conversation',
    turns: ['list your social media projects pls', 'how many slides does the carousel one have'],
    expect: {
      facts: [{ anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' }],
      links: ['/portfolio/carousel-posts', SOCIAL],
    },
  },
  {
    id: 'eq-conversation-17',
    group: 'conversation',
    turns: ['is alex on instagram? we run a little cat café and want to see more work first 🐾', 'and linkedin?'],
    expect: {
      facts: [{ anyOf: ['linkedin.com/in/discovery-design-example'], source: 'content/owner.ts:26' }],
    },
  },
  {
    id: 'eq-conversation-18',
    group: 'conversation',
    turns: ['Have you designed a website for an architecture practice?', 'What was it built with?'],
    expect: {
      facts: [{ anyOf: ['Webflow'], source: 'content/cards/web-design.ts:38' }],
      links: [WEB],
    },
  },
  {
    id: 'eq-conversation-19',
    group: 'conversation',
    turns: ['can i download your cv somewhere', 'and the other one?'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume.pdf'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },
  {
    id: 'eq-conversation-20',
    group: 'conversation',
    turns: ['what is inside your brand identity project?', 'the second one, what is it?'],
    expect: {
      facts: [
        {
          anyOf: ['Colour & Type System', 'Colour and Type System', 'Color & Type System', 'type system'],
          source: 'content/projects/graphics.ts:36',
        },
      ],
      links: ['/portfolio/brand-identity', GRAPHICS],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'eq-compound-1',
    group: 'compound',
    turns: ["whats your email and where are you based? we're a family restaurant in lisbon"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'eq-compound-2',
    group: 'compound',
    turns: [
      'Before I hire anyone for our open house photos: how many years have you been doing this, and roughly how many jobs have you finished?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'eq-compound-3',
    group: 'compound',
    turns: [
      '2 questions about the family photos: do you do them outside or only in a studio? and could you come to our house instead, grandma cannot travel',
    ],
    expect: {
      facts: [
        { anyOf: ['outdoor', 'outdoors', 'Outdoor'], source: 'content/projects/photography.ts:57' },
        { anyOf: ['at home', 'your home'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait', PHOTO],
    },
  },
  {
    id: 'eq-compound-4',
    group: 'compound',
    turns: ['Does this site put cookies on my computer? Also, could I print one of your geometric posters for the wall of my café?'],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies', 'any cookies', 'no cookie'], source: 'content/legal.ts:33' },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'eq-compound-5',
    group: 'compound',
    turns: ['for our gender reveal party video: which software do you cut videos in, and which one for the animated titles?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:46' },
        { anyOf: ['After Effects'], source: 'content/tools.ts:28' },
      ],
      links: ['/home', VIDEO, '/skills'],
    },
  },
  {
    id: 'eq-compound-6',
    group: 'compound',
    turns: ["hey 3 q's: what's the designer's name, what's the whatsapp number, and where can I get the CV?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['15550123456', 'wa.me/15550123456', '+1 555 012 3456', '+15550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['alex-morgan-cv.pdf'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'eq-compound-7',
    group: 'compound',
    turns: ['How many AI projects have you done, and how many for social media? Our pet shop wants lots of posts.'],
    expect: {
      facts: [
        { anyOf: ['15+'], source: 'content/category-summaries.ts:46' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', AI, SOCIAL],
    },
  },
  {
    id: 'eq-compound-8',
    group: 'compound',
    turns: ['do you do Ramadan campaign designs? and can you make full screen stories for tiktok?'],
    expect: {
      facts: [
        { anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:285' },
        { anyOf: ['9:16', 'TikTok', 'Tiktok'], source: 'content/projects/graphics.ts:296' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/social-media-graphics', GRAPHICS, SOCIAL],
    },
  },
  {
    id: 'eq-compound-9',
    group: 'compound',
    turns: ['The studio site in your AI section, how long did it take to make and what builder did you use?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: [AI],
    },
  },
  {
    id: 'eq-compound-10',
    group: 'compound',
    turns: ['Is there a form where I can send our venue details for the reception? And can you give me a price here in the chat?'],
    expect: {
      facts: [
        { anyOf: ['on its way', 'coming soon', 'Coming Soon'], source: 'content/placeholders.ts:7' },
        { anyOf: ['agreed directly', 'directly with'], source: 'content/legal.ts:67' },
      ],
      links: ['/contact', '/terms'],
    },
  },
]
