// Held-out set II: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const C = 'content/'

export const heldOutII: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ii-indirect-1',
    group: 'indirect',
    turns: [
      "we've got a trade show booth next month and the only screenshots of our old app are tiny and blurry. blown up on the big screen they look awful. can you do anything to rescue old images like that or do we need to redo them from scratch?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced'], source: C + 'projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-indirect-2',
    group: 'indirect',
    turns: ['Building a meditation app. Need a calm, looping sea-type clip for the app store preview. Done anything like that?'],
    expect: {
      facts: [{ anyOf: ['Ocean Dreams'], source: C + 'projects/ai.ts:66' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-indirect-3',
    group: 'indirect',
    turns: [
      'hi, we are hardware startup launching a smart bottle. we have zero budget for photo studio but marketing wants a short teaser where the bottle is spinning in nice light. is it possible without real shoot? you did something like this before?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: C + 'projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-indirect-4',
    group: 'indirect',
    turns: [
      'our founders started a podcast about space tech 🚀 we want a few seconds of visuals at the start of every episode, something spacey with music. any example?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: C + 'projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-indirect-5',
    group: 'indirect',
    turns: [
      "Our support inbox is drowning. I'm a PM at a small SaaS and I'd love something on our help page that answers customers using our own docs, so the team only gets the hard tickets. Is that something Alex has built?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: C + 'cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-indirect-6',
    group: 'indirect',
    turns: ['launch is in 6 days and we have no marketing site. realistic to get one live that fast? any proof?'],
    expect: {
      facts: [
        { anyOf: ['AI-Built Website', 'AI built website', 'AI-built site'], source: C + 'cards/ai.ts:16' },
        { anyOf: ['four days', '4 days'], source: C + 'cards/ai.ts:17' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-indirect-7',
    group: 'indirect',
    turns: [
      'So our devs keep stretching the logo, picking random blues and putting it on busy backgrounds. I need one document that tells everybody how the logo and colours may be used, spacing, tone of voice, the works. Have you made such a thing for someone?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Guidelines', 'Brand Identity Design'], source: C + 'projects/graphics.ts:44' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-indirect-8',
    group: 'indirect',
    turns: [
      'B2B devtool here. We want to explain our product in one post people flick through slide by slide on LinkedIn. Anything similar in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: C + 'projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ii-indirect-9',
    group: 'indirect',
    turns: [
      'We are rebranding our fintech app next quarter and honestly our Instagram page looks like a junk drawer. I want the whole profile to look planned when someone lands on it, not just single nice posts. which of your projects is closest to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', '9-post grid'], source: C + 'projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ii-indirect-10',
    group: 'indirect',
    turns: [
      "We're hosting a half-day meetup on putting real-world assets like property on the blockchain — talks, a panel, drinks after. Need someone to take pictures quietly and send them fast for the press. Have you shot an event like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: C + 'projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ii-indirect-11',
    group: 'indirect',
    turns: [
      'my sister runs a small firm that designs buildings. she wants a very clean site where the big photos of her buildings do all the talking, barely any text. did you make one like that',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: C + 'cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ii-indirect-12',
    group: 'indirect',
    turns: [
      'D2C beauty founder here 💄 we drop our first serum in March and need a short punchy video, cut to the beat, with text popping in and close-up shots. Which of your videos should I watch first?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser', 'Launch Teaser'], source: C + 'cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ii-indirect-13',
    group: 'indirect',
    turns: [
      'Our annual company conference was filmed, but we need a short recap video (max 2 min) with the best bits of the talks and people chatting in the breaks. Is there an example of that kind of edit?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Highlights Reel'], source: C + 'cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ii-indirect-14',
    group: 'indirect',
    turns: [
      'recorded our product demo voice-over in the office and theres a constant hum + echo. what software would you clean that up with?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: C + 'tools.ts:55' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'ii-indirect-15',
    group: 'indirect',
    turns: [
      'I run a tiny roasting business on the side of my day job as an app dev. I want a website where people sign up to get beans every month and can read how to brew them. Have you done a site like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee', 'Harbor'], source: C + 'cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ii-indirect-16',
    group: 'indirect',
    turns: [
      "we're building a booking app for yoga studios and want to see a studio website where people can check the class schedule, meet the teachers and sign up for a free first class. got an example?",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: C + 'cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ii-indirect-17',
    group: 'indirect',
    turns: [
      'Just incorporated. Our letters, invoices and envelopes look like Word defaults. Need them designed properly. Shown anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'stationery'], source: C + 'projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-indirect-18',
    group: 'indirect',
    turns: [
      "Bit of an odd one: our startup is opening a little coffee corner in the lobby of our coworking space. We'd need the menu board, printed cups and bags, and a sign outside so people walking by actually come in. Is that something you've done?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu'], source: C + 'projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-indirect-19',
    group: 'indirect',
    turns: [
      'we ship app updates every 2 weeks and want to announce them with tall full-screen images for insta + tiktok stories. got samples?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: C + 'projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-indirect-20',
    group: 'indirect',
    turns: [
      'Our platform lists new apartments and villas for developers. We want nice Facebook posts when a new tower goes on sale or keys are handed over. Do you have posts like that in your work?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: C + 'projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ii-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'which of those are from 2024?', 'and how long is the longest of them?'],
    expect: {
      facts: [
        { anyOf: ['Brand Story Film'], source: C + 'cards/videography.ts:25' },
        { anyOf: ['2:45', '2 min 45', 'two minutes forty-five', '2m45'], source: C + 'cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography'],
      mustNotContain: ['4:10', '3:20'],
    },
  },
  {
    id: 'ii-conversation-2',
    group: 'conversation',
    turns: ['Which websites have you designed?', 'the bakery one - what can customers actually do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'store locator', 'daily menu'], source: C + 'cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ii-conversation-3',
    group: 'conversation',
    turns: ["what's in your tool stack?", 'ok which of them are AI tools', 'how good are u with the video one'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: C + 'tools.ts:82' },
        { anyOf: ['78'], source: C + 'tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ii-conversation-4',
    group: 'conversation',
    turns: ['Can you show me your photography work?', 'For the wedding one, how long until the couple sees photos?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h'], source: C + 'projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: C + 'projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ii-conversation-5',
    group: 'conversation',
    turns: ['Do you do AI-generated videos? List them pls', 'the flower one — who was it made for?'],
    expect: {
      facts: [{ anyOf: ['florist'], source: C + 'projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-conversation-6',
    group: 'conversation',
    turns: ["What's inside the stationery project?", 'What does the second one include?'],
    expect: {
      facts: [{ anyOf: ['letterhead', 'envelope', 'invoice', 'folder'], source: C + 'projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-conversation-7',
    group: 'conversation',
    turns: ['what skill areas are listed on your skills page?', 'in the retouching one, what are you strongest at?'],
    expect: {
      facts: [{ anyOf: ['Background Removal'], source: C + 'skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'ii-conversation-8',
    group: 'conversation',
    turns: ['What social media projects are in the portfolio?', 'the type one, who was that designed for?'],
    expect: {
      facts: [{ anyOf: ['design-studio', 'design studio'], source: C + 'projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ii-conversation-9',
    group: 'conversation',
    turns: ['hey, what did the brand identity work include?', 'tell me more about the cards'],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot color'], source: C + 'projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-conversation-10',
    group: 'conversation',
    turns: ['Which Adobe apps do you use?', 'which of them are you least strong in?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: C + 'tools.ts:55' },
        { anyOf: ['82'], source: C + 'tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ii-conversation-11',
    group: 'conversation',
    turns: ['have you done any work for coffee businesses? ☕', 'the website one, whats on it'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: C + 'cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ii-conversation-12',
    group: 'conversation',
    turns: ['What projects are on the AI page?', 'For the second one, which tools did you use?'],
    expect: {
      facts: [{ anyOf: ['Midjourney'], source: C + 'cards/ai.ts:11' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-conversation-13',
    group: 'conversation',
    turns: ['What principles guide your design work?', 'Can you explain the last one a bit more? As a PM I care about that one'],
    expect: {
      facts: [
        { anyOf: ['Data-Driven Design', 'Data-Driven', 'data driven'], source: C + 'home-excellence.ts:24' },
        { anyOf: ['engagement', 'click-through', 'feedback'], source: C + 'home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ii-conversation-14',
    group: 'conversation',
    turns: ['What does the AI Brand Proposal contain?', 'how many directions did the first part start from?'],
    expect: {
      facts: [{ anyOf: ['forty', '40'], source: C + 'projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ii-conversation-15',
    group: 'conversation',
    turns: ['what services do you offer', 'how many projects have you done in the social one?'],
    expect: {
      facts: [{ anyOf: ['40+', '40 +', 'over 40', 'more than 40', 'forty'], source: C + 'category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'ii-conversation-16',
    group: 'conversation',
    turns: [
      'Hello! What kinds of photo shoots can I book with you?',
      'We sell a smart kettle online. For the product one, what exactly do we get at the end?',
    ],
    expect: {
      facts: [{ anyOf: ['every size', 'retouched', 'clean or styled'], source: C + 'projects/photography.ts:119' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ii-conversation-17',
    group: 'conversation',
    turns: ["what's in your graphics portfolio?", 'was the poster thing a paid client job?'],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'self initiated', 'passion project', 'personal'], source: C + 'projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ii-conversation-18',
    group: 'conversation',
    turns: ['Which films on your videography page are from 2023?', 'the doc one: who does it follow?'],
    expect: {
      facts: [{ anyOf: ['hiking guide', 'hiking'], source: C + 'cards/videography.ts:58' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ii-conversation-19',
    group: 'conversation',
    turns: ['which programs do you use for video work?', 'and the motion graphics one, what do you make with it?'],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: C + 'tools.ts:28' },
        { anyOf: ['logo reveal', 'kinetic', 'animated social'], source: C + 'tools.ts:30' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'ii-conversation-20',
    group: 'conversation',
    turns: ['whats in the skills overview on the about page', 'and the photo one?'],
    expect: {
      facts: [{ anyOf: ['89'], source: C + 'about.ts:78' }],
      links: ['/about'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ii-compound-1',
    group: 'compound',
    turns: ["What's the best email to reach you, and where are you based?"],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: C + 'owner.ts:17' },
        { anyOf: ['worldwide', 'remote'], source: C + 'site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ii-compound-2',
    group: 'compound',
    turns: ['quick due diligence before we hire: how many years of experience do you have, and how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: C + 'site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: C + 'site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'ii-compound-3',
    group: 'compound',
    turns: ['How strong are you in Photoshop? And in Webflow?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: C + 'tools.ts:13' },
        { anyOf: ['85'], source: C + 'tools.ts:121' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ii-compound-4',
    group: 'compound',
    turns: ["I'm a privacy nerd, sorry 🙃 does this site set cookies? and which company's AI actually writes your chat replies?"],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not set', "doesn't set", 'does not use cookies', "doesn't use cookies"],
          source: C + 'legal.ts:33',
        },
        { anyOf: ['Anthropic', 'Claude'], source: C + 'legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ii-compound-5',
    group: 'compound',
    turns: ['how long is the documentary short? and the music video edit?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 min 10', '4m10', 'four minutes'], source: C + 'cards/videography.ts:60' },
        { anyOf: ['3:20', '3 min 20', '3m20', 'three minutes'], source: C + 'cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ii-compound-6',
    group: 'compound',
    turns: ["What's your WhatsApp number and how fast do you usually reply?"],
    expect: {
      facts: [
        {
          anyOf: ['15550123456', '5550123456', '555 0123456', '555-012-3456', '555 012 3456', '(555) 012-3456', 'wa.me/15550123456'],
          source: C + 'owner.ts:19',
        },
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: C + 'placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ii-compound-7',
    group: 'compound',
    turns: ['Which AI tool do you use to upscale images, and which one for turning stills into video clips?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: C + 'tools.ts:100' },
        { anyOf: ['Kling'], source: C + 'tools.ts:82' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-enhanced', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ii-compound-8',
    group: 'compound',
    turns: [
      'Two things from our ops lead: if you photograph our company offsite, how soon after do we get the pictures? And for a family session (for our CEO), does it have to be outdoors?',
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day'], source: C + 'projects/photography.ts:167' },
        { anyOf: ['at home'], source: C + 'projects/photography.ts:71' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ii-compound-9',
    group: 'compound',
    turns: ['whose portfolio is this, what is the brand called, and where do i download the CV?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: C + 'owner.ts:16' },
        { anyOf: ['Discovery'], source: C + 'site.ts:10' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: C + 'owner.ts:20' },
      ],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'ii-compound-10',
    group: 'compound',
    turns: ['How many slides are in the Carousel Spotlight project, and how many posts in Typography Posts?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: C + 'projects/social.ts:126' },
        { anyOf: ['nine', '9'], source: C + 'projects/social.ts:68' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
]
