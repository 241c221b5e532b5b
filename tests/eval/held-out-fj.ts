// Held-out set FJ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '555 012 3456', '555-012-3456', '555) 012-3456', '5550123456']

export const heldOutFJ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'fj-indirect-1',
    group: 'indirect',
    turns: [
      "hey so i own a small boxing + HIIT gym, 3 coaches. right now ppl DM me on insta to ask what time classes are and who's teaching, and when someone wants to try a free first session i literally write it on paper lol. i want all of that living somewhere online that feels energetic: weekly schedule, a bit about each coach, and people signing up for the trial by themselves. have you done anything like that before?? what should i look at",
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fj-indirect-2',
    group: 'indirect',
    turns: [
      'Namaste 🙏 I am teaching yoga since 12 years and I found the pictures from my very first retreat, taken with a cheap phone. They are very small, blurry, you see the little squares when you zoom. I want to print them big, almost 1 meter, for the wall of my new studio room. Is there something you can do with such tiny files so they look sharp on the wall?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fj-indirect-3',
    group: 'indirect',
    turns: [
      "I run a yoga studio with two locations and honestly half my evenings go to answering the same messages over and over: what time is the thursday flow, do you lend mats, is parking free, can I bring my kid... I can't pay a receptionist for nights. Have you made anything that could reply to those people for me, using the info that's already on my pages? What would that look like?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fj-indirect-4',
    group: 'indirect',
    turns: [
      'personal trainer here, launching my own shaker bottle next month 💪💪 i want a slick shot of the bottle spinning with light around it for a teaser on reels, but renting a studio + a camera guy is way over my budget. any way around that? done something similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit', 'AI Video Production', 'AI video'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fj-indirect-5',
    group: 'indirect',
    turns: [
      "We're opening a little smoothie & snack corner inside the gym in June: post-workout shakes, a couple of cakes, homemade lemonade in summer, maybe donuts on cheat day 😂. I need mouth-watering pics of all of it for the printed menu at the counter and for the delivery apps. Has Alex shot anything like that? Which one should I look at first?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Drinks & Desserts', 'Drinks and Desserts'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fj-indirect-6',
    group: 'indirect',
    turns: [
      'hi! corporate wellness coach here. most of my clients find me through linkedin (HR managers mostly). i want to post things they can swipe through, like 8-10 slides on desk posture with little charts and a checklist at the end. is that something you do, and is there an example i can see?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fj-indirect-7',
    group: 'indirect',
    turns: [
      "So we're relaunching our crossfit box under a new name this spring (long story, old partner left). My wife has this idea that when you open our insta profile the first rows of posts should look like ONE big picture, but every single tile still has to make sense alone when it pops up in the feed. Has the designer ever planned a profile like that?",
    ],
    expect: {
      facts: [
        { anyOf: ['nine-post grid', 'Instagram profile', 'Social Media Marketing', 'relaunch'], source: 'content/projects/social.ts:137' },
      ],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'fj-indirect-8',
    group: 'indirect',
    turns: [
      "Opening my pilates studio in Lisbon in the fall!! I have a name (Core & Sea) but literally nothing else: no symbol, no colours, no fonts. And I want the same look on cards, on instagram and in a little rulebook so future staff don't mess it up 😅 what from your work is closest to that?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fj-indirect-9',
    group: 'indirect',
    turns: [
      'my gym chain grew to 4 branches and our paperwork is embarrasing. membership contracts printed from word, invoices from a template from 2009, random envelopes from the supermarket. i also want a proper printed brochure about the company for corporate partners. which of your projects shows that kind of thing',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'Company Profile'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fj-indirect-10',
    group: 'indirect',
    turns: [
      'Salam! I own a ladies-only gym in Sharjah. During the holy month we open late after iftar, and I want a set of greeting posts and announcements for our feed for the whole month, elegant, not cheesy. Did you already make something like this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:115' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'fj-indirect-11',
    group: 'indirect',
    turns: [
      "I lead trekking + yoga retreats in the Dolomites every summer. For my site I'd love something that follows me on one of the trips: me talking to the camera about why I do this, shots from above the ridges, the sound of wind and cowbells... maybe 4 minutes. Has the designer made anything like that?",
    ],
    expect: { facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fj-indirect-12',
    group: 'indirect',
    turns: [
      "We're hosting a fitness industry summit at our club in October: keynote speakers, two panels, networking drinks after. Our PR agency needs images the very next morning to send to the press. Do you cover that kind of thing, and how quickly would we get the pictures?",
    ],
    expect: {
      facts: [{ anyOf: ['next day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fj-indirect-13',
    group: 'indirect',
    turns: [
      'yoga teacher 🧘‍♀️ i announce new classes + workshops mostly in insta and tiktok stories, the full-screen vertical ones. mine are screenshots from canva and look so amateur. have u designed for that format? what size do u make them',
    ],
    expect: {
      facts: [{ anyOf: ['9:16', 'Social Media Graphics'], source: 'content/projects/graphics.ts:296' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'fj-indirect-14',
    group: 'indirect',
    turns: [
      "i record guided meditations for my yoga app in my spare room and there's this constant fridge hum plus street noise in the background 😩 and my voice sounds kind of thin. can the designer clean up the sound on those recordings? what would be used for it?",
    ],
    expect: {
      facts: [{ anyOf: ['Audition', 'noise reduction', 'voice-over clean-up'], source: 'content/tools.ts:57' }],
      links: ['/home', '/skills', '/about'],
    },
  },
  {
    id: 'fj-indirect-15',
    group: 'indirect',
    turns: [
      'every year we run a charity deadlift competition at the gym, ~200 people, speeches, medals, crazy moments. this year i want a short recap under 2 min that sponsors can share on their pages. any example of that in the portfolio??',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fj-indirect-16',
    group: 'indirect',
    turns: [
      'I upload my yoga classes on YouTube and I would love my little lotus symbol to come alive in the first 3 seconds, with the studio name flying in letter by letter. Which of the work here is closest to that, and which program would you use?',
    ],
    expect: {
      facts: [{ anyOf: ['Motion Graphics Reel', 'logo animation', 'After Effects'], source: 'content/cards/videography.ts:66' }],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'fj-indirect-17',
    group: 'indirect',
    turns: [
      'Our gym has a tiny coffee corner at reception. I want a proper menu people can read from the counter, sleeves for the cups, paper bags, those stamp cards (10th coffee free!) and a sign on the pavement outside so people walking by come in. Anything in your work close to this?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fj-indirect-18',
    group: 'indirect',
    turns: [
      "ok so, I'm pitching a chain of recovery / cold-plunge studios to two investors in 10 days. I need a few directions for how the brand could look: some symbol ideas, a board of colours and textures, and how it'd look on a phone screen and on a sign. fast, doesn't need to be final. done something like that before?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fj-indirect-19',
    group: 'indirect',
    turns: [
      'for my online yin + meditation sessions i want a calm moving sea behind me that loops forever. i have zero footage of the sea 🌊 possible??',
    ],
    expect: {
      facts: [{ anyOf: ['Ocean Dreams'], source: 'content/projects/ai.ts:66' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fj-indirect-20',
    group: 'indirect',
    turns: [
      'Hello, I organise yoga retreats in Bali, Portugal and Costa Rica. I want people to browse retreats by country, filter them by price and length, and send me a request that really turns into a booking. Wich of the projects is most like this? thx',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fj-conversation-1',
    group: 'conversation',
    turns: [
      "hi! yoga teacher here, I'm launching a small natural skincare line next to my classes (balms, oils). which websites has the designer built?",
      'the beauty one - what does it have on it?',
    ],
    expect: {
      facts: [{ anyOf: ['routine builder', 'ingredient stories'], source: 'content/cards/web-design.ts:51' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fj-conversation-2',
    group: 'conversation',
    turns: [
      'what video work have you done? thinking about a promo for my spin studio',
      'which of those are from 2023?',
      'how long is the music one',
    ],
    expect: { facts: [{ anyOf: ['3:20'], source: 'content/cards/videography.ts:52' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fj-conversation-3',
    group: 'conversation',
    turns: ['What AI tools do you work with?', 'and the one that makes video clips, how good are you with it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fj-conversation-4',
    group: 'conversation',
    turns: [
      "I'm opening a yoga studio with a little coffee bar in front. What photo projects do you have?",
      'the coffee one. who was that for?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'fj-conversation-5',
    group: 'conversation',
    turns: [
      'what kind of social media work have u done? we are a gym but we also rent out the flats above the gym lol',
      'which platform was the property one made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'fj-conversation-6',
    group: 'conversation',
    turns: ['can you show me some AI generated video clips you made?', 'what was the flower one used for?'],
    expect: {
      facts: [{ anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'fj-conversation-7',
    group: 'conversation',
    turns: [
      'Hi, how do I get in touch with the designer? We want a full rebrand for our boutique gym before January.',
      "what's the email again?",
      'ok and how fast do they usually answer?',
    ],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fj-conversation-8',
    group: 'conversation',
    turns: [
      "what's inside your brand identity project? I need the whole package for my personal training business",
      'the rulebook one - what does it cover?',
    ],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage, tone', 'tone and examples'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'fj-conversation-9',
    group: 'conversation',
    turns: ['Tell me about the stationery project please.', 'What is in the second section?'],
    expect: {
      facts: [{ anyOf: ['letterheads', 'invoices', 'envelopes'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'fj-conversation-10',
    group: 'conversation',
    turns: [
      "i'm a PT and i need someone to fix my before/after client pics and product shots. what skill areas are on your skills page?",
      'in the retouching one what are you best at',
    ],
    expect: { facts: [{ anyOf: ['Background Removal'], source: 'content/skills.ts:127' }], links: ['/skills'] },
  },
  {
    id: 'fj-conversation-11',
    group: 'conversation',
    turns: ['What are your motion graphics skills exactly?', 'which one of those is the weakest?'],
    expect: { facts: [{ anyOf: ['Kinetic Typography'], source: 'content/skills.ts:105' }], links: ['/skills'] },
  },
  {
    id: 'fj-conversation-12',
    group: 'conversation',
    turns: [
      'i love geometric posters, want some for the walls of my hot yoga room. what is the poster project on your site about?',
      'was that for a client?',
    ],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'Passion Project', 'personal'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'fj-conversation-13',
    group: 'conversation',
    turns: ["who's behind this site?", 'what do they do exactly?', 'and how long have they been doing it?'],
    expect: {
      facts: [{ anyOf: ['1-2 years', '1–2 years', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'fj-conversation-14',
    group: 'conversation',
    turns: [
      'Which Adobe programs do you use? My gym needs a printed timetable booklet and a new price list.',
      'and the one for layouts and menus, how good are you with it?',
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
    id: 'fj-conversation-15',
    group: 'conversation',
    turns: ["what's in the AI part of your portfolio?", 'the website you built with AI, how long did that take??'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fj-conversation-16',
    group: 'conversation',
    turns: [
      'Hallo, I want a series of quote posts for my yoga studio feed, very typographic. What is your typography posts project?',
      'what style of letters did you use there?',
    ],
    expect: {
      facts: [{ anyOf: ['serif'], source: 'content/projects/social.ts:148' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fj-conversation-17',
    group: 'conversation',
    turns: [
      'can u show me an example of an AI prompt you actually wrote?',
      'cool. what did it make?',
      'and which tools are listed next to it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['Magnific'], source: 'content/projects/ai.ts:159' },
      ],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'fj-conversation-18',
    group: 'conversation',
    turns: [
      "I'm a yoga teacher and I started selling my own room sprays and candles online. What kind of product photography have you done?",
      'ok and if I book that, what do I actually get?',
    ],
    expect: {
      facts: [{ anyOf: ['every size', 'retouched'], source: 'content/projects/photography.ts:119' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fj-conversation-19',
    group: 'conversation',
    turns: ['what are the categories of your portfolio?', 'how many projects in the social one?'],
    expect: {
      facts: [{ anyOf: ['40+'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'fj-conversation-20',
    group: 'conversation',
    turns: [
      'your homepage mentions three principles you work by, what are they?',
      'explain the last one to me, I am a trainer and I love numbers',
    ],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'fj-compound-1',
    group: 'compound',
    turns: [
      "Hi there! I'm opening a second location of my strength gym next year and I'm shopping around for a designer for the whole thing (signs, socials, maybe a site). Before I book a call: how many years have you been doing this, roughly how many projects have you finished, and do you only work locally or can you work with someone abroad? I'm in New Zealand.",
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2', 'one to two years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200'], source: 'content/site.ts:19' },
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/about', '/home', '/contact'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'fj-compound-2',
    group: 'compound',
    turns: [
      'yoga teacher, doing a teacher-training launch in march and i want posters + a few reels. i prefer to send files and briefs by email, but my business partner only uses whatsapp 🙄 so can you give me both: the email address AND the whatsapp number?',
    ],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fj-compound-3',
    group: 'compound',
    turns: [
      "ok so I film all my workouts myself and edit them, but it's taking forever and I want to outsource. how good are you in Premiere Pro? and in Lightroom, for the photos of my clients? just want the numbers",
    ],
    expect: {
      facts: [
        { anyOf: ['90'], source: 'content/tools.ts:49' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fj-compound-4',
    group: 'compound',
    turns: [
      "Two things, both personal not business 😊 I'm a pilates instructor getting married in September, and my sister (also a trainer) wants an outdoor session with her kids. For the wedding, how soon would we see a first few photos? And for a family session, when would she get the edited gallery?",
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['a week later', 'one week', '1 week', 'within a week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fj-compound-5',
    group: 'compound',
    turns: [
      'Running a kettlebell studio, rewriting all our branding this winter. Quick tool questions: what do you use to brainstorm ideas and write captions? and what do you draw logos in so they stay sharp when they go on a big banner?',
    ],
    expect: {
      facts: [
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:73' },
        { anyOf: ['Illustrator'], source: 'content/tools.ts:19' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fj-compound-6',
    group: 'compound',
    turns: [
      "Hi, I'm a personal trainer and my clients share health stuff with me, so I'm a bit paranoid about privacy. Before I type anything into this chat: does this site put cookies on my computer? do you keep my chat messages in a database? and who actually writes the AI answers?",
    ],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies"], source: 'content/legal.ts:33' },
        { anyOf: ['not stored', 'not saved', "aren't stored", 'no database'], source: 'content/legal.ts:15' },
        { anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'fj-compound-7',
    group: 'compound',
    turns: [
      'i really like some of the posters in your portfolio. can i just download a couple and use them on the flyers for my bootcamp? if not, who do i ask? and btw if this bot gives me a price, is that a binding quote?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission'], source: 'content/legal.ts:60' },
        { anyOf: EMAIL, source: 'content/legal.ts:61' },
        { anyOf: ['not a quote', 'not binding', 'not a contract'], source: 'content/legal.ts:67' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'fj-compound-8',
    group: 'compound',
    turns: [
      'saw the motion graphics reel, love it!! my yoga brand needs something like that for our 10 yr anniversary. how long is the reel, what year did you make it, and which software was it done in?',
    ],
    expect: {
      facts: [
        { anyOf: ['1:15'], source: 'content/cards/videography.ts:68' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:69' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fj-compound-9',
    group: 'compound',
    turns: [
      "I'm writing a little newsletter for the members of my climbing gym about local creatives we work with. What's the name of the studio/brand, what's the designer's full name, and what's their official job title? Want to get it right.",
    ],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Creative Designer'], source: 'content/site.ts:12' },
      ],
      links: ['/about', '/home', '/'],
    },
  },
  {
    id: 'fj-compound-10',
    group: 'compound',
    turns: [
      'Comparing three freelancers for my functional training studio (website, promo video and a photoshoot of the space). For you: how many web design projects, how many video projects and how many photography projects have you done? Ballpark is fine.',
    ],
    expect: {
      facts: [
        { anyOf: ['30+'], source: 'content/category-summaries.ts:34' },
        { anyOf: ['12+'], source: 'content/category-summaries.ts:70' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/web-design', '/portfolio/videography', '/portfolio/photography'],
    },
  },
]
