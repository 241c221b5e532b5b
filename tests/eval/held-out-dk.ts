// Held-out set DK: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutDK: HeldOutCase[] = [
  // ---------------------------------------------------------------- conversation (30)
  {
    id: 'dk-conversation-1',
    group: 'conversation',
    turns: ['what kind of videos have you made?', 'the one about the bakery - how long is it and when did you make it?'],
    expect: {
      facts: [
        { anyOf: ['2:45', '2 min 45', '2 minutes 45', '2m 45s', '165 seconds'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dk-conversation-2',
    group: 'conversation',
    turns: ['Can you show me some websites you designed?', 'the fitness studio one, what does the site actually have on it?'],
    expect: {
      facts: [
        { anyOf: ['timetable', 'Timetable', 'class schedule'], source: 'content/cards/web-design.ts:30' },
        { anyOf: ['trainer profiles', 'Trainer profiles', 'trainer', 'Trainer'], source: 'content/cards/web-design.ts:30' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dk-conversation-3',
    group: 'conversation',
    turns: ['u do AI generated video?', 'the galaxy one.. what was that made for'],
    expect: {
      facts: [
        { anyOf: ['Cosmic Drift'], source: 'content/projects/ai.ts:90' },
        { anyOf: ['podcast intro', 'podcast', 'Podcast'], source: 'content/projects/ai.ts:91' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-4',
    group: 'conversation',
    turns: [
      'Hi, my fiancé and I are getting married next spring 💍 do you photograph weddings?',
      'how soon after would we see some pictures?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', 'forty-eight hours', 'two days'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dk-conversation-5',
    group: 'conversation',
    turns: ['which design and AI tools do you work with?', 'and how good are you with midjourney?'],
    expect: {
      facts: [{ anyOf: ['88%', '88 %', '88 percent', '88/100', '88'], source: 'content/tools.ts:94' }],
      links: ['/home'],
    },
  },
  {
    id: 'dk-conversation-6',
    group: 'conversation',
    turns: ['do you do packaging design?', 'what was included in that cafe project exactly'],
    expect: {
      facts: [
        { anyOf: ['menu', 'Menu'], source: 'content/projects/graphics.ts:222' },
        { anyOf: ['Signage', 'signage', 'signs'], source: 'content/projects/graphics.ts:252' },
        {
          anyOf: ['Collateral', 'collateral', 'cup sleeves', 'loyalty card', 'loyalty cards', 'bags', 'stickers'],
          source: 'content/projects/graphics.ts:230',
        },
      ],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'dk-conversation-7',
    group: 'conversation',
    turns: ["Who's the designer behind this portfolio?", 'where are they based? im in Canada, would that be a problem'],
    expect: {
      facts: [{ anyOf: ['remote', 'Remote', 'remotely', 'worldwide', 'Worldwide'], source: 'content/site.ts:16' }],
      mustNotContain: ['not available in Canada'],
    },
  },
  {
    id: 'dk-conversation-8',
    group: 'conversation',
    turns: [
      "We're launching a new serum line soon and I want a short hype video for it. Have you done anything like that?",
      'how long was that one and what did you animate it in?',
    ],
    expect: {
      facts: [
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/cards/videography.ts:36' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:35' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dk-conversation-9',
    group: 'conversation',
    turns: ['what skills do you list on your skills page', 'in the retouching group, whats your strongest one?'],
    expect: {
      facts: [
        { anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' },
        { anyOf: ['95'], source: 'content/skills.ts:127' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'dk-conversation-10',
    group: 'conversation',
    turns: ['Do you have any brand identity work I could look at?', 'what are the business cards like in it?'],
    expect: {
      facts: [
        { anyOf: ['double-sided', 'Double-sided', 'double sided', 'two-sided'], source: 'content/projects/graphics.ts:53' },
        { anyOf: ['spot-colour', 'spot colour', 'spot-color', 'spot color'], source: 'content/projects/graphics.ts:53' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'dk-conversation-11',
    group: 'conversation',
    turns: [
      'I own a small coffee shop. have you ever shot coffee?',
      'the one with the latte art, what is it called and where were those photos used?',
    ],
    expect: {
      facts: [
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree'], source: 'content/projects/photography.ts:198' },
        { anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
  {
    id: 'dk-conversation-12',
    group: 'conversation',
    turns: [
      'i have some old low res product pics, can AI fix them?',
      'ok show me an example',
      'how do i compare the before and after on that page',
    ],
    expect: {
      facts: [{ anyOf: ['drag', 'Drag', 'slider', 'handle'], source: 'content/projects/ai.ts:180' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-13',
    group: 'conversation',
    turns: ['Tell me about the AI brand proposal.', 'How many logo directions did you go through before picking?'],
    expect: {
      facts: [
        { anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' },
        { anyOf: ['three', 'Three', '3'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-14',
    group: 'conversation',
    turns: ['is there any personal / passion work in the portfolio?', 'how many posters are in it?'],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'dk-conversation-15',
    group: 'conversation',
    turns: ['We are a real estate agency, have u done social posts for property?', 'which platform were those for?'],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'dk-conversation-16',
    group: 'conversation',
    turns: ['carousel posts — do you design those?', 'what platform, and how many slides does the example have?'],
    expect: {
      facts: [
        { anyOf: ['LinkedIn', 'Linkedin'], source: 'content/categories.ts:42' },
        { anyOf: ['twelve', 'Twelve', '12'], source: 'content/projects/social.ts:126' },
      ],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'dk-conversation-17',
    group: 'conversation',
    turns: ['my brand is relaunching and our instagram grid is a mess 😩', 'the project you mentioned, how many posts did that grid have?'],
    expect: {
      facts: [{ anyOf: ['nine', 'Nine', '9'], source: 'content/projects/social.ts:137' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'dk-conversation-18',
    group: 'conversation',
    turns: [
      'Good afternoon. Our company is hosting a two-day industry conference in March and we need someone to photograph the keynotes and networking. Is this something you cover?',
      'And how long until we would receive the images?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'the following day', 'Next day'], source: 'content/projects/photography.ts:167' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'dk-conversation-19',
    group: 'conversation',
    turns: ['you did a website for architects?', 'what was it built with'],
    expect: {
      facts: [
        { anyOf: ['Atlas Architects', 'Atlas'], source: 'content/cards/web-design.ts:36' },
        { anyOf: ['Webflow'], source: 'content/cards/web-design.ts:38' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dk-conversation-20',
    group: 'conversation',
    turns: ['any work for travel companies?', 'the video one. how long is it and what year?'],
    expect: {
      facts: [
        { anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' },
        { anyOf: ['0:40', '40 seconds', '40 sec', '40s'], source: 'content/projects/ai.ts:110' },
        { anyOf: ['2023'], source: 'content/projects/ai.ts:111' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-21',
    group: 'conversation',
    turns: ['could you build a chatbot for my online shop?', 'what AI do those run on?'],
    expect: {
      facts: [
        { anyOf: ['Claude'], source: 'content/cards/ai.ts:30' },
        { anyOf: ['ChatGPT'], source: 'content/cards/ai.ts:30' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-22',
    group: 'conversation',
    turns: ['What is Magnific AI for in your workflow?', 'is there a project on the site where I can see that?'],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'AI-Enhanced', 'AI enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-23',
    group: 'conversation',
    turns: ['on your about page what services do you offer', 'the video one - which skills are listed under it?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/about.ts:61' },
        { anyOf: ['After Effects'], source: 'content/about.ts:61' },
        { anyOf: ['Audition'], source: 'content/about.ts:61' },
        { anyOf: ['Colour Grading', 'colour grading', 'Color Grading', 'color grading'], source: 'content/about.ts:61' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'dk-conversation-24',
    group: 'conversation',
    turns: ['my band needs a music video edited, have you done that before??', 'nice!! when was it made and how long'],
    expect: {
      facts: [
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['3:20', '3 min 20', '3 minutes 20', '3m 20s', '200 seconds'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dk-conversation-25',
    group: 'conversation',
    turns: [
      'hello i make perfumes at home and sell them online, i need good photos of the bottles',
      'how good are you in that kind of photography, like in percent?',
    ],
    expect: {
      facts: [{ anyOf: ['90%', '90 %', '90 percent', '90'], source: 'content/skills.ts:114' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography', '/skills'],
    },
  },
  {
    id: 'dk-conversation-26',
    group: 'conversation',
    turns: ['When I type into this chat, where does my message go?', 'and when an AI provider is set up, which company handles it?'],
    expect: {
      facts: [{ anyOf: ['Anthropic'], source: 'content/legal.ts:14' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'dk-conversation-27',
    group: 'conversation',
    turns: ['I saw an example prompt on your AI images page', 'which tools did you use for that one?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['ChatGPT'], source: 'content/projects/ai.ts:158' },
        { anyOf: ['Magnific AI', 'Magnific'], source: 'content/projects/ai.ts:159' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-conversation-28',
    group: 'conversation',
    turns: ['can I put one of your geometric posters up in my cafe?', 'ok and if I want to ask for permission, who do I write to?'],
    expect: {
      facts: [{ anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' }],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'dk-conversation-29',
    group: 'conversation',
    turns: ['which Adobe programs do you use?', 'and which of those are you weakest at?'],
    expect: {
      facts: [
        { anyOf: ['Audition'], source: 'content/tool-makers.ts:15' },
        { anyOf: ['82'], source: 'content/tools.ts:58' },
      ],
      mustNotContain: ['Kling'],
    },
  },
  {
    id: 'dk-conversation-30',
    group: 'conversation',
    turns: ['whats kling', 'did u use it in any project?'],
    expect: {
      facts: [{ anyOf: ['AI Video Production', 'AI video production', 'AI Video'], source: 'content/cards/ai.ts:13' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compute (10)
  {
    id: 'dk-compute-1',
    group: 'compute',
    turns: ['how many adobe apps are in your toolkit?'],
    expect: {
      facts: [{ anyOf: ['7', 'seven', 'Seven'], source: 'content/tool-makers.ts:10' }],
      mustNotContain: ['Kling', 'Midjourney'],
    },
  },
  {
    id: 'dk-compute-2',
    group: 'compute',
    turns: ['Out of all the tools you list, which one are you least confident with?'],
    expect: {
      facts: [
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
    },
  },
  {
    id: 'dk-compute-3',
    group: 'compute',
    turns: ['if I watched every film on your videography page back to back, how long would that take?'],
    expect: {
      facts: [
        {
          anyOf: [
            '14:05',
            '14 minutes 5 seconds',
            '14 minutes and 5 seconds',
            '14 min 5',
            '14m 5s',
            '14 min and 5',
            '845 seconds',
            '845 s',
          ],
          source: 'content/cards/videography.ts:28',
        },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dk-compute-4',
    group: 'compute',
    turns: ['Whats the longest video you have?'],
    expect: {
      facts: [
        { anyOf: ['Documentary Short', 'documentary short'], source: 'content/cards/videography.ts:57' },
        { anyOf: ['4:10', '4 min 10', '4 minutes 10', '4m 10s', '250 seconds'], source: 'content/cards/videography.ts:60' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'dk-compute-5',
    group: 'compute',
    turns: ['on the photography page, how many of the shoots are from 2023?'],
    expect: {
      facts: [
        { anyOf: ['2', 'two', 'Two'], source: 'content/categories.ts:59' },
        { anyOf: ['Beverages & Desserts', 'Beverages and Desserts'], source: 'content/projects/photography.ts:222' },
        { anyOf: ['33 Degree Speciality Coffee', '33 Degree'], source: 'content/projects/photography.ts:198' },
      ],
      links: ['/portfolio/photography'],
    },
  },
  {
    id: 'dk-compute-6',
    group: 'compute',
    turns: ['which part of your portfolio has the most projects, and which the fewest?'],
    expect: {
      facts: [
        { anyOf: ['Social Media', 'social media'], source: 'content/category-summaries.ts:50' },
        { anyOf: ['40+'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['Videography', 'videography'], source: 'content/category-summaries.ts:62' },
        { anyOf: ['12+'], source: 'content/category-summaries.ts:70' },
      ],
      links: ['/portfolio'],
    },
  },
  {
    id: 'dk-compute-7',
    group: 'compute',
    turns: ['how many percentage points between your best rated tool and your worst one'],
    expect: {
      facts: [{ anyOf: ['17'], source: 'content/tools.ts:13' }],
      mustNotContain: ['Photoshop is 90'],
    },
  },
  {
    id: 'dk-compute-8',
    group: 'compute',
    turns: ['How many individual skills are listed on the skills page altogether?'],
    expect: {
      facts: [{ anyOf: ['50', 'fifty', 'Fifty'], source: 'content/skills.ts:16' }],
      links: ['/skills'],
    },
  },
  {
    id: 'dk-compute-9',
    group: 'compute',
    turns: ['what is the shortest of your AI videos?'],
    expect: {
      facts: [
        { anyOf: ['Product Orbit'], source: 'content/projects/ai.ts:82' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-compute-10',
    group: 'compute',
    turns: ['how many of ur tools are u rated 90% or more on?'],
    expect: {
      facts: [
        { anyOf: ['5', 'five', 'Five'], source: 'content/tools.ts:13' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
      ],
      mustNotContain: ['Midjourney (88%) and'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'dk-compound-1',
    group: 'compound',
    turns: ['whats ur email? and do you only work locally or remote too?'],
    expect: {
      facts: [
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
        { anyOf: ['remote', 'Remote', 'remotely', 'worldwide', 'Worldwide'], source: 'content/site.ts:16' },
      ],
    },
  },
  {
    id: 'dk-compound-2',
    group: 'compound',
    turns: ['Two quick ones: how long have you been freelancing, and roughly how many projects have you done?'],
    expect: {
      facts: [
        { anyOf: ['1-2 years', '1–2 years', '1-2 Years', 'one to two years', '1 to 2 years'], source: 'content/site.ts:18' },
        { anyOf: ['200+', 'over 200', 'more than 200'], source: 'content/site.ts:19' },
      ],
      mustNotContain: ['over 5 years', '5+ years'],
    },
  },
  {
    id: 'dk-compound-3',
    group: 'compound',
    turns: ['For wedding photography: when do we get a sneak peek, and when does the full gallery arrive?'],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', 'forty-eight hours'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks', 'Three weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'dk-compound-4',
    group: 'compound',
    turns: ['what software do you animate logos in? and what do you use to clean up voice-overs?'],
    expect: {
      facts: [
        { anyOf: ['After Effects'], source: 'content/tools.ts:30' },
        { anyOf: ['Audition'], source: 'content/tools.ts:57' },
      ],
    },
  },
  {
    id: 'dk-compound-5',
    group: 'compound',
    turns: ['how quickly do you usually get back to people? also is there a form on the site I can fill in?'],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['Coming Soon', 'coming soon', 'on its way', 'not yet'], source: 'content/placeholders.ts:6' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'dk-compound-6',
    group: 'compound',
    turns: ['Does this site use cookies? And when I switch to dark mode, where is that remembered?'],
    expect: {
      facts: [
        {
          anyOf: ['no cookies', 'No cookies', 'sets no cookies', 'does not use cookies', "doesn't use cookies", 'no cookie'],
          source: 'content/legal.ts:33',
        },
        { anyOf: ['localStorage', 'local storage', 'your browser', 'in the browser'], source: 'content/legal.ts:27' },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'dk-compound-7',
    group: 'compound',
    turns: ['what could customers do on the Bloom Bakery site, and what did the Harbor Coffee site offer them?'],
    expect: {
      facts: [
        { anyOf: ['pre-order', 'pre-orders', 'preorder', 'daily menu', 'store locator'], source: 'content/cards/web-design.ts:23' },
        { anyOf: ['subscription', 'Subscription'], source: 'content/cards/web-design.ts:58' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'dk-compound-8',
    group: 'compound',
    turns: ['That AI-built website in your portfolio: how long did it take and what tool made it?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days', 'Four days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'dk-compound-9',
    group: 'compound',
    turns: ['how many typography posts r there, and what size are ur story graphics made in?'],
    expect: {
      facts: [
        { anyOf: ['9', 'nine', 'Nine'], source: 'content/projects/social.ts:68' },
        { anyOf: ['9:16', '9/16', '1080x1920', '1080×1920'], source: 'content/projects/graphics.ts:296' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media-graphics', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'dk-compound-10',
    group: 'compound',
    turns: [
      'I need two things from you this year: photos of our company meeting and a family portrait session. How soon would I get the photos from each?',
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['a week later', 'one week', '1 week', 'a week'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
]
