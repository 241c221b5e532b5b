// Held-out set IA: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutIA: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'ia-indirect-1',
    group: 'indirect',
    turns: [
      'Good afternoon. I am a senior partner at a small law firm. For our 40th anniversary brochure we would like to print a very large portrait of our founder, but the only photograph we have is an old scan, tiny and quite blurry when enlarged. Is this something your designer has experience rescuing, and is there an example I could look at?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscal'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-indirect-2',
    group: 'indirect',
    turns: [
      'hello, our firm is hosting a half-day meeting for clients about putting real estate and other assets on the blockchain as digital tokens. we need someone discreet to take pictures of the speakers on stage and the networking afterwards, and we need them fast for the press. has alex photographed anything like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization', 'tokenisation'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'ia-indirect-3',
    group: 'indirect',
    turns: [
      'Dear Sir or Madam, our accountancy practice is tired of sending invoices and letters on plain Word templates. We would like matching letter paper, envelopes, presentation folders and invoice layouts, perhaps also a brochure presenting the firm. Could you point me to comparable work in your portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery', 'Corporate Document Suite'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ia-indirect-4',
    group: 'indirect',
    turns: [
      'We are a third-generation family notary office and my father would love a short film about us - how the day starts early before anyone arrives, until we welcome the first client. Something warm and personal, maybe 2-3 minutes. Have you made a video like this before??',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ia-indirect-5',
    group: 'indirect',
    turns: [
      'Our consulting group holds an annual two-day partner summit with keynote talks, panel discussions and a dinner. Leadership would like a short recap video, ideally under two minutes, to share on our intranet and LinkedIn afterwards. Is there something in the portfolio that shows you can do this kind of video?',
    ],
    expect: {
      facts: [{ anyOf: ['Event Highlights Reel', 'Event Highlights', 'highlights reel'], source: 'content/cards/videography.ts:41' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ia-indirect-6',
    group: 'indirect',
    turns: [
      'my tax advisory gets the same 20 questions from clients every week (deadlines, documents to bring, fees...). could a little helper on our website answer them by itself using our own FAQ texts? does alex make things like that 🤔',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot', 'chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-indirect-7',
    group: 'indirect',
    turns: [
      'Hello. I am opening my own independent compliance consultancy at the end of next week and, admittedly late, I realise I have no website at all. Realistically, can something be designed and put online within a few days rather than weeks? Have you done that for anyone?',
    ],
    expect: {
      facts: [{ anyOf: ['AI-Built Website', 'AI-built', 'four days', '4 days'], source: 'content/cards/ai.ts:16' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-indirect-8',
    group: 'indirect',
    turns: [
      'Hi, my wife (she is a lawyer but this is her side business) is launching her own line of scents in glass bottles. For the online shop she needs pictures of the bottles that look really luxury, with reflections and flowers around. Do you have anything similar to show me?',
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'Perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'ia-indirect-9',
    group: 'indirect',
    turns: [
      'I own a flower shop next to our office building (yes, an auditor with a flower shop, long story 🌷). For the spring campaign I would love a short clip of a flower slowly opening, but I have no time or equipment to film it. Is that something you could create?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Timelapse'], source: 'content/projects/ai.ts:98' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-indirect-10',
    group: 'indirect',
    turns: [
      'my brother-in-law sells apartments in new towers and a few villas with pools. his facebook page looks like a mess, he wants nice posts when a new building launches or when he hands over keys. any example of this kind of work on your site?',
    ],
    expect: {
      facts: [{ anyOf: ['Real Estate', 'real-estate'], source: 'content/projects/social.ts:101' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ia-indirect-11',
    group: 'indirect',
    turns: [
      'As a management consultant I publish on LinkedIn. I have noticed posts where readers flick sideways through several slides, each one explaining one step with a small chart or a checklist. I would like a series like this to explain our methodology. Have you designed such posts?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'ia-indirect-12',
    group: 'indirect',
    turns: [
      'Salam. Our law office has many clients in the Gulf. During the holy month of fasting we want to send them elegant greeting posts and maybe a banner for the office, with the moon and lanterns. Is there any work like this in your portfolio, please?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'ia-indirect-13',
    group: 'indirect',
    turns: [
      "After 25 years in insurance I'm finally opening a small café in my neighbourhood. I need everything printed: the menu board, takeaway cups, paper bags, loyalty cards and a sign outside so people come in from the street. Did you already do a full job like that for someone?",
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'Packaging', 'Cafe Menu', 'Signage'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ia-indirect-14',
    group: 'indirect',
    turns: [
      'we recorded a webinar for our clients on the new VAT rules but the sound is bad, there is a hum from the air conditioning and the voice is uneven. which program do you use to clean up that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/skills', '/portfolio/videography'],
    },
  },
  {
    id: 'ia-indirect-15',
    group: 'indirect',
    turns: [
      'Our tax practice is launching a podcast (I know, I know). We would like a short opening sequence, something slow and spacey with stars, cut to our jingle. Have you already produced something along those lines?',
    ],
    expect: {
      facts: [{ anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-indirect-16',
    group: 'indirect',
    turns: [
      'Good morning, I advise a family-owned holiday agency. They need a website where people can read about destinations, filter the holiday packages by what they want and then send a request. Has your designer made such a site for a similar business?',
    ],
    expect: {
      facts: [{ anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ia-indirect-17',
    group: 'indirect',
    turns: [
      'i am an accountant but also co-owner of a small gym. we want a site that shows the weekly class schedule, the coaches, and lets new people sign up for a free first class. did u do something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ia-indirect-18',
    group: 'indirect',
    turns: [
      'We are a small practice of people who design buildings. Our current website is cluttered. We want something very minimal where big photographs of our completed buildings speak for themselves. Do you have a comparable reference?',
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ia-indirect-19',
    group: 'indirect',
    turns: [
      'A client of our law firm roasts coffee beans and wants a website where customers sign up to receive beans every month, with brewing tips and a map showing the cafés that serve their coffee. Is there a project of yours that shows this?',
    ],
    expect: {
      facts: [{ anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:57' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ia-indirect-20',
    group: 'indirect',
    turns: [
      "we're relaunching our consulting brand and our instagram page is all over the place. i'd love that when someone opens the profile, the first nine squares look like one planned picture, but each post still works by itself. have you done that?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post', '9-post', 'feed grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'ia-conversation-1',
    group: 'conversation',
    turns: [
      'Good day. Could you list the websites your designer has built for clients?',
      'Thank you. The bakery one interests me, as my sister runs a bakery. What features does that site have?',
    ],
    expect: {
      facts: [{ anyOf: ['daily menu', 'pre-order', 'store locator'], source: 'content/cards/web-design.ts:23' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ia-conversation-2',
    group: 'conversation',
    turns: ['what videos have you made?', 'how long is the documentary one'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', 'four minutes'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ia-conversation-3',
    group: 'conversation',
    turns: [
      'Which AI tools do you work with? I am an auditor trying to understand how creative agencies use them.',
      'And how proficient are you with the one that generates video?',
    ],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ia-conversation-4',
    group: 'conversation',
    turns: [
      'I saw there are some AI-generated video clips on the site. What are they?',
      'the one with the perfume bottle - how long is it and what was it made for?',
    ],
    expect: {
      facts: [
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
        { anyOf: ['launch teaser', 'without a studio', 'teaser'], source: 'content/projects/ai.ts:83' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-conversation-5',
    group: 'conversation',
    turns: [
      'Could you kindly tell me which skill groups are shown on the skills page?',
      'In the retouching one, which is the strongest skill please?',
    ],
    expect: {
      facts: [
        { anyOf: ['Background Removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ia-conversation-6',
    group: 'conversation',
    turns: ['What social media projects are in the portfolio?', 'which platform was the real estate one made for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'ia-conversation-7',
    group: 'conversation',
    turns: [
      'We are a mid-sized accountancy firm considering a refresh of all our printed materials. What does your stationery project include?',
      'What is in the last one of those parts?',
    ],
    expect: {
      facts: [{ anyOf: ['notebook', 'mug', 'badge', 'business card'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'ia-conversation-8',
    group: 'conversation',
    turns: [
      'Tell me about the brand identity project, what deliverables were in it?',
      'ok and the guidelines one, what does it cover exactly?',
    ],
    expect: {
      facts: [{ anyOf: ['spacing', 'usage', 'tone'], source: 'content/projects/graphics.ts:45' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'ia-conversation-9',
    group: 'conversation',
    turns: [
      'Which projects do you have in the artificial intelligence category?',
      'Please tell me more about the brand proposal one.',
      'Regarding the first part of it, how many logo directions were explored?',
    ],
    expect: {
      facts: [{ anyOf: ['forty', '40'], source: 'content/projects/ai.ts:14' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-conversation-10',
    group: 'conversation',
    turns: [
      'My daughter is getting married in September. Do you photograph weddings?',
      'how soon after it would we get to see the photos?',
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
    id: 'ia-conversation-11',
    group: 'conversation',
    turns: ['What services do you offer? Please list them as on your About page.', 'For the video one, which tools are listed?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
        { anyOf: ['Audition'], source: 'content/about.ts:61' },
      ],
      links: ['/about', '/portfolio/videography'],
    },
  },
  {
    id: 'ia-conversation-12',
    group: 'conversation',
    turns: [
      'Dear assistant, I am a consultant and I would like to understand how Alex uses AI in practice.',
      'Which projects on the site demonstrate that?',
      'For the upscaling one, what software was used?',
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
    id: 'ia-conversation-13',
    group: 'conversation',
    turns: [
      'Do you do food and drink photography? list what you have pls',
      'the beverages one, what was it for and what was in the pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['menu refresh', 'smoothie', 'layer cake', 'lemonade', 'donut'], source: 'content/projects/photography.ts:225' }],
      links: ['/portfolio/beverages-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'ia-conversation-14',
    group: 'conversation',
    turns: ['How can I get in touch with Alex about a project?', 'and how quickly do you usually reply through those?'],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'one business day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'ia-conversation-15',
    group: 'conversation',
    turns: [
      'Good evening. What was included in the packaging design project for the cafe?',
      'What kind of signs were in the third section?',
    ],
    expect: {
      facts: [{ anyOf: ['hanging sign', 'pavement board', 'sandwich board', 'A-frame'], source: 'content/projects/graphics.ts:253' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'ia-conversation-16',
    group: 'conversation',
    turns: [
      'On the home page there is a section about creative excellence. What are the principles listed there?',
      'Could you elaborate on the data one? As an accountant I like numbers 🙂',
    ],
    expect: {
      facts: [{ anyOf: ['engagement', 'click-through', 'feedback', 'measured'], source: 'content/home-excellence.ts:25' }],
      links: ['/home'],
    },
  },
  {
    id: 'ia-conversation-17',
    group: 'conversation',
    turns: [
      'Please give me an overview of the client websites in your web design portfolio.',
      'Which of those were built with Lovable rather than Webflow?',
    ],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'ia-conversation-18',
    group: 'conversation',
    turns: [
      'what is the AI prompt images project about?',
      'can you show me the example prompt from it? want to see how such prompts are written',
    ],
    expect: {
      facts: [{ anyOf: ['floating island', 'windswept tree', 'roots trailing'], source: 'content/projects/ai.ts:153' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'ia-conversation-19',
    group: 'conversation',
    turns: [
      'Hello, which categories does the portfolio have?',
      'Show me what is in the videography one.',
      'and the motion one, what is in it?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['logo animation', 'kinetic typography', 'animated social posts', 'After Effects'],
          source: 'content/cards/videography.ts:66',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ia-conversation-20',
    group: 'conversation',
    turns: [
      'Bonjour, I write in English. Which social media post series do you have? I am interested in the typography.',
      'How many posts does it have?',
    ],
    expect: {
      facts: [{ anyOf: ['nine', '9 posts', '9 square', '9 images', '9 typograph'], source: 'content/projects/social.ts:68' }],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'ia-compound-1',
    group: 'compound',
    turns: [
      'Before I recommend Alex to our partners, two questions: where is Alex based, and how many years of experience does Alex have?',
    ],
    expect: {
      facts: [
        { anyOf: ['remote', 'worldwide'], source: 'content/site.ts:16' },
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
      ],
      links: ['/about', '/home', '/contact'],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'ia-compound-2',
    group: 'compound',
    turns: ['how many projects has alex finished so far and how many tools are in the design stack?'],
    expect: {
      facts: [
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
        { anyOf: ['13', 'thirteen'], source: 'content/home.ts:25' },
      ],
      links: ['/home', '/about'],
      mustNotContain: ['15+ AI tools', '15+ tools'],
    },
  },
  {
    id: 'ia-compound-3',
    group: 'compound',
    turns: [
      'Three short questions from our marketing committee: (1) how proficient are you in Photoshop, (2) which tool do you use to upscale low-resolution images, and (3) which tool do you use for AI video?',
    ],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'ia-compound-4',
    group: 'compound',
    turns: ['How long is the Brand Story Film? And in which year was the Documentary Short made?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 minutes 45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'ia-compound-5',
    group: 'compound',
    turns: [
      'As data protection officer of our firm I must ask: does this website set cookies? And what email address can I write to with questions?',
    ],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'does not set',
            "doesn't set",
            'does not use cookies',
            "doesn't use cookies",
            'no cookie',
          ],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/privacy', '/contact'],
    },
  },
  {
    id: 'ia-compound-6',
    group: 'compound',
    turns: ['how many posters are in the passion poster series, and how many slides in the carousel spotlight?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8 posters', '8 geometric', '8 images'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['twelve', '12 slides', '12 square', '12 images'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/carousel-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'ia-compound-7',
    group: 'compound',
    turns: [
      'For our internal report I need to know: which platform were the carousel posts designed for, and which platform the real estate posts?',
    ],
    expect: {
      facts: [
        { anyOf: ['LinkedIn'], source: 'content/categories.ts:42' },
        { anyOf: ['Facebook'], source: 'content/categories.ts:40' },
      ],
      links: ['/portfolio/social-media', '/portfolio/carousel-posts', '/portfolio/real-estate-social'],
    },
  },
  {
    id: 'ia-compound-8',
    group: 'compound',
    turns: ["What's the designer's full name, and where can I download the CV? Our HR needs it for the vendor file."],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
      ],
      links: ['/home', '/about', '/contact'],
    },
  },
  {
    id: 'ia-compound-9',
    group: 'compound',
    turns: ['how good r u at prompt engineering? and sound design? give me the percentages'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/skills.ts:62' },
        { anyOf: ['80'], source: 'content/skills.ts:92' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'ia-compound-10',
    group: 'compound',
    turns: [
      'Kindly confirm two figures for our supplier assessment: how many projects are listed for the social media category, and how many for web design?',
    ],
    expect: {
      facts: [
        { anyOf: ['40+', '40 projects', 'over 40', 'more than 40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', '30 projects', 'over 30', 'more than 30'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/web-design'],
    },
  },
]
