// Held-out set JQ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJQ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'jq-indirect-1',
    group: 'indirect',
    turns: [
      "hey, we're a family garage since 1988 and we've got a box of old digital pics of our restorations, tiny and blurry from an ancient camera. any way to make them crisp enough to print big for the waiting room wall??",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jq-indirect-2',
    group: 'indirect',
    turns: [
      'Dealership here. We get a new electric model in next month and want a short punchy clip for our socials: close-ups of the car, cut to the music, with some moving text on screen. Has Alex made anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jq-indirect-3',
    group: 'indirect',
    turns: [
      'we want a video of our new alloy wheel turning round and round in nice light for the launch, but honestly there is no money for a studio or a camera crew. is that even possible??',
    ],
    expect: {
      facts: [{ anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jq-indirect-4',
    group: 'indirect',
    turns: [
      "We hold a customer evening at the showroom in May, a couple of talks on stage and then networking. I need someone who takes photos without being in everyone's face and sends them the next day so we can pass them to the local paper. Has he done something like this before?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'Book Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'jq-indirect-5',
    group: 'indirect',
    turns: [
      'opening my own workshop finally 🔧 i need the whole look: a logo, our colours and fonts, a little rulebook so the sign guy and the printer dont mess it up, and business cards. whats the closest thing youve done to that',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics', '/about'],
    },
  },
  {
    id: 'jq-indirect-6',
    group: 'indirect',
    turns: [
      'Our invoices and letters look like they came from 1995 lol. I want proper letter paper, envelopes, folders and an invoice layout, all with the garage name on. Is there an example of that kind of work?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jq-indirect-7',
    group: 'indirect',
    turns: [
      "i post tips on insta like 'when to change ur brake pads' and want the kind of post where people flick thru several pictures one after the other in the same post. did u do those?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jq-indirect-8',
    group: 'indirect',
    turns: [
      "We're giving the dealership a fresh start with a new name, and I want our Instagram profile page to look planned, every post nice by itself but the whole wall of posts also fitting together when you open the profile. Any example of that on this site?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'jq-indirect-9',
    group: 'indirect',
    turns: [
      'need those full screen tall pictures for the phone, the ones that disappear after a day, for our oil change offers 📱 got samples?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'jq-indirect-10',
    group: 'indirect',
    turns: [
      'Many of our customers are Muslim and we like to send them greetings during the fasting month, with lanterns and the moon and so on. Has he done this kind of seasonal posts?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'jq-indirect-11',
    group: 'indirect',
    turns: [
      'Thinking about starting a car wash club on our website where people pay every month and get washes. Has Alex ever built a site where customers sign up for a monthly thing like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee Roasters', 'Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jq-indirect-12',
    group: 'indirect',
    turns: [
      'our website is basically dead and we open the second branch in 6 days. can somebody make a site that fast?? like with those AI builder things',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'four days', '4 days', 'Lovable'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'jq-indirect-13',
    group: 'indirect',
    turns: [
      'Customers phone us all day: what are your opening hours, do you fix Hondas, how much for a service... Could I have something on our website that answers those by itself, using our own info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jq-indirect-14',
    group: 'indirect',
    turns: [
      'we filmed short interviews with our mechanics but the compressor and the air tools are so loud behind them, the voices are a mess. what does alex use to clean up the sound?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/skills', '/about'],
    },
  },
  {
    id: 'jq-indirect-15',
    group: 'indirect',
    turns: [
      'We make our own car-care line, waxes and sprays in shiny glass bottles. Need pictures for the online shop where the bottles and the reflections look premium. Does he shoot this kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'Book Product Photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jq-indirect-16',
    group: 'indirect',
    turns: [
      "one of our guys is restoring a '67 mustang over the winter. we wanna follow him, do some interviews, some drone shots from above, and make a small film about it. anything similar in the portfolio?",
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jq-indirect-17',
    group: 'indirect',
    turns: [
      'Our logo just sits there at the start of our youtube videos, boring. I want it to move, pop in, you know. Does Alex do that, any example?',
    ],
    expect: {
      facts: [{ anyOf: ['Motion Graphics Reel', 'logo animation', 'logo reveal'], source: 'content/cards/videography.ts:65' }],
      links: ['/portfolio/videography', '/skills', '/home'],
    },
  },
  {
    id: 'jq-indirect-18',
    group: 'indirect',
    turns: [
      'We sell used cars, our yard is a mess in every photo. I want every car cut out and put on a clean plain background for the listings. How good is he with that?',
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'Photo Retouching'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'jq-indirect-19',
    group: 'indirect',
    turns: [
      "We run 4x4 off-road tours in the mountains and want a wide moving banner on top of our website, like flying over the mountain ridges. Can't afford a drone pilot though. Any idea from your portfolio?",
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jq-indirect-20',
    group: 'indirect',
    turns: [
      "my wife runs the little coffee corner in our tyre shop's waiting room. she needs a menu people can read from across the counter, cups and bags with our name, and a stamp card where the 10th coffee is free ☕ anything like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Cafe Menu', 'loyalty card'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'jq-conversation-1',
    group: 'conversation',
    turns: ['Hi, which websites has Alex built for clients?', 'the fitness one, what can people do on that site?'],
    expect: {
      facts: [{ anyOf: ['timetable', 'trainer profile', 'trial'], source: 'content/cards/web-design.ts:30' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jq-conversation-2',
    group: 'conversation',
    turns: ['yo what videos u made', 'how long is the music one'],
    expect: {
      facts: [{ anyOf: ['3:20', '3 min 20', '3 minutes 20', 'three minutes and twenty'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jq-conversation-3',
    group: 'conversation',
    turns: [
      'My daughter is marrying our head mechanic 😄 which kinds of photo shoots are on the site?',
      'the wedding one — how fast do we get to see the first pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 h', 'forty-eight hours'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jq-conversation-4',
    group: 'conversation',
    turns: ['which software and ai tools do you use', 'and the AI video one, how many percent?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home', '/portfolio/artificial-intelligence', '/about'],
    },
  },
  {
    id: 'jq-conversation-5',
    group: 'conversation',
    turns: ['What skill groups are on your skills page?', 'In the motion one, which skill is the highest?'],
    expect: {
      facts: [{ anyOf: ['Animated Social Content'], source: 'content/skills.ts:101' }],
      links: ['/skills'],
    },
  },
  {
    id: 'jq-conversation-6',
    group: 'conversation',
    turns: ['show me ur graphic design projects pls', 'the poster one how many posters'],
    expect: {
      facts: [{ anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'jq-conversation-7',
    group: 'conversation',
    turns: [
      'What social media projects have you done? I manage the pages of our dealership.',
      'the real estate one, which platform was it made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'jq-conversation-8',
    group: 'conversation',
    turns: ['what is in ur AI portfolio', "first one. what's inside?"],
    expect: {
      facts: [
        { anyOf: ['Logo Concepts', 'logo concept'], source: 'content/projects/ai.ts:13' },
        { anyOf: ['mood board', 'moodboard'], source: 'content/projects/ai.ts:20' },
        { anyOf: ['mockup', 'mock-up'], source: 'content/projects/ai.ts:27' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jq-conversation-9',
    group: 'conversation',
    turns: ['In which areas do you work?', 'how many projects in the social one?'],
    expect: {
      facts: [{ anyOf: ['40+', 'forty', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' }],
      links: ['/portfolio/social-media', '/portfolio'],
    },
  },
  {
    id: 'jq-conversation-10',
    group: 'conversation',
    turns: ['Which Adobe programs are you using?', 'which one of them you are best at?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jq-conversation-11',
    group: 'conversation',
    turns: ['hello, I own 3 car dealerships in the area', 'what kind of video work have you done?', 'the conference one, how long is it?'],
    expect: {
      facts: [{ anyOf: ['1:50', '1 min 50', '1 minute 50', 'one minute fifty'], source: 'content/cards/videography.ts:44' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jq-conversation-12',
    group: 'conversation',
    turns: ["What's in the stationery project? we need stuff for our garage office", 'whats in the office one'],
    expect: {
      facts: [
        { anyOf: ['mug'], source: 'content/projects/graphics.ts:189' },
        { anyOf: ['notebook'], source: 'content/projects/graphics.ts:189' },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jq-conversation-13',
    group: 'conversation',
    turns: ["what's included in the brand identity project", 'the fourth one, what is it exactly?'],
    expect: {
      facts: [
        { anyOf: ['Business Cards', 'business card'], source: 'content/projects/graphics.ts:52' },
        {
          anyOf: ['double-sided', 'double sided', 'spot-colour', 'spot colour', 'spot-color', 'spot color'],
          source: 'content/projects/graphics.ts:53',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jq-conversation-14',
    group: 'conversation',
    turns: ['what services do you offer? like the cards on your about page', 'the video one, which tools and skills does it list?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/about.ts:61' },
        { anyOf: ['Audition'], source: 'content/about.ts:61' },
        { anyOf: ['Colour Grading', 'Color Grading'], source: 'content/about.ts:61' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jq-conversation-15',
    group: 'conversation',
    turns: ['What are the three principles on your homepage?', 'explain the data one please'],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'click through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'jq-conversation-16',
    group: 'conversation',
    turns: ['do you do food photos? we got a diner right next to the dealership', 'what year was the beverages one?'],
    expect: {
      facts: [{ anyOf: ['2023'], source: 'content/categories.ts:59' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'jq-conversation-17',
    group: 'conversation',
    turns: ['how do I contact Alex about a job for my garage?', 'if i write there, how fast does he reply?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'jq-conversation-18',
    group: 'conversation',
    turns: ['can I download his CV somewhere', 'ok send me the link of it'],
    expect: {
      facts: [{ anyOf: ['alex-morgan-cv.pdf'], source: 'content/owner.ts:20' }],
    },
  },
  {
    id: 'jq-conversation-19',
    group: 'conversation',
    turns: ['tell me about the AI prompt images project', 'which tools did you use for that?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['ChatGPT'], source: 'content/projects/ai.ts:158' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jq-conversation-20',
    group: 'conversation',
    turns: ["What's in the skills overview on your about page?", 'the last one in that list, what level?'],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics'], source: 'content/about.ts:81' },
        { anyOf: ['85'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'jq-compound-1',
    group: 'compound',
    turns: ['where r u based and how many years experience u got?'],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
      ],
      links: ['/about', '/home', '/contact'],
      mustNotContain: ['over 5', '5+ years', 'five years'],
    },
  },
  {
    id: 'jq-compound-2',
    group: 'compound',
    turns: ["How many projects have you completed so far, and what's your email address?"],
    expect: {
      facts: [
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/about', '/home', '/contact'],
    },
  },
  {
    id: 'jq-compound-3',
    group: 'compound',
    turns: ['Whats your whatsapp number? And are you on LinkedIn, I like to check people before I hire them'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '555 0123', '555-0123', '555 012 3456', '555-012-3456'], source: 'content/owner.ts:19' },
        { anyOf: ['linkedin.com'], source: 'content/owner.ts:26' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jq-compound-4',
    group: 'compound',
    turns: ['The brand story film: how long is it, what year was it made, and what kind of business is it about?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', 'two minutes and forty-five'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
        { anyOf: ['bakery'], source: 'content/cards/videography.ts:26' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jq-compound-5',
    group: 'compound',
    turns: ['how good are you with After Effects and Premiere Pro? in percent pls, one number each'],
    expect: {
      facts: [
        { anyOf: ['85'], source: 'content/tools.ts:31' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home', '/about', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'jq-compound-6',
    group: 'compound',
    turns: ['Which AI tool you use to make low quality pictures sharp? And which one for building websites with AI?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
      links: ['/home', '/about', '/portfolio/artificial-intelligence', '/portfolio/ai-enhanced', '/portfolio/web-design'],
    },
  },
  {
    id: 'jq-compound-7',
    group: 'compound',
    turns: ['Does this site put cookies on my computer? And when was the privacy policy last updated?'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookie',
            "n't use cookie",
            'n’t use cookie',
            'not use cookie',
            "n't set cookie",
            'n’t set cookie',
            'not set cookie',
            'any cookie',
          ],
          source: 'content/legal.ts:33',
        },
        {
          anyOf: ['2024-06-01', 'June 1, 2024', '1 June 2024', 'June 1st, 2024', '1st June 2024', '01/06/2024', '06/01/2024'],
          source: 'content/legal.ts:7',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jq-compound-8',
    group: 'compound',
    turns: ['can i use one of your poster designs on a flyer for my garage?? and who do i have to ask'],
    expect: {
      facts: [
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'jq-compound-9',
    group: 'compound',
    turns: ['The carousel posts — which platform were they for, and how many slides are there?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jq-compound-10',
    group: 'compound',
    turns: ["what's the brand name on the first page of the site, and what's the slogan under it?"],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['imagination meets innovation'], source: 'content/site.ts:13' },
      ],
      links: ['/', '/home'],
    },
  },
]
