// Held-out set GI: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']

export const heldOutGI: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'gi-indirect-1',
    group: 'indirect',
    turns: [
      "hi! so me and my sister run a small artisan bakery, two shops now (!!) and every single morning the phone rings nonstop with ppl asking what bread we have today and if they can reserve croissants for saturday. also tourists can never find our second shop, it's down a side street. my nephew says we need to be 'online properly' but i honestly have no idea what that means or who does it. have you ever done anything for a place like ours?",
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gi-indirect-2',
    group: 'indirect',
    turns: [
      "My grandfather opened our hardware store in 1987 and the only pictures we have of the original shopfront are tiny blurry jpegs somebody scanned years ago, maybe 400 pixels wide. For our anniversary we'd love to print one really big on a banner above the till, about 2 metres wide, but when I blow it up it's all blocks and mush. Is that something that can be rescued at all, or is it hopeless?",
    ],
    expect: {
      facts: [{ anyOf: ['upscaling', 'upscale', 'AI Enhanced', 'Magnific AI'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-indirect-3',
    group: 'indirect',
    turns: [
      "ok so i opened a small spinning + HIIT studio last year. members keep messaging me 'is there a class at 7 tomorrow', 'who's teaching thursday', and new people want to try one session for free but i handle all of it by hand in a paper notebook lol. i'm drowning. is there anything in your work that looks like what i'd need??",
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gi-indirect-4',
    group: 'indirect',
    turns: [
      "We're getting married next September in my parents' garden, about 80 guests, nothing fancy. Neither of us likes being bossed around into stiff posed shots, we'd rather someone just quietly caught the rings, the vows, my grandma on the dance floor. My fiancé is very impatient though and keeps asking me one thing: if we hire you, when would we actually see the first pictures after the day?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gi-indirect-5',
    group: 'indirect',
    turns: [
      "I'm coordinating a half-day summit for our fintech association in March: two keynotes, a panel about putting real-world assets on the blockchain, then networking drinks. Our comms team needs pictures to send to journalists and post the morning after, not two weeks later like last year's disaster with the other guy. Have you covered something similar, and could you turn it around that fast?",
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'tokenization'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'gi-indirect-6',
    group: 'indirect',
    turns: [
      'bonjour, I am creating a small house of fragrances, three scents for now, the bottles are heavy glass with gold caps. My e-shop opens in 6 weeks and the pictures I take with my phone are terrible, all reflections everywhere and the liquid looks grey and dead. Can you help me with this kind of thing? Did you already do it before for someone?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'product photography'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'gi-indirect-7',
    group: 'indirect',
    turns: [
      "We run a dark kitchen doing smash burgers and ramen for the delivery apps only, no dining room at all. Our instagram has like 300 followers and honestly the feed looks sad, just phone snaps with no design at all, nobody gets hungry scrolling past. We launch a new dish every 2 weeks plus a weekend offer. Which of the things you've made is closest to what we'd need?",
    ],
    expect: {
      facts: [
        { anyOf: ['Foods & Restaurants', 'Foods and Restaurants', 'Foods &amp; Restaurants'], source: 'content/projects/social.ts:90' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'gi-indirect-8',
    group: 'indirect',
    turns: [
      "Opening a neighbourhood café in an old laundrette in April!! ☕ We have the name and that's literally it. The counter is long, so the price list has to be readable from the door; we want takeaway cups and paper bags that look nice in people's photos, a stamp card so they come back, and something out on the pavement so people walking past actually notice us. Have you ever done the whole lot like that for a café?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'gi-indirect-9',
    group: 'indirect',
    turns: [
      "We're a small engineering consultancy, 14 people. We keep losing tenders and one of the partners is convinced it's partly because our paperwork looks homemade: letterheads typed in Word, invoices from a free template, and no proper printed document that introduces who we are and what we've done in numbers. We'd also like to give new staff a welcome pack with a notebook and an ID badge. Is this something you've done?",
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'gi-indirect-10',
    group: 'indirect',
    turns: [
      "me and my friend started a podcast about astronomy (episode 6 next week!!) and our intro is literally just silence and then us saying hi 😂 we have no camera gear, no animation skills and obviously zero budget to film actual space. we'd love like a minute of something spacey and dreamy with our theme music under it for the youtube version. have you made anything like that?",
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-indirect-11',
    group: 'indirect',
    turns: [
      "My parents both turn 70 this summer and for their present my brother and I want to get everyone together: us, our partners, the kids (4 and 7, they never stand still), somewhere outdoors in a park. The last time we did this in a studio it was stiff and everyone looked miserable. We'd like something relaxed that we can print in an album for them. If we booked it, how long after would we get the pictures?",
    ],
    expect: {
      facts: [{ anyOf: ['a week later', 'a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'gi-indirect-12',
    group: 'indirect',
    turns: [
      "I'm starting a kombucha brand with a co-founder and we have a meeting with a possible investor in three weeks. We don't have a logo or colours yet, only a name. We'd love to walk in with several possible looks for what the brand could become, shown on a phone screen and on signs so it feels real, but a traditional agency quoted us two months. Anything you've done like that, fast?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal', 'brand proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-indirect-13',
    group: 'indirect',
    turns: [
      "I own a small dental clinic. Half of my receptionist's day goes on answering the same things again and again: opening hours, do we take this insurance, how much is whitening, where to park. At night the emails pile up and people are annoyed nobody replied. I wish something could answer people from the information we already have, instantly, at any hour. Is this in your line of work at all or am I in the wrong place?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-indirect-14',
    group: 'indirect',
    turns: [
      "I'm a mountain guide in the Dolomites and take small groups on 3-day treks. Guests always tell me the experience is impossible to explain to their friends back home. I'd like something where I talk about the routes, guests tell their own stories, there are shots from high above the ridges and you hear the wind, a few minutes long, to put at the top of my homepage. Have you ever made something like this?",
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gi-indirect-15',
    group: 'indirect',
    turns: [
      'we r a 4 piece indie band, recorded a live set in a warehouse with 3 cameras and now we have like 2 hours of raw footage of us playing the same song over and over. need someone to turn it into something that follows the beat, with a stylish look. did u do stuff like this b4',
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gi-indirect-16',
    group: 'indirect',
    turns: [
      "I'm a freelance tax adviser trying to grow on LinkedIn. My long text posts get almost no reach. A friend showed me those posts where you swipe sideways through 8 or 10 slides, each with one tip, then a chart, then a checklist at the end, and apparently people save them like crazy. Have you designed anything like that? I want it to teach, not to sell.",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'gi-indirect-17',
    group: 'indirect',
    turns: [
      "I recorded six interviews with farmers for a short film about our cooperative. The picture is fine, but the sound... there's a fridge humming in three of them, a tractor going past in another, and the voices are quiet. Can you fix that part specifically, and with what, or do I need to find a separate person for it?",
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/about', '/portfolio/videography'],
    },
  },
  {
    id: 'gi-indirect-18',
    group: 'indirect',
    turns: [
      'Hello, we are small startup from Poland making a smart plant pot. Factory will produce first batch only in 5 months, but we need visuals for our crowdfunding campaign NOW. We have only technical sketches and one ugly plastic prototype. How can we show the product looking real before it exists? You can help with this?',
    ],
    expect: {
      facts: [{ anyOf: ['3D & 2D Art', '3D renders', '3D Mockups', 'mockups', 'Product Renders'], source: 'content/skills.ts:137' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gi-indirect-19',
    group: 'indirect',
    turns: [
      'Salam! I look after marketing for a family chain of five sweet shops in Manchester. The holy month starts in about six weeks and every single year we scramble at the last minute to make greetings and an announcement for our iftar boxes in Canva. This year I want a proper set that feels elegant: lanterns, the crescent, that kind of feeling. Have you made something like that before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'gi-indirect-20',
    group: 'indirect',
    turns: [
      "Our family travel agency has been running for 22 years from a shop window full of brochures. Young customers don't walk in any more. They want to browse destinations, filter holidays by budget and number of days, and send us a request from their sofa. I'm 61 and I don't understand any of the technology. Is there anything in your past work similar to what we would need?",
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'gi-conversation-1',
    group: 'conversation',
    turns: [
      "Hi, I'm an interior designer, working alone for 6 years, and my current site is a messy template with tiny pictures that don't do the rooms justice. Before I decide anything I'd like to see what you've built for other people. What websites have you done?",
      'the architecture one, what is its style like?',
    ],
    expect: {
      facts: [{ anyOf: ['minimal', 'large project images', 'images do the talking'], source: 'content/cards/web-design.ts:37' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gi-conversation-2',
    group: 'conversation',
    turns: [
      "I produce content for a few nonprofits and we're shortlisting editors for a series of short films next spring. Before I go through everything on your site, can you just list the films in your video section for me?",
      'The one following the hiking guide, how long does it run?',
    ],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gi-conversation-3',
    group: 'conversation',
    turns: [
      "I run a tiny handmade jewellery label and everyone keeps telling me AI can make product videos now. I'm sceptical. What AI videos have you actually made?",
      'ooh the bottle one. what was it made for, and did it need a real photo studio?',
    ],
    expect: {
      facts: [{ anyOf: ['without a studio', 'no studio', 'launch teaser'], source: 'content/projects/ai.ts:83' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-conversation-4',
    group: 'conversation',
    turns: ['what photo projects r on ur page', 'the coffee ones — who were they for?'],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'gi-conversation-5',
    group: 'conversation',
    turns: [
      'which AI tools are in your toolkit? i only know chatgpt honestly 😅',
      'the one that makes blurry images sharp again — how good are you with it?',
    ],
    expect: {
      facts: [{ anyOf: ['85%', '85 %', '85'], source: 'content/tools.ts:103' }],
      links: ['/home'],
    },
  },
  {
    id: 'gi-conversation-6',
    group: 'conversation',
    turns: [
      'Hey! I handle marketing for a mid-size furniture brand. We post every day but our feed looks like five different companies made it, every post a different font and colour. My boss wants to see examples before we talk budget. What social media projects do you have?',
      'the one that was planned as a whole nine-post grid, what was it made for?',
    ],
    expect: {
      facts: [{ anyOf: ['brand relaunch', 'relaunch'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'gi-conversation-7',
    group: 'conversation',
    turns: [
      "We're a yoga studio that's been going for ten years with a logo my cousin drew in 2014. We're finally rebranding before opening our second location. Can you show me the graphic design work you have?",
      'tell me more about the brand identity one. what was included in it?',
    ],
    expect: {
      facts: [
        { anyOf: ['Logo Suite', 'logo suite'], source: 'content/projects/graphics.ts:28' },
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'gi-conversation-8',
    group: 'conversation',
    turns: ['how can i get in touch with you?', 'cool. and how fast do you usually get back to people?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'gi-conversation-9',
    group: 'conversation',
    turns: [
      'What are your main skill areas? Just the groups please, I am making a comparison table of three freelancers for my manager.',
      'In the photography group, which one are you strongest at?',
    ],
    expect: {
      facts: [{ anyOf: ['Product Photography', 'product photography'], source: 'content/skills.ts:114' }],
      links: ['/skills'],
    },
  },
  {
    id: 'gi-conversation-10',
    group: 'conversation',
    turns: [
      "My daughter makes album covers for her friends' bands and she keeps talking about generating images from text. I've never understood how it works. Do you do that kind of picture?",
      'can you show me an example of what you would actually type for one of them?',
    ],
    expect: {
      facts: [{ anyOf: ['floating island', 'windswept tree'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-conversation-11',
    group: 'conversation',
    turns: [
      "I'm opening a frozen yogurt and dessert place next to the university in October. The menu board will be mostly photos, so I need them to look incredible. What food photography have you done?",
      'the dessert bar one — what did you shoot for that?',
    ],
    expect: {
      facts: [{ anyOf: ['macarons', 'cupcakes', 'iced drinks', 'cones'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'gi-conversation-12',
    group: 'conversation',
    turns: [
      "I'm comparing a few designers for a new online shop selling tea and brewing kit. What websites have you built?",
      'which of them did you make with Lovable?',
      'ok and the coffee one, what does it offer visitors?',
    ],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'gi-conversation-13',
    group: 'conversation',
    turns: [
      "what's in your AI portfolio? my startup has a tiny budget and I'm wondering if AI could speed things up for us",
      'the website one — how long did that take to make?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'gi-conversation-14',
    group: 'conversation',
    turns: [
      'Good evening. I work for an events company and we are looking for someone who can do both filming and editing. Please list the video projects in your portfolio.',
      'The teaser you mentioned. What product was it promoting?',
    ],
    expect: {
      facts: [{ anyOf: ['skincare'], source: 'content/cards/videography.ts:34' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'gi-conversation-15',
    group: 'conversation',
    turns: [
      'where are you based?',
      'ok, my company is in Toronto and we almost never travel. would that be a problem, or would we need to meet in person?',
    ],
    expect: {
      facts: [{ anyOf: ['remotely', 'remote', 'worldwide'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'gi-conversation-16',
    group: 'conversation',
    turns: [
      "I'm a broker at a small property agency, we sell apartments in new towers mostly. Our posts get zero engagement. What social media work have you done?",
      'and the property one, which platform was that for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'gi-conversation-17',
    group: 'conversation',
    turns: ['show me ur graphics stuff pls', 'the posters, were they for a client or??'],
    expect: {
      facts: [{ anyOf: ['self-initiated', 'Passion Project', 'personal'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'gi-conversation-18',
    group: 'conversation',
    turns: [
      "I've been let down by two freelancers this year already, so forgive me for being direct. How long have you been doing design work?",
      'And in that time, how many projects have you completed?',
    ],
    expect: {
      facts: [{ anyOf: ['200+', '200 +', 'over 200', 'more than 200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'gi-conversation-19',
    group: 'conversation',
    turns: [
      'My print shop works with a lot of designers and I always ask the same thing first: which Adobe apps do you use?',
      'which of those do you use for multi-page stuff like menus and brochures, and how good are you at it?',
    ],
    expect: {
      facts: [
        { anyOf: ['InDesign'], source: 'content/tools.ts:37' },
        { anyOf: ['88%', '88 %', '88'], source: 'content/tools.ts:40' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gi-conversation-20',
    group: 'conversation',
    turns: [
      'before i type anything personal in here: does this chat store what i write?',
      'and does anyone else get my messages, like some AI company?',
    ],
    expect: {
      facts: [{ anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' }],
      links: ['/privacy'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'gi-compound-1',
    group: 'compound',
    turns: [
      "Hi there, I run a small marketing agency in Lisbon and sometimes I need to outsource design when we're overloaded, usually social posts and the odd logo. Three quick things before I add you to our list: what's your email, where are you located, and how many years of experience do you have?",
    ],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['1-2 years', '1-2 Years', '1–2 years', '1 to 2 years'], source: 'content/site.ts:18' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'gi-compound-2',
    group: 'compound',
    turns: ['how good r u with lovable vs webflow (percent pls) and can i download ur cv somewhere'],
    expect: {
      facts: [
        { anyOf: ['90%', '90 %', '90'], source: 'content/tools.ts:112' },
        { anyOf: ['85%', '85 %', '85'], source: 'content/tools.ts:121' },
        { anyOf: ['CV', 'alex-morgan-cv.pdf'], source: 'content/owner.ts:20' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gi-compound-3',
    group: 'compound',
    turns: [
      "I'm putting together a report on freelance creatives for our startup incubator. How many social media projects have you done, how many photography ones, and do you also do any 3D work?",
    ],
    expect: {
      facts: [
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
        { anyOf: ['3D & 2D Art', '3D Mockups', 'Product Renders', '3D renders'], source: 'content/skills.ts:136' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/photography', '/skills'],
    },
  },
  {
    id: 'gi-compound-4',
    group: 'compound',
    turns: [
      "Hello! My colleague forwarded me this site but didn't tell me anything else. What's the designer's name, what's the WhatsApp number, and is there a Behance profile I can look at?",
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['15550123456', '+1 555 012 3456', '1 555 012 3456', 'wa.me/15550123456'], source: 'content/owner.ts:19' },
        { anyOf: ['behance.net/discovery-design-example', 'Behance'], source: 'content/owner.ts:25' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'gi-compound-5',
    group: 'compound',
    turns: [
      'I work in data protection, so occupational habit, sorry 🙂 Does this site set any cookies, and when I switched to dark mode just now, where exactly is that choice saved?',
    ],
    expect: {
      facts: [
        { anyOf: ['no cookies', 'sets no cookies'], source: 'content/legal.ts:33' },
        { anyOf: ['localStorage', 'local storage', 'in your browser'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'gi-compound-6',
    group: 'compound',
    turns: [
      "I'm planning the video budget for a spa opening and want to know typical lengths. How long is the bakery brand film you made, and how long is the calm ocean loop you did for the wellness brand?",
    ],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['0:30', '30 seconds', '30 sec'], source: 'content/projects/ai.ts:70' },
      ],
      links: ['/portfolio/videography', '/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'gi-compound-7',
    group: 'compound',
    turns: [
      "Two things. I'm building a dataset of poster designs to fine-tune an image model, am I allowed to use the posters on this site for that? And if this chatbot tells me a price, is that binding or a quote?",
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'without permission'], source: 'content/legal.ts:60' },
        { anyOf: ['not a quote', 'agreed directly'], source: 'content/legal.ts:67' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'gi-compound-8',
    group: 'compound',
    turns: [
      "sorry if this is a dumb question, I landed here from a link in a group chat 🙈 what is this place called, what's the motto on the front page, and what does the person behind it do exactly?",
    ],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Where imagination meets innovation', 'imagination meets innovation'], source: 'content/site.ts:13' },
        { anyOf: ['Creative Designer', 'creative designer'], source: 'content/site.ts:12' },
      ],
      links: ['/', '/home', '/about'],
    },
  },
  {
    id: 'gi-compound-9',
    group: 'compound',
    turns: ['Quick ones about your AI tools: how proficient are you with Kling, and which tool do you use to write captions?'],
    expect: {
      facts: [
        { anyOf: ['78%', '78 %', '78'], source: 'content/tools.ts:85' },
        { anyOf: ['ChatGPT'], source: 'content/tools.ts:75' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'gi-compound-10',
    group: 'compound',
    turns: [
      "I'm the new social media intern at a sneaker shop and my boss sent me your portfolio to 'get inspired'. So: the story graphics, which apps are they sized for? The typography posts, what kind of letters do they use? And how many slides are in the carousel project?",
    ],
    expect: {
      facts: [
        { anyOf: ['TikTok'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['serif'], source: 'content/projects/social.ts:148' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: [
        '/portfolio/social-media-graphics',
        '/portfolio/typography-posts',
        '/portfolio/carousel-posts',
        '/portfolio/graphics',
        '/portfolio/social-media',
      ],
    },
  },
]
