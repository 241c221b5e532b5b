// Held-out set JA: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJA: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ja-indirect-1',
    group: 'indirect',
    turns: [
      "hi, I run a little bike repair shop that's been in my family since the 80s. we found a box of old photos of my dad's racing bikes but they're tiny and super blurry, like you can see the pixels. I'd love to hang them big on the shop wall. is there anything you've done that could save pictures like that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-indirect-2',
    group: 'indirect',
    turns: [
      'We are a bouldering gym (two walls, a small café, lots of regulars). Our current website is just a phone number. People keep asking when the beginner sessions are and who the coaches are, and we want newcomers to sign up for a first free session online. Have you built something like that for anyone?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ja-indirect-3',
    group: 'indirect',
    turns: [
      "so our surf school's head instructor has been teaching on this beach for 20 yrs and we want a little film about him. talking to camera, shots from above of the waves, the sound of the sea. have u ever made smth like that??",
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'hiking guide'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ja-indirect-4',
    group: 'indirect',
    turns: [
      "Long story short: my outdoor gear shop started packing a monthly box of trail snacks and camp coffee that people pay for every month, and about a dozen other shops in the region stock our stuff. I'd like a site where people can sign up for the monthly box, read a few how-to guides, and find the nearest shop on a map. Anything in your work close to that?",
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ja-indirect-5',
    group: 'indirect',
    turns: [
      'our climbing gym gets the same 20 questions every day on the website (opening hours, shoe rental, can kids climb...). the staff is tired of it. could something on the site just answer people from our own info? have you done that?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-indirect-6',
    group: 'indirect',
    turns: [
      "Hello! Surf camp owner here. The season opens in about a week and we STILL don't have a website, my cousin who promised to do it disappeared 🙃 Is it even realistic to get a decent site up in just a few days? Have you ever done one that fast?",
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days', 'AI-Built Website'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-indirect-7',
    group: 'indirect',
    turns: [
      'We are launching our own e-bike next month. Budget is tight, no money for a studio, a camera crew or a rented space. I imagined a short clip where the bike slowly turns in glowing light, for Instagram. Did you ever make a launch clip for a product without actually filming it?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-indirect-8',
    group: 'indirect',
    turns: [
      "ok so this is a bit of a weird one. I own a camping and hiking store and we're turning the front corner into a small coffee counter. I need the price board, take-away cups, paper bags, a stamp card for regulars and a sign outside on the pavement so people walking by come in. one person for all of that, is that something you did before?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-indirect-9',
    group: 'indirect',
    turns: [
      "I teach surf safety and I want to post little lessons on LinkedIn of all places, where people flick sideways through several square slides: step one, step two, a chart of rip currents, a checklist at the end. Show me the closest thing you've done.",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ja-indirect-10',
    group: 'indirect',
    turns: [
      'The regional climbing federation holds its yearly meeting at our gym this autumn: talks on stage, a discussion with four guests, lots of people networking over drinks. The press wants pictures the morning after. Have you photographed that kind of business meeting?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ja-indirect-11',
    group: 'indirect',
    turns: [
      "me and my fiancée met at my bike shop's Sunday group ride lol, so we're getting married next spring. my mum is already asking how long she has to wait to see pictures after the day. how fast would we actually get them?",
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h', 'two days'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ja-indirect-12',
    group: 'indirect',
    turns: [
      'Our outdoor shop has grown to three branches and honestly every branch looks different: different logo versions, random colours, each manager makes their own Instagram posts. I want one complete look: the mark, the colours and fonts, a rule book the staff can follow, business cards and ready templates for social. Which of your projects is closest?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-indirect-13',
    group: 'indirect',
    turns: [
      'need the tall full-screen pictures that show up between people’s stories on insta and tiktok, for our summer lesson deals at the surf school. you do those?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-indirect-14',
    group: 'indirect',
    turns: [
      "We're relaunching our climbing gym's Instagram after a rebrand. I don't want random posts anymore: when someone opens our profile, the first nine squares should look good on their own AND as one big picture together. Have you planned a whole profile like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'nine-post', '9-post'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ja-indirect-15',
    group: 'indirect',
    turns: [
      'Hallo, I organise the bike shop’s annual hill-climb race. Last year we had 3 hours of phone footage nobody watched. This year I want the whole day squeezed into a short recap of under two minutes: the speeches, the race, people laughing. Did you make such a recap before?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Highlights Reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ja-indirect-16',
    group: 'indirect',
    turns: [
      'My surf school started selling week-long trips to Portugal, Morocco and Bali. I want a website where people read about each place, narrow down the trips by what they want, and then send us a request. Which site you built is most like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ja-indirect-17',
    group: 'indirect',
    turns: [
      "Our gear shop now makes its own mineral sunscreen and lip balm for climbers. Customers always ask what's inside and in which order to use the stuff. I'd like a clean website that explains every ingredient and helps people put together their own daily routine. anything similar in ur portfolio?",
    ],
    expect: {
      facts: [{ anyOf: ['Glow Skincare'], source: 'content/cards/web-design.ts:50' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ja-indirect-18',
    group: 'indirect',
    turns: [
      'for the top of our alpine guiding website I want a moving background: gliding over snowy mountain ridges, like from a plane. we have no drone and no pilot licence. has the designer ever made a clip like this without filming?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-indirect-19',
    group: 'indirect',
    turns: [
      "Boring question maybe. We're a bike shop that now sells fleets of e-bikes to companies, so suddenly we need proper paperwork: letter paper, envelopes, invoices that don't look like Word, folders, and a printed brochure about us for sponsor meetings. Have you designed that kind of office stuff?",
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-indirect-20',
    group: 'indirect',
    turns: [
      'Before we pay anyone for a new logo for our surf & paddle club, the board wants to SEE lots of possible directions, a collage of colours and pictures for the feel, and what it would look like on a phone and a business card, all in one pitch. Did you ever put together something like that with the help of AI?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ja-conversation-1',
    group: 'conversation',
    turns: ['What websites has the designer built for clients?', 'the bakery one, what can customers do on it?'],
    expect: {
      facts: [{ anyOf: ['pre-order', 'preorder', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ja-conversation-2',
    group: 'conversation',
    turns: [
      "I run a surf school and I'm thinking about video for next season. What films are in the videography section?",
      'how long is the documentary one?',
    ],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ja-conversation-3',
    group: 'conversation',
    turns: ['which AI tools are in your stack?', 'whats the video one good for'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['cinematic clip', 'stills and prompts', 'teasers', 'short clips'], source: 'content/tools.ts:84' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ja-conversation-4',
    group: 'conversation',
    turns: [
      'Hi! My partner and I own a climbing gym and we are getting married there in June. Which photography projects can I look at?',
      'The wedding one looks lovely. What does the coverage include and when do we get the photos?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ja-conversation-5',
    group: 'conversation',
    turns: ['what AI videos have you made', 'the flower one, how long is it and what was it for?'],
    expect: {
      facts: [
        { anyOf: ['0:25', '25 seconds', '25 sec'], source: 'content/projects/ai.ts:102' },
        { anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-conversation-6',
    group: 'conversation',
    turns: [
      'Our outdoor shop posts on three networks and I never know what works where. What social media projects do you have?',
      'which platform was the carousel one made for?',
    ],
    expect: {
      facts: [{ anyOf: ['LinkedIn'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ja-conversation-7',
    group: 'conversation',
    turns: ['Show me the graphic design work please', 'is the poster one for a client? how many posters are there?'],
    expect: {
      facts: [
        { anyOf: ['self-initiated', 'Passion Project', 'personal'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['eight', '8 posters', '8 geometric'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-conversation-8',
    group: 'conversation',
    turns: [
      'We are a bike shop that started selling to companies, so we need real business paperwork. What is in your stationery project?',
      'what is in the second part?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Document Suite', 'Document Suite'], source: 'content/projects/graphics.ts:166' },
        { anyOf: ['letterhead', 'envelope', 'invoice', 'folder'], source: 'content/projects/graphics.ts:167' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-conversation-9',
    group: 'conversation',
    turns: ['what skill groups does the skills page list?', 'and the retouching one, what is the strongest skill in it?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ja-conversation-10',
    group: 'conversation',
    turns: [
      "i'm opening a coffee bar inside my climbing gym. what coffee related work have you done?",
      'the roaster website, what features does it have?',
    ],
    expect: {
      facts: [
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
        { anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ja-conversation-11',
    group: 'conversation',
    turns: [
      'Can you make old low-resolution photos sharp again? We have archive shots of our surf school from 1998.',
      'what tools were used for it?',
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
    id: 'ja-conversation-12',
    group: 'conversation',
    turns: ['What does the Brand Identity Design project contain?', 'tell me more about the third one'],
    expect: {
      facts: [
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
        { anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-conversation-13',
    group: 'conversation',
    turns: ['which adobe apps do u use', 'how good are you with the audio one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ja-conversation-14',
    group: 'conversation',
    turns: [
      'My brother plays in a band and also works at our bike shop, long story. What videos are in the portfolio?',
      'the music one, when was it made?',
      'and how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['3:20', '3 minutes 20', 'three minutes'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ja-conversation-15',
    group: 'conversation',
    turns: ['What is shown on the AI Brand Proposal page?', 'what was the first one about?'],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concept'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['forty', '40', 'three refined marks', '3 refined'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ja-conversation-16',
    group: 'conversation',
    turns: [
      "we're adding smoothies and cakes to the café at our surf camp. do you have food and drink photography?",
      'the dessert bar one - what did you photograph there?',
    ],
    expect: {
      facts: [
        { anyOf: ['Drinks & Desserts', 'Drinks and Desserts'], source: 'content/projects/photography.ts:126' },
        { anyOf: ['macaron', 'cupcake', 'cone', 'iced drink'], source: 'content/projects/photography.ts:129' },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ja-conversation-17',
    group: 'conversation',
    turns: ["What are the 'Creative Excellence' principles on the home page?", 'explain the third one a bit more'],
    expect: {
      facts: [
        { anyOf: ['Data-Driven Design', 'Data-Driven', 'data driven'], source: 'content/home-excellence.ts:24' },
        { anyOf: ['engagement', 'click-through', 'feedback', 'measured'], source: 'content/home-excellence.ts:25' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ja-conversation-18',
    group: 'conversation',
    turns: [
      'What projects are in the AI category? I own a climbing gym and everyone tells me I should "do AI" 😅',
      'the website one, how long did that take to make?',
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
    id: 'ja-conversation-19',
    group: 'conversation',
    turns: ["What's in the packaging design project?", 'ok and the signs? what kind of signs were made'],
    expect: {
      facts: [
        { anyOf: ['Signage'], source: 'content/projects/graphics.ts:252' },
        { anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame'], source: 'content/projects/graphics.ts:253' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ja-conversation-20',
    group: 'conversation',
    turns: [
      'Hi, what kind of work does the designer do? Like the main capabilities on the about page.',
      'the video one: which programs go with it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/about', '/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ja-compound-1',
    group: 'compound',
    turns: [
      "Hey! I run a tiny surf school on the Atlantic coast, we're a bit remote. Two things: what email do I write to, and where are you actually based, do you work with people far away?",
    ],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ja-compound-2',
    group: 'compound',
    turns: [
      'how many years of experience does the designer have and how many projects are done so far? asking for my bike co-op board, they want numbers',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200', '200 projects'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'ja-compound-3',
    group: 'compound',
    turns: [
      'Our climbing gym makes a lot of its own photos and short videos, we need someone who really knows the software. How strong are you in Photoshop? And in Premiere Pro?',
    ],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ja-compound-4',
    group: 'compound',
    turns: ['Quick ones about the films: how long is the Brand Story Film, and what year is the Documentary Short from?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 minutes 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ja-compound-5',
    group: 'compound',
    turns: [
      'my gear shop is very strict about customer privacy so I check every site I link to. does this site use cookies? and if I switch to dark mode where is that choice kept?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', "doesn't use cookies", 'does not use cookies', 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'ja-compound-6',
    group: 'compound',
    turns: [
      "Two photo questions from a surf-school family: if we book a family session, when do we get the edited photos? And for my sister's wedding, when do they get the full gallery?",
    ],
    expect: {
      facts: [
        { anyOf: ['a week', 'one week', '1 week', 'week later'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/family-portrait', '/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ja-compound-7',
    group: 'compound',
    turns: [
      'Which tool do you use to build web apps with AI, and how good are you with Webflow? (thinking about a new site for my bike rental place)',
    ],
    expect: {
      facts: [
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
        { anyOf: ['85'], source: 'content/tools.ts:121' },
      ],
      links: ['/home', '/portfolio/web-design'],
    },
  },
  {
    id: 'ja-compound-8',
    group: 'compound',
    turns: ['On which network were the real estate posts published? and how many slides does the carousel project have?'],
    expect: {
      facts: [
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/real-estate-social', '/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ja-compound-9',
    group: 'compound',
    turns: [
      "I love the poster series, could I just put a couple of them on the wall of my climbing gym's website? And if I write to you, how fast do you usually answer?",
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'ja-compound-10',
    group: 'compound',
    turns: [
      'For our surf film project: which of your tools is for cleaning up audio, how well do you know Kling, and how many videography projects do you have?',
    ],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
        { anyOf: ['12+', 'more than 12', 'over 12', '12 projects'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio/videography', '/home'],
    },
  },
]
