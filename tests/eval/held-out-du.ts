// Held-out set DU: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDU: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'du-indirect-1',
    group: 'indirect',
    turns: [
      'I run a small neighbourhood café. people squint at our menu board and our takeaway cups are just plain white, nobody remembers us. have you done anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'cafe menu', 'café menu'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'du-indirect-2',
    group: 'indirect',
    turns: [
      "the only picture of our shop sign is from 2009 and its tiny and blurry. printer says it'll look like lego blocks on the big banner. can anything be done??",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Upscal', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'du-indirect-3',
    group: 'indirect',
    turns: [
      'I make my own fragrances at home and sell them online. Problem: in my phone pictures the glass bottles look grey and flat, all reflections everywhere. Is this something you could help with?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Perfumes', 'perfume', 'Perfume', 'product photography', 'Product Photography'],
          source: 'content/projects/photography.ts:102',
        },
      ],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'du-indirect-4',
    group: 'indirect',
    turns: [
      "I'm a massage therapist working alone. Half my evenings go on answering the same messages again and again: opening hours, what to wear, can I pay by card. I wish something answered them for me.",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'du-indirect-5',
    group: 'indirect',
    turns: [
      'we are artisan bakery, customers always call to ask what bread is today and to reserve croissants for saturday. phone ringing all morning. what could you make for us?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'du-indirect-6',
    group: 'indirect',
    turns: [
      "me and my fiancée are tying the knot in september 💍 we want someone with a camera who doesn't boss everyone around all day. and honestly we're impatient, we want to see something soon after",
    ],
    expect: {
      facts: [
        { anyOf: ['Weddings', 'wedding photography', 'Wedding Photography'], source: 'content/projects/photography.ts:78' },
        { anyOf: ['48 hours', '48 h', '48h'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'du-indirect-7',
    group: 'indirect',
    turns: [
      'I sell apartments and villas. My facebook posts for new listings look like I made them in paint at midnight (I did). Got anything?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'du-indirect-8',
    group: 'indirect',
    turns: [
      'Our firm hosts an investor meeting next month, keynotes and a panel. The press office wants pictures the morning after, not two weeks later. Has your studio done something comparable?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'tokenization', 'event photography', 'Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'du-indirect-9',
    group: 'indirect',
    turns: [
      'The holy month starts soon and my grocery shop wants to post greetings and the iftar timings for customers, something with lanterns maybe. Have you done that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'du-indirect-10',
    group: 'indirect',
    turns: ['our desserts are really good but on the delivery app they look like brown mush. orders are low. what would u suggest'],
    expect: {
      facts: [
        {
          anyOf: ['food photography', 'Food Photography', 'Beverages & Desserts', 'Drinks & Desserts'],
          source: 'content/projects/photography.ts:143',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'du-indirect-11',
    group: 'indirect',
    turns: [
      'Launching a new face serum in 3 weeks. I want a short punchy clip for reels before it drops, to build hype. Have you made one of those?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'launch teaser', 'Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'du-indirect-12',
    group: 'indirect',
    turns: [
      'my grandfather started our bakery in 1971 and we still bake at dawn. my daughter says we should show people that story somehow, online. not just pictures of bread. what do you think?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film', 'brand film', 'Brand Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'du-indirect-13',
    group: 'indirect',
    turns: [
      'kids are growing way too fast 😭 we have zero nice pictures of the four of us together, all selfies. grandma wants a print for christmas',
    ],
    expect: {
      facts: [
        { anyOf: ['Family Portrait', 'family session', 'Family Session', 'family portrait'], source: 'content/projects/photography.ts:54' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'du-indirect-14',
    group: 'indirect',
    turns: [
      "I teach pilates in a small studio. People keep messaging to ask when classes are and if they can try one for free. I'd love a place online where they just see the schedule and sign up. Example of something similar?",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'du-indirect-15',
    group: 'indirect',
    turns: [
      "when I open my shop's instagram profile it's a mess, every square a different colour and style. we are relaunching the brand in spring, can you make the page look like one thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid', 'Feed Grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'du-indirect-16',
    group: 'indirect',
    turns: [
      'We roast our own beans and just started selling bags in our webshop. Right now the product pictures are me with my phone on the counter. Need something better for site and shop.',
    ],
    expect: {
      facts: [
        {
          anyOf: ['33 Degree', '33 Degree Speciality', 'Specialty Photography', 'specialty'],
          source: 'content/projects/photography.ts:174',
        },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'du-indirect-17',
    group: 'indirect',
    turns: [
      "Physio clinic here. I have no website at all and patients keep saying they can't find me. I don't want a project that drags on for months, ideally something up within a week. Realistic?",
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'in days', 'AI-Built Website', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'du-indirect-18',
    group: 'indirect',
    turns: [
      "I'm a carpenter with 6 employees. Our invoices, envelopes and letters all look homemade, a different font each time, and big clients notice. Do you do that sort of thing?",
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
    id: 'du-indirect-19',
    group: 'indirect',
    turns: [
      'my podcast starts with silence and a mumbled hello lol. I want a few seconds of something cool looking, spacey maybe, at the start. no budget for a film crew',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift', 'AI Video Production', 'AI video'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'du-indirect-20',
    group: 'indirect',
    turns: [
      'I record short how-to videos in my workshop for customers, but you can hear the fridge humming and a hiss behind my voice the whole time. Is that fixable or do I need a new mic?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'du-conversation-1',
    group: 'conversation',
    turns: ['what videos have you made', 'how long is the music one?'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', '3 minutes 20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'du-conversation-2',
    group: 'conversation',
    turns: ['Can I see some websites you designed?', 'the coffee one - what can people do on it?'],
    expect: {
      facts: [
        { anyOf: ['subscription'], source: 'content/cards/web-design.ts:58' },
        { anyOf: ['brewing guides', 'brewing guide'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'du-conversation-3',
    group: 'conversation',
    turns: ['which programs do you work with?', 'how good are you with kling tho'],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'du-conversation-4',
    group: 'conversation',
    turns: ['what kind of photography do you do?', 'the wedding one. after the wedding how long until we get the pictures?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'du-conversation-5',
    group: 'conversation',
    turns: ['Tell me about your AI work', 'In the video part, which clip is the longest?'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '65 seconds', '1 min 5', '1 minute 5'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'du-conversation-6',
    group: 'conversation',
    turns: ['do you design packaging?', 'ok and what did you do for the signs in that project'],
    expect: {
      facts: [
        { anyOf: ['hanging sign'], source: 'content/projects/graphics.ts:253' },
        { anyOf: ['pavement board', 'sandwich board', 'A-frame'], source: 'content/projects/graphics.ts:253' },
      ],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'du-conversation-7',
    group: 'conversation',
    turns: ['Show me the stationery project please.', 'How many images are in the document suite part?'],
    expect: {
      facts: [{ anyOf: ['8', 'eight'], source: 'content/projects/graphics.ts:173' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'du-conversation-8',
    group: 'conversation',
    turns: ['what are your skills', 'in retouching, what are you best at?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'du-conversation-9',
    group: 'conversation',
    turns: ['which websites have u built', 'and which of those were done with Lovable?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'du-conversation-10',
    group: 'conversation',
    turns: ['do you have any coffee shoots?', 'the one with the latte art, what was it made for?'],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'du-conversation-11',
    group: 'conversation',
    turns: ['who made this site?', 'how long have they been doing this job?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' }],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'du-conversation-12',
    group: 'conversation',
    turns: ['how do i get in touch', 'and how quick do you usually reply?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', 'within a day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'du-conversation-13',
    group: 'conversation',
    turns: ['what is the poster series?', 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series'],
    },
  },
  {
    id: 'du-conversation-14',
    group: 'conversation',
    turns: ["What's included in your brand identity project?", 'tell me more about the business cards in it'],
    expect: {
      facts: [
        {
          anyOf: ['double-sided', 'Double-sided', 'double sided', 'spot-colour', 'spot colour'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'du-conversation-15',
    group: 'conversation',
    turns: ['whats the AI prompt images thing', 'which tools did you use for it'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:11' },
        { anyOf: ['ChatGPT'], source: 'content/cards/ai.ts:11' },
      ],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'du-conversation-16',
    group: 'conversation',
    turns: ['Do you do social media content?', 'Carousel Spotlight - which platform was that for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'du-conversation-17',
    group: 'conversation',
    turns: ['list your photo projects', 'the corporate one... what was the meeting about?'],
    expect: {
      facts: [{ anyOf: ['tokenization', 'Tokenization', 'tokenisation'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer'],
    },
  },
  {
    id: 'du-conversation-18',
    group: 'conversation',
    turns: ['tell me about your films', 'and the documentary, who is it about?', 'what year?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/cards/videography.ts:61' }],
      links: ['/portfolio/videography'],
      mustNotContain: ['2024'],
    },
  },
  {
    id: 'du-conversation-19',
    group: 'conversation',
    turns: ['how well do you know photoshop?', 'and illustrator?'],
    expect: {
      facts: [{ anyOf: ['92'], source: 'content/tools.ts:22' }],
      links: ['/home'],
    },
  },
  {
    id: 'du-conversation-20',
    group: 'conversation',
    turns: ['What does a family photo session look like with you?', 'and for weddings?'],
    expect: {
      facts: [
        { anyOf: ['ceremony-only', 'ceremony only', 'full-day', 'full day', 'Full-day'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'du-compound-1',
    group: 'compound',
    turns: ["what's your email? and do you work with people outside your country?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'du-compound-2',
    group: 'compound',
    turns: ['How many years have you been working as a designer, and roughly how many jobs have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['5 years', 'five years'],
    },
  },
  {
    id: 'du-compound-3',
    group: 'compound',
    turns: ['which tool do you use for AI video, how good are you at it, and what was the perfume clip called?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
      ],
      links: ['/portfolio/ai-video-section1', '/home', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'du-compound-4',
    group: 'compound',
    turns: ['Does this site put cookies on my computer? Also, could I print one of your posters and hang it in my salon?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'du-compound-5',
    group: 'compound',
    turns: ['whats your longest video and what year did you do the bakery film'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', '4:10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'du-compound-6',
    group: 'compound',
    turns: ['For the Foods & Restaurants posts: which platform were they made for, and how many images does the page show?'],
    expect: {
      facts: [
        { anyOf: ['Instagram'], source: 'content/categories.ts:39' },
        { anyOf: ['9', 'nine'], source: 'content/projects/social.ts:17' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'du-compound-7',
    group: 'compound',
    turns: ['On your about page skills overview, what is your strongest skill and what is the weakest one?'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['Motion Graphics'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'du-compound-8',
    group: 'compound',
    turns: ['where can i download ur CV? and whats the whatsapp number'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['15550123456', '+1 555 012 3456', '+15550123456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'du-compound-9',
    group: 'compound',
    turns: ["Two quick ones: what's the name of the website you did for architects, and the one for the gym?"],
    expect: {
      facts: [
        { anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' },
        { anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'du-compound-10',
    group: 'compound',
    turns: ['After a family session, when do we get the photos? And if you shoot our company conference, how soon are those ready?'],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['next day', 'next-day', 'the day after'], source: 'content/projects/photography.ts:167' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
]
