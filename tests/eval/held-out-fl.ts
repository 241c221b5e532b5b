// Held-out set FL: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const WHATSAPP = ['15550123456', '5550123456', '555 012 3456', '555-012-3456', '555 0123 456', 'wa.me/15550123456']

export const heldOutFL: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'fl-indirect-1',
    group: 'indirect',
    turns: [
      'hiya, we run a small family bakery in our village. people keep ringing at 7am to ask what bread is left and where exactly we are. id love them to just see todays menu, reserve a loaf ahead of time on their phone and find the shop on a map. have u done anything like that before??',
    ],
    expect: { facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fl-indirect-2',
    group: 'indirect',
    turns: [
      "I own a boutique spin & HIIT studio. The front desk spends half the day answering 'what time is the 6pm class' and 'can I try one for free'. I want members to check the timetable, read about the trainers and grab a free first session themselves without calling us. Has Alex already done something like this for someone?",
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fl-indirect-3',
    group: 'indirect',
    turns: [
      'Our charity turns 40 next spring. The only photos we have of our two founders are tiny scans from the 1980s, maybe 300 pixels wide, and they go blocky the moment we blow them up. We need them on a 2 metre banner for the anniversary dinner. Is there any way to rescue them, and has Alex done this kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'upscale', 'upscaled', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fl-indirect-4',
    group: 'indirect',
    turns: [
      "my best friend is getting married in september and im helping her find someone to take the pics on the day. shes SO impatient lol, she'll want to post something straight after. how soon would she see the first photos?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs', '48-hour'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fl-indirect-5',
    group: 'indirect',
    turns: [
      "Good afternoon, I coordinate outreach at a secondary school and we've started posting on LinkedIn to recruit local employers for our work-experience week. We'd like posts made of several slides people flick through, each slide explaining one step (why host a student, what it involves, how to sign up). Has the designer made anything in that format?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fl-indirect-6',
    group: 'indirect',
    turns: [
      'We host a charity dinner every November: speeches, a panel on youth homelessness and a lot of mingling. The trustees want a short film afterwards (two minutes max) for the newsletter showing the best moments. Have you got an example of something similar I could show them?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fl-indirect-7',
    group: 'indirect',
    turns: [
      "we just opened a lil dessert bar 🍦🧁 cones, cupcakes, macarons, iced drinks. our pics on the delivery apps look sad and grey and nobody orders. can alex help?? whats the closest thing they've done",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Drinks & Desserts', 'Drinks and Desserts', 'Beverages & Desserts', 'Beverages and Desserts'],
          source: 'content/projects/photography.ts:126',
        },
      ],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fl-indirect-8',
    group: 'indirect',
    turns: [
      'Salam! I volunteer at our community centre. The fasting month starts in a few weeks and we want a set of greeting images for our Instagram plus printed banners for the evening iftar meals we host. Do you have past work like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'fl-indirect-9',
    group: 'indirect',
    turns: [
      "We're a three-person architecture practice. When clients look us up they find walls of text and tiny thumbnails of our buildings. We want something quiet and minimal where big images of the projects do the talking. Is there a comparable example in Alex's work?",
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fl-indirect-10',
    group: 'indirect',
    turns: [
      'hello, i am from small tour company in Tbilisi. customers find us online but they can not compare our trips easy and they leave without ask anything. we want they can filter the tours by type and send us a request. you did this kind of thing before for someone?',
    ],
    expect: { facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fl-indirect-11',
    group: 'indirect',
    turns: [
      "I roast coffee in a garage unit and sell at two weekend markets. I'd love people to sign up for a bag every month delivered to their door, read how to brew it properly, and see which cafes stock us. Anything in the portfolio close to that?",
    ],
    expect: { facts: [{ anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fl-indirect-12',
    group: 'indirect',
    turns: [
      "I'm organising a half-day fintech meetup about tokenising real-world assets: two keynotes, a panel, drinks after. We need someone discreet to capture it, and our PR team wants pictures the following morning for the press release. Has Alex covered anything like this, and is that turnaround realistic?",
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
    id: 'fl-indirect-13',
    group: 'indirect',
    turns: [
      "we're a youth charity launching a podcast about space and science for teens. zero budget for filming, but we'd love a moving visual for the intro, like slowly drifting through stars ✨ anything like that in the portfolio?",
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fl-indirect-14',
    group: 'indirect',
    turns: [
      "florist here 🌷 spring is my big season, want a clip of a bud slowly opening for my promo but honestly I can't film that. seen it done?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fl-indirect-15',
    group: 'indirect',
    turns: [
      'i make small batch fragrances at home. the glass bottles look terrible in my online shop photos, reflections everywhere and the liquid looks muddy. has alex ever shot this kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fl-indirect-16',
    group: 'indirect',
    turns: [
      "Our development company has two new residential towers and a handful of villas going on sale in spring. Our Facebook page has been dead for a year. What could Alex show me that's close to this?",
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'fl-indirect-17',
    group: 'indirect',
    turns: [
      'The phone line at our food bank is swamped with the same five questions every day: opening times, where to drop donations, who qualifies for a parcel. Could something on our own website answer people automatically, using the info we already publish? Is that something Alex makes?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fl-indirect-18',
    group: 'indirect',
    turns: [
      'Our art society is putting on a pop-up exhibition in 10 days and we have nothing online where people can see the programme and opening hours. Realistically, could something be live in time? Has Alex ever turned one around that fast?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fl-indirect-19',
    group: 'indirect',
    turns: [
      "We filmed interviews with volunteers for our winter appeal but there's a fridge humming and traffic in the background, you can barely hear them. can that be cleaned up? what would Alex use?",
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/about', '/skills'],
    },
  },
  {
    id: 'fl-indirect-20',
    group: 'indirect',
    turns: [
      "I run a walking charity that trains volunteer mountain guides. We'd like a mini film following one guide through a day: sit-down interviews, footage from above the ridges, and the wind and birds as the soundtrack. Has Alex made anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fl-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos has Alex made?', 'how long is the music one?'],
    expect: { facts: [{ anyOf: ['3:20'], source: 'content/cards/videography.ts:52' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'fl-conversation-2',
    group: 'conversation',
    turns: ['can u show me some websites alex designed', 'the travel one, what was it built with', 'and the gym one?'],
    expect: { facts: [{ anyOf: ['Webflow'], source: 'content/cards/web-design.ts:31' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'fl-conversation-3',
    group: 'conversation',
    turns: [
      "Hi, I'm the office manager at a primary school and a few parents asked me about photographers. What photo shoots are in the portfolio?",
      'The family one sounds lovely. If a family booked it, when would they get their pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fl-conversation-4',
    group: 'conversation',
    turns: ['which AI tools do you work with?', 'and how good are you with the video one?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fl-conversation-5',
    group: 'conversation',
    turns: ["what's in your graphics section?", 'tell me more about the personal one. how many posters are there?'],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'fl-conversation-6',
    group: 'conversation',
    turns: ['Show me the AI video work please', 'Which of those are from 2023?'],
    expect: {
      facts: [
        { anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' },
        { anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'fl-conversation-7',
    group: 'conversation',
    turns: ['which social media projects do you have', 'the one with the swipe slides - what platform was that for?'],
    expect: {
      facts: [{ anyOf: ['LinkedIn'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fl-conversation-8',
    group: 'conversation',
    turns: ['What photography skills does Alex list?', 'and how strong is the food one?'],
    expect: { facts: [{ anyOf: ['89'], source: 'content/skills.ts:115' }], links: ['/skills'] },
  },
  {
    id: 'fl-conversation-9',
    group: 'conversation',
    turns: [
      "We're a small animal-rescue charity and we've never had a proper logo. Do you design logos and full brand identities?",
      "what's included in that brand identity project you have?",
    ],
    expect: {
      facts: [
        { anyOf: ['Logo Suite'], source: 'content/projects/graphics.ts:28' },
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
        { anyOf: ['Social Media Kit', 'social media kit'], source: 'content/projects/graphics.ts:60' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fl-conversation-10',
    group: 'conversation',
    turns: ['Have you photographed for coffee brands? ☕', 'the latte art one — what was it made for?'],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'fl-conversation-11',
    group: 'conversation',
    turns: ['hi! what does alex do?', 'ok and what do you do with AI specifically', 'the chatbot thing, what is it built with?'],
    expect: { facts: [{ anyOf: ['Claude'], source: 'content/cards/ai.ts:30' }], links: ['/portfolio/artificial-intelligence'] },
  },
  {
    id: 'fl-conversation-12',
    group: 'conversation',
    turns: [
      "Our PTA is rebranding the school's fundraising arm and needs letterheads and the lot. Tell me about the stationery work?",
      "and the office suite part, what's in that one?",
    ],
    expect: {
      facts: [{ anyOf: ['mugs', 'notebooks', 'badges'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'fl-conversation-13',
    group: 'conversation',
    turns: ['How much experience does Alex have?', 'and how many projects in that time?'],
    expect: {
      facts: [{ anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'fl-conversation-14',
    group: 'conversation',
    turns: ['which programs do u use for editing photos', 'how good are you at the one for batch editing?'],
    expect: {
      facts: [
        { anyOf: ['Lightroom'], source: 'content/tools.ts:64' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fl-conversation-15',
    group: 'conversation',
    turns: ['tell me about the cafe packaging project', "what's in the second gallery?"],
    expect: {
      facts: [{ anyOf: ['loyalty card', 'cup sleeve', 'sticker'], source: 'content/projects/graphics.ts:231' }],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'fl-conversation-16',
    group: 'conversation',
    turns: ['I saw an example prompt somewhere in the AI section, what does it say?', 'which tools were used with it?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['Magnific'], source: 'content/projects/ai.ts:159' },
      ],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'fl-conversation-17',
    group: 'conversation',
    turns: ["What's the real estate project about?", 'nice. what colours did you use for it?'],
    expect: {
      facts: [{ anyOf: ['slate', 'brass'], source: 'content/projects/social.ts:104' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'fl-conversation-18',
    group: 'conversation',
    turns: ["What are the 'Creative Excellence' things on your home page?", 'what does the last one mean in practice?'],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'fl-conversation-19',
    group: 'conversation',
    turns: [
      "I'm arranging the speaker line-up for a small business expo in November and would love to approach Alex. How can I get in touch?",
      'and how fast do they usually get back to people?',
    ],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'a working day', 'one business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fl-conversation-20',
    group: 'conversation',
    turns: ['do u do animation / motion graphics?', "what's in the reel?", 'how long is it?'],
    expect: { facts: [{ anyOf: ['1:15'], source: 'content/cards/videography.ts:68' }], links: ['/portfolio/videography'] },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'fl-compound-1',
    group: 'compound',
    turns: [
      "Hello! I'm the careers lead at Hollins Park Secondary. We're running a 'creative jobs' day in March for our Year 10s and I'd love to have a working freelance designer talk to them (a video call is fine). A few questions before I ask the head: where is Alex based, or can they work with us from anywhere? How long have they been freelancing? And what's the best email to send the formal invitation to?",
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2 Years'], source: 'content/site.ts:18' },
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
      ],
      links: ['/about', '/contact'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'fl-compound-2',
    group: 'compound',
    turns: [
      "hi there! im on the events committee for a hospice charity, our spring gala is 12 April with a live band, dinner and an auction. we'd like someone to film the band and cut something for socials after. 1) have you edited music videos before? 2) do you have an instagram the committee can look at? 3) roughly how many video projects have you done? committee meets thursday 😅",
    ],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' },
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['12+', 'more than 12', 'over 12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fl-compound-3',
    group: 'compound',
    turns: [
      "Good morning. I organise the Riverside Wedding Fair in June and I'm putting together the photographer listings for our printed guide. Could you confirm three things: does Alex offer ceremony-only coverage as well as the full day, how long until couples receive the full gallery, and is there a LinkedIn profile I can print alongside the listing?",
    ],
    expect: {
      facts: [
        { anyOf: ['ceremony-only', 'ceremony only'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:26' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fl-compound-4',
    group: 'compound',
    turns: [
      "I teach A-level graphic design. I'd like to show my students some of Alex's posters and maybe print a few of them for our corridor display. Is that allowed? Also, is there a CV I can download so they can see a real designer's career path, and how many projects has Alex completed so far?",
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example'], source: 'content/owner.ts:20' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/terms', '/home'],
    },
  },
  {
    id: 'fl-compound-5',
    group: 'compound',
    turns: [
      "We're running a small indie music festival in August (3 stages, ~2,000 people) and want an animated logo sting for the big screens between acts, plus some printed bits later. What software does Alex animate in, and how proficient are they with it? And is there a Behance I can send to my co-organisers?",
    ],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:28' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
        { anyOf: ['behance.net/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/home', '/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'fl-compound-6',
    group: 'compound',
    turns: [
      'Hi, I volunteer for a youth orchestra and our safeguarding lead asked me to check a couple of things before anyone uses this chat: are the messages typed here saved anywhere? does the site use cookies or tracking? and who do we email if we have more questions about privacy?',
    ],
    expect: {
      facts: [
        { anyOf: ['not stored', 'not saved', "aren't stored", "aren't saved", 'no database'], source: 'content/legal.ts:15' },
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies", 'no tracking'],
          source: 'content/legal.ts:33',
        },
        { anyOf: EMAIL, source: 'content/legal.ts:39' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'fl-compound-7',
    group: 'compound',
    turns: [
      'Hiya, PTA chair here 👋 our primary school summer fair is in July and we want to do a countdown on Instagram stories, and later a poster for the school gates. what size are your story graphics made in? which app do you make them in? and how many graphics projects have you done in total roughly?',
    ],
    expect: {
      facts: [
        { anyOf: ['9:16'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['Photoshop'], source: 'content/categories.ts:22' },
        { anyOf: ['25+', 'over 25', 'more than 25'], source: 'content/category-summaries.ts:22' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'fl-compound-8',
    group: 'compound',
    turns: [
      "I'm putting together a panel called 'AI in the creative studio' for a regional business conference and checking whether Alex would be a good fit. Which tool do you use to generate images, which one for upscaling, and which one for turning stills into video?",
    ],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
      links: ['/home', '/about', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fl-compound-9',
    group: 'compound',
    turns: [
      "We're a small environmental nonprofit rebuilding our whole online presence next year: new site, social feeds, maybe a short film. Before I brief the board I need three quick things. How many areas of work does the portfolio cover? Roughly how many social media projects has Alex done? And what is the studio/site actually called, so I write it correctly in the minutes?",
    ],
    expect: {
      facts: [
        { anyOf: ['six', '6 categories', '6 areas', '6 disciplines'], source: 'content/portfolio.ts:7' },
        { anyOf: ['40+', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/'],
    },
  },
  {
    id: 'fl-compound-10',
    group: 'compound',
    turns: [
      "Hey! I run a local running club and we're organising a charity 10k in October 🏃 we'd love a short vertical clip to promote it, how good are you at short-form video? we also need someone at the finish line, do you cover events with photos? and are you on whatsapp, whats the number?",
    ],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:89' },
        { anyOf: ['Event Coverage', 'event photography', 'Event Photography', 'event coverage'], source: 'content/skills.ts:117' },
        { anyOf: WHATSAPP, source: 'content/owner.ts:19' },
      ],
      links: ['/skills', '/portfolio/photography', '/contact'],
    },
  },
]
