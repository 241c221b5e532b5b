// Held-out set LG: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

export const heldOutLG: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect
  {
    id: 'lg-indirect-1',
    group: 'indirect',
    turns: [
      "hi! we're a small family-run zoo and we'd love a short film that follows our keepers from the early morning feeds until the gates open to the public. have you made anything like that, a sort of behind the scenes story about a business?",
    ],
    expect: { facts: [{ anyOf: ['Brand Story Film'], source: 'content/cards/videography.ts:25' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'lg-indirect-2',
    group: 'indirect',
    turns: [
      'our aquarium only has tiny low res jpegs of the sea turtles from like 15 years ago, we want them printed huge on a banner at the entrance. can that be saved somehow??',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced'], source: 'content/projects/ai.ts:170' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lg-indirect-3',
    group: 'indirect',
    turns: [
      'Farm park café here 🐑 we need nice pics of our milkshakes, ice cream cones and cupcakes for the new menu board. done that kind of thing before?',
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
    id: 'lg-indirect-4',
    group: 'indirect',
    turns: [
      'Our front desk gets the same questions all day: opening hours, can I bring my dog, where do I park. Could something on our website answer visitors automatically from our own info?',
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lg-indirect-5',
    group: 'indirect',
    turns: [
      'we want a new site for the aquarium with a timetable of the daily feeding talks, little profiles of our keepers and a way for people to sign up for a taster keeper experience. anything similar in your portfolio?',
    ],
    expect: { facts: [{ anyOf: ['Pulse Fitness'], source: 'content/cards/web-design.ts:29' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'lg-indirect-6',
    group: 'indirect',
    turns: [
      'Hello, we are opening a petting farm next spring and have literally nothing yet - no logo, no colours, no fonts, and no rules for the staff on how to use them. What have you done that covers all of that?',
    ],
    expect: {
      facts: [{ anyOf: ['Brand Identity Design', 'Brand Identity'], source: 'content/projects/graphics.ts:138' }],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'lg-indirect-7',
    group: 'indirect',
    turns: [
      'the zoo cafe needs a proper menu, cups and paper bags with our logo, and a sign out front so people actually find it lol. can u show me similar work',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'lg-indirect-8',
    group: 'indirect',
    turns: [
      'We post a lot of full-screen stories on insta and tiktok for our summer offers and new arrivals (baby otters!!). Have you designed vertical story graphics?',
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Graphics'], source: 'content/projects/graphics.ts:293' }],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'lg-indirect-9',
    group: 'indirect',
    turns: [
      'our education team wants swipeable posts that teach animal facts slide by slide (10 things about penguins etc). got examples?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'lg-indirect-10',
    group: 'indirect',
    turns: [
      "We're rebranding the farm park and want our whole instagram profile to look planned, like the nine squares fit together as one picture but each post still works by itself. Is that something you've done?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'lg-indirect-11',
    group: 'indirect',
    turns: [
      "we host a conservation conference at the zoo in autumn, speakers, panel talks, donors mingling over drinks. we'd need someone to photograph it without getting in the way. any similar jobs?",
    ],
    expect: {
      facts: [{ anyOf: ['Corporate Tokenization Meeting'], source: 'content/projects/photography.ts:150' }],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'lg-indirect-12',
    group: 'indirect',
    turns: [
      'Is it possible to get a calm looping video of the sea for the banner of our aquarium website without sending a film crew out on a boat? 🌊',
    ],
    expect: {
      facts: [{ anyOf: ['AI Video Production', 'Ocean Dreams'], source: 'content/projects/ai.ts:192' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lg-indirect-13',
    group: 'indirect',
    turns: [
      'for our new brochure we want real families enjoying the farm, kids with the goats, parents laughing, relaxed outdoor vibe not stiff posing. do you do that sort of shoot?',
    ],
    expect: {
      facts: [{ anyOf: ['Family Portrait'], source: 'content/projects/photography.ts:54' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'lg-indirect-14',
    group: 'indirect',
    turns: [
      'Couples can now get married in our tropical butterfly house and they keep asking us who could photograph the ceremony. Could we send them to you? What have you shot like that?',
    ],
    expect: {
      facts: [{ anyOf: ['Weddings', 'Wedding Photography', 'wedding-photography'], source: 'content/projects/photography.ts:78' }],
      links: ['/portfolio/wedding-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'lg-indirect-15',
    group: 'indirect',
    turns: [
      'we run a lantern festival at the zoo every summer and want a quick recap video of the best moments for next years ads, under 2 min ideally',
    ],
    expect: { facts: [{ anyOf: ['Event Highlights Reel'], source: 'content/cards/videography.ts:41' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'lg-indirect-16',
    group: 'indirect',
    turns: [
      'Our marine biologist dives with the reef sharks and we want a mini doc about her: interviews, some drone footage of the coast, nice ambient sound. Anything comparable in your videos?',
    ],
    expect: { facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'lg-indirect-17',
    group: 'indirect',
    turns: ['can you make our giraffe logo move? like a little animation for the start of our videos, plus some animated text posts'],
    expect: { facts: [{ anyOf: ['Motion Graphics Reel'], source: 'content/cards/videography.ts:65' }], links: ['/portfolio/videography'] },
  },
  {
    id: 'lg-indirect-18',
    group: 'indirect',
    turns: [
      'The trust behind our wildlife park needs a printed profile for sponsors, plus matching letterheads, envelopes and invoices. Which of your projects is closest to that?',
    ],
    expect: {
      facts: [{ anyOf: ['Stationery Design'], source: 'content/projects/graphics.ts:149' }],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'lg-indirect-19',
    group: 'indirect',
    turns: [
      'I have to pitch a new look for our aquarium to the board in two weeks. I want a bunch of logo directions, a moodboard and some mockups on signs fast, maybe using AI? show me something like that pls',
    ],
    expect: {
      facts: [{ anyOf: ['AI Brand Proposal'], source: 'content/projects/ai.ts:119' }],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lg-indirect-20',
    group: 'indirect',
    turns: [
      "we're doing a 'dreamland' night event at the zoo and want surreal fantasy artwork for the poster, floating islands, big moons, that vibe ✨ made from text prompts. have you done generated art like that?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },

  // ---------------------------------------------------------------- compound
  {
    id: 'lg-compound-1',
    group: 'compound',
    turns: [
      "We're a safari park in another country - do you take on clients from abroad, where are you based? And what's the best email to write to?",
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
    id: 'lg-compound-2',
    group: 'compound',
    turns: ['how long have u been doing this and roughly how many projects have you finished?'],
    expect: {
      facts: [
        { anyOf: ['1-2', '1–2', 'one to two', '1 to 2'], source: 'content/site.ts:18' },
        { anyOf: ['200+', '200'], source: 'content/site.ts:19' },
      ],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'lg-compound-3',
    group: 'compound',
    turns: [
      'A couple getting married at our farm asked me: if they book your wedding photography, when do they see the first few photos, and when does the whole gallery arrive?',
    ],
    expect: {
      facts: [
        { anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' },
        { anyOf: ['three weeks', '3 weeks'], source: 'content/projects/photography.ts:95' },
      ],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'lg-compound-4',
    group: 'compound',
    turns: ['The documentary short on your videography page - how long does it run and which year did you make it?'],
    expect: {
      facts: [
        { anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' },
        { anyOf: ['2023'], source: 'content/cards/videography.ts:61' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'lg-compound-5',
    group: 'compound',
    turns: [
      "before I type our aquarium's details in here: does the chat keep what I write? and does your site put cookies on my computer?",
    ],
    expect: {
      facts: [
        {
          anyOf: ['not stored', "aren't stored", 'are not saved', "aren't saved", 'not kept', 'no database', 'not in a database'],
          source: 'content/legal.ts:15',
        },
        {
          anyOf: ['no cookies', 'sets no cookies', 'does not set', "doesn't set", 'does not use cookies', "doesn't use cookies"],
          source: 'content/legal.ts:33',
        },
      ],
      links: ['/privacy'],
    },
  },
  {
    id: 'lg-compound-6',
    group: 'compound',
    turns: ['Love your poster series! Could our zoo shop print one on tote bags to sell? If not, who do we need to ask and how?'],
    expect: {
      facts: [
        { anyOf: ['written permission', 'permission'], source: 'content/legal.ts:60' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/terms'],
    },
  },
  {
    id: 'lg-compound-7',
    group: 'compound',
    turns: ['how good r u at photoshop? and lightroom, do you use that too, how good?'],
    expect: {
      facts: [
        { anyOf: ['95'], source: 'content/tools.ts:13' },
        { anyOf: ['87'], source: 'content/tools.ts:67' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'lg-compound-8',
    group: 'compound',
    turns: ['I saw a website on your AI page that was built with an AI tool. How long did it take, and which tools did you use for it?'],
    expect: {
      facts: [
        { anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' },
        { anyOf: ['Lovable'], source: 'content/cards/ai.ts:21' },
      ],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lg-compound-9',
    group: 'compound',
    turns: ["how fast do you normally get back to people? and what's your email so our marketing manager can reach you"],
    expect: {
      facts: [
        { anyOf: ['one working day', '1 working day', 'one business day', '1 business day'], source: 'content/placeholders.ts:7' },
        { anyOf: ['hello@discovery-design.example'], source: 'content/owner.ts:17' },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'lg-compound-10',
    group: 'compound',
    turns: [
      'For a family shoot at our farm: do you do them outside or only in a studio/at home? And how long until the edited photos are ready?',
    ],
    expect: {
      facts: [
        { anyOf: ['outdoors', 'outdoor', 'outside'], source: 'content/projects/photography.ts:71' },
        { anyOf: ['a week', 'one week', '1 week', '7 days', 'seven days'], source: 'content/projects/photography.ts:71' },
      ],
      links: ['/portfolio/family-portrait'],
    },
  },
  {
    id: 'lg-compound-11',
    group: 'compound',
    turns: [
      "What's the name of the corporate event you photographed, and how quickly did the client get the pictures? We'd need ours for the press the morning after our fundraiser.",
    ],
    expect: {
      facts: [
        { anyOf: ['Corporate Tokenization Meeting'], source: 'content/projects/photography.ts:150' },
        { anyOf: ['next day', 'next-day', 'following day'], source: 'content/projects/photography.ts:153' },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'lg-compound-12',
    group: 'compound',
    turns: ['roughly how many social media projects have you done? and how many photography ones?'],
    expect: {
      facts: [
        { anyOf: ['40+', '40'], source: 'content/category-summaries.ts:58' },
        { anyOf: ['30+', '30'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/social-media', '/portfolio/photography'],
    },
  },
  {
    id: 'lg-compound-13',
    group: 'compound',
    turns: [
      'That geometric poster series: how many posters are in it, and was it for a client or your own thing? We want something similar for our reptile house.',
    ],
    expect: {
      facts: [
        { anyOf: ['eight', '8'], source: 'content/projects/graphics.ts:274' },
        { anyOf: ['self-initiated', 'passion project', 'personal'], source: 'content/projects/graphics.ts:274' },
      ],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'lg-compound-14',
    group: 'compound',
    turns: ['we do iftar evenings at the aquarium during ramadan 🌙 have you designed ramadan posts before? what colours did you go with?'],
    expect: {
      facts: [
        { anyOf: ['Ramadan Design', 'Social Media Ramadan Posts'], source: 'content/projects/graphics.ts:282' },
        { anyOf: ['midnight blue', 'gold'], source: 'content/projects/graphics.ts:285' },
      ],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'lg-compound-15',
    group: 'compound',
    turns: ['What do you edit video in? And for the sound, like cleaning up a keeper talking over the sea lion noise, which program?'],
    expect: {
      facts: [
        { anyOf: ['Premiere Pro'], source: 'content/tools.ts:46' },
        { anyOf: ['Audition'], source: 'content/tools.ts:55' },
      ],
      links: ['/home', '/portfolio/videography'],
    },
  },
  {
    id: 'lg-compound-16',
    group: 'compound',
    turns: [
      'on a scale, how strong is your food photography? and product photography? (we sell our own cheese and ice cream at the farm shop)',
    ],
    expect: {
      facts: [
        { anyOf: ['89'], source: 'content/skills.ts:115' },
        { anyOf: ['90'], source: 'content/skills.ts:114' },
      ],
      links: ['/skills'],
    },
  },
  {
    id: 'lg-compound-17',
    group: 'compound',
    turns: ['In the brand identity project you show, did you also do brand guidelines? Business cards? And a kit for social media?'],
    expect: {
      facts: [
        { anyOf: ['guidelines'], source: 'content/projects/graphics.ts:141' },
        { anyOf: ['business card'], source: 'content/projects/graphics.ts:141' },
        { anyOf: ['social media kit'], source: 'content/projects/graphics.ts:141' },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'lg-compound-18',
    group: 'compound',
    turns: ['for the AI prompt images - which AI tool generated them, and what were those pictures actually used for?'],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/projects/ai.ts:157' },
        { anyOf: ['key visual', 'album cover', 'mood exploration'], source: 'content/projects/ai.ts:133' },
      ],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'lg-compound-19',
    group: 'compound',
    turns: [
      'Which platform do you usually build websites on? And have you ever done a site for a coffee business? Our zoo is adding a roastery cafe ☕',
    ],
    expect: {
      facts: [
        { anyOf: ['Webflow', 'Lovable'], source: 'content/category-summaries.ts:29' },
        { anyOf: ['Harbor Coffee'], source: 'content/cards/web-design.ts:57' },
      ],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'lg-compound-20',
    group: 'compound',
    turns: ["sorry who am I actually talking to, what's the designer's name? and the studio/brand is called what?"],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['Discovery'], source: 'content/site.ts:10' },
      ],
      links: ['/', '/about'],
    },
  },

  // ---------------------------------------------------------------- conversation
  {
    id: 'lg-conversation-1',
    group: 'conversation',
    turns: ["We're a zoo thinking about a promo film. What kinds of videos have you made?", 'how long is the documentary one?'],
    expect: {
      facts: [{ anyOf: ['4:10', '4 minutes 10', '4 min 10'], source: 'content/cards/videography.ts:60' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'lg-conversation-2',
    group: 'conversation',
    turns: [
      'do you photograph weddings? we host ceremonies in our old barn 🐄💍',
      'and how soon would the couple get a first look at the pics?',
    ],
    expect: {
      facts: [{ anyOf: ['48 hours', '48h', '48 hrs'], source: 'content/projects/photography.ts:95' }],
      links: ['/portfolio/wedding-photography'],
    },
  },
  {
    id: 'lg-conversation-3',
    group: 'conversation',
    turns: ['Which AI tools do you work with?', 'which one of those is for making video?', 'how good are you with it, percentage-wise?'],
    expect: { facts: [{ anyOf: ['78'], source: 'content/tools.ts:85' }], links: ['/home'] },
  },
  {
    id: 'lg-conversation-4',
    group: 'conversation',
    turns: [
      'have you done social media for restaurants or food places? our zoo has 3 food outlets',
      'which platform were those posts made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Instagram'], source: 'content/categories.ts:39' }],
      links: ['/portfolio/foods-restaurants', '/portfolio/social-media'],
    },
  },
  {
    id: 'lg-conversation-5',
    group: 'conversation',
    turns: ['What kinds of photography do you do?', 'the perfume one - what year was that shot?'],
    expect: { facts: [{ anyOf: ['2024'], source: 'content/categories.ts:58' }], links: ['/portfolio/photography'] },
  },
  {
    id: 'lg-conversation-6',
    group: 'conversation',
    turns: ['which websites have you designed for clients?', 'the travel agency one, what did you build that with?'],
    expect: { facts: [{ anyOf: ['Lovable'], source: 'content/cards/web-design.ts:45' }], links: ['/portfolio/web-design'] },
  },
  {
    id: 'lg-conversation-7',
    group: 'conversation',
    turns: ['Have you made any AI-generated videos?', 'Which one did you do for a florist?', 'how long is it?'],
    expect: {
      facts: [{ anyOf: ['0:25', '25 seconds', '25 sec', '25s'], source: 'content/projects/ai.ts:102' }],
      links: ['/portfolio/ai-video-section1'],
    },
  },
  {
    id: 'lg-conversation-8',
    group: 'conversation',
    turns: ['do you do packaging? we sell our own honey and jam in the farm shop 🍯', 'what else was in that project apart from the menu?'],
    expect: {
      facts: [
        {
          anyOf: ['signage', 'hanging sign', 'sandwich board', 'pavement board', 'storefront'],
          source: 'content/projects/graphics.ts:252',
        },
        { anyOf: ['collateral', 'cup sleeve', 'cups', 'bags', 'sticker', 'loyalty card'], source: 'content/projects/graphics.ts:231' },
      ],
      links: ['/portfolio/product-packaging'],
    },
  },
  {
    id: 'lg-conversation-9',
    group: 'conversation',
    turns: [
      'Have you done any social posts for real estate? We are leasing out our old farmhouse as holiday cottages.',
      'Which social network were they for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'lg-conversation-10',
    group: 'conversation',
    turns: ['do you have a privacy policy? what happens to the messages i type here', 'when was it last updated?'],
    expect: {
      facts: [
        {
          anyOf: ['2024-06-01', 'June 1, 2024', '1 June 2024', 'June 1st, 2024', '1st June 2024', '01/06/2024', '06/01/2024'],
          source: 'content/legal.ts:7',
        },
      ],
      links: ['/privacy'],
    },
  },
]
