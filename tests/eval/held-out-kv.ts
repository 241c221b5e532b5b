// Held-out set KV: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutKV: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'kv-indirect-1',
    group: 'indirect',
    turns: [
      "hey! we're a tiny 2-screen arthouse in the old town and want a set of bold, kinda geometric posters for our autumn retrospective. no film stills, just shapes and colour. have you done anything in that direction?",
    ],
    expect: {
      facts: [{ anyOf: ['Poster Series'], source: 'content/projects/graphics.ts:271' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'kv-indirect-2',
    group: 'indirect',
    turns: [
      'We need a 30-45 second hype clip to announce our festival line-up on Instagram: quick cuts on the beat, animated text over it. Is there something like that in your work?',
    ],
    expect: { facts: [{ anyOf: ['Product Launch Teaser'], source: 'content/cards/videography.ts:33' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kv-indirect-3',
    group: 'indirect',
    turns: [
      'after last years festival all we had were shaky phone videos 😩 this time we want a proper recap of the weekend, the Q&As, the panel talks, people chatting in the foyer. what can u show me thats close?',
    ],
    expect: { facts: [{ anyOf: ['Event Highlights Reel'], source: 'content/cards/videography.ts:41' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kv-indirect-4',
    group: 'indirect',
    turns: [
      "Our projectionist has been threading 35mm reels for forty years and we'd love a small film about him for our anniversary: him talking, the booth, the sound of the machines. Have you made that kind of piece?",
    ],
    expect: { facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kv-indirect-5',
    group: 'indirect',
    turns: [
      'our cinema website is a mess, nobody can find the weekly screening times and theres no way to sign up for the members previews. got an example of a site you did with a schedule + signups?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness Studio', 'Pulse Fitness'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kv-indirect-6',
    group: 'indirect',
    turns: [
      "We're starting a documentary film festival next spring and we have literally nothing yet. No logo, no colours, no rules for sponsors on how to show our name. Which of your projects is closest to what we'd need?",
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'kv-indirect-7',
    group: 'indirect',
    turns: [
      'during the holy month we run late screenings after iftar and want greeting posts for our feed 🌙 have you designed anything for that time of year?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/social.ts:112' }],
      links: ['/portfolio/social-media-ramadan-posts', '/portfolio/ramadan-posts', '/portfolio/social-media', '/portfolio/graphics'],
    },
  },
  {
    id: 'kv-indirect-8',
    group: 'indirect',
    turns: ["need full screen vertical graphics for our insta + tiktok stories, one for every night's film 📱 anything?"],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'kv-indirect-9',
    group: 'indirect',
    turns: [
      "We'd like swipe-through posts along the lines of '5 reasons to come to silent film night', a bit educational. Do you have examples of that format?",
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'kv-indirect-10',
    group: 'indirect',
    turns: [
      'our cinema reopens after the renovation in march and we want the whole instagram profile to look planned, like the tiles fit together instead of random posts. examples pls',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'kv-indirect-11',
    group: 'indirect',
    turns: [
      "We only have tiny, blurry scans of some 1950s lobby cards and would love to print them big for a banner in the foyer. Can something like that be saved? Show me if you've done it.",
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kv-indirect-12',
    group: 'indirect',
    turns: [
      'The festival has an industry day – keynotes, one panel, networking drinks afterwards. We need someone to take photos without getting in the way. Anything comparable in your portfolio?',
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kv-indirect-13',
    group: 'indirect',
    turns: [
      'the cinema café needs a menu ppl can read from the queue, branded popcorn cups, stamp cards, and one of those boards on the pavement outside. which of your projects should i look at?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'kv-indirect-14',
    group: 'indirect',
    turns: [
      'we have a little bar inside the cinema and want mouthwatering photos of the milkshakes and cakes for the menu and the delivery apps 🍰 done that before?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Beverages & Desserts', 'Drinks & Desserts', 'Beverages and Desserts', 'Drinks and Desserts'],
          source: 'content/projects/photography.ts:222',
        },
      ],
      links: ['/portfolio/beverages-desserts', '/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'kv-indirect-15',
    group: 'indirect',
    turns: [
      'People ring the box office all day asking about parking, subtitles, what time the film starts... Could we have something on our website that answers them by itself, from our own info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kv-indirect-16',
    group: 'indirect',
    turns: [
      'before each screening we want a short animated sting of the festival logo, maybe with some moving type. have you animated logos?',
    ],
    expect: { facts: [{ anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'kv-indirect-17',
    group: 'indirect',
    turns: [
      "For a sci-fi weekend we want a surreal, dreamy key visual (floating islands, giant moons, that kind of mood) but there's zero budget for a photo shoot. What could you show me?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images', 'Prompt Images'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kv-indirect-18',
    group: 'indirect',
    turns: ["we'd love a moody loop of a city at night for the screens in our lobby, generated rather than filmed. done any of that?"],
    expect: {
      facts: [{ anyOf: ['Neon City', 'AI Video Production'], source: 'content/projects/ai.ts:74' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kv-indirect-19',
    group: 'indirect',
    turns: [
      'Our festival board wants to see a few possible new looks before agreeing to a rebrand: some logo ideas, a mood board, how it would look on a phone and on signs. Have you put a pitch like that together?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kv-indirect-20',
    group: 'indirect',
    turns: [
      'for the festival office we need letterheads, folders for the sponsor packs, invoice templates and lanyard badges for all the volunteers. relevant work?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design', 'Stationery'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  // ---------------------------------------------------------------- compound
  {
    id: 'kv-compound-1',
    group: 'compound',
    turns: [
      'Hi, we run a short film festival in Porto. Do you take on clients abroad or is it local only? And which email should our brief go to?',
    ],
    expect: {
      facts: [
        { anyOf: ['worldwide', 'remote'], source: 'content/site.ts:16' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'kv-compound-2',
    group: 'compound',
    turns: ['how long have you been doing this and roughly how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200'], source: 'content/site.ts:19' },
      ],
      links: ['/home', '/about'],
    },
  },
  {
    id: 'kv-compound-3',
    group: 'compound',
    turns: ['quick qs on your films: how long is the bakery one, what year is it from, and how long is the music video?'],
    expect: {
      facts: [
        { anyOf: ['2:45'], source: 'content/cards/videography.ts:28' },
        { anyOf: ['2024'], source: 'content/cards/videography.ts:29' },
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kv-compound-4',
    group: 'compound',
    turns: [
      'What do you cut video in, what do you use for the sound, and how good would you say you are with the editing program, as a %?',
    ],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
        { anyOf: ['90'], source: 'content/tools.ts:49' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kv-compound-5',
    group: 'compound',
    turns: ['is there a form on your contact page?? if not, how am i supposed to reach you – whatsapp, email?'],
    expect: {
      facts: [
        {
          anyOf: ['coming soon', 'on its way', 'not yet', 'no form', 'no contact form', "isn't a form", 'is not a form'],
          source: 'content/placeholders.ts:6',
        },
        { anyOf: ['WhatsApp'], source: 'content/placeholders.ts:7' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'kv-compound-6',
    group: 'compound',
    turns: [
      'Two privacy things before I type our sponsor details into this chat: where do my messages actually end up, and does your site drop cookies on my laptop?',
    ],
    expect: {
      facts: [
        { anyOf: ['Anthropic', 'Claude', 'server'], source: 'content/legal.ts:14' },
        {
          anyOf: [
            'no cookies',
            'sets no cookies',
            'any cookies',
            'no cookie',
            "doesn't set",
            'does not set',
            "doesn't use cookies",
            'does not use cookies',
          ],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'kv-compound-7',
    group: 'compound',
    turns: [
      'Could we print two of your poster designs in our festival catalogue as examples of nice graphic design? And who would we have to ask?',
    ],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'kv-compound-8',
    group: 'compound',
    turns: [
      'we also rent the old auditorium out for weddings 💍 if a couple booked you, how fast would they see the first pics and when would the full gallery be ready?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48 hrs', '48h', '48-hour'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'kv-compound-9',
    group: 'compound',
    turns: [
      "If you covered the talks at our festival's industry day, how soon would we get the photos? And which past job of yours is the closest to that?",
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' },
        { anyOf: ['Corporate Tokenization Meeting', 'Tokenization'], source: 'content/projects/photography.ts:150' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kv-compound-10',
    group: 'compound',
    turns: ['That AI-built website on your AI page: how long did it take to get it live, and what tools did you use for it?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'kv-compound-11',
    group: 'compound',
    turns: ['roughly how many video projects have u done? and photography?'],
    expect: {
      facts: [
        { anyOf: ['12+', '12 ', 'twelve'], source: 'content/category-summaries.ts:70' },
        { anyOf: ['30+', '30 ', 'thirty'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/videography', '/portfolio/photography'],
    },
  },
  {
    id: 'kv-compound-12',
    group: 'compound',
    turns: ['The geometric poster series: how many posters are in it, and was it for a client or your own thing?'],
    expect: {
      facts: [
        { anyOf: ['eight', '8 posters', '8 geometric', '8 images', '8 designs'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'self initiated', 'passion', 'personal'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'kv-compound-13',
    group: 'compound',
    turns: ['for a brand identity what do we actually get at the end? is there a guidelines document? and anything for our socials?'],
    expect: {
      facts: [
        { anyOf: ['Brand Guidelines', 'guidelines'], source: 'content/projects/graphics.ts:44' },
        { anyOf: ['Social Media Kit'], source: 'content/projects/graphics.ts:60' },
        { anyOf: ['Logo Suite'], source: 'content/projects/graphics.ts:28' },
      ],
      links: ['/portfolio/brand-identity'],
    },
  },
  {
    id: 'kv-compound-14',
    group: 'compound',
    turns: ['Which AI tool do you use for upscaling, and which one for AI video? And how good are you with each of them?'],
    expect: {
      facts: [
        { anyOf: ['Magnific'], source: 'content/tools.ts:100' },
        { anyOf: ['85'], source: 'content/tools.ts:103' },
        { anyOf: ['Kling'], source: 'content/tools.ts:82' },
        { anyOf: ['78'], source: 'content/tools.ts:85' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'kv-compound-15',
    group: 'compound',
    turns: ['film people question 🎞️ how strong is your colour grading and how strong is your sound design, going by your skills page?'],
    expect: {
      facts: [
        { anyOf: ['84'], source: 'content/skills.ts:91' },
        { anyOf: ['80'], source: 'content/skills.ts:92' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'kv-compound-16',
    group: 'compound',
    turns: [
      'Our audience is mostly on Facebook and LinkedIn, hardly Instagram. Have you done social work for either of those? Which projects?',
    ],
    expect: {
      facts: [
        { anyOf: ['Real Estate'], source: 'content/categories.ts:40' },
        { anyOf: ['Carousel Spotlight'], source: 'content/categories.ts:42' },
      ],
      links: ['/portfolio/social-media'],
    },
  },
  {
    id: 'kv-compound-17',
    group: 'compound',
    turns: ['on your AI video page, what was the perfume bottle clip made for and how long is it? and the galaxy one, what was that for?'],
    expect: {
      facts: [
        { anyOf: ['launch teaser', 'teaser', 'studio shoot'], source: 'content/projects/ai.ts:83' },
        { anyOf: ['0:20', '20 seconds', '20 sec', '20s'], source: 'content/projects/ai.ts:86' },
        { anyOf: ['podcast'], source: 'content/projects/ai.ts:91' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'kv-compound-18',
    group: 'compound',
    turns: ['music video edit – how long is it and what year? also which program did you make the motion graphics reel in'],
    expect: {
      facts: [
        { anyOf: ['3:20'], source: 'content/cards/videography.ts:52' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:53' },
        { anyOf: ['After Effects'], source: 'content/cards/videography.ts:66' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kv-compound-19',
    group: 'compound',
    turns: ["whats the name of your studio and who's actually behind it? and are you an agency or what do you call yourself"],
    expect: {
      facts: [
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
        { anyOf: ['Alex Morgan'], source: 'content/owner.ts:16' },
        { anyOf: ['Creative Designer', 'creative designer'], source: 'content/site.ts:12' },
      ],
      links: ['/about', '/', '/home'],
    },
  },
  {
    id: 'kv-compound-20',
    group: 'compound',
    turns: [
      'Which website builders do you work with? And which of your sites was for a travel company, and which one for a coffee roaster?',
    ],
    expect: {
      facts: [
        { anyOf: ['Webflow'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Wanderlust Travel', 'Wanderlust'], source: 'content/cards/web-design.ts:43' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  // ---------------------------------------------------------------- conversation
  {
    id: 'kv-conversation-1',
    group: 'conversation',
    turns: [
      'what kind of films or videos have you actually made?',
      'that documentary short you mentioned, how long is it and when did u make it?',
    ],
    expect: {
      facts: [
        { anyOf: ['4:10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'kv-conversation-2',
    group: 'conversation',
    turns: [
      'Do you ever photograph events, conferences, that sort of thing?',
      'How quickly would we get the pictures from something like that?',
    ],
    expect: {
      facts: [{ anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'kv-conversation-3',
    group: 'conversation',
    turns: ['which websites have you designed?', 'the bakery one – what can customers do on it?'],
    expect: {
      facts: [
        {
          anyOf: ['pre-order', 'preorder', 'pre order', 'daily menu', 'store locator', 'locator'],
          source: 'content/cards/web-design.ts:23',
        },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'kv-conversation-4',
    group: 'conversation',
    turns: ['Which AI tools are part of your stack?', 'and how good are you with the video one, in percent?'],
    expect: { facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }], links: ['/home'] },
  },
  {
    id: 'kv-conversation-5',
    group: 'conversation',
    turns: ['got any AI-generated video work? 🤖', 'the one with the city at night – what was it used for, and how long does it run?'],
    expect: {
      facts: [
        { anyOf: ['aftermovie', 'after-movie', 'opener'], source: 'content/projects/ai.ts:75' },
        { anyOf: ['0:45', '45 seconds', '45 sec', '45s'], source: 'content/projects/ai.ts:78' },
      ],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'kv-conversation-6',
    group: 'conversation',
    turns: ['anything Ramadan-themed in your portfolio?', 'how many images are in that collection?'],
    expect: {
      facts: [{ anyOf: ['nine', '9'], source: 'content/projects/graphics.ts:11' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts'],
    },
  },
  {
    id: 'kv-conversation-7',
    group: 'conversation',
    turns: ["what's in your stationery project?", "ok and the office one, what's in that?"],
    expect: {
      facts: [{ anyOf: ['business card', 'notebook', 'mug', 'badge'], source: 'content/projects/graphics.ts:189' }],
      links: ['/portfolio/stationery'],
    },
  },
  {
    id: 'kv-conversation-8',
    group: 'conversation',
    turns: ['How do I get in touch with you?', 'And how long do you usually take to answer?'],
    expect: {
      facts: [
        {
          anyOf: ['one working day', '1 working day', 'a working day', 'one business day', '1 business day'],
          source: 'content/placeholders.ts:7',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'kv-conversation-9',
    group: 'conversation',
    turns: ['what does your skills page say about video editing?', 'and motion graphics? which skill there is rated highest?'],
    expect: { facts: [{ anyOf: ['Animated Social Content'], source: 'content/skills.ts:101' }], links: ['/skills'] },
  },
  {
    id: 'kv-conversation-10',
    group: 'conversation',
    turns: ["you've shot photos for a coffee brand, right? ☕", 'the latte art one, where were those photos meant to be used?'],
    expect: {
      facts: [{ anyOf: ['menu board', 'Instagram'], source: 'content/projects/photography.ts:201' }],
      links: ['/portfolio/33-degree-coffee', '/portfolio/photography'],
    },
  },
]
