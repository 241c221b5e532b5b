// Held-out set EK: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const EXPERIENCE = ['1-2 years', '1–2 years', '1 to 2 years', 'one to two years', '1-2 Years']

export const heldOutEK: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ek-indirect-1',
    group: 'indirect',
    turns: [
      'Good afternoon. I am the e-commerce manager for a small house that makes its own scents in faceted glass bottles. Our online shop images look flat: the glass reflects everything, the liquid looks grey and the caps disappear. Has Alex photographed anything comparable that I could show my director?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ek-indirect-2',
    group: 'indirect',
    turns: [
      'hi, our trade fair booth goes to print next month and the only photos we have of our older machines are tiny, blocky files from like 2009 (800px wide max). the printer says they will look terrible on a 3 metre backdrop. is there anything in this portfolio that shows a way to rescue files like that??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal', 'Magnific'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ek-indirect-3',
    group: 'indirect',
    turns: [
      'Dear team, our fintech association is hosting a one-day summit on digital assets and blockchain, with keynotes, two panels and a networking reception. Our PR agency needs usable pictures for the press release the following morning. Does the designer have relevant experience with this kind of assignment?',
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'tokenisation'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ek-indirect-4',
    group: 'indirect',
    turns: [
      'We are a property developer about to put two residential towers and a handful of villas with pools on the market. Our Facebook page is currently just phone photos of brochures. What in Alex’s work is closest to what we would need for listing and launch announcements?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ek-indirect-5',
    group: 'indirect',
    turns: [
      'Hello! I handle marketing for a hospitality group and we are opening a neighbourhood coffee shop in spring. We need everything a customer touches: a menu readable from the counter, takeaway cups and sleeves, paper bags, stamp cards and a sign for the street. Which piece of the portfolio should I look at first?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ek-indirect-6',
    group: 'indirect',
    turns: [
      'Our B2B software company explains fairly technical topics on LinkedIn. Single images do not work for us; we would like multi-slide posts where each slide builds on the previous one (charts, checklists, a clear arrow to keep going). Has the designer produced something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ek-indirect-7',
    group: 'indirect',
    turns: [
      'ok so honest situation: our product launch is in 6 days and we have NO website yet 😬 agency quoted us 8 weeks. has alex ever shipped a site on a timeline that tight, and how?',
    ],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'ek-indirect-8',
    group: 'indirect',
    turns: [
      'Our customer service team spends half the day answering the same twenty questions about opening hours, delivery zones and returns, all of which are already on our website. I would like visitors to get those answers themselves, instantly, at any hour. Is this something the designer has worked on?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'chatbot', 'chat assistant'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ek-indirect-9',
    group: 'indirect',
    turns: [
      'Salam, I coordinate content for a supermarket chain in the Gulf. For the coming month of fasting we need greeting posts for every week plus announcements of the evening meal offers, with crescents, lanterns, that kind of mood, both for print and feed. Did Alex already do similar seasonal sets?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'ek-indirect-10',
    group: 'indirect',
    turns: [
      'We are relaunching our brand in Q3 and the brief from leadership is that our Instagram profile should look planned when someone lands on it: the first nine tiles should read as one picture but each post also has to make sense on its own in the feed. Is there any example of that in the portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post', '9-post'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'ek-indirect-11',
    group: 'indirect',
    turns: [
      'I run marketing at an outdoor travel company that organises guided mountain treks. We would love a short film that simply follows one of our guides for a day: some interviews, aerial shots of the ridges, natural sound. Is there any work on the site close to this?',
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short', 'documentary'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ek-indirect-12',
    group: 'indirect',
    turns: [
      'small florist chain here 🌷 for our spring campaign we want a few seconds of a flower slowly opening for reels and the website header, but we have zero budget or time to actually film it. anything alex made that shows this is doable?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ek-indirect-13',
    group: 'indirect',
    turns: [
      'Good morning. Our consultancy spun off a new studio and it currently has no visual identity at all. We need the mark and its variations, a palette and fonts, a rulebook our team can follow, business cards and templates for our social channels. Which project best demonstrates that the designer can deliver the complete package?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ek-indirect-14',
    group: 'indirect',
    turns: [
      'After our merger two companies now send out two different letterheads, mismatched envelopes, old invoice templates and presentation folders with the old logo. We also need a printed brochure that introduces the combined company. Has Alex designed this kind of corporate paperwork before?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ek-indirect-15',
    group: 'indirect',
    turns: [
      'We are a tour operator and our current site is a PDF catalogue, basically. We want pages per destination with guides, a way to filter our holiday packages by budget and length, and an enquiry path that actually produces leads. Is there comparable web work I could click through?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ek-indirect-16',
    group: 'indirect',
    turns: [
      'i manage marketing for 3 pilates & spin studios. people keep calling to ask when classes are and who teaches them, and we want them to book a free first class online instead. has alex built a site for a business like ours',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ek-indirect-17',
    group: 'indirect',
    turns: [
      'We are preparing an investor deck for a kitchen appliance that is still at the prototype stage: there is nothing we can photograph yet. We need convincing visuals of how the finished product will look on a countertop. Does Alex have skills that cover this?',
    ],
    expect: {
      facts: [{ anyOf: ['3D Mockups', '3D & 2D Art', 'Product Renders', '3D mockup'], source: 'content/skills.ts:142' }],
      links: ['/skills'],
    },
  },
  {
    id: 'ek-indirect-18',
    group: 'indirect',
    turns: [
      'Our webinar recordings have a constant hum from the air conditioning and our speakers sound muffled, so nobody watches the replays to the end. Before we re-edit forty recordings I would like to know whether the designer can also help with this part, and with which software.',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/about', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'ek-indirect-19',
    group: 'indirect',
    turns: [
      'Hello, we roast specialty beans and sell them online. Our shop needs images of the process: the beans, the pour-over ritual, the cups and our kraft bags, in warm tones. Has Alex shot for a company like ours?',
    ],
    expect: {
      facts: [{ anyOf: ['33 Degree'], source: 'content/projects/photography.ts:177' }],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'ek-indirect-20',
    group: 'indirect',
    turns: [
      'We run weekly flash sales and announce them in full-screen vertical formats on Instagram and TikTok that disappear after a day. Our in-house graphics are cluttered and nobody taps through. Which of the designer’s projects is closest to this format?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics', '9:16'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ek-conversation-1',
    group: 'conversation',
    turns: [
      'Hello, I lead digital for a regional chain of artisan bakeries. Could you show me which websites Alex has designed so far?',
      'The bakery site sounds closest to us. What features did it have?',
    ],
    expect: {
      facts: [{ anyOf: ['pre-order', 'store locator', 'daily menu'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ek-conversation-2',
    group: 'conversation',
    turns: ['which video projects can i see here?', 'the music one — how long is it and what year was it made'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ek-conversation-3',
    group: 'conversation',
    turns: [
      'Our agency is pitching AI-generated video to a cosmetics client next week. What has Alex produced with AI video?',
      'Which of those was made for a product launch, and how long does it run?',
    ],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'ek-conversation-4',
    group: 'conversation',
    turns: [
      'I work for a hotel group that hosts weddings and we keep a list of recommended suppliers. What kinds of photography does Alex offer?',
      'Regarding the wedding coverage: how soon would a couple see their pictures?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ek-conversation-5',
    group: 'conversation',
    turns: ['Could you list the tools in Alex’s design stack?', 'And the one used for upscaling — how proficient is Alex with it?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ek-conversation-6',
    group: 'conversation',
    turns: ['What social media work is in the portfolio?', 'the property one, which platform was that for? we only do facebook'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/social-media', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'ek-conversation-7',
    group: 'conversation',
    turns: ['What is in the graphics section of the portfolio?', 'You mentioned a passion project. How many posters does it have?'],
    expect: {
      facts: [{ anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'ek-conversation-8',
    group: 'conversation',
    turns: ['Which AI tools does Alex work with?', 'the video one - what does alex use it for and how good is alex with it?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ek-conversation-9',
    group: 'conversation',
    turns: [
      'What is the best way to get in touch with Alex about a project?',
      'And once I send a message, how quickly should I expect a reply?',
    ],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'a working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'ek-conversation-10',
    group: 'conversation',
    turns: ['What does the brand identity project include?', 'The guidelines document: what does it cover?'],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'ek-conversation-11',
    group: 'conversation',
    turns: ['Which areas are covered on the skills page?', 'ok. in photography specifically, what is alex strongest at?'],
    expect: {
      facts: [
        { anyOf: ['Product Photography'], source: 'content/skills.ts:114' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ek-conversation-12',
    group: 'conversation',
    turns: [
      'I noticed 33 Degree on the photography page. What work was done for them?',
      'And the coffee-bar series, what was it made for?',
    ],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'ek-conversation-13',
    group: 'conversation',
    turns: ['Which of the client websites were built with Lovable?', 'what does the coffee one offer its visitors?'],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guide', 'partner cafe'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ek-conversation-14',
    group: 'conversation',
    turns: [
      'Our creative director is curious about prompt-based image generation. What is on the AI prompt images page?',
      'Could you share the example prompt shown there?',
    ],
    expect: {
      facts: [{ anyOf: ['floating island'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images'],
    },
  },
  {
    id: 'ek-conversation-15',
    group: 'conversation',
    turns: [
      'does alex do family photo sessions? our CEO wants one for the company anniversary booklet',
      'how long after the session do we get the edited photos?',
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'ek-conversation-16',
    group: 'conversation',
    turns: [
      'Please tell me about the stationery project.',
      'In the document suite part: how many images are shown, and which documents are they?',
    ],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:173' },
        { anyOf: ['letterhead', 'invoice', 'envelope'], source: 'content/projects/graphics.ts:167' },
      ],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'ek-conversation-17',
    group: 'conversation',
    turns: ['Which of the videos on the site were made in 2024?', 'the conference one, how long is it?'],
    expect: {
      facts: [{ anyOf: ['1:50', '1 min 50', '1m50'], source: 'content/cards/videography.ts:44' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ek-conversation-18',
    group: 'conversation',
    turns: [
      'We need an animated version of our logo for event screens. Does Alex do animation or motion work?',
      'Which software is that done in, and how proficient is Alex with it?',
    ],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:28' },
        { anyOf: ['85'], source: 'content/tools.ts:31' },
      ],
      links: ['/home', '/skills'],
    },
  },
  {
    id: 'ek-conversation-19',
    group: 'conversation',
    turns: [
      'What are the "Creative Excellence" principles on the home page?',
      'The last one sounds like a buzzword to me. What does it mean in practice?',
    ],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'ek-conversation-20',
    group: 'conversation',
    turns: [
      'We manage eleven restaurants under three brands. What food-related social media work has Alex done?',
      'For the restaurant posts project: which platform, and how many posts are shown?',
    ],
    expect: {
      facts: [
        { anyOf: ['Instagram'], source: 'content/categories.ts:39' },
        { anyOf: ['nine', '9'], source: 'content/projects/social.ts:17' },
      ],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ek-compound-1',
    group: 'compound',
    turns: [
      'Two quick things before I forward this to procurement: which email address should we use, and does Alex take on clients outside their own country?',
    ],
    expect: {
      facts: [
        { anyOf: EMAIL, source: 'content/owner.ts:17' },
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'ek-compound-2',
    group: 'compound',
    turns: [
      'For our vendor file I need two numbers: how long has Alex been working as a designer, and roughly how many projects have been completed?',
    ],
    expect: {
      facts: [
        { anyOf: EXPERIENCE, source: 'content/site.ts:18' },
        { anyOf: ['200+', '200 projects', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'ek-compound-3',
    group: 'compound',
    turns: ['how good is alex in photoshop? and lightroom?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ek-compound-4',
    group: 'compound',
    turns: ['On the portfolio overview, how many AI projects does Alex claim, and how many social media projects?'],
    expect: {
      facts: [
        { anyOf: ['15+'], source: 'content/category-summaries.ts:46' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio'],
    },
  },
  {
    id: 'ek-compound-5',
    group: 'compound',
    turns: [
      'I am building a shortlist of reference films for our board. How long is the Brand Story Film, and in which year was the Documentary Short produced?',
    ],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ek-compound-6',
    group: 'compound',
    turns: ['About the AI Brand Proposal: which tools were used for it, and how many logo directions were explored before narrowing down?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/cards/ai.ts:10' },
        { anyOf: ['Forty', '40'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ek-compound-7',
    group: 'compound',
    turns: [
      'Three questions from our legal and comms team: can we reach Alex on WhatsApp, does this website set cookies, and may we reuse one of the posters from the portfolio in our internal newsletter?',
    ],
    expect: {
      facts: [
        { anyOf: ['WhatsApp'], source: 'content/chat.ts:31' },
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not set cookies', "doesn't set", 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['permission'], source: 'content/legal.ts:60' },
      ],
      links: ['/privacy', '/terms', '/contact'],
    },
  },
  {
    id: 'ek-compound-8',
    group: 'compound',
    turns: ['What level does Alex list for prompt engineering, and what about logo design?'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/skills.ts:62' },
        { anyOf: ['93'], source: 'content/skills.ts:36' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ek-compound-9',
    group: 'compound',
    turns: ['What special features does the Glow Skincare website have, and which tool was Wanderlust Travel Co. built with?'],
    expect: {
      facts: [
        { anyOf: ['routine builder', 'ingredient'], source: 'content/cards/web-design.ts:51' },
        { anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ek-compound-10',
    group: 'compound',
    turns: [
      'sorry, newbie here 🙂 whats the designers full name, what is the studio/brand called, and is there a CV i can download for my boss?',
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['CV'], source: 'content/home.ts:20' },
      ],
      links: ['/home', '/about', '/'],
    },
  },
]
