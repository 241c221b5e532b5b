// Held-out set IM: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIM: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'im-indirect-1',
    group: 'indirect',
    turns: [
      'Hi there!! I run a little dance school (ballet, jazz, some hip hop for the teens) and honestly our website is a mess. What I really want is a site where parents can see which classes are on which day, read a bit about each of our teachers, and sign their kid up for a free first lesson without ringing me at 10pm. Have you ever built something like that for anyone?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'im-indirect-2',
    group: 'indirect',
    turns: [
      'our karate dojo turns 30 next year and we only have tiny blurry pics of sensei from the 90s (scanned from a newspaper lol). we want to print one huge on a banner for the anniversary. is there anything you can do to make a small fuzzy picture big and sharp?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'im-indirect-3',
    group: 'indirect',
    turns: [
      'Hello. I coach a trail running club in the hills. One of our guides has been leading runs up the mountain for 20 years and we would like a small film about him: him talking to the camera about his life, shots from the air over the ridges, the sound of wind and the path. Did you already make a film like this? I want to see before I ask price.',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'im-indirect-4',
    group: 'indirect',
    turns: [
      "So our football association has its big yearly get-together coming up: a couple of speeches, a panel with the coaches, people chatting over coffee in between. The board wants a short video afterwards, two minutes tops, that shows the best moments so we can post it for the members who couldn't come. Got an example of that kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'im-indirect-5',
    group: 'indirect',
    turns: [
      'boxing gym owner here 🥊 we started a youtube channel and every video starts with our logo just sitting there doing nothing. i want it to MOVE, like spin in and punch onto the screen, and maybe the titles too. where on your site can i see that you do this kinda stuff?',
    ],
    expect: {
      facts: [{ anyOf: ['Motion Graphics Reel', 'logo animation'], source: 'content/cards/videography.ts:65' }],
      links: ['/portfolio/videography', '/skills'],
    },
  },
  {
    id: 'im-indirect-6',
    group: 'indirect',
    turns: [
      'Our swim club is finally growing up. We need the whole package: a proper logo (plus a small version for the caps), fixed colours and fonts, one document that tells volunteers how to use it all, cards for the coaches and templates for our Instagram. Have you ever done this full set for one client? Which page shows it?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'im-indirect-7',
    group: 'indirect',
    turns: [
      'Good evening, I am treasurer of a small judo club. All our paper is ugly Word documents: the letters to the members, the envelopes, the folders we give new families and the invoices for the fees. I would like everything matching with our logo. Is there a work on your site with this kind of office papers?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Corporate Document Suite', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'im-indirect-8',
    group: 'indirect',
    turns: [
      'ok long story: our tennis club has a tiny clubhouse cafe run by volunteers. the menu is a laminated A4 nobody can read from the counter, the takeaway cups are plain white, we want a stamp card so players get every 10th coffee free, and a board outside so people walking past the courts actually come in. have you designed all that stuff for a cafe before??',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'im-indirect-9',
    group: 'indirect',
    turns: [
      'basketball club social media guy here. we post the tall full-phone-screen pictures that disappear after a day (insta + tiktok) for match days and ticket deals and they look so amateur. do you have any of those on your site i can look at?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'im-indirect-10',
    group: 'indirect',
    turns: [
      "Hiya! I teach yoga and stretching for athletes. I'd love posts where people swipe sideways through several squares, like step 1, step 2, step 3 of a stretch, with little checklists and maybe a chart. Which of your work is closest to that?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'im-indirect-11',
    group: 'indirect',
    turns: [
      'We are relaunching our Muay Thai gym after a move and want our Instagram profile to look planned when someone opens it, you know, the nine squares on top fit together like one picture but each post still makes sense alone. Did you do that for somebody?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'im-indirect-12',
    group: 'indirect',
    turns: [
      'salam! I run a taekwondo academy and many of our families fast during the holy month. every year we want to post greetings and tell people about the special evening class times after iftar, with the moon and lanterns etc. do you have something like that already made?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'im-indirect-13',
    group: 'indirect',
    turns: [
      "We're cutting together the video from our night-time street dance battle and I really want a dramatic opening, like flying through a city at night with all the windows lit, but we have zero budget for a drone or a helicopter 😅 is there something on your site that shows you can make a shot like that without filming it?",
    ],
    expect: {
      facts: [{ anyOf: ['Neon City'], source: 'content/projects/ai.ts:74' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'im-indirect-14',
    group: 'indirect',
    turns: [
      "hi, I'm a volleyball coach in Brazil and I found your page through a friend. Everything looks great but you're obviously not anywhere near us. Can we even work together if we're in another country?",
    ],
    expect: {
      facts: [{ anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about'],
    },
  },
  {
    id: 'im-indirect-15',
    group: 'indirect',
    turns: [
      "Our gym has a little juice bar at the front desk. We need mouth-watering pictures of the smoothies, the lemonade and (don't judge us) the donuts and cake slices, for the printed menu and for the food delivery app. Have you shot that kind of thing?",
    ],
    expect: {
      facts: [{ anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'im-indirect-16',
    group: 'indirect',
    turns: [
      "I organise the national coaches' conference for our cycling federation. Keynote speakers, panels, networking at the breaks. We need a photographer who stays out of the way and sends the pictures the next day so the press officer can use them. Is there work of this type on your site?",
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'im-indirect-17',
    group: 'indirect',
    turns: [
      "hey so our ski & snowboard club organises trips every winter. right now members email me asking 'where are we going, how much, is there space'. i'd love a website where they browse the destinations, filter the trip packages and then send a request. did you ever make a site like that??",
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'im-indirect-18',
    group: 'indirect',
    turns: [
      'URGENT-ish: our new bouldering hall opens in less than a week and we have NO website. Is it even possible to get something decent online that fast? has the designer ever done a site in just a few days?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI Built Website', 'four days', '4 days'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'im-indirect-19',
    group: 'indirect',
    turns: [
      'The front desk at our dance studio spends half the day answering the same parent questions: what time is the class, how much is the term, where do we park. Could we get something on our own website that answers those questions by itself, using our info? Have you made that before?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'im-indirect-20',
    group: 'indirect',
    turns: [
      "Our fencing club is thinking about a new look but the committee can't picture anything. Before we pay for a full rebrand I'd like to show them a few logo ideas, a board of colours and textures, and what it would look like on a phone and on a sign, done quickly so they can vote. Is there a project of yours that was exactly this kind of pitch?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'im-conversation-1',
    group: 'conversation',
    turns: [
      'hi! i run a capoeira school and also bake for our events lol. what websites has the designer built? list them please',
      'the bakery one, what can customers actually do on it?',
    ],
    expect: {
      facts: [
        { anyOf: ['pre-order', 'preorder', 'pre order'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['store locator', 'locator'], source: 'content/cards/web-design.ts:23' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'im-conversation-2',
    group: 'conversation',
    turns: ['Our rowing club wants a season recap film. Which videos can I watch on the site?', 'how long is the music one?'],
    expect: {
      facts: [{ anyOf: ['3:20'], source: 'content/cards/videography.ts:52' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'im-conversation-3',
    group: 'conversation',
    turns: [
      'Hello, I manage a padel club with a small coffee corner. What photography projects can I see on your site?',
      'The coffee ones. Who were they for?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'im-conversation-4',
    group: 'conversation',
    turns: [
      "I'm on the board of a hockey club and I was scrolling your home page. What are the Creative Excellence things listed there?",
      'the data one, what does that mean in practice for a club like ours?',
    ],
    expect: {
      facts: [{ anyOf: ['click-through', 'engagement', 'feedback'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'im-conversation-5',
    group: 'conversation',
    turns: [
      'what clips are on the AI video production page? we might want one for our climbing gym podcast',
      'which one was used for a podcast?',
      'and how long is it?',
    ],
    expect: {
      facts: [{ anyOf: ['1:05'], source: 'content/projects/ai.ts:94' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'im-conversation-6',
    group: 'conversation',
    turns: [
      'Show me the social media work please, I do the posts for our rugby club and need inspiration',
      'the property one - which platform was that made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'im-conversation-7',
    group: 'conversation',
    turns: [
      'Which of your social projects were for Instagram? Our kickboxing gym only really uses insta.',
      'the one with the letters, how many posts are in it?',
    ],
    expect: {
      facts: [{ anyOf: ['9', 'nine'], source: 'content/projects/social.ts:68' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'im-conversation-8',
    group: 'conversation',
    turns: [
      'what software and tools does the designer use? (asking for our athletics club, we need video mostly)',
      'which of those are for video?',
      'how good are you with the AI one?',
    ],
    expect: {
      facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'im-conversation-9',
    group: 'conversation',
    turns: [
      'Which photo shoots on the site are from 2024?',
      'The perfume one... what do you style the bottles with? we sell a club fragrance (yes really) and want similar shots',
    ],
    expect: {
      facts: [{ anyOf: ['petal'], source: 'content/projects/photography.ts:105' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'im-conversation-10',
    group: 'conversation',
    turns: [
      'Our goalkeeper coach is getting married in June and the team wants to surprise him with a photographer. Do you do wedding photos?',
      'great! how fast would he get to see some pictures after the day? and the whole lot?',
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
    id: 'im-conversation-11',
    group: 'conversation',
    turns: ['What are the skill groups on the skills page?', "the 3D one. what's the weakest skill in it?"],
    expect: {
      facts: [
        { anyOf: ['Product Renders', 'Product Render'], source: 'content/skills.ts:144' },
        { anyOf: ['79'], source: 'content/skills.ts:144' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'im-conversation-12',
    group: 'conversation',
    turns: [
      "Hey, I'm a wrestling coach curious about this AI art thing. What AI projects are in the portfolio?",
      'the prompt one, can you show me an example prompt that was used?',
    ],
    expect: {
      facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'im-conversation-13',
    group: 'conversation',
    turns: ['what categories does the portfolio have?', 'how many projects are in the fifth one'],
    expect: {
      facts: [{ anyOf: ['12+', '12 +', 'twelve'], source: 'content/category-summaries.ts:70' }],
      links: ['/portfolio/videography', '/portfolio'],
    },
  },
  {
    id: 'im-conversation-14',
    group: 'conversation',
    turns: [
      'Do you make posters? Our martial arts gym wants some cool art for the walls, not ads, more like art pieces.',
      'that series with the shapes, was it made for a client?',
    ],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'passion', 'personal'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'im-conversation-15',
    group: 'conversation',
    turns: [
      'Which videos are in the videography section? We are a cheerleading squad launching our own merch.',
      'the teaser - what product was it launching?',
    ],
    expect: {
      facts: [{ anyOf: ['skincare', 'skin care'], source: 'content/cards/videography.ts:34' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'im-conversation-16',
    group: 'conversation',
    turns: [
      "what's in the Photo Retouching skill group? we have a LOT of team photos with messy gym backgrounds",
      'and the first one, how strong is it?',
    ],
    expect: {
      facts: [{ anyOf: ['95'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'im-conversation-17',
    group: 'conversation',
    turns: [
      'Which of the websites were made with Lovable?',
      'the coffee one: what does it offer visitors? our club wants to sell monthly memberships in a similar way',
    ],
    expect: {
      facts: [
        { anyOf: ['subscription'], source: 'content/cards/web-design.ts:58' },
        { anyOf: ['brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'im-conversation-18',
    group: 'conversation',
    turns: ["I read the About page but it's a lot 😅 what are the 'What I Do' areas?", 'which skills are listed under the video one?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/about.ts:61' },
        { anyOf: ['Colour Grading', 'Color Grading', 'colour grading', 'color grading'], source: 'content/about.ts:61' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'im-conversation-19',
    group: 'conversation',
    turns: [
      'how do I get in touch with the designer? I run a small aikido dojo',
      "the email, what is it exactly? our secretary wants it written down, she doesn't do whatsapp",
    ],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/contact'],
    },
  },
  {
    id: 'im-conversation-20',
    group: 'conversation',
    turns: [
      'What kinds of photo shoots are on the photography page?',
      'ok the family one. if I book it for me and my kids (I coach gymnastics, weekends are chaos), when do we get the photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'im-compound-1',
    group: 'compound',
    turns: [
      "Hi, I'm the chair of a small squash club and before I pitch you to the committee: how many years of experience does the designer have, and roughly how many projects have they finished?",
    ],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
      mustNotContain: ['over 5 years', '5+ years', 'five years'],
    },
  },
  {
    id: 'im-compound-2',
    group: 'compound',
    turns: ['whats the whatsapp number? and how fast do you usually reply, our tournament is in 3 weeks so kinda in a hurry'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '0123456', '012 3456', '012-3456'], source: 'content/owner.ts:19' },
        { anyOf: ['one working day', '1 working day', 'one business day', 'within a working day'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'im-compound-3',
    group: 'compound',
    turns: ['Two quick ones from a football academy: how good are you at Photoshop? And at Premiere Pro?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'im-compound-4',
    group: 'compound',
    turns: [
      'Bit of a legal one from the secretary of our badminton club: does this site put cookies on my computer? And could we just use one of those geometric posters from your portfolio on our club flyer, or is that not allowed?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'sets no cookies', 'not set cookies', "n't set cookies", 'not use cookies', "n't use cookies", 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms'],
    },
  },
  {
    id: 'im-compound-5',
    group: 'compound',
    turns: [
      'how many photography projects have you done, and how many social media ones? trying to decide what to hire you for for our dance company 💃',
    ],
    expect: {
      facts: [
        { anyOf: ['30+', '30 +', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['40+', '40 +', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/photography', '/portfolio/social-media'],
    },
  },
  {
    id: 'im-compound-6',
    group: 'compound',
    turns: ['In what year was the wedding photography done, and in which year the 33 Degree Speciality Coffee photos?'],
    expect: {
      facts: [
        { anyOf: ['2024'], source: 'content/categories.ts:57' },
        { anyOf: ['2023'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography', '/portfolio/wedding-photography', '/portfolio/33-degree-coffee'],
    },
  },
  {
    id: 'im-compound-7',
    group: 'compound',
    turns: [
      "sorry if this is obvious but I'm writing an email for our judo parents' group: what's the designer's actual name, and what's the name of the site/brand?",
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/about', '/'],
    },
  },
  {
    id: 'im-compound-8',
    group: 'compound',
    turns: [
      "I coach a youth lacrosse team and we want a short film about the club's history. How long is the Brand Story Film, what's it about, and what year was the Documentary Short made?",
    ],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['bakery'], source: 'content/cards/videography.ts:26' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'im-compound-9',
    group: 'compound',
    turns: ['Hello! For our fencing academy: what do you build websites with? And how many tools are in your whole design stack?'],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/portfolio/web-design', '/home'],
    },
  },
  {
    id: 'im-compound-10',
    group: 'compound',
    turns: ['carousel spotlight project: how many slides does it have? and which platform was it for? (asking for my pilates studio)'],
    expect: {
      facts: [
        { anyOf: ['12', 'twelve'], source: 'content/projects/social.ts:126' },
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
]
