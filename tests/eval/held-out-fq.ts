// Held-out set FQ: written from content/ and the spec only, without the assistant's code or its other questions. Only measured, never tuned on.
import type { EvalCase as HeldOutCase } from './types.ts'

const EMAIL = ['hello@discovery-design.example']
const EMAIL_SRC = 'content/owner.ts:17'

export const heldOutFQ: HeldOutCase[] = [
  // ---------------------------------------------------------------- indirect (20)
  {
    id: 'fq-indirect-1',
    group: 'indirect',
    turns: [
      'Good morning. I hope I am asking this in the right place. I have been putting together a family history book for my grandchildren, going back to my great-grandparents, and the trouble is that most of the old pictures I have are tiny. Some were scanned years ago by my brother at a very low setting and when I make them bigger for the book they go all blocky and soft. The printer in town said they would look terrible at full page. Is there anything your designer has done that could help with this sort of problem? I am not very good with computers so please explain simply.',
    ],
    expect: {
      facts: [{ anyOf: ['AI Enhanced', 'upscaling', 'Upscaling', 'upscale', 'Magnific AI'], source: 'content/projects/ai.ts:173' }],
      links: ['/portfolio/ai-enhanced', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-indirect-2',
    group: 'indirect',
    turns: [
      'hello, i am the secretary of a small community choir (we are mostly over 65!). we recorded our christmas concert in the church hall on a little recorder and there is a terrible hiss all the way through, plus somebody coughing in the quiet bits. we want to put it on a cd for members. does the person on this site know a program that can clean that sort of thing up? thank you kindly',
    ],
    expect: {
      facts: [{ anyOf: ['Audition'], source: 'content/tools.ts:55' }],
      links: ['/home', '/portfolio/videography', '/about', '/skills'],
    },
  },
  {
    id: 'fq-indirect-3',
    group: 'indirect',
    turns: [
      "Dear sir or madam, our garden club has a little web page and every week the same questions arrive by email: when is the plant sale, how much is membership, can I bring my dog to the open garden day. Our volunteers are all retired and frankly a bit worn out answering the same things. My nephew said a computer can now answer people automatically from our own information, even at night. Has your designer made anything like that? I don't really know what it would be called.",
    ],
    expect: {
      facts: [{ anyOf: ['AI Chatbots', 'AI chatbots', 'chatbot', 'Chatbot'], source: 'content/cards/ai.ts:25' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-indirect-4',
    group: 'indirect',
    turns: [
      "Hi there. Our hill walking club has had the same leader for nearly thirty years, she's retiring in the autumn and we'd love a little film about her. Talking to her about the old days, some footage of the ridges from up above, the sound of the wind, that sort of thing. Not a wedding-type video, more like the nature programmes on telly. Has Alex done anything of that kind I could look at first?",
    ],
    expect: {
      facts: [{ anyOf: ['Documentary Short'], source: 'content/cards/videography.ts:57' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fq-indirect-5',
    group: 'indirect',
    turns: [
      'My daughter has a little bakery, sourdough and croissants mostly, and her regulars keep ringing up the night before asking her to put a loaf aside. She also has a second shop now and people get confused which is which. She asked me (her mum, 71, not a computer person!) to look around for someone who has solved this sort of thing before. Is there anything in this portfolio that is similar?',
    ],
    expect: {
      facts: [{ anyOf: ['Bloom Bakery'], source: 'content/cards/web-design.ts:22' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fq-indirect-6',
    group: 'indirect',
    turns: [
      'my husband is finally opening the little coffee place in our village he always dreamed of 😊 he needs a board with the prices that people can read from the till, cups with the name on, paper bags, those cards you get stamped for a free coffee, and a sign for outside so walkers stop in. where would i start on this site to see if alex does that kind of thing?',
    ],
    expect: {
      facts: [{ anyOf: ['Packaging Design', 'packaging', 'Packaging'], source: 'content/projects/graphics.ts:213' }],
      links: ['/portfolio/product-packaging', '/portfolio/graphics'],
    },
  },
  {
    id: 'fq-indirect-7',
    group: 'indirect',
    turns: [
      'Good afternoon. I am the treasurer of our local history society. At the moment every committee member prints letters, envelopes, receipts and the folders for our talks in whatever font they fancy, and it looks rather amateurish when we write to the council for funding. We would like all our paperwork to match and look respectable. Has the designer done work like this for an organisation? Many thanks, Gerald',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Stationery Design', 'stationery', 'Stationery', 'Corporate Document Suite'],
          source: 'content/projects/graphics.ts:149',
        },
      ],
      links: ['/portfolio/stationery', '/portfolio/graphics'],
    },
  },
  {
    id: 'fq-indirect-8',
    group: 'indirect',
    turns: [
      'Salam. My neighbour runs the community kitchen near the mosque and next year during the holy month of fasting she wants nice pictures to post each evening for the breaking of the fast, and some greetings for the start of the month. Gold and dark blue she likes. I help her with the phone things because her English is not so good, mine also not perfect sorry. Has this designer made such pictures before?',
    ],
    expect: {
      facts: [{ anyOf: ['Ramadan'], source: 'content/projects/graphics.ts:282' }],
      links: ['/portfolio/ramadan-posts', '/portfolio/social-media-ramadan-posts', '/portfolio/graphics', '/portfolio/social-media'],
    },
  },
  {
    id: 'fq-indirect-9',
    group: 'indirect',
    turns: [
      "My niece has taken up making her own scents at the kitchen table as a hobby and now she is selling the little glass bottles online. Her pictures are taken on her phone on the ironing board and honestly the glass just looks grey and flat. She wants them to sparkle like in the shops, maybe with some petals. I said I'd ask. Does Alex do anything like this, and where could she see examples?",
    ],
    expect: {
      facts: [{ anyOf: ['Perfumes', 'perfume', 'Perfume', 'fragrance'], source: 'content/projects/photography.ts:102' }],
      links: ['/portfolio/perfume-photography', '/portfolio/photography'],
    },
  },
  {
    id: 'fq-indirect-10',
    group: 'indirect',
    turns: [
      'We run a small walking holidays club for the over-sixties and our web page looks very plain. I have seen other travel companies have a moving picture at the top, like you are a bird gliding over snowy mountain tops. We cannot afford a helicopter or one of those drone people obviously, ha ha. Is there some other way, and has your designer done it?',
    ],
    expect: {
      facts: [{ anyOf: ['Summit Flyover'], source: 'content/projects/ai.ts:106' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-indirect-11',
    group: 'indirect',
    turns: [
      'hello. my son has opened a small pilates and spinning studio and at the moment people phone him to ask when the classes are, who is teaching tonight, and if they can come once for free to try. he is always on the phone instead of teaching! has alex ever built something online for a place like that, where people can see all this and put their name down by themselves?',
    ],
    expect: {
      facts: [{ anyOf: ['Pulse Fitness', 'Pulse Fitness Studio'], source: 'content/cards/web-design.ts:29' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fq-indirect-12',
    group: 'indirect',
    turns: [
      "This is a bit of a sad one, sorry. My father passed away in March and the only good photograph of him smiling is one where he is standing in his shed with rakes and tins and junk all round him. For the card at the service we'd like just him, on a plain soft background, without all the clutter. Is that something your designer is good at? I don't know the proper word for it.",
    ],
    expect: {
      facts: [{ anyOf: ['Background Removal', 'background removal'], source: 'content/skills.ts:127' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fq-indirect-13',
    group: 'indirect',
    turns: [
      "Our allotment association holds its big annual meeting in October, with two guest speakers and a question panel at the end, about 120 people in the hall. The local paper has said they'll print a piece if we send them good pictures by the following morning. None of us can take decent photos indoors. Has Alex covered anything like that, and could the photos really be ready so quickly?",
    ],
    expect: {
      facts: [
        { anyOf: ['next day', 'next-day', 'Next day'], source: 'content/projects/photography.ts:167' },
        {
          anyOf: ['Corporate Tokenization Meeting', 'event photography', 'Event Photography'],
          source: 'content/projects/photography.ts:150',
        },
      ],
      links: ['/portfolio/main-course-appetizer', '/portfolio/photography'],
    },
  },
  {
    id: 'fq-indirect-14',
    group: 'indirect',
    turns: [
      "Hi!! 👋 I look after our choir's Instagram (they volunteered me because I have a smartphone lol). When you look at our page all the little squares are a jumble, a poster here, a blurry photo there, a birthday cake. Other pages look so tidy, like the squares were planned to go together. Has Alex done that for anyone?",
    ],
    expect: {
      facts: [{ anyOf: ['Social Media Marketing', 'nine-post grid', 'feed grid'], source: 'content/projects/social.ts:134' }],
      links: ['/portfolio/instagram-homepage', '/portfolio/social-media'],
    },
  },
  {
    id: 'fq-indirect-15',
    group: 'indirect',
    turns: [
      'Our book club wants to explain to new members how the club works: how to join, how we choose the books, where we meet. Someone suggested those posts where you flick with your finger sideways and each picture is the next step, like a little slideshow in one post. Is there an example of that on this site?',
    ],
    expect: {
      facts: [{ anyOf: ['Carousel Spotlight', 'carousel', 'Carousel'], source: 'content/projects/social.ts:123' }],
      links: ['/portfolio/carousel-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fq-indirect-16',
    group: 'indirect',
    turns: [
      'Good evening. I belong to a quilting guild of about forty ladies and each of us makes our own flyers for the shows, so nothing looks the same: different colours, different lettering, three different versions of our little thimble drawing. We would like one proper emblem and some kind of rule book that says which colours and which letters to use, so whoever makes the flyer it looks like us. Has the designer done this kind of work?',
    ],
    expect: {
      facts: [
        {
          anyOf: ['Brand Identity Design', 'Brand Identity', 'brand guidelines', 'Brand Guidelines'],
          source: 'content/projects/graphics.ts:138',
        },
      ],
      links: ['/portfolio/brand-identity', '/portfolio/graphics'],
    },
  },
  {
    id: 'fq-indirect-17',
    group: 'indirect',
    turns: [
      "my grandson and his friends have a band (loud, but they try) and they filmed themselves playing their song in the garage with three phones. now they have hours of clips and no idea how to put it all together so it goes with the beat. i'd like to treat him for his birthday. has alex done something like this? grandad",
    ],
    expect: {
      facts: [{ anyOf: ['Music Video Edit', 'music video'], source: 'content/cards/videography.ts:49' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fq-indirect-18',
    group: 'indirect',
    turns: [
      "Kia ora. I'm writing from a small town in New Zealand, so I'm a very long way from most places, and I'm not sure whether that rules me out. Our family history group would love some help but we can't travel, and I don't suppose anyone would fly over here for us! Would the distance be a problem?",
    ],
    expect: {
      facts: [{ anyOf: ['worldwide', 'Worldwide', 'remotely', 'remote'], source: 'content/site.ts:16' }],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'fq-indirect-19',
    group: 'indirect',
    turns: [
      "Hello, we are a male voice choir in Wales and we are finally making a CD of our favourite songs. For the cover we can't decide at all: some want mountains, some want the sea, some want something dreamy. It would be lovely to see lots of different picture ideas quickly before we pay for anything final. Has your designer done something where you can try many picture ideas fast like this?",
    ],
    expect: {
      facts: [{ anyOf: ['AI Prompt Images', 'album covers', 'Midjourney'], source: 'content/projects/ai.ts:130' }],
      links: ['/portfolio/ai-prompt-images', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-indirect-20',
    group: 'indirect',
    turns: [
      "I spent forty years designing schools and libraries and now in retirement I'd like something online to show my old buildings to friends and former colleagues. Nothing fussy, no moving bits please, just the photographs nice and big, they speak for themselves. Do you have an example of something like that which Alex made?",
    ],
    expect: {
      facts: [{ anyOf: ['Atlas Architects'], source: 'content/cards/web-design.ts:36' }],
      links: ['/portfolio/web-design'],
    },
  },

  // ---------------------------------------------------------------- conversation (20)
  {
    id: 'fq-conversation-1',
    group: 'conversation',
    turns: [
      'Good evening. My husband and I run a little film night in the parish hall once a month and we like to show a short local-style film before the main picture. Could you tell me which videos the designer has made?',
      'Oh the one about the bakery sounds just right for our crowd. How long does it run? We only have a short slot before the feature.',
    ],
    expect: {
      facts: [{ anyOf: ['2:45', '2 minutes 45', '2 min 45'], source: 'content/cards/videography.ts:28' }],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fq-conversation-2',
    group: 'conversation',
    turns: [
      'what websites has alex made for people',
      'the coffee one sounds nice, i love my coffee. what can you actually do on that site?',
    ],
    expect: {
      facts: [{ anyOf: ['subscription', 'brewing guides', 'partner cafes', 'map of partner'], source: 'content/cards/web-design.ts:58' }],
      links: ['/portfolio/web-design'],
    },
  },
  {
    id: 'fq-conversation-3',
    group: 'conversation',
    turns: [
      "My granddaughter is getting married next June and I've been given the job of finding someone for the pictures (I think they want me out of the way of the flowers!). What sort of photography does Alex do?",
      'The wedding ones, then. How soon after the day would the young couple get to see their photos? She is very impatient.',
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
    id: 'fq-conversation-4',
    group: 'conversation',
    turns: [
      "Our garden club newsletter editor says there are videos on here made by a computer, with artificial intelligence. What are they? I'm curious but a bit skeptical I must say.",
      "The one with the flower opening up — that's right up our street! What was it made for?",
    ],
    expect: {
      facts: [{ anyOf: ['florist', 'spring campaign'], source: 'content/projects/ai.ts:99' }],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-conversation-5',
    group: 'conversation',
    turns: [
      'which computer programs does the designer use? my grandson says you have to know a lot of them nowadays',
      'and that AI one for making the little films, how good is alex with it?',
    ],
    expect: {
      facts: [{ anyOf: ['78%', '78'], source: 'content/tools.ts:85' }],
      links: ['/home'],
    },
  },
  {
    id: 'fq-conversation-6',
    group: 'conversation',
    turns: [
      "Hello, I help my son-in-law with his little letting agency now that I'm retired. Can you tell me what social media work Alex has done?",
      'The one with the houses and flats, which website or app was that made for?',
    ],
    expect: {
      facts: [{ anyOf: ['Facebook'], source: 'content/categories.ts:40' }],
      links: ['/portfolio/real-estate-social', '/portfolio/social-media'],
    },
  },
  {
    id: 'fq-conversation-7',
    group: 'conversation',
    turns: [
      'Our art society is putting on a little exhibition of geometric art in the library. Has Alex done any work just for himself, not for a paying customer?',
      "How many posters are in it? We might ask to borrow one or two for the display, if that's allowed.",
    ],
    expect: {
      facts: [{ anyOf: ['eight', 'Eight', '8'], source: 'content/projects/graphics.ts:274' }],
      links: ['/portfolio/event-poster-series', '/portfolio/graphics'],
    },
  },
  {
    id: 'fq-conversation-8',
    group: 'conversation',
    turns: [
      'how do i get in touch with the designer? i dont see a form to fill in',
      'ok thank you. and roughly how long before he writes back? i am not on the computer every day',
    ],
    expect: {
      facts: [{ anyOf: ['one working day', '1 working day', 'working day'], source: 'content/placeholders.ts:7' }],
      links: ['/contact'],
    },
  },
  {
    id: 'fq-conversation-9',
    group: 'conversation',
    turns: [
      "I'm a retired draughtsman and I'm interested in what skills Alex lists. Could you give me the main areas?",
      'The 3D and 2D one interests me most. Which is his best skill in that group?',
    ],
    expect: {
      facts: [{ anyOf: ['Vector Art', 'vector art'], source: 'content/skills.ts:140' }],
      links: ['/skills'],
    },
  },
  {
    id: 'fq-conversation-10',
    group: 'conversation',
    turns: [
      'We have all the grandchildren coming to stay in August, eleven of us in total, and my wife would love a proper family photograph for the first time in years. Does Alex do family pictures?',
      "Lovely. And how long after the day would we get them? It's for her 75th birthday in September.",
    ],
    expect: {
      facts: [{ anyOf: ['a week', 'one week', 'week later', '7 days'], source: 'content/projects/photography.ts:71' }],
      links: ['/portfolio/family-portrait', '/portfolio/photography'],
    },
  },
  {
    id: 'fq-conversation-11',
    group: 'conversation',
    turns: [
      'What has the designer done with this artificial intelligence everyone keeps talking about? Only the proper projects please.',
      'the brand proposal one. how many logo ideas did it start from, and how many were left at the end?',
    ],
    expect: {
      facts: [
        { anyOf: ['Forty', 'forty', '40'], source: 'content/projects/ai.ts:14' },
        { anyOf: ['three', 'Three', '3'], source: 'content/projects/ai.ts:14' },
      ],
      links: ['/portfolio/ai-brand-proposal', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-conversation-12',
    group: 'conversation',
    turns: [
      'How long has Alex been doing this work? I ask because our bowls club got burned last year by a young man who turned out to have no experience at all.',
      'I see. And how many jobs has he finished in that time?',
    ],
    expect: {
      facts: [{ anyOf: ['200+', '200'], source: 'content/site.ts:19' }],
      links: ['/about', '/home'],
    },
  },
  {
    id: 'fq-conversation-13',
    group: 'conversation',
    turns: [
      'My sister has a tea room with homemade cakes and she needs nicer photos for her menu. Does the designer photograph food and drinks?',
      'the one for the dessert bar, what kind of treats were in those photos?',
    ],
    expect: {
      facts: [{ anyOf: ['cupcakes', 'macarons', 'cones', 'iced drinks'], source: 'content/projects/photography.ts:129' }],
      links: ['/portfolio/drinks-and-desserts', '/portfolio/photography'],
    },
  },
  {
    id: 'fq-conversation-14',
    group: 'conversation',
    turns: [
      'I used to do a bit of desktop publishing in the 90s! Which of the Adobe programs does Alex use these days?',
      'And which of those is he best at?',
    ],
    expect: {
      facts: [
        { anyOf: ['Photoshop'], source: 'content/tools.ts:10' },
        { anyOf: ['95%', '95'], source: 'content/tools.ts:13' },
      ],
      links: ['/home'],
    },
  },
  {
    id: 'fq-conversation-15',
    group: 'conversation',
    turns: [
      'Excuse me, before I type anything else — does this chat keep what I write? My daughter warned me about these things.',
      'and does the website put cookies on my computer? i always click no but i never know',
    ],
    expect: {
      facts: [{ anyOf: ['no cookies', 'No cookies', 'sets no cookies'], source: 'content/legal.ts:33' }],
      links: ['/privacy'],
    },
  },
  {
    id: 'fq-conversation-16',
    group: 'conversation',
    turns: [
      "Would it be alright for our choir to use one of the pictures from this site on the flyer for our spring concert? We're a charity, we wouldn't make money from it.",
      'I understand. Who do I ask then, and how?',
    ],
    expect: {
      facts: [{ anyOf: EMAIL, source: EMAIL_SRC }],
      links: ['/terms', '/contact'],
    },
  },
  {
    id: 'fq-conversation-17',
    group: 'conversation',
    turns: [
      'can alex make a website with the help of AI? our u3a group is arguing about whether that is even possible',
      'the studio one, how long did that take to make?',
    ],
    expect: {
      facts: [{ anyOf: ['four days', '4 days'], source: 'content/cards/ai.ts:17' }],
      links: ['/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-conversation-18',
    group: 'conversation',
    turns: [
      "I volunteer for a charity shop and we want to get better at 'stories' on the phone. Has Alex made graphics for social media?",
      'Those tall ones that fill the whole phone screen — which apps were they meant for?',
    ],
    expect: {
      facts: [
        { anyOf: ['TikTok'], source: 'content/projects/graphics.ts:296' },
        { anyOf: ['Instagram'], source: 'content/projects/graphics.ts:296' },
      ],
      links: ['/portfolio/social-media-graphics', '/portfolio/graphics'],
    },
  },
  {
    id: 'fq-conversation-19',
    group: 'conversation',
    turns: [
      "On the About page there are some coloured bars showing how good Alex is at things. My eyes aren't what they were, could you read them out for me?",
      'Thank you dear. Which one of them is the lowest?',
    ],
    expect: {
      facts: [
        { anyOf: ['Motion Graphics', 'motion graphics'], source: 'content/about.ts:81' },
        { anyOf: ['85%', '85'], source: 'content/about.ts:81' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'fq-conversation-20',
    group: 'conversation',
    turns: [
      "Our heritage railway society is applying for a small grant and they want a CV from any designer we name. Can I get Alex's CV somewhere?",
      'Got it, thanks. And the other one you mentioned, the resume — where is that?',
    ],
    expect: {
      facts: [{ anyOf: ['alex-morgan-resume.pdf', 'Download Resume'], source: 'content/owner.ts:21' }],
      links: ['/home'],
    },
  },

  // ---------------------------------------------------------------- compound (10)
  {
    id: 'fq-compound-1',
    group: 'compound',
    turns: [
      "Hello, I'd like to get in touch but I'm not sure how. What is the email address please, and what is the phone number for that WhatsApp thing my grandson keeps going on about?",
    ],
    expect: {
      facts: [
        { anyOf: EMAIL, source: EMAIL_SRC },
        {
          anyOf: ['15550123456', 'wa.me/15550123456', '5550123456', '555 012 3456', '(555) 012-3456', '555-012-3456', '555 0123 456'],
          source: 'content/owner.ts:19',
        },
      ],
      links: ['/contact'],
    },
  },
  {
    id: 'fq-compound-2',
    group: 'compound',
    turns: [
      "two things sorry: what is the name of the designer (i can't find it anywhere on my little screen) and is there a form i can fill in to send a message?",
    ],
    expect: {
      facts: [
        { anyOf: ['Alex Morgan', 'Alex'], source: 'content/owner.ts:16' },
        { anyOf: ['on its way', 'Coming Soon', 'coming soon'], source: 'content/placeholders.ts:7' },
      ],
      links: ['/contact', '/about', '/home'],
    },
  },
  {
    id: 'fq-compound-3',
    group: 'compound',
    turns: [
      "Our Rotary club is planning its first proper conference and we're thinking of having a short film made. I saw there is an event reel in the videos. What was that event, and how long is the film?",
    ],
    expect: {
      facts: [
        { anyOf: ['corporate conference', 'conference'], source: 'content/cards/videography.ts:42' },
        { anyOf: ['1:50', '1 minute 50'], source: 'content/cards/videography.ts:44' },
      ],
      links: ['/portfolio/videography'],
    },
  },
  {
    id: 'fq-compound-4',
    group: 'compound',
    turns: [
      'I do calligraphy as a hobby so I loved the posts with the big letters on them. How many of those lettering posts are there, and which social media site were they made for?',
    ],
    expect: {
      facts: [
        { anyOf: ['nine', 'Nine', '9'], source: 'content/projects/social.ts:68' },
        { anyOf: ['Instagram'], source: 'content/categories.ts:44' },
      ],
      links: ['/portfolio/typography-posts', '/portfolio/social-media'],
    },
  },
  {
    id: 'fq-compound-5',
    group: 'compound',
    turns: [
      "Which AI program does Alex use to make pictures, and which one does he use to build web pages? I'm making notes for a talk at our computer club for seniors.",
    ],
    expect: {
      facts: [
        { anyOf: ['Midjourney'], source: 'content/tools.ts:91' },
        { anyOf: ['Lovable'], source: 'content/tools.ts:109' },
      ],
      links: ['/home', '/about', '/portfolio/artificial-intelligence', '/portfolio/web-design'],
    },
  },
  {
    id: 'fq-compound-6',
    group: 'compound',
    turns: [
      'Is the designer on Instagram? Also Behance (my niece says artists use it) and LinkedIn? I would like to follow along, if you could give me the addresses that would be very kind.',
    ],
    expect: {
      facts: [
        { anyOf: ['instagram.com/discovery.design.example', 'discovery.design.example'], source: 'content/owner.ts:24' },
        { anyOf: ['behance.net/discovery-design-example', 'behance.net'], source: 'content/owner.ts:25' },
        { anyOf: ['linkedin.com/in/discovery-design-example', 'linkedin.com'], source: 'content/owner.ts:26' },
      ],
    },
  },
  {
    id: 'fq-compound-7',
    group: 'compound',
    turns: [
      "How many different kinds of work are in the portfolio altogether, and roughly how many photography jobs has Alex done? I'm choosing between two people for our society's centenary photos.",
    ],
    expect: {
      facts: [
        { anyOf: ['six', 'Six', '6'], source: 'content/portfolio.ts:7' },
        { anyOf: ['30+'], source: 'content/category-summaries.ts:82' },
      ],
      links: ['/portfolio', '/portfolio/photography'],
    },
  },
  {
    id: 'fq-compound-8',
    group: 'compound',
    turns: [
      'on the about me page with the bars, what number does graphic design have and what number does web design have? my reading glasses are downstairs 🙈',
    ],
    expect: {
      facts: [
        { anyOf: ['95%', '95'], source: 'content/about.ts:74' },
        { anyOf: ['88%', '88'], source: 'content/about.ts:79' },
      ],
      links: ['/about'],
    },
  },
  {
    id: 'fq-compound-9',
    group: 'compound',
    turns: [
      'My husband and I have started a little podcast about our bird watching (only 30 listeners but we love it). I noticed an AI video with a galaxy in it. What was it used for, and how long is it?',
    ],
    expect: {
      facts: [
        { anyOf: ['podcast intro', 'podcast'], source: 'content/projects/ai.ts:91' },
        { anyOf: ['1:05', '1 minute 5'], source: 'content/projects/ai.ts:94' },
      ],
      links: ['/portfolio/ai-video-section1', '/portfolio/artificial-intelligence'],
    },
  },
  {
    id: 'fq-compound-10',
    group: 'compound',
    turns: [
      "Pardon my ignorance, who or what is '33 Degree'? And the 33 Degree coffee photos on the photography page, which year were those taken?",
    ],
    expect: {
      facts: [
        { anyOf: ['coffee roaster', 'speciality coffee', 'specialty coffee'], source: 'content/projects/photography.ts:177' },
        { anyOf: ['2023'], source: 'content/categories.ts:61' },
      ],
      links: ['/portfolio/33-degree-coffee', '/portfolio/33-degree-speciality', '/portfolio/photography'],
    },
  },
]
