// Held-out set FF: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '1 555 012 3456', '555 0123 456']

export const heldOutFF: HeldOutCase[] = [
  // ---------------- indirect (20) ----------------
  {
    id: 'ff-indirect-1',
    group: 'indirect',
    turns: [
      'our school jazz night is in march and the music dept wants a set of bold posters, all a bit abstract and geometric, same style across the set but each one different. have you done anything like that??',
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series', 'poster series'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ff-indirect-2',
    group: 'indirect',
    turns: [
      "Hello, I volunteer for a children's hospice charity. We have our annual gala dinner in October with speeches and lots of people mingling, and afterwards we would love a short recap film for our page so donors who missed it can feel what the night was like. Is this something you could show me an example of?",
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ff-indirect-3',
    group: 'indirect',
    turns: [
      'swim club here 🏊 parents keep asking when sessions are, who the coaches are and how to book a free taster. we need a site that does all that. anything similar in your work?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ff-indirect-4',
    group: 'indirect',
    turns: [
      'Grandparents are turning 80 and we want relaxed pictures of the whole family outside, kids running around, nothing stiff, for a printed album. What have you got that looks like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait', 'family portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'ff-indirect-5',
    group: 'indirect',
    turns: [
      "we only have a tiny blurry jpeg of the football club's founding team from 1994 and we want it on a big banner for the 30th anniversary. it looks terrible when blown up. can anything be done?",
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'Upscaling'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ff-indirect-6',
    group: 'indirect',
    turns: [
      "I'm treasurer of our parents' association. Our letters, envelopes and the invoices we send to sponsors all look homemade and different from each other. Have you ever designed that kind of paperwork as one matching set?",
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ff-indirect-7',
    group: 'indirect',
    turns: [
      'the parents run a little coffee corner at school on fridays for fundraising. we want a proper menu board, branded cups and maybe a stamp card so people come back. u done that kind of thing b4?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ff-indirect-8',
    group: 'indirect',
    turns: [
      'Salam! Our community centre organises a charity iftar every year during the holy month. We need greeting posts and a banner with crescent and lantern kind of feeling. Do you have experience for this?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'ff-indirect-9',
    group: 'indirect',
    turns: [
      'Our food bank wants to explain on LinkedIn where each donated pound goes, step by step, in a post people flick through slide by slide. Which of your work is closest to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ff-indirect-10',
    group: 'indirect',
    turns: [
      'every year before the tournament I get 100 emails from parents with the same questions: kit, start times, parking. could something on our club website just answer them from the info we already have?? i am going crazy 😅',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ff-indirect-11',
    group: 'indirect',
    turns: [
      'we want full screen vertical graphics for insta and tiktok stories to announce our raffle and the prizes. have you made stuff in that format?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'ff-indirect-12',
    group: 'indirect',
    turns: [
      "Our drama society's Instagram page is a mess, every post looks different. We're relaunching it next term and want the profile to look like one planned thing when you open it. Have you done that for anyone?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ff-indirect-13',
    group: 'indirect',
    turns: [
      'The school is hosting a district conference for teachers: a keynote, two panels, coffee networking. The local paper wants photos the morning after. Is there anything in your portfolio that shows you can do that kind of job?',
    ],
    expect: {
      facts: [{ anyOf: ['next day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ff-indirect-14',
    group: 'indirect',
    turns: [
      'we just started a youth football club, no logo yet, no colours, nothing. and we want a little rulebook so every volunteer uses it the same way on shirts, flyers, facebook. what would you point me to?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ff-indirect-15',
    group: 'indirect',
    turns: [
      'I recorded the narration for our charity appeal video in the school gym and there is an awful hum and echo behind my voice. Is that something you can clean up, and with what?',
    ],
    expect: { facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }], links: ['/home', '/portfolio/videography', '/skills'] },
  },
  {
    id: 'ff-indirect-16',
    group: 'indirect',
    turns: [
      "Our charity walk is run by volunteers and we'd love a short film following one of them, with interviews and some aerial shots of the route. Have you made a film like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ff-indirect-17',
    group: 'indirect',
    turns: [
      'bake sale for the year 6 trip!! we want people to order their cakes online beforehand so we know how much to bake. any website you did that works like this?',
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'ff-indirect-18',
    group: 'indirect',
    turns: [
      'For prize-giving night we play a video and the headteacher would like our school crest to sort of fly in and build itself at the start. Is moving-logo stuff something you do?',
    ],
    expect: {
      facts: [{ anyOf: ['Motion Graphics'], source: 'content/cards/videography.ts:65' }],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'ff-indirect-19',
    group: 'indirect',
    turns: [
      'we are making a recipe book to raise money for the new playground, mostly cakes, smoothies, lemonade, that kind of thing. we need nice photos of the finished treats. is there work of yours like that I can look at',
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ff-indirect-20',
    group: 'indirect',
    turns: [
      'The school choir filmed themselves performing their end-of-year song and we want it cut together properly, on the beat, with a nice look. Any example of that?',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------- conversation (20) ----------------
  {
    id: 'ff-conversation-1',
    group: 'conversation',
    turns: [
      'hey, im sorting the video for our under-12s hockey end of season do. what videos have you made?',
      'the one with the hiking guy, how long is it?',
    ],
    expect: { facts: [{ anyOf: ['4:10'], source: 'content/cards/videography.ts:60' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'ff-conversation-2',
    group: 'conversation',
    turns: [
      "Our PTA is thinking about a proper website for the summer fair. Can I see websites you've designed?",
      'that bakery one — what can customers actually do on it?',
    ],
    expect: {
      facts: [{ anyOf: ['pre-orders', 'pre-order', 'daily menu', 'store locator'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ff-conversation-3',
    group: 'conversation',
    turns: [
      'what kind of photography do you do',
      'ok the wedding one. a colleague from my school is getting married in june, how soon would she see some photos?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ff-conversation-4',
    group: 'conversation',
    turns: ['which AI tools are you using?', 'and which of them does the video stuff?'],
    expect: {
      facts: [{ anyOf: ['Kling'], source: 'content/tools.ts:82' }],
      links: ['/home', '/portfolio/artificial-intelligence', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ff-conversation-5',
    group: 'conversation',
    turns: [
      'My sister wants family pictures for our charity calendar. Do you do family shoots?',
      'how long after the session do we get the edited ones?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'ff-conversation-6',
    group: 'conversation',
    turns: ['can u list the social media work pls', 'the property one was for which app?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ff-conversation-7',
    group: 'conversation',
    turns: ['How do I get in touch with Alex about a logo for our rowing club?', 'and how fast do they usually reply?'],
    expect: { facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'ff-conversation-8',
    group: 'conversation',
    turns: ['tell me about the stationery project', "what's in the office part of it? we need stuff for our volunteers at the fun run"],
    expect: {
      facts: [{ anyOf: ['notebooks', 'mugs', 'badges'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ff-conversation-9',
    group: 'conversation',
    turns: ['show me the AI videos you made', 'the mountain one, what was that used for?'],
    expect: {
      facts: [{ anyOf: ['travel agency', 'banner video'], source: 'content/projects/ai.ts:107' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ff-conversation-10',
    group: 'conversation',
    turns: ['what photography skills do you have, with the levels?', 'which of those is the highest?'],
    expect: { facts: [{ anyOf: ['Product Photography', 'Product'], source: 'content/skills.ts:114' }], links: ['/skills'] },
  },
  {
    id: 'ff-conversation-11',
    group: 'conversation',
    turns: [
      'What films have you made? I coordinate the media club at a secondary school and want to show the kids examples.',
      'Which of them are from 2023?',
    ],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ff-conversation-12',
    group: 'conversation',
    turns: [
      "do you do logos and brand stuff? we're a brand new netball club",
      "what comes in that package, the one with the 'find out more' tiles?",
    ],
    expect: {
      facts: [
        { anyOf: ['Logo Suite'], source: 'content/projects/graphics.ts:28' },
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'ff-conversation-13',
    group: 'conversation',
    turns: ['what AI projects are there?', 'the website one — how long did it take to build?'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ff-conversation-14',
    group: 'conversation',
    turns: ['what graphic design work can I look at?', 'the poster thing, how many posters are in it?'],
    expect: { facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }], links: ['/portfolio/event-poster-series'] },
  },
  {
    id: 'ff-conversation-15',
    group: 'conversation',
    turns: ["we're a school cafe run by parent volunteers. what photo work have you done?", 'the coffee ones, who was that for?'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
  {
    id: 'ff-conversation-16',
    group: 'conversation',
    turns: ['hi! organising the spring concert at our primary school 🎶', 'what do you use for editing audio?', 'how good are you at it?'],
    expect: { facts: [{ anyOf: ['82%', '82'], source: 'content/tools.ts:58' }], links: ['/home'] },
  },
  {
    id: 'ff-conversation-17',
    group: 'conversation',
    turns: ['what are the main things you do? like the cards on your about page', 'the video one, what skills are listed under it?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'ff-conversation-18',
    group: 'conversation',
    turns: ["i saw the AI prompt images page, what's it about?", 'can you show me the example prompt from there?'],
    expect: { facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }], links: ['/portfolio/ai-prompt-images'] },
  },
  {
    id: 'ff-conversation-19',
    group: 'conversation',
    turns: ['Show me your web design projects please, our cricket club needs a new site.', 'Which of those did you make with Lovable?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ff-conversation-20',
    group: 'conversation',
    turns: ['tell me about the cafe packaging project', 'and the signs bit? we need something for the gate at the school fete'],
    expect: {
      facts: [{ anyOf: ['hanging sign', 'pavement board'], source: 'content/projects/graphics.ts:253' }],
      links: ['/portfolio/product-packaging'],
    },
  },

  // ---------------- compound (10) ----------------
  {
    id: 'ff-compound-1',
    group: 'compound',
    turns: ["what's your email, and where are you based? our charity is in Leeds, do you work with people outside your area?"],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'Worldwide', 'remotely'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ff-compound-2',
    group: 'compound',
    turns: [
      'Before I recommend you to the school board: how many years have you been doing this and roughly how many projects have you finished?',
    ],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1-2', '1–2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'ff-compound-3',
    group: 'compound',
    turns: ['can i download your CV somewhere for the committee, and whats your whatsapp number?'],
    expect: {
      facts: [
        { anyOf: ['Download CV', 'alex-morgan-cv.pdf', 'cv.pdf'], source: 'content/home.ts:20' },
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
      ],
      links: ['/home', '/contact'],
    },
  },
  {
    id: 'ff-compound-4',
    group: 'compound',
    turns: ['netball club again 🙂 in your carousel example how many slides were there, and what platform was it made for?'],
    expect: {
      facts: [
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ff-compound-5',
    group: 'compound',
    turns: ['Which program do you edit your videos in, and how long is the bakery brand film?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
      ],
      links: ['/portfolio/videography', '/home'],
    },
  },
  {
    id: 'ff-compound-6',
    group: 'compound',
    turns: [
      "Two things: does this site put cookies on my computer? and could we just use one of your posters for our school fete flyer, it's for charity?",
    ],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'No cookies'], source: 'content/legal.ts:33' },
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'ff-compound-7',
    group: 'compound',
    turns: [
      'for my colleagues wedding: when does she get a sneak peek, when is the full gallery ready, and can you do only the ceremony instead of the whole day?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'ff-compound-8',
    group: 'compound',
    turns: ["what's the name of your studio/brand and how many areas of work does your portfolio cover?"],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['six', '6'], source: 'content/home-showcase.ts:9' },
      ],
      links: ['/portfolio', '/'],
    },
  },
  {
    id: 'ff-compound-9',
    group: 'compound',
    turns: [
      'Charity dinner in November with a few speakers. Do you photograph events like that, how quickly would we get the photos, and what email do I write to?',
    ],
    expect: {
      facts: [
        { anyOf: ['next day'], source: 'content/projects/photography.ts:167' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography', '/contact'],
    },
  },
  {
    id: 'ff-compound-10',
    group: 'compound',
    turns: ['how many AI projects have u done and how many social media ones? trying to figure out which you do more of'],
    expect: {
      facts: [
        { anyOf: ['15+'], source: 'content/category-summaries.ts:46' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/artificial-intelligence', '/portfolio/social-media'],
    },
  },
]
