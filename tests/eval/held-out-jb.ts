// Held-out set JB: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutJB: HeldOutCase[] = [
  // ---------------------------------------------------------------- fact
  {
    id: 'jb-fact-1',
    group: 'fact',
    turns: [
      'Good afternoon. I run a small independent financial advisory practice and would prefer to send a short written brief before we speak on the phone. Could you tell me which email address I should use, please?',
    ],
    expect: { facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }], links: ['/contact'] },
  },
  {
    id: 'jb-fact-2',
    group: 'fact',
    turns: ['insurance broker here, office in leeds. do u only take local clients or can u work remote?'],
    expect: { facts: [{ anyOf: ['remote', 'worldwide'], source: 'content/site.ts:16' }], links: ['/contact', '/about'] },
  },
  {
    id: 'jb-fact-3',
    group: 'fact',
    turns: ['how long have you been doing design work? years i mean'],
    expect: {
      facts: [{ anyOf: ['1-2', '1–2', '1 to 2', 'one to two', 'one or two'], source: 'content/site.ts:18' }],
      links: ['/about', '/home'],
      mustNotContain: ['5 years', 'five years', 'over 5'],
    },
  },
  {
    id: 'jb-fact-4',
    group: 'fact',
    turns: ['Roughly how many projects has the designer completed to date? I need a figure for our supplier due-diligence questionnaire.'],
    expect: { facts: [{ anyOf: ['200'], source: 'content/site.ts:19' }], links: ['/home', '/about'] },
  },
  {
    id: 'jb-fact-5',
    group: 'fact',
    turns: [
      "If I message on WhatsApp, how soon would I normally get an answer? We're a two-person bookkeeping office and plan our week around replies 🙂",
    ],
    expect: { facts: [{ anyOf: ['working day', 'business day'], source: 'content/placeholders.ts:7' }], links: ['/contact'] },
  },
  {
    id: 'jb-fact-6',
    group: 'fact',
    turns: [
      "My daughter is getting married in September (I'm a mortgage adviser, nothing creative about me!). If we booked you for the wedding, how quickly would we see the first few pictures?",
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48 hrs', '48h', 'two days', '2 days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'jb-fact-7',
    group: 'fact',
    turns: ['hi, pension adviser, want some family pictures for the office wall. after a family shoot when do we get the edited photos??'],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'jb-fact-8',
    group: 'fact',
    turns: ['that AI website on your AI page — how long did it take to build? asking bc our credit union site took 6 months lol'],
    expect: {
      facts: [{ anyOf: ['four days', '4 days', 'four-day', '4-day'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jb-fact-9',
    group: 'fact',
    turns: [
      'We are a small private bank and hold a client seminar on tokenised assets each spring. I noticed you photographed a corporate meeting on that very topic. How soon after the event were those photographs delivered?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day', 'day after'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'jb-fact-10',
    group: 'fact',
    turns: ['does ur website put cookies on my laptop? our compliance officer asks about everything'],
    expect: {
      facts: [
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            "doesn't set",
            'does not set',
            "doesn't use cookies",
            'does not use cookies',
            'not use any cookies',
            "doesn't use any cookies",
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jb-fact-11',
    group: 'fact',
    turns: [
      'Could I take two or three of your wedding photos and put them in our insurance brochure about wedding cover? It is only a small print run for the branch.',
    ],
    expect: { facts: [{ anyOf: ['permission'], source: 'content/legal.ts:60' }], links: ['/terms'] },
  },
  {
    id: 'jb-fact-12',
    group: 'fact',
    turns: [
      "When I type into this chat box, which company's AI actually processes my message? I have to record it in our data-protection register.",
    ],
    expect: { facts: [{ anyOf: ['Anthropic', 'Claude'], source: 'content/legal.ts:14' }], links: ['/privacy'] },
  },
  {
    id: 'jb-fact-13',
    group: 'fact',
    turns: ['that 2:45 brand story film in ur videos, what kind of business was it about?'],
    expect: { facts: [{ anyOf: ['bakery'], source: 'content/cards/videography.ts:26' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'jb-fact-14',
    group: 'fact',
    turns: ['What is "33 Degree"? I see the name twice on your photography page. Is it a client, and what do they do?'],
    expect: {
      facts: [
        { anyOf: ['coffee roaster', 'roaster', 'speciality coffee', 'specialty coffee'], source: 'content/projects/photography.ts:177' },
      ],
      links: ['/portfolio/33-degree-speciality', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jb-fact-15',
    group: 'fact',
    turns: ['whats the whatsapp number pls'],
    expect: {
      facts: [
        { anyOf: ['15550123456', '5550123456', '555 0123', '555-0123', '(555) 012', '555 012', '555-012'], source: 'content/owner.ts:19' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'jb-fact-16',
    group: 'fact',
    turns: [
      'Salam. Our Islamic finance branch wants Ramadan greetings for customers this year. What colours did you use on your Ramadan collection?',
    ],
    expect: {
      facts: [{ anyOf: ['midnight blue', 'gold'], source: 'content/projects/graphics.ts:285' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'jb-fact-17',
    group: 'fact',
    turns: ['How good are you with Premiere Pro, like as a percentage?'],
    expect: { facts: [{ anyOf: ['90'], source: 'content/tools.ts:49' }], links: ['/home'] },
  },
  {
    id: 'jb-fact-18',
    group: 'fact',
    turns: [
      'As a bookkeeper I see a LOT of ugly paperwork from my clients. Have you ever designed invoices and letterheads for a company? Where can I look at them?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Document Suite', 'Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:167' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'jb-fact-19',
    group: 'fact',
    turns: ['We only market on LinkedIn (wealth management, older clientele). Have you made anything specifically for LinkedIn?'],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel'], source: 'content/categories.ts:42' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'jb-fact-20',
    group: 'fact',
    turns: ['mortgage broker, we partner with estate agents. which of your social media projects was done for facebook?'],
    expect: {
      facts: [{ anyOf: ['Real Estate'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },

  // ---------------------------------------------------------------- compute
  {
    id: 'jb-compute-1',
    group: 'compute',
    turns: ['Of the films in your videography section, which one runs the longest?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 minutes 10', '4 min 10', 'four minutes'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jb-compute-2',
    group: 'compute',
    turns: ['shortest video in your videography category? need sth short we could loop on the screens in our branch lobby'],
    expect: {
      facts: [
        { anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jb-compute-3',
    group: 'compute',
    turns: ['Which of the videography films were made in 2023?'],
    expect: {
      facts: [
        { anyOf: ['Music Video Edit', 'Music Video'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jb-compute-4',
    group: 'compute',
    turns: ['Of all the software in your tool stack, which one are you most proficient in?'],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jb-compute-5',
    group: 'compute',
    turns: ["In your tools list which one are you LEAST confident with? honest answer please, i'm an auditor by trade 😅"],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jb-compute-6',
    group: 'compute',
    turns: ['how many adobe programs do you actually use? we pay for creative cloud licences ourselves so just curious'],
    expect: {
      facts: [
        {
          anyOf: [
            'seven',
            '7 Adobe',
            '7 apps',
            '7 tools',
            '7 programs',
            '7 applications',
            '7 of',
            ': 7',
            'is 7',
            'are 7',
            '7 in total',
            'total of 7',
          ],
          source: 'content/tool-makers.ts:10',
        },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jb-compute-7',
    group: 'compute',
    turns: ['Which area of your work has the largest number of projects behind it?'],
    expect: {
      facts: [
        { anyOf: ['Social Media'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['40'], source: 'content/category-summaries.ts:58' },
      ],
      links: ['/portfolio', '/portfolio/social-media'],
    },
  },
  {
    id: 'jb-compute-8',
    group: 'compute',
    turns: ['and which of your portfolio categories has the fewest projects? I like to know where a supplier is thinner.'],
    expect: {
      facts: [
        { anyOf: ['Videography', 'video'], source: 'content/category-summaries.ts:70' },
        { anyOf: ['12'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio', '/portfolio/videography'],
    },
  },
  {
    id: 'jb-compute-9',
    group: 'compute',
    turns: ['On the About page there is a skills overview with bars. Which skill is rated highest there?'],
    expect: {
      facts: [
        { anyOf: ['Graphic Design'], source: 'content/about.ts:74' },
        { anyOf: ['95'], source: 'content/about.ts:74' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jb-compute-10',
    group: 'compute',
    turns: ['in the about-page skills overview what is ur weakest one?'],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics', 'motion'], source: 'content/about.ts:81' },
        { anyOf: ['85'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'jb-compute-11',
    group: 'compute',
    turns: ['Among the AI-generated videos in your AI Video Production project, which is the longest one?'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['1:05', '65 seconds', '1 minute 5', '1 min 5'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jb-compute-12',
    group: 'compute',
    turns: ['Which of the client websites in your web design section were built with Lovable rather than Webflow?'],
    expect: {
      facts: [
        { anyOf: ['Wanderlust'], source: 'content/cards/web-design.ts:45' },
        { anyOf: ['Harbor Coffee', 'Harbor'], source: 'content/cards/web-design.ts:59' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jb-compute-13',
    group: 'compute',
    turns: ['which of the photography projects on the photography page are from 2023? everything else seems to be 2024'],
    expect: {
      facts: [
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts', 'Beverages'], source: 'content/categories.ts:59' },
        { anyOf: ['33 Degree'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'jb-compute-14',
    group: 'compute',
    turns: ['Which tools in your stack are actually for video work? We may need a short explainer for our small-business lending product.'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro', 'Premiere'], source: 'content/tools.ts:47' },
        { anyOf: ['Kling'], source: 'content/tools.ts:83' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jb-compute-15',
    group: 'compute',
    turns: ['On your skills page, what is your strongest photography skill? Our firm mostly needs product shots of printed policy packs.'],
    expect: {
      facts: [
        { anyOf: ['Product Photography', 'product'], source: 'content/skills.ts:114' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'jb-compound-1',
    group: 'compound',
    turns: [
      "Two things. First, do you design menus for cafés? My sister-in-law owns one and I do her books. Second, have you ever made a rulebook for how a company's logo and colours must be used?",
    ],
    expect: {
      facts: [
        { anyOf: ['Packaging Design', 'Cafe Menu', 'Café Menu'], source: 'content/projects/graphics.ts:222' },
        { anyOf: ['Brand Identity Design', 'Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'jb-compound-2',
    group: 'compound',
    turns: ['how many categories does your portfolio have, and how many web design projects have you done?'],
    expect: {
      facts: [
        { anyOf: ['six', '6'], source: 'content/portfolio.ts:7' },
        { anyOf: ['30'], source: 'content/category-summaries.ts:34' },
      ],
      links: ['/portfolio', '/portfolio/web-design'],
    },
  },
  {
    id: 'jb-compound-3',
    group: 'compound',
    turns: ['Quick one for my notes: what proficiency do you list for ChatGPT? And for Midjourney?'],
    expect: {
      facts: [
        { anyOf: ['92'], source: 'content/tools.ts:76' },
        { anyOf: ['88'], source: 'content/tools.ts:94' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jb-compound-4',
    group: 'compound',
    turns: [
      '1) what were your perfume product photos made for? 2) did you ever do a perfume video with AI instead of a studio shoot? (insurance broker, we cover a small fragrance boutique)',
    ],
    expect: {
      facts: [
        { anyOf: ['e-commerce', 'ecommerce', 'campaign'], source: 'content/projects/photography.ts:105' },
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
      ],
      links: [
        '/portfolio/perfume-photography',
        '/portfolio/photography',
        '/portfolio/ai-video-section1',
        '/portfolio/artificial-intelligence',
      ],
    },
  },
  {
    id: 'jb-compound-5',
    group: 'compound',
    turns: ['For our vendor file: where does your site keep my light/dark mode choice, and when was your privacy policy last updated?'],
    expect: {
      facts: [
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser', 'on your device'], source: 'content/legal.ts:27' },
        { anyOf: ['2024-06-01', 'June 1, 2024', '1 June 2024', 'June 2024', '01/06/2024', '06/01/2024'], source: 'content/legal.ts:7' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'jb-compound-6',
    group: 'compound',
    turns: ['How many posters are in the poster series and was that for a paying client or your own thing?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'passion project', 'personal', 'own project'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'jb-compound-7',
    group: 'compound',
    turns: [
      "I have some very old low-resolution photos of our founders for the bank's centenary. Which tool did you use in your AI Enhanced project? And separately, in the AI Prompt Images project, what scene does the example prompt describe?",
    ],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/cards/ai.ts:12' },
        { anyOf: ['floating island'], source: 'content/projects/ai.ts:153' },
      ],
      links: ['/portfolio/ai-enhanced', '/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'jb-compound-8',
    group: 'compound',
    turns: [
      'two of my small-business clients are a bakery and a gym. what features did the bakery website you built have, and what did the fitness studio one have?',
    ],
    expect: {
      facts: [
        { anyOf: ['pre-order', 'preorder', 'daily menu', 'store locator'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['timetable', 'trainer profile', 'trial'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'jb-compound-9',
    group: 'compound',
    turns: [
      'Regarding coffee businesses: what kind of offer does the Harbor Coffee Roasters website sell, and what was the 33 Degree Speciality Coffee photo series made for?',
    ],
    expect: {
      facts: [
        { anyOf: ['subscription'], source: 'content/cards/web-design.ts:58' },
        { anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/web-design', '/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'jb-compound-10',
    group: 'compound',
    turns: ['what format/size are your social media story graphics? and how many slides in the carousel spotlight thing?'],
    expect: {
      facts: [
        { anyOf: ['9:16', '9/16', '9 by 16'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/carousel-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'jb-compound-11',
    group: 'compound',
    turns: [
      'Our association of independent financial advisers holds an annual conference. How long is your Event Highlights Reel, and what kind of event did it cover?',
    ],
    expect: {
      facts: [
        { anyOf: ['1:50', '1 minute 50', '1 min 50', '110 seconds', 'under two minutes'], source: 'content/cards/videography.ts:44' },
        { anyOf: ['conference', 'corporate'], source: 'content/cards/videography.ts:42' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'jb-compound-12',
    group: 'compound',
    turns: ['How many skill groups are on your skills page? And how many capability cards on the About page?'],
    expect: {
      facts: [
        { anyOf: ['ten', '10'], source: 'content/skills.ts:7' },
        { anyOf: ['six', '6'], source: 'content/about.ts:16' },
      ],
      links: ['/skills', '/about'],
    },
  },
  {
    id: 'jb-compound-13',
    group: 'compound',
    turns: ['pls send me the link to your cv, and your linkedin too. our bank onboards all suppliers through a checklist'],
    expect: {
      facts: [
        { anyOf: ['alex-morgan-cv.pdf', 'files.discovery-design.example', 'Download CV'], source: 'content/owner.ts:20' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:26' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'jb-compound-14',
    group: 'compound',
    turns: ['Hello, who is the designer behind this website, what is their name? And do they have a Behance profile I can browse?'],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['behance.net/discovery-design-example', 'discovery-design-example'], source: 'content/owner.ts:25' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'jb-compound-15',
    group: 'compound',
    turns: [
      'Can you, the chatbot, give me a binding price quote for a logo? And is there a contact form on the site I can fill in instead?',
    ],
    expect: {
      facts: [
        { anyOf: ['directly', 'not a quote', 'not a contract'], source: 'content/legal.ts:67' },
        { anyOf: ['coming soon', 'on its way', 'not yet'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/terms', '/contact'],
    },
  },
]
