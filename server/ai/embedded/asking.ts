import { toQuery } from './retrieve.ts'
import { firstNamePattern } from './owner.ts'
import { NUMBER_WORDS, stem } from './text.ts'

/**
 * How a question asks, apart from what it asks about: words that point back, ask for a time or ask for
 * help without a subject, phrases of the trade in the site's words, and where a 'where' or 'when' answer lives.
 */

/** Phrases of the trade rewritten to the words the site uses, before anything else reads the question. */
/** Words of a hurry: 'asap', 'in 6 days', 'within a week', 'by friday'. */
const HURRY = String.raw`(asap|as soon as possible|super (quick|fast)|urgent(ly)?|in a (rush|hurry)|(like|by) yesterday|can'?t wait (months|weeks)|(with)?in (like |about |around |under |less than |just )?(a|one|\d+|two|three|four|five|six|seven|ten) (days?|weeks?)|next week|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend))`

const PHRASES: [RegExp, string][] = [
  // 'Stories to announce our 10-class pass discount': the discount is what the work says, no price asked.
  [
    /\b(announce|announcing|promote|promoting|advertise|advertising|launch|launching|push|pushing)\b([^.?!]{0,40}?)\b(discounts?|deals?|price cuts?|sales?)\b/gi,
    '$1$2promotion',
  ],
  // 'Is there a version made for social media?': which of them is for it.
  [
    /\b(is there|are there|do you have|have you got|got|any) (a |an |one )?(versions?|variants?|editions?) (made |done |designed |adapted )?(for|on) /gi,
    'which one is for ',
  ],
  // 'What items does the office stationery part cover?': what it includes, the items being its contents.
  [/\bwhat (items|things|bits)\b(?= (does|do|did) (?!(you|u|she|he|they|we|i)\b))/gi, 'what'],
  // 'What does the office stationery part cover?': what it includes, not coverage of an event.
  [/\b(what\b[^?.!]{0,60}\b(?:does|do|did) (?!(?:you|u|she|he|they|we|i)\b)[^?.!]{0,60}?)\bcover(?=\s*[?.!]*\s*$)/gi, '$1include'],
  // 'What made the AI video clips?', 'what runs the chatbots?': the tool behind the work, asked of the work.
  [
    /^(\W*)what (made|makes|created|generated|produced|powers|runs)(?= (?:the|those|these|your|ur) (?![^?.!,]*\b(?:so|such|looks?|feel|stand|special|great|good|work|successful|popular|memorable)\b)[^?.!,]{1,40}(?:[?.!,]|$))/gi,
    '$1what tool $2',
  ],
  // Chat shorthand, written out.
  [/\byrs\b/gi, 'years'],
  [/\byr\b/gi, 'year'],
  [/\bmos\b/gi, 'months'],
  [/\bhrs\b/gi, 'hours'],
  [/\bmins\b/gi, 'minutes'],
  // 'total projects shipped?', 'number of tools?': a count asked without 'how many'.
  [/^\W*(?:the )?(?:total|number of|no\.? of|#)\s+(?=\p{L}+s\b[^?]*\?\s*$)/iu, 'how many '],
  [/\br u\b/gi, 'are you'],
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\b(wat|wht|wut|whta)\b/gi, 'what'],
  [/\b(wich|whic|whihc)\b/gi, 'which'],
  // 'What have you done along those lines?': like that; no lines are drawn.
  [/\b(along|on) (those|these|the same|similar) lines\b/gi, 'like that'],
  // 'Which upscaler is part of your toolkit?' asks which one is used.
  [/\b(is|are) (part of|in|among) (your|the|his|her|their) (toolkit|tool kit|tool box|toolbox|stack|tools|arsenal|kit)\b/gi, 'do you use'],
  // 'u make videos?': a yes/no question without its 'do'.
  [
    /^\W*you (make|do|design|shoot|film|take|edit|offer|build|create|photograph|handle|produce|draw|retouch|animate)\b(?=[^.!]*\?)/gi,
    'do you $1',
  ],
  [/\bb4\b/gi, 'before'],
  [/\bmsg\b/gi, 'message'],
  [/\bw\/(?=\s)|\bw\b(?= (that|this|it|those|them|these|a|an|the|my|our|your)\b)/gi, 'with'],
  // 'Any experience with that?' after a need asks whether such work was done, not how many years.
  [
    /\b(any|much|some|got|have|has|your)\s+experience\s+(with|in|doing|on)\s+(that|this|it|those|these|them|something like (that|this))\b/gi,
    'done that before',
  ],
  [/\b(rn|atm)\b/gi, 'now'],
  [/\b(til|till)\b/gi, 'until'],
  [/\b(lol|lmao|haha+|hehe|tbh|imo|ngl|fr|pls|plz|thx|ty|btw|omg|idk)\b/gi, ''],
  [/\bppl\b/gi, 'people'],
  // 'Something similar I can forward them?': what the visitor will do with it asks for nothing more.
  [
    /\b(?:that |which )?(?:i|we) (?:can|could|might) (?:forward|send|pass|show)(?: (?:it|this|that|them))?(?: on)?(?: to)?(?: (?:them|him|her|my \w+|our \w+|the client|the team))?(?=\W*$)/gi,
    '',
  ],
  [/\bgud\b/gi, 'good'],
  [/\bexp\b/gi, 'experience'],
  [/\b(dm|dms|pm)\b/gi, 'message'],
  // 'Whether they can come try one first': a trial.
  [
    /\btry (one|it|a class|a session|a lesson)( out)? (first|before|for free|free)\b|\b(a )?free (trial|class|session|lesson)\b/gi,
    'a trial',
  ],
  [/\b(this|that|the) (person|guy|girl|lady|man|woman|freelancer|creative)\b/gi, 'the designer'],
  [/\bso far\b(?! away\b)|\bto date\b|\bor nah\b|\bor not\b/gi, ''],
  [/\bwhere ?abouts\b/gi, 'where'],
  // 'If we book you for our wedding, how soon...': the booking is the condition, the wedding the subject.
  [
    new RegExp(
      String.raw`^\W*(if|once|when) (we|i) (book|hire) (you|${firstNamePattern}|her|him|them|the designer) for (?=(our|my|the|a) )`,
      'gi',
    ),
    'for ',
  ],
  // 'If I book it, how soon can I see some pics?': booking the thing in talk is the condition; the question is after it.
  [
    new RegExp(
      String.raw`^\W*(if|once|when) (we|i) (book|hire|pick|choose|go with) (it|that|this|that one|this one|them|you|${firstNamePattern}|her|him)\b,?\s*(?=(how|when|what|will|would|do|does|can|could)\b)`,
      'gi',
    ),
    '',
  ],
  // 'For a living' and a page that goes 'live' say nothing of where anyone lives.
  [/\bfor a living\b/gi, 'as a job'],
  [/\b(go|goes|going|went|be|is|are|get|gets|got|page|site|website)\s+live\b|\blive (?=(before|by|ahead of|in time)\b)/gi, '$1 launched '],
  [/\blow[- ]?res\b|\blow[- ]quality\b/gi, 'low-resolution'],
  // 'Make small pictures big': what the trade calls upscaling.
  [
    // Not 'I can't make the pictures bigger on my tablet', which is about seeing them.
    /(?<!\b(?:can'?t|cannot|couldn'?t|unable to|not|how do i|how can i) )\b(?:make|making|get|turn) (?:the |my |our |these |those )?(?:small |tiny |little |old |low-resolution )*(?:pictures?|photos?|images?|pics?|files?) (?:big|bigger|larger|large)\b/gi,
    'upscale low-resolution images',
  ],
  // Pictures of people are what the trade calls portraits.
  [
    /\b(?:taking |take )?(?:pictures?|photos?|photographs?|pics?|shots?|images?) of (?:people|persons|faces|individuals)\b|\bphotographing people\b/gi,
    'portraits',
  ],
  [/\bphoto ?shoots?\b/gi, 'photo shoot'],
  // 'Something on the website that could just answer them': what the trade calls a chatbot.
  [
    /\b(something|a bot|a tool|a thing|an assistant|a widget|a system|software|a program|an ai|ai)\b[^.?!]{0,40}\b(answer|answers|answering|reply to|replies to|respond to|responds to)\b[^.?!]{0,20}\b(them|questions|faqs?|customers|messages|enquiries|inquiries|people)\b/gi,
    'chatbot that answers customer questions',
  ],
  [/\b(blow|blows|blowing|blown|blew) (them |it |this |that |those |these )?up\b/gi, 'enlarge'],
  // 'Would she be an option?' asks whether the work is done, not about options.
  [/\b(be|is) (an |a good |a )?option\b/gi, 'do it'],
  // 'What's the name of the roaster you worked with?' asks which one; 'name' is no topic (the owner's own name is).
  [
    /\b(what'?s|whats|what is|what was) the name of (?!(the |your |this |that )?(person|designer|owner|guy|girl|lady|man|woman|freelancer|creative|studio|business|site|website|web site|company|agency|brand|portfolio)\b)/gi,
    'which is ',
  ],
  [
    /\b(cut|cuts|cutting) (\w+ ){0,2}out (of|from) (the |a |their |its |his |her |my |our |your )?backgrounds?\b|\b(remove|removing|get rid of|getting rid of|erase|erasing|clean up|cleaning up|clear|clearing) (the |a |that |this |their |its |my |our |all (the |that )?)?(backgrounds?|(stuff|things|clutter|mess|junk)( that'?s| that is| which is)? behind)\b/gi,
    'background removal',
  ],
  [/\bfill (it |them )?(in|out)\b/gi, 'use'],
  [/\border (\w+ )?(ahead of time|ahead|in advance|beforehand)\b/gi, 'pre-order'],
  [
    /\b(loads of|lots of|plenty of|multiple|many|several|a few|some) (rough |different |quick )?(ideas|sketches|drafts|concepts|options)\b/gi,
    'concepts directions',
  ],
  [/\b(sounds|seems|looks) (so |really |very )?(cute|nice|good|great|cool|interesting|lovely|amazing|fun|perfect)\b/gi, ''],
  [/\b(the )?other side of the (world|planet|globe|earth)\b|\b(another|a different) (country|continent)\b|\bfar away\b/gi, 'abroad'],
  [/\b(pass|passes|passed|passing|hand|hands|handed|give|gives|given) (it |them )?(on|along|over)\b|\bhanded to\b/gi, 'forwarded'],
  [/\b(wrapped|wrap|wraps|finished|finish|closed|close) up\b|\b(got|gotten|get) done\b/gi, 'completed'],
  // 'In the taking-pictures part': photography.
  [/\btaking[- ](?:pictures|photos|pics|photographs)\b/gi, 'photography'],
  [/\bpics\b/gi, 'photos'],
  [/\bpic\b/gi, 'photo'],
  // 'any AI-generated vids?': videos.
  [/\bvids\b/gi, 'videos'],
  [/\bvid\b/gi, 'video'],
  [/\bbc\b|\bcuz\b|\bcos\b/gi, 'because'],
  [/\bw\/o\b/gi, 'without'],
  // Hearing back is the reply: 'how long till he gets back to me', 'when will I hear from her'.
  [/\b(gets?|getting|got|come|comes|coming) back to (me|us|you)\b|\bhear (back )?from (him|her|them|you)\b|\bwrite(s)? back\b/gi, 'reply'],
  [/\bbrand ?books?\b|\bstyle ?guides?\b/gi, 'brand guidelines'],
  // 'Could we book only the ceremony?': whether a part alone is covered, not how to book.
  [/\b(?:book|hire|get|have)(?: (?:you|u|her|him|them))?(?: for)? (?:only|just) (?:the |for the )?(\p{L}+)/giu, 'cover only the $1'],
  // 'Our salon needs a new price list we can put on the counter': a printed menu to design, not the owner's prices.
  [/\b(new|our|my|printed|print|paper|design|designing|designed|make|redo) price ?(lists?|boards?|menus?|sheets?)\b/gi, '$1 menu'],
  // 'Our book club', 'how we choose the books': a book read, not booking a shoot (the site's buttons say 'Book ...').
  [
    /\b(a|the|our|my|your|his|her|their|this|that|these|those|new|first|next|picture|cook|recipe|comic|poetry|kids'?|children'?s|audio|guest|coffee[- ]table) books?\b/gi,
    '$1 publication',
  ],
  [/\bbooks?(?= (club|clubs|cover|covers|shop|shops|store|stores|launch|fair|series|trailer|lovers?|sellers?)\b)/gi, 'publication'],
  [/\b(work|employment|career|job) history\b/gi, 'CV'],
  [/\bvoice[- ]?overs?\b/gi, 'voice-over'],
  // 'Heard you built a site with AI', 'a friend told me she shoots weddings': how the visitor knows is not what is asked.
  [
    /\b(?:(?:i|we)(?:'ve| have)? )?(?:heard|saw|seen|read|noticed)(?: somewhere| online| here)?(?: that)? (?=(?:you|u|he|she|they)\b)|\b(?:a|my|our) (?:friend|colleague|client|neighbou?r|sister|brother|mate|boss|cousin) (?:told|said to) (?:me|us)(?: that)? (?=(?:you|u|he|she|they)\b)/gi,
    '',
  ],
  [/\bput together\b/gi, 'make'],
  // 'What are the main things you do?': what the owner offers.
  [
    /\b(main |kinds? of |sorts? of |different )?things (do |does |can |would )?(you|u|she|he|they) (do|make|offer)\b/gi,
    'services you offer',
  ],
  // Needs told as what keeps happening, in the words of the work that answers them.
  // 'The phone rings all day with the same questions', 'people keep messaging at 2am': an assistant that answers them.
  [
    /\b(the same|same|repetitive|repeated) (\d+ )?(questions|messages|things|stuff|dms|enquiries|inquiries)\b|\b(keep|keeps) (calling|phoning|ringing|messaging|texting|asking|writing|dm'?ing)\b|\b(answer|reply to|respond to) (them|it|all of (it|them)|those|that) (all|by itself|automatically|on its own|for (us|me))\b|\b(get|find) (their |the )?answers? (by themselves|themselves|on their own|automatically|without (me|us))\b|\b(can ?not|can'?t|cannot|never) (answer|reply to|respond to|keep up with) (everyone|everybody|them all|all of (them|it|that)|it all|all the (messages|questions|calls)|every (message|question|call))\b/gi,
    '$& chatbot customer questions',
  ],
  // 'Something that replies them automatic from my info', 'answers people at any hour': an assistant that answers for them.
  [
    /\b(answers?|answering|repl(y|ies|ying)|respond(s|ing)?)\b[^.?!]{0,40}\b(automatic(ally)?|by itself|on its own|24\/7|any hour|all night|round the clock|around the clock|while (i|we) (sleep|am asleep|are asleep))\b|\bautomatic(ally)?\b[^.?!]{0,20}\b(answers?|answering|repl(y|ies|ying)|respond\w*)\b/gi,
    '$& chatbot customer questions',
  ],
  // 'Customers squint at the menu board', 'our cups are just plain white': a menu and packaging of the brand's own.
  [
    /\b(menu|menu board|board|sign)\b[^.?!]{0,60}\b(can'?t read|cannot read|unreadable|impossible to read|hard to read|squint(ing)?)\b|\b(squint(ing)?|can'?t read|cannot read)\b[^.?!]{0,40}\b(menu|board)\b|\b(cups|bags|boxes|packaging)\b[^.?!]{0,15}\bplain( white| brown)?\b/gi,
    '$& menu packaging',
  ],
  // 'A map of the delis that stock us', 'show which cafes sell our beans': a map of partner shops.
  [
    /\bmap\b[^.?!]{0,20}\b(of )?(the |all )?(delis|shops|stores|cafes|cafés|bars|restaurants|stockists|retailers|markets|places)\b[^.?!]{0,20}\b(stock|sell|carry|serve)\b/gi,
    '$& map of partner cafes',
  ],
  // 'Tell where each ingredient comes from', 'help people pick what to use morning and evening': a skincare site.
  [
    /\b(where|what) (each|every|the) ingredients? (comes?|is|are)( from)?\b|\b(morning|am) and (evening|night|pm)\b[^.?!]{0,30}\b(use|routine|order|step)s?\b|\b(what|which) to use (in the )?(morning|evening)\b|\bpick what to use\b/gi,
    '$& ingredient stories routine builder',
  ],
  // 'Can I change the words on it myself later?': a site handed over ready to edit.
  [
    /\b(change|update|edit|swap|fix|add)\b[^.?!]{0,30}\b(myself|ourselves|on my own|on our own|by myself|by ourselves|without (you|u|calling))\b/gi,
    '$& handed over ready to edit',
  ],
  // 'The glass always reflects the window', 'glass bottles, reflections everywhere': product shots lit for glass.
  [
    /\b(glass|bottles?|jars?|shiny|chrome)\b[^.?!]{0,60}\b(reflect\w*|glare)\b|\b(reflect\w*|glare)\b[^.?!]{0,40}\b(glass|bottles?|jars?)\b/gi,
    '$& glass reflections',
  ],
  // 'People phone to hold croissants', 'reserve loaves': orders placed ahead.
  [
    /\b(reserve|reserving|hold|holding|put aside|set aside|order ahead|pre-?order(ing)?)\b[^.?!]{0,30}\b(loaf|loaves|bread|croissants?|cakes?|pastr(y|ies)|buns?|bagels?|pies?|sourdough)\b/gi,
    '$& pre-orders',
  ],
  // 'Ask what's baked today': the day's menu.
  [
    /\bwhat'?s?( is| has been| got)? (baked|fresh|in the oven)( today| this morning)?\b|\btoday'?s (bakes|bread|specials)\b/gi,
    '$& daily menu',
  ],
  // 'My clients can not read the prices from the counter', 'prices wrote on cardboard behind the till': a menu to design.
  [
    /\b(prices?|menu|drinks list|price list)\b[^.?!]{0,50}\b(can'?t|can not|cannot|couldn'?t|hard to|impossible to) (read|see)\b|\bprices?\b[^.?!]{0,20}\b(written|wrote|scribbled|handwritten) on (cardboard|paper|a (piece|scrap|bit) of)\b|\bmenu (people|customers|they|clients) can read\b/gi,
    '$& menu',
  ],
  // 'The take-away cups are white and boring', 'printed cup sleeves, stamp cards': packaging of the brand's own.
  [
    /\b(take-?away |paper |coffee )?cups\b[^.?!]{0,25}\b(white|plain|boring|blank)\b|\b(printed|branded) (cups?|cup sleeves|sleeves|bags)\b|\bcup sleeves\b|\bstamp cards?\b/gi,
    '$& packaging',
  ],
  // 'Nothing outside saying we're open', 'people walk in front of my shop without seeing it': signs.
  [
    /\b(sign|signs|board)\b[^.?!]{0,20}\b(outside|out front|for outside|at the door|on the street)\b|\bnothing outside\b|\b(walk|walks|walking) (past|by|in front of)\b[^.?!]{0,40}\b(shop|store|cafe|café|place|door)\b/gi,
    '$& signage',
  ],
  // 'Old tiny photos that go blocky when printed big': pictures too small for their use, which upscaling rescues.
  [
    /\b(tiny|small|little|low[- ]?res(olution)?|low[- ]quality|poor[- ]quality|blurry|fuzzy|pixelated|pixelly|blocky|grainy|mushy|ancient|old)\b[^.?!]{0,60}\b(photos?|photographs?|pictures?|pics|images?|files?|jpe?gs?|shots?|scans?)\b[^.?!]{0,80}\b(print(ed|ing)?|blow(n)? (them |it |this |that |those )?up|enlarg\w*|big|bigger|large|banner|billboard|wall|poster|canvas|retina|screens?)\b|\b(photos?|photographs?|pictures?|pics|images?|files?)\b[^.?!]{0,40}\b(go|goes|look|looks|get|gets|turn|turns) (all )?(blocky|blurry|pixelated|fuzzy|grainy|mushy)\b/gi,
    '$& low-resolution upscaling',
  ],
  // 'Our logo file from 2012 is tiny and pixel… the printer can't make it big for the sign', 'a tiny blurry scan. I want
  // to print it really big', 'the only picture we have of the lady who founded our school in the 80s is tiny': a poor
  // picture and a large use, in either order and over sentences.
  [
    /\b(tiny|low[- ]?res(olution)?|blurry|fuzzy|pixel\w*|blocky|grainy|mushy|jagged|(small|little) (photos?|photographs?|pictures?|pics|images?|files?|jpe?gs?|scans?|logos?))\b(?<=\b(photos?|photographs?|pictures?|pics|images?|files?|jpe?gs?|pngs?|scans?|shots?|logos?)\b(?:[^?]{0,60}|[^.?!]{0,100}))(?=[^?]{0,200}\b(print(ed|ing|er)?|big|bigger|large|huge|banner|signs?|signage|fa[cç]ade|posters?|canvas|billboard|wall|blow(n)? (them |it |this |that |those )?up|enlarg\w*)\b)|\b(tiny|low[- ]?res(olution)?|blurry|fuzzy|pixel\w*|blocky|grainy|mushy|jagged)\b(?=[^?]{0,60}\b(photos?|photographs?|pictures?|pics|images?|files?|jpe?gs?|pngs?|scans?|logos?)\b)(?=[^?]{0,200}\b(print(ed|ing|er)?|big|bigger|large|huge|banner|signs?|signage|fa[cç]ade|posters?|canvas|billboard|wall|blow(n)? (them |it |this |that |those )?up|enlarg\w*)\b)/gi,
    '$& low-resolution upscaling',
  ],
  // 'A trick to make old small pictures sharp again': blurred or small pictures made sharp.
  [
    /\b(photos?|photographs?|pictures?|pics|images?|scans?|jpe?gs?)\b[^.?!]{0,20}\b(sharp|sharper|crisp|crisper|clear|clearer|hd|high[- ]res)( again)?\b/gi,
    '$& low-resolution upscaling',
  ],
  // 'Our name should fly in and spin at the start', 'the crest builds itself', 'a moving logo': a logo animation.
  [
    /\b(logo|logos|name|crest|emblem|badge|brand ?mark|wordmark|monogram)\b[^.?!,]{0,30}\b(to |should |would |could |that |which )?(move|moves|moving|movement|motion|animate|animated|fly|flies|flying|spin|spins|spinning|builds? itself|draws? itself|comes? (alive|to life)|pops? in|bounces? in|slides? in)\b|\b(moving|animated|spinning|flying|motion)[- ](logos?|names?|crests?|emblems?|badges?|brand ?marks?|wordmarks?)\b|\banimated version of (our|my|the|a) (logo|crest|emblem|badge)\b/gi,
    '$& logo animation',
  ],
  // 'The one that makes images from text', 'text-to-image': pictures generated from a prompt.
  [
    /\b(images?|pictures?|pics|art|artwork|illustrations?|visuals?) (just |only |simply |purely )?(from|out of|based on) (a |an |some |just |plain |written |short |simple |text )*(text|words|descriptions?|prompts?|sentences?)\b|\btext[- ]to[- ](image|picture|art)s?\b/gi,
    '$& AI image generation prompt',
  ],
  // 'Posts where you slide with your finger from one picture to the next': a carousel.
  [
    /\b(slide|slides|sliding|swipe|swipes|swiping|flick|flicks|flicking|scroll|scrolls|go|goes|move|moves)\b[^.?!]{0,30}\bfrom one (picture|image|photo|pic|slide|page|card|post|step)\b[^.?!]{0,12}\bto the (next|other)\b/gi,
    '$& carousel swipeable slides',
  ],
  // 'Full-screen vertical things that disappear after a day', 'those tall ones that fill the whole phone screen': stories.
  [
    /\b(disappear|disappears|vanish|vanishes|gone|expire|expires)\b[^.?!]{0,20}\b(after|in|within) (a|one|1|24) (day|hours?)\b|\b24[- ]?h(ou)?r?s? (posts?|things|content|updates?)\b|\b(full[- ]?screen|vertical|tall|upright) (posts?|things|graphics|images|pictures|pics|photos|slides|frames|videos?|ones)\b|\b(tap|tapping|taps|click|clicking|press|pressing) (on )?(the |our |my |your |a )?(profile|avatar) (circle|picture|pic|photo|icon|bubble)\b|\b(fill|fills|filling|cover|covers|covering|take up|takes up|taking up) (the |a |your |my )?(whole |entire |full )?(phone |mobile )?screen\b/gi,
    '$& full-screen story graphics 9:16',
  ],
  // 'My shop is in Melbourne, so probably very far from you': where the owner works from.
  [
    new RegExp(
      String.raw`\b(very |really |so |quite )?far (away )?from (you|u|${firstNamePattern}|the designer|your (studio|office|place))\b|\b(the )?(other|opposite) sides? of the (world|planet|globe)\b|\b(another|a different|other) (country|continent|time ?zone)\b`,
      'gi',
    ),
    '$& worldwide remotely',
  ],
  // 'Are you somewhere near us?', 'do you take on companies that arent near you?': where the owner works from.
  [
    new RegExp(
      String.raw`\b(are|r|is) (you|u|they|${firstNamePattern}) (somewhere |anywhere |based |located )?(near|close to|nearby|around) (us|me|here|our|my)\b|\b(that|who|which) (are ?n'?t|are not|is ?n'?t|is not) (near|close to|local to|nearby|around) (you|u)\b`,
      'gi',
    ),
    '$& location worldwide remotely',
  ],
  // 'Can you work with us even if you are not here?', 'im not in ur country': working from afar.
  [
    /\b(?:(?:i'?m|im|i am|we'?re|we are) not|(?:i|we) (?:do not|don'?t) live) in (?:your|ur|the same) (?:country|city|town|area|region)\b/gi,
    '$& worldwide remotely',
  ],
  [
    /\b(even )?(if|though|when|while) (you|u) (are|'re|r|is)( not|n'?t) (here|local|nearby|close by|around|in (our|my|the same) (city|town|country|area|village))\b/gi,
    '$& worldwide remotely',
  ],
  // 'Websites put little files on your computer to follow you around': cookies and tracking.
  [
    /\b(little|small|tiny) (text )?files\b[^.?!]{0,40}\b(computer|browser|phone|device|laptop|pc)\b|\bfollow (you|me|people|visitors) around\b/gi,
    '$& cookies tracking me',
  ],
  // 'You hear the kitchen fans all the time', 'you can hardly hear me talk', 'in the voice there is air conditioner noise
  // and some hum': a recording whose sound needs cleaning.
  [
    /\b(hear|hears|heard|hearing)\b[^.?!]{0,40}\b(fans?|traffic|wind|noise|hum|buzz|buzzing|air ?con|aircon|machines?|music|crowd|background)\b|\b(fans?|traffic|wind|hum|buzz|buzzing|air ?con|aircon)\b[^.?!]{0,30}\b(in the background|all the time|on the (audio|sound|recording))\b|\b(hardly|barely|can'?t|cannot|can not|could ?n'?t|not) (really |even )?hear (me|us|him|her|them|the voice|the words|what|anything|my voice|our voices?)\b|\b(noise|noisy|hum|humming|buzz|buzzing|hiss|hissing|echo|echoes|crackle|crackling)\b(?=[^?!]{0,80}\b(recording|recorded|audio|voice|voices|interviews?|podcast|mic|microphone)\b)|\b(recording|recorded|audio|voice|voices|interviews?|podcast|mic|microphone)\b[^?!]{0,80}\b(noise|noisy|hum|humming|buzz|buzzing|hiss|hissing|echo|echoes|crackle|crackling)\b/gi,
    '$& noise reduction sound',
  ],
  // 'We never meet in person?', 'I am in Belo Horizonte, so is it possible to work together?': working from afar.
  [
    /\b(never|not|without|no need to|don'?t|won'?t|can'?t) (ever |even |actually )?(meet|meeting|met)( up)? (in person|face to face|irl|physically)\b|\b(possible|able|ok|okay|fine)\b[^.?!]{0,20}\bwork(ing)? together\b/giu,
    '$& worldwide remotely',
  ],
  // 'My company is in Toronto and we almost never travel. Would that be a problem, or would we need to meet in person?'
  [
    /\b(need|have|got) to meet( up)? (in person|face to face|irl|physically)\b|\b(my|our) ([\w-]+ ){0,3}(is|are) (run |based |located |registered )?(from|in|out of) [^.?!]{2,60}[.?!]?[^.?!]{0,80}\b(would|will|does|is|could) (that|it|this) (work|be a problem|be an issue|matter|be ok|be okay)\b|\b(would|will|does|is|could) (that|it|this) (work|be a problem|be an issue|matter|be ok|be okay)\b[^.?!]{0,30}[.?!]?[^.?!]{0,30}\b(my|our) ([\w-]+ ){0,3}(is|are) (run |based |located |registered )?(from|in|out of)\b/gi,
    '$& worldwide remotely',
  ],
  // 'Our pop-up opens in 6 days and we have no website', 'a site live asap': a website wanted in days.
  [
    new RegExp(
      String.raw`\b(websites?|web ?sites?|sites?|landing pages?|web ?shops?|online shops?)\b(?=[^?!]{0,150}\b${HURRY}\b)|\b${HURRY}\b(?=[^.?!]{0,60}\b(websites?|sites?|landing pages?)\b)`,
      'gi',
    ),
    '$& website built in days',
  ],
  // 'People sign up to get beans every month', 'a monthly box': a subscription.
  [
    /\b(get|gets|receive|delivered|deliver|send|ship|shipped|sent|order)\b[^.?!]{0,30}\b(every|each|once a) month\b|\bmonthly (box|boxes|delivery|deliveries|order|orders|plan|bag|bags|parcel|parcels)\b/gi,
    '$& subscription',
  ],
  // 'Shots from high up above the mountains', 'members talking about why they come': aerial footage and interviews.
  [/\b(high up|up high|from above|from the air|from the sky|bird'?s[- ]eye)\b/gi, '$& aerial drone'],
  // 'No budget to send someone with a drone', 'we cannot pay for a helicopter': aerial footage made without one.
  [
    /\b(afford|pay for|paying for|budget (for|to)|money (for|to)|send)\b[^.?!]{0,40}\b(drones?|helicopters?)\b|\b(drones?|helicopters?)( \w+)?\b[^.?!]{0,20}\b(too expensive|out of (our |my |the )?budget|(we |i )?(can'?t|cannot|could ?n'?t) afford)\b|\bwithout (a |any )?(drones?|helicopters?)\b/gi,
    '$& AI video aerial',
  ],
  [
    /\b(people|members|staff|customers|guests|clients|players|students|parents|volunteers|team) (talking|speaking) (about|on camera)\b/gi,
    '$& interviews',
  ],
  // 'Every post looks different', 'nothing matches': a feed planned as a whole.
  // 'Nothing matches' is about the feed only when the posts are what is told ('every invoice and envelope … nothing matches'
  // is the paperwork).
  [
    /\b(every|each) post (looks|is) (different|random)|\bposts? (all )?look(s)? random\b|\b(posts?|feed|grid|insta(gram)?|profile)\b[^.?!]{0,60}\bnothing matches\b/gi,
    '$& consistent grid feed',
  ],
  [
    /\b(a bunch of|several|many|different|possible|a few|some) (possible |different )?(looks|options|versions|styles|ideas|routes)\b/gi,
    'directions',
  ],
  [/\b(keep|save|record|log|retain)s? (what|the things|everything|anything) (i|we) (type|write|say|send)\b/gi, 'store my messages'],
  // What the visitor types here is their chat messages; keeping it on file is storing it.
  [
    /\b(what|the things|things|the stuff|stuff|everything|anything|whatever|the text|the words) (i|we) (type|write|say|send|put)( (it )?(here|in here|in (this|the) chat|into (this|the) chat))?\b/gi,
    'my chat messages',
  ],
  // 'When someone types in this chat box, which company's AI gets the text?': anyone's words here, and who answers them.
  [
    /\b(someone|somebody|anyone|anybody|people|visitors|customers|my staff|our staff|they|he|she) (types?|writes?|enters?|puts?) (something |anything |stuff |text )?(in|into) (this|the) chat( ?box| window)?\b/gi,
    'my chat messages',
  ],
  [/\b(which|what|whose) (company|companies|provider|firm|service)('?s)? (ai|model|bot|chatbot)\b/gi, 'AI provider forwards'],
  // 'When I type something in this chat, do you save it': the same, said with the visitor first.
  [
    /\b(i|we) (type|enter) (something|anything|stuff|things|a message|(?:my |our )?(?:messages|questions)|text)\b|\b(i|we) (write|send|put) (something|anything|stuff|things|a message|(?:my |our )?(?:messages|questions)|text) (here|in here|in (this|the) chat( box)?|into (this|the) chat( box)?)\b/gi,
    'my chat messages',
  ],
  // 'The stuff I type in this chat box': the same, the words first.
  [/\b(the )?(stuff|things|text|words|messages?) (that )?(i|we) (type|write|enter|send|put)\b/gi, 'my chat messages'],
  [/\b(kept|keep|saved|save|logged|recorded|held) (on file|on record|on your servers?|somewhere)\b/gi, 'stored'],
  // 'And my chat messages, do you keep them?': kept by the site is saved.
  [/\b(do|does|will|would) (you|u|it|the site|this site) (keep|log|record) (it|them|those|these)\b/gi, '$1 $2 save $4'],
  // 'Do you keep it somewhere?': 'keep' says nothing alone ('keep messaging'); beside where, it is saving.
  [
    /\b(kept|keep|logged|recorded|held)( it| them| this| that| those| these) (on file|on record|on your servers?|somewhere|anywhere)\b/gi,
    'save$2',
  ],
  // 'Do you save them anywhere?': where beside saving asks whether it is stored, not where the designer is.
  [
    /\b((?:do|does|will|would|did) (?:you|u|it|the site|this site|the assistant|the chat) )save( it| them| this| that| those| these) (somewhere|anywhere)\b/gi,
    '$1store$2',
  ],
  // 'Old photos of the lobby, tiny files from years ago' are small pictures; 'little files in my browser' are cookies.
  [/\b(photos?|pictures?|images?|pics?|scans?|logo)\b([^.?!]{0,60}?)\b(little|small|tiny) (\w+ )?files\b/gi, '$1$2$3 images'],
  [/\b(little|small|tiny) (\w+ )?files\b/gi, 'cookies tracking'],
  [/\btrackers?\b/gi, 'tracking'],
  // 'Where does it keep my dark mode setting?': how the site stores it, not a place.
  [
    /\bwhere (does|do|is|are|will) (it|the site|this site|the website|this website|you) (keep|store|save|remember|put)s?\b/gi,
    'how is it stored',
  ],
  [/\bdark[- ]mode\b/gi, 'dark theme'],
  // The device it happens on adds nothing: 'cookies on my computer' are cookies.
  [/\b(on|onto|in) (my|your|our|the) (computer|laptop|phone|device)\b/gi, ''],
  [
    /\b(end|ends|ended) up (sitting |stored |saved |kept )?(in|on) (some|a|any|your)\b|\b(sit|sits|sitting|stay|stays|staying) (in|on) (some|a|any) (file|database|server|log|folder)\b/gi,
    'stored in a',
  ],
  [/\bon (your|their|the) end\b/gi, ''],
  // 'Shared with other companies': where a visitor's words go; not 'posts for other businesses', which asks for work.
  [
    /\b(external|third[- ]party) (company|companies|firm|firms|service|services|provider|providers|business|businesses)\b|\b(to|with|by|through|via) (an? |any |some )?(outside|other|another) (company|companies|firm|firms|service|services|provider|providers|business|businesses)\b|\b(outside) (company|companies|firm|firms|service|services|provider|providers)\b/gi,
    'forwarded',
  ],
  [
    /\b(read|reads|reading|see|sees|seeing|look at|looks at|looking at) (my|our|the) (messages|chats?|texts?|questions|conversation)\b/gi,
    'my chat messages sent',
  ],
  // 'Does the site follow what I do?' is tracking, not a film following someone.
  [
    /\bfollow(s|ing)? (me|you|us|people|visitors|users) around\b|\bspy(ing)? on\b|\bkeeps? tabs on\b|\b(follow|follows|watch|watches|see|sees|log|logs|record|records) (what|where) (i|you|we) (click|clicks|do|read|go)\b/gi,
    'tracking',
  ],
  [/\byour (background|career)\b/gi, 'your experience'],
  [
    // 'How long has she been doing design work', 'how long she is working as designer'.
    /\bhow long ((have|has|is|are) ([\w ]{1,30}?)|(\w+) (is|are|has|have))( really| actually)?( been)? (at it|doing (this|it|that|design)|in (this|the) (business|game|field|industry|trade)|working|freelancing|designing|around)\b/gi,
    'how many years of experience',
  ],
  [/\b(next|this|coming) (year|spring|summer|autumn|fall|winter)\b/gi, ''],
  [/\bhow much time\b/gi, 'how long'],
  [/\b(when|once|if) (it'?s |it is |they'?re |they are )?(blown|blowing) up\b/gi, 'when printed big'],
  [
    /\b(go|goes|get sent|gets sent|sent|passed on|shared|forwarded) to (anyone|anybody|someone|somebody) else\b/gi,
    'forwarded to another company',
  ],
  [
    /\b(print|printing|printed|blow|blowing|make|making)\s+(them|it|this|those|these|that)\s+(up\s+)?(big|bigger|large|larger|huge)\b/gi,
    'print big',
  ],
  // 'Is that the kind of thing you do, or is it more logos and stuff?': the guess after 'or' is not what is asked.
  [/,?\s+or\s+(is it|are (you|they)|is (he|she)|does (he|she)|do (you|they))\s+(more|mostly|just|only|rather|all)\b[^?]*/gi, ''],
  // 'Salvageable or do we reshoot?', 'can it be saved or must we redraw it?': starting again is the other
  // answer to the same question, whether what was told can be rescued.
  [
    /,?\s+or\s+(?:(?:do|should|must|will|would)\s+)?(?:(?:we|i)\s+)?(?:(?:need|have|got)\s+to\s+|must\s+|should\s+)?(?:reshoot|redraw|remake|re-?record|start (?:again|over|from scratch))\b[^?]*/gi,
    '',
  ],
  // 'The about page has a skills overview, right?': a question tag asks nothing of its own.
  [/,?\s*\b(right|correct|yeah|yes|no|isn'?t it|don'?t you|didn'?t you|aren'?t you)\s*\?+\s*$/gi, '?'],
  // 'Can anything be done without a reshoot?': what the visitor would rather avoid is not what is asked.
  [
    /\s*\bwithout (a |an |the )?(re-?shoot(ing)?|new (photos?|pictures?|shoot|footage)|starting (over|again|from scratch)|re-?doing (it|them|everything)|re-?drawing (it|them|everything))\b/gi,
    '',
  ],
  // 'Anything you made just for yourself, not for a client?': work of the owner's own choosing.
  [
    /\b(just |only )?for (yourself|himself|herself|themselves|fun),? not for (a |any )?clients?\b|\bnot for (a |any )?clients?\b|\b(just |only )?for (yourself|himself|herself|themselves)\b|\bside projects?\b/gi,
    'self-initiated personal',
  ],
  // 'Do you have a reference for this?': an example of the work, not leave to reference it.
  [/\b(have|got|show me|share) (a |any |some )?references?\b/gi, '$1 examples'],
  // 'Is that fixable or do I need a new mic?': the visitor's other way out is not what is asked.
  [/,?\s+or\s+(do|should|would|will|must) (i|we) (need|have to|buy|get|start)\b[^?]*/gi, ''],
  // 'Your opening hours' asks when the owner is free; 'our opening hours' or 'questions about opening hours' are the visitor's own.
  [/(?<!\b(my|our|about|on|with) )\b(working|office|business|opening) hours\b/gi, 'availability'],
  [/\bcan (u|you) do my\b/gi, 'I want my'],
  // 'Get something live that quickly', 'go live next week': launched, not where someone lives.
  [
    /\b(go|goes|going|went|gone|get (it|something|one|this|that|the site|a site|a website)|be|is|are|put (it|something|one)) live\b/gi,
    'launch',
  ],
  // 'Can anything you do take that off our hands?': handle it for us.
  [/\btake (that|this|it|them|those|some of (that|this|it)) off (our|my|their|his|her) (hands|plate)\b/gi, 'handle $1'],
  [/\btake care of (that|this|it|them|those)\b/gi, 'handle $1'],
  [/\b(so|and) (they|we|i|she|he) can (breathe|relax|rest|sleep|focus)( a (bit|little))?\b/gi, ''],
  [/\bmy (phone( number)?|number|e-?mail( address)?|address|name)\b/gi, 'my personal information'],
]
/**
 * 'Our guests text us at 11pm about breakfast', 'my staff answer the same questions all day': the visitor's own customers
 * ask the visitor. Such a need is about their business; the site's terms and privacy policy, which are about this chat,
 * are no answer to it.
 */
export const THEIR_CUSTOMERS_ASK =
  /\b(customers?|clients?|guests?|patients?|people|parents|members|students|visitors|callers|followers|buyers|shoppers|fans|tenants|diners|users)\b[^.?!]{0,50}\b(ask|asks|asking|message|messages|messaging|e-?mail|e-?mails|e-?mailing|text|texts|texting|call|calls|calling|dms?|dm'?ing|write|writes|writing|ring|rings|ringing)\b|\b(the )?same (\d+ )?(questions|messages|things|stuff|enquiries|inquiries)\b|\b(phone|inbox|dms?)\b[^.?!]{0,20}\b(rings?|ringing|full|exploding|blowing up)\b/i

/** The words the rules above add for a need told in the visitor's own words ('chatbot customer questions'), found in a text. */
export const needWords = (text: string) =>
  // A need may be told over two sentences: 'the photo is tiny and blurry. We want it printed big on a banner.'
  PHRASES.filter(([re, to]) => to.startsWith('$& ') && text.replace(/[.!?]+(\s+|$)/g, ', ').search(re) >= 0)
    .map(([, to]) => to.slice(3))
    .join(' ')

/** 'The 9 post grid': a count that is part of what a piece is, written as the site writes it ('a nine-post grid'). */
const countsInWords = (text: string) =>
  text.replace(
    /\b([2-9]|1[0-2])[- ]?(posts?|tiles?|slides?|panels?|squares?)\b/gi,
    (_, n: string, what: string) => `${NUMBER_WORDS[Number(n)]}-${what}`,
  )

export const rephrase = (text: string) => PHRASES.reduce((t, [re, to]) => t.replace(re, to), countsInWords(text))

/** Words that only point back ('the second one', 'tell me more about that'): no topic of their own. */
export const POINTING = new Set(
  'first second third fourth fifth sixth 1st 2nd 3rd 4th 5th 6th last latter former one ones more tell about that this it its they them those these there again detail details else'
    .split(' ')
    .map(stem),
)

/** Where the answer to a 'where' or 'when' question lives in a passage. */
const TIME_COUNTS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'ten', '24', '48', '72']

export function cuesOf(text: string): string[] {
  // 'Posts where people swipe through slides': a 'where' after the thing it describes asks no place.
  const lower = text
    .toLowerCase()
    .replace(
      /\b(posts?|ones?|sites?|websites?|pages?|videos?|films?|clips?|reels?|things?|something|anything|graphics|slides?|series|formats?|kinds?|types?|styles?|layouts?|grids?|feeds?|profiles?|carousels?) where\b/g,
      '$1 in which',
    )
  // 'Where can I read your terms?' asks for a page of the site, not a place.
  const onTheSite = /\bwhere\b[^?.!]*\b(read|find|see|view|download|get|access|look at|check)\b/.test(lower)
  // 'Where were those pictures meant to be used?' asks what the work was for, not where it was made.
  const usedWhere = /\bwhere\b[^?.!]{0,40}\b(used|meant|appear(ed)?|end(ed)? up|displayed|published|posted|run|ran)\b/.test(lower)
  // 'Could it be at our place instead of a park?', 'does it have to be outside?' ask where, without the word.
  if (
    !onTheSite &&
    !usedWhere &&
    /\bwhere\b|\b(be|do it|shoot it|happen|come|taken|done|shot|held|made)\s+(at|in)\s+(our|my|their)\s+(place|house|home|flat|apartment|garden|office)\b|\b(come|travel|drive)\s+((over|round|out)\s+)?to\s+(our|my|their)\s+(place|house|home|flat|apartment|garden|office|village|town)\b|\binstead of (a |the )?(park|studio|outside|outdoors|on location)\b|\b(have|has|need|needs) to be (outside|outdoors|indoors|inside|at home|in a studio|in the studio|on location)\b/.test(
      lower,
    )
  )
    return ['outdoor', 'outdoors', 'home', 'studio', 'remote', 'worldwide', 'location', 'venue', 'indoor'].map(stem)
  // 'Is it possible to get one that fast?', 'live within a week?': a time asked without 'how'.
  const inTime =
    /\b(that|so|this|really|super|very) (fast|quick|quickly|soon)\b|\bwait(ed|ing)? (for )?(months|weeks|ages|forever|so long|too long)\b|\b(right|straight|immediately|soon) after\b|\b(right|straight) away\b|\bin time\b|\b(in|within) (a|one|the|\d+|ten|two|three|five|seven) (week|weeks|days)\b/.test(
      lower,
    )
  // 'Who writes the replies when an AI provider is switched on?': a 'when' inside the question sets a condition, it asks no time.
  // 'Is that possible when the box does not exist yet?': nor does a 'when' of something that is not so.
  const condition =
    /\S\s+when (a|an|the|my|our|your|it|someone|somebody)\b[^?.!]{0,30}\b(is|are|was|were|gets?|got) (switched|turned|set|configured|enabled|connected|activated|plugged|in use|on|off|active)\b|\S\s+when (a|an|the|my|our|your|it|this|that|they|we|i|there)\b[^?.!]{0,30}\b(does not|doesn'?t|do not|don'?t|is not|isn'?t|are not|aren'?t|has not|hasn'?t|have not|haven'?t|cannot|can'?t|won'?t|will not)\b/
  // 'When I type into this chat box, which company processes my message?': a 'when' clause before another question sets
  // the scene; the question after it asks.
  const leadingCondition = /^\W*when (i|we|you|u|someone|somebody|people|visitors?|a visitor|my|our)\b[^?.!,]{0,60},[^?.!]+\?/
  const when =
    /\bwhen\b/.test(lower) && !condition.test(lower) && !(leadingCondition.test(lower) && (lower.match(/\bwhen\b/g) ?? []).length === 1)
  if (
    inTime ||
    when ||
    /\b(how (long|fast|soon|quickly)|turnaround|by when|ready by|how many (days|weeks)|get (them|it|the \w+) back)\b/.test(lower)
  )
    // A time is a quantity: 'in four days' answers 'how many days', where 'in days, not weeks' does not.
    return [
      'hour',
      'day',
      'week',
      'within',
      'later',
      'next',
      'same',
      'date',
      ...(/\bhow (long|fast|soon|quickly|many)\b/.test(lower) ? TIME_COUNTS : []),
    ].map(stem)
  return []
}

/** The words of 'how long', 'how soon', 'how fast': they ask for a time, they are not its topic. */
export const ASKING_FOR_TIME = new Set(['long', 'soon', 'fast', 'quick', 'quickly', 'until', 'till', 'after', 'see'].map(stem))

/** Words of a question that ask for help without saying with what. */
export const VAGUE = new Set(
  [
    'begin',
    'start',
    'help',
    'suggest',
    'recommend',
    'idea',
    'option',
    'advice',
    'advise',
    'think',
    'handle',
    'go',
    'step',
    'fix',
    'sort',
    'improve',
    'save',
    'rescue',
    'something',
    'anything',
    'like',
    'similar',
    'comparable',
    // 'Got examples of that sort of thing?', 'possible or hopeless?': about the thing just told.
    'example',
    'sample',
    'possible',
    'hopeless',
    // 'Can something be done or is it lost?', 'can it be saved?': whether what was told can be rescued.
    'lost',
    'salvage',
    'salvageable',
    'fixable',
    'doable',
    'built',
    'made',
    'done',
    // 'Is that going to be a problem?': whether the thing just said is fine, not a topic of its own.
    'problem',
    'issue',
    'concern',
    'trouble',
    'work',
    // 'Realistic?', 'is that feasible?': whether the thing just told can be done, not a topic of its own.
    'realistic',
    'feasible',
    // 'Relevant work?', 'can you show me something?': work that fits what was just told.
    'show',
    'relevant',
    'related',
    // 'Which project shows this?': the piece that fits what was just told.
    'project',
    'piece',
  ].map(stem),
)

/** A question that names no subject of its own ('can you help?', 'where do we even start?'). */
export const isVague = (question: string) => toQuery(rephrase(question)).stems.every((s) => VAGUE.has(s) || ASKING_FOR_TIME.has(s))
