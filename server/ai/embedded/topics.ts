import { portfolioPath } from '#content/lib/routes.ts'
import { aboutContent, capabilities } from '#content/about.ts'
import { categoryList } from '#content/categories.ts'
import { privacyPage } from '#content/legal.ts'
import { contactPage } from '#content/placeholders.ts'
import { site } from '#content/site.ts'
import { skillGroups } from '#content/skills.ts'
import { toolMakers } from '#content/tool-makers.ts'
import { tools } from '#content/tools.ts'
import { knowledge, WORK_KINDS, type Entity } from './knowledge.ts'
import { firstName, firstNamePattern, profiles, reach } from './owner.ts'
import { part, type Part } from './part.ts'
import { synonymsOf } from './synonyms.ts'
import { counted, escapeRegExp, list, sentences, setAside, STOP, stem, words } from './text.ts'
import { mendedWords } from './vocabulary.ts'

/**
 * Questions about the designer rather than the work (how to reach, what it costs, where, since
 * when), recognised by their stems and answered from site.ts and owner.ts. What the site does not
 * state (prices, a calendar) is said plainly, with how to ask.
 */
/** 'What can I download from your site?', 'anything to download?': the files offered, not the work's pictures. */
const DOWNLOADS_ASKED =
  /\bwhat (can|could) (i|we|one) download\b(?![^?]*\b(images?|photos?|pictures?|pics|work|designs?|posts?|videos?|files of)\b)|\b(anything|something) (to|i can|we can) download\b|\bwhat (are|is) (the |your )?downloads?\b/

const S = (words: string) => new Set(words.split(/\s+/).map(stem))
const CONTACT = S(
  'contact reach email e-mail mail inbox mailbox whatsapp phone call hire hiring book booking touch enquiry enquire inquiry inquire commission message dm talk write',
)
const PRICE = S(
  'price prices pricing cost costs costing rate rates charge charges fee fees budget expensive cheap cheaper afford affordable pay paying payment payments deposit deposits refund refunds discount discounts installments',
)
/** The languages the designer speaks, asked about. */
const LANGUAGES_ASKED =
  /\b(do|can|does) (you|u|she|he) (speak|talk|write|understand)\b[^.?!,]{0,20}\b(arabic|english|french|spanish|german|italian|portuguese|dutch|turkish|russian|chinese|mandarin|japanese|korean|hindi|urdu|polish|greek|hebrew|persian|farsi|swedish)\b|\bwhat languages? (do|does|can) (you|u|she|he) (speak|talk|work in|write)\b|\bwhich languages? (do|does|can) (you|u|she|he) (speak|talk|work in|write)\b/
/** Whether the site's own words say which languages the owner speaks or where they studied: then retrieval answers. */
const SITE_SAYS = (said: RegExp) => knowledge.passages.find((p) => said.test(p.text))
const LANGUAGES_LISTED = SITE_SAYS(/\b(speak|speaks|fluent|native speaker|bilingual)\b/i)
const EDUCATION_LISTED = SITE_SAYS(/\b(studied|diploma|university|college|qualifications?|graduated?|degree (in|from))\b/i)
/** Education asked about: a degree, a diploma, where the designer studied. */
const EDUCATION_ASKED =
  /\b(what|which|any|a|an|your|her|his) ([a-z]+ )?(degree|diploma|qualifications?|certifications?)\b(?! (of|in) (the )?(rotation|angle))|\bdegree (in|from)\b(?! \d)|\b(where|which (uni|university|college|school)) (did|do) (you|u|she|he|they) (study|train|learn|graduate)\b|\b(study|studied|graduate[ds]?|degree) (at|from) (a |an |the )?(uni|university|college|art school|design school|academy)\b|\b(uni|university|college|art school|design school)\b[^.?!]{0,30}\b(did|do) (you|u|she|he) (go to|attend|study)\b/
/** Revisions asked about: how many rounds of changes a job includes. */
const REVISIONS_ASKED =
  /\b(how many|number of|unlimited|free|included|include|includes|get)\b[^.?!]{0,40}\b(revisions?|rounds? of (changes|edits|feedback|corrections|amends|amendments|tweaks|revisions))\b|\b(revisions?|rounds? of (changes|edits|corrections|amends|amendments|tweaks))\b[^.?!]{0,40}\b(included|include|allowed|free|do i get|do we get)\b/
/** Words of money that, beside a limit ('out of budget'), say the limit rather than ask a price. */
const SAID_IN_A_LIMIT = S('budget pay paying afford affordable expensive cheap cheaper')
const AVAILABLE = S('available availability calendar capacity')
/**
 * A day or a schedule asked about ('free on Saturday', 'your schedule'), not one that names something else
 * ('the Saturday market', 'the class schedule').
 */
const A_DAY = new RegExp(
  String.raw`\b(your|${firstNamePattern}'?s|his|her|their) schedule\b|\bschedule (a|an|the|my|our) (call|shoot|session|meeting|date)\b|\b(on|this|next|a|every|by|until|before|for|over the|on the|this coming)\s+(weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday)s?\b`,
)
// Not 'live': 'a live performance', 'a live show' are no place.
const LOCATION = S(
  'based located location country city remote remotely worldwide abroad timezone relocate onsite international internationally overseas cross-border border borders global globally foreign',
)
const EXPERIENCE = S('experience experienced senior junior career')
const CV = S('cv resume résumé curriculum')
const PROFILE = S('profile profiles account accounts follow handle behance linkedin instagram insta ig social socials')
const SERVICES = S('service services offer offering disciplines specialise specialize specialty')
const TOOLS = S('tool tools software stack toolkit toolbox')
const SKILLS = S('skill skills strengths expertise')
/** Words of a question that asks for the tools and nothing else: 'what AI apps do you work with?'. */
// 'I'm looking at your tools carousel on the home page': where the tools are shown asks for nothing else.
const TOOLS_ASKED = new Set([
  ...TOOLS,
  ...S(
    'ai use using main usual app apps program programs programme programmes work working carousel home homepage page section list lists listed look looking see seeing',
  ),
])

/** A past piece of work asked after: 'which tools were used for the … project', 'what did you make that film in'. */
const PIECE_ASKED = /\b(project|piece|job|campaign)\b|\b(were|was) (used|made|built|created)\b|\bdid (you|u|she|he) use\b/i
/** Words that say a piece of work is meant without saying which: 'the AI video project'. */
const PIECE_WORDS = S('project piece job campaign used made built created ai')
const wordsOfWork = (e: Entity) => new Set(words(`${e.name} ${e.tags ?? ''} ${e.description}`).map(stem))

/**
 * Leave to use the work asked for: 'can my niece print it?', 'if I post it with credit, that's fine right?'. Within one
 * sentence: "'can I try one for free'. I want members to grab a free session" asks no leave.
 */
export const PERMISSION_ASKED =
  /\b(can|may|could) (i|we|she|he|someone|anyone|people|(my|our) (niece|nephew|friend|friends|sister|brother|son|daughter|kids?|team|staff|students?|class|clients?|boss|partner|cousin|mum|mom|dad|wife|husband|church|school|club)|(my|our) (?:[a-z-]+ ){0,2}[a-z-]+ (just |simply |also |then )?(?=(?:use|reuse|re-use|copy|download|print|reprint|republish|reproduce|repost|post|share|borrow|feature|put)\b(?! (?:your|ur|his|her|their) (?:help|skills?|services?|expertise|support|advice|time|experience|talents?)\b)))\b[^.?!]*\b(use|reuse|re-use|copy|download|print|reprint|republish|reproduce|repost|post|train|sell|modify|share|grab|take|borrow|feature|put|pop|stick|slap)\b|\b(licen[cs]e|copyright|permission)\b|\b(is it|would it be|it's|is that|that's|thats|that is|would that be|will that be|will it be) (ok|okay|alright|all right|fine|allowed|legal)\b|\b(can|may|could) (my|our) [a-z-]+ (use|reuse|re-use|copy|download|print|reprint|republish|reproduce|repost|post|share|feature|put)\b[^.?!]{0,30}\b(your|his|her|these|those)\s+(?:[a-z-]+\s+)?(photos?|pictures?|images?|posters?|designs?|work|videos?|graphics?|illustrations?)\b|\b(am|are) (i|we) (allowed|permitted|free) to (just |simply |also )?(use|reuse|print|post|copy|share|sell|download|put|take|grab)\b|\b(can|may|could) (i|we) (just |simply )?(drop|paste|insert|stick|pop)\b[^.?!]{0,60}\b(into|in|onto) (our|my|a|the)\b/i
/** 'Drop two of the posters into our deck': the work put into something of the visitor's. */
export const PUT_INTO = String.raw`\b(drop|paste|insert|stick|pop|slap)\b[^.?!]{0,60}\b(into|in|onto|on) (our|my|a|the)\b`

/** How soon the owner answers, asked: 'what's your response time?', 'how quickly do you get back to people?'. */
const REPLY_TIME_ASKED =
  /\b(response|reply|turnaround on (messages|emails|enquiries))\s+(time|times|speed)\b|\bhow (quick|quickly|fast|soon|long)\b[^.?!]{0,40}\b(reply|replies|respond|responds|answer|answers|get back|gets back|hear back|hear from|write back)\b|\b(when|how soon) (will|would|do|can|should) (i|we) hear (back|from)\b/i
/** The contact page's lead, when it says how soon a message is answered ('you will hear back within one working day'). */
const replyTime = /\b(hear back|reply|replies|respond|answer|get back)\b/i.test(contactPage.lead) ? contactPage.lead : undefined

/** Whose AI answers in the chat, asked: 'which AI company sees what I type?', 'whose AI is the chat bot running on?'. */
const PROVIDER_ASKED =
  /\b(which|what|whose)\b[^?.!]{0,40}\b(ai|company|companies|provider|model|llm|(?<!terms of )service)\b[^?.!]{0,50}\b(chat|chatbot|bot|assistant|type|typed|write|messages?|running|runs|run|powered|behind|handles?|handling|processes|processing|receives?|sees?|answering|answers|replying|replies|talking)\b|\b(chat|chatbot|bot|assistant)\b[^?.!]{0,30}\b(running|runs|run|powered|built) (on|by|with)\b|\bwho\b[^?.!]{0,20}\b(writes?|writing|generates?|produces?|creates?)\b[^?.!]{0,20}\b(answers|replies|responses)\b|\bwho\b[^?.!]{0,20}\b(process|processes|processing)\b[^?.!]{0,20}\b(messages?|chats?|texts?|what (i|we) (type|write|send))\b|\b(passed|sent|forwarded|given|shared|handed|go|goes|going|went|run|runs|routed|pass|passes) (on |over |off |out )?(to|through|via) (some|an?|any|another|other|which|what) (ai|company|companies|provider|service|third part(y|ies))\b|\b(which|what) (ai )?(company|companies|provider|service) (gets|sees|receives|reads|handles|stores|keeps) (my|our|the|what i)\b|\b(pass|passes|passed|send|sends|sent|forward|forwards|forwarded|share|shares|shared|hand|hands|handed)\s+(my|our|the|your)\s+(messages?|texts?|chats?|data|words|questions)\s+(on\s+|over\s+)?(to|through|via)\s+(some|an?|any|another|other|which|what)\s+(ai|company|companies|provider|service|third part(y|ies))\b/i
/** 'Which AI assistant do you use?', 'which tool do you use for an AI assistant?': the designer's own tool, not the chat's. */
const DESIGNERS_ASSISTANT =
  /\bai assistants?\b[^?.!]{0,20}\b(do|does|did) (you|u|he|she|they|\w+) (use|work with|prefer)\b|\b(use|uses|using|used) (for |as )?(an? |the |your )?ai assistants?\b/
/** The privacy policy's paragraph that says where a message goes when an AI provider answers it. */
const providerParagraph = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bprovider\b/i.test(p) && /\bforward/i.test(p))
/** Cookies or tracking by this site, asked: 'does this site put cookies on my computer?', 'do you track visitors?'. */
const COOKIES_ASKED =
  /\b(use|uses|using|set|sets|put|puts|store|stores|save|saves|drop|drops|place|places|leave|leaves)\s+(any\s+)?cookies\b|\bcookies?\s+(on|in|to)\s+(my|the|your|our)\s+(computer|browser|laptop|phone|device|pc|mac)\b|\bcookies?\b[^?.!]{0,20}\b(this|the|your) (site|website|page|chat)\b|\bcookie (banner|policy|consent|notice)\b|\b(track|tracks|tracking|trackers?|analytics)\b[^?.!]{0,20}\b(me|visitors?|visits?|users?|my (visit|browsing|activity|data))\b|\b(this|the|your) (site|website|page|chat)\b[^?.!]{0,30}\b(track|tracks|tracking|trackers|analytics)\b/i
/** The privacy policy's paragraph about cookies. */
const cookiesParagraph = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bcookies?\b/i.test(p))
/** Whom to ask about privacy, asked: 'who do we email with more questions about privacy?'. */
const PRIVACY_CONTACT_ASKED =
  /\b(who|whom|where|which (e-?mail|address))\b[^?.!]{0,40}\b(e-?mail|write|contact|ask|send|reach)\b[^?.!]{0,40}\b(privacy|policy|(my|our|personal) data|data protection)\b/i
/** The privacy policy's paragraph that says where to write, with the owner's address. */
const privacyContactParagraph = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => p.includes(site.email))
/** Where a message goes, asked: 'where does what I type here end up?', 'where do my messages go?'. */
const MESSAGE_PATH_ASKED =
  /\bwhere (does|do|did|will|would|is|are)\b[^?.!]{0,40}\b(go|goes|end up|ends up|land|lands|get sent|sent|travel|headed)\b/i
/** 'Does my text get sent to some outside company?', which the words the visitor uses have made 'sent forwarded'. */
const SENT_OUTSIDE =
  /\b(sent|send|sends|go|goes|going|shared|share|shares|seen|read|end up|ends up)\s+(to\s+|with\s+|by\s+)?(an?\s+|some\s+|any\s+)?forwarded\b/i
const OF_MESSAGES =
  /\b(i|we) (type|typed|write|wrote|say|said|ask|asked|send|sent|enter)\b|\b(messages?|chats?|texts?|my words|my data|my info|my information|questions?)\b/i
/** The privacy policy's paragraph that says where a message is sent first. */
const sentParagraph = privacyPage.sections
  .flatMap((s) => s.paragraphs)
  .find((p) => p !== providerParagraph && /\bsent to\b/i.test(p) && /\bserver\b/i.test(p))

/** 'Do you keep what I write in here?', 'is the chat saved?': whether the chat's messages are kept. */
const KEPT_ASKED =
  /\b(do|does|did|will|would|is|are|can|could)\b[^?.!]{0,30}\b(keep|keeps|kept|store|stores|stored|save|saves|saved|record|records|recorded|log|logs|logged|remember|remembers|retain|retains|retained)\b/i
/** The privacy policy's paragraph that says whether messages are kept. */
const keptParagraph = privacyPage.sections
  .flatMap((s) => s.paragraphs)
  .find((p) => /\bmessages?\b/i.test(p) && /\b(stor|kept|keep|sav|retain|delet)\w*/i.test(p))

/** 'Which adress I must use?', 'I write mail, which address?': an address to write to, not the network address the privacy policy counts. */
const ADDRESS_TO_WRITE =
  /\b(which|what) (e-?mail )?add?ress\b[^?]*\b(use|write|send|mail)\b|\b(write|send)\b[^?]*\bmail\b[^?]*\b(which|what) add?ress\b|\b(send|forward|fwd|pass|get)\b(?: (?:over|along|on))? (?:a|an|the|my|our|this|that|it|them|\w+) (?:\w+ )?(?:over |along |on )?to (?:the designer|you|u)\b/

/** Contact details asked for outright: 'give me the whatsapp number', 'send me your email address'. */
export const CONTACT_DETAILS =
  /\b(give|send|share|tell|text|dm) (me|us) (the|your|ur|his|her) (whatsapp|phone|mobile|cell|e-?mail|contact)( number| address| details| info)?\b/i

/** Who the owner works for, asked: 'who are your usual clients?', 'what kind of businesses do you work with?'. */
const CLIENTS_ASKED =
  /\b(what|which) (kinds?|sorts?|types?) of (businesses|clients|companies|customers|brands|people)\b[^?]*\b(work|worked|working)\b|\bwho (are|is) (your|ur|his|her|their) (usual |typical |main |regular )?(clients|customers)\b|\bwho do (you|u|they|\w+) (usually |mostly |normally |typically )?work (with|for)\b|\b(what|which) (businesses|clients|companies|industries) do (you|u|they|\w+) (usually |mostly |normally )?work (with|for|in)\b/i
/** The About page's sentence that says whom the work is for: the one that ends in a list after 'for' ('for cafes, restaurants and ...'). */
const clientsSentence = aboutContent.intro.flatMap(sentences).find((t) => /\bfor\s+[^,.]+,[^.]*\band\b[^.]*\.?$/.test(t))

/** Where the owner can be followed, asked for: 'are you on instagram?', 'u on insta? whats the account'. */
const PLATFORM = '(instagram|insta|ig|behance|linkedin|social media|socials|social)'
const PROFILE_ASKED = new RegExp(
  [
    `\\b(profiles?|accounts?|handles?)\\b.*\\b${PLATFORM}\\b`,
    `\\b${PLATFORM}\\b.*\\b(profiles?|accounts?|handles?|page|name)\\b`,
    '\\bfollow (you|u|your work)\\b',
    // 'the other profiles where i can follow?'
    '\\b(profiles?|accounts?|socials)\\b[^?]{0,20}\\b(follow|find)\\b',
    `\\b((are|is) (the )?\\w+|^\\W*(you|u)) on ${PLATFORM}\\b`,
    // 'Where can I find her on Instagram?', 'see your work on linkedin'
    `\\b(find|see|follow|reach|look up|check out) (you|u|him|her|them|${firstName.toLowerCase()}|the designer|your work|their work)( \\w+)? on ${PLATFORM}\\b`,
    // 'Which social sites are you on?'
    `\\b${PLATFORM}( \\w+)? (are|r) (you|u) on\\b`,
    `\\b(is there|do (you|they|\\w+) have|got) (an? )?(${PLATFORM.slice(1, -1)}|facebook|tiktok)\\b`,
    `\\b${PLATFORM}\\b.*\\bfollow\\b`,
    // 'Your Instagram story graphics' are work made for it, not the profile.
    `\\b(your|ur) ((${PLATFORM.slice(1, -1)})(?! (stor(y|ies)|posts?|graphics?|reels?|carousels?|ads?|feed|templates?|grids?|designs?|content|campaigns?))|profiles?)\\b`,
    '\\bbehance\\b',
    '^\\W*(instagram|insta|linkedin|ig)\\W*$',
    "^\\W*(what'?s|whats|what is) (the|ur|your) (account|handle|username|user name)\\W*$",
  ].join('|'),
)
/** 'Where can I find the designer on social media?': the owner's profiles asked by the medium's name. */
const FOUND_ON_SOCIAL = new RegExp(
  `\\b(find|see|follow|reach|look up|check out) (you|u|him|her|them|${firstName.toLowerCase()}|the designer)( \\w+)? on (social media|socials|social)\\b`,
)
/** 'Can you run my instagram account?' is about the visitor's own profile. */
const THEIRS = new RegExp(`\\b(my|our|my own|our own|for (the|my|our)) (\\w+ )?${PLATFORM}\\b`)
const profileAsked = (lower: string) => PROFILE_ASKED.test(lower) && !THEIRS.test(lower)

/** The tools whose category or description shares a word (or a synonym of one) with what the visitor names. */
/** Words around a discipline that add nothing to it: 'the video side', 'the photo part'. */
const DISCIPLINE_FILLER = S('side part stuff thing things area field end work')

/**
 * 'For the video side, which programs do you work in?': a whole discipline asked, its tools are the ones the About
 * page lists for it (its capability's skills that are tools), not the few whose descriptions match best.
 */
function toolsOfDiscipline(wanted: readonly string[]) {
  const core = wanted.filter((s) => !DISCIPLINE_FILLER.has(s))
  if (core.length === 0) return []
  const capability = capabilities.find((c) => {
    const title = new Set(words(c.title).map(stem))
    return core.every((s) => title.has(s))
  })
  return capability ? tools.filter((t) => (capability.skills as readonly string[]).includes(t.name)) : []
}

function toolsFor(wanted: readonly string[]) {
  const terms = new Set([...wanted, ...synonymsOf(wanted)])
  const scored = tools.map((t) => ({
    t,
    // 'AI pictures': a tool whose purpose names both ('AI Image Generation') comes before one that names 'AI' only.
    purpose: words(t.category)
      .map(stem)
      .filter((s) => terms.has(s)).length,
    hits:
      words(`${t.category} ${t.description}`)
        .map(stem)
        .filter((s) => terms.has(s)).length +
      (words(t.category)
        .map(stem)
        .some((s) => terms.has(s))
        ? 2
        : 0),
  }))
  const best = Math.max(...scored.map((s) => s.hits))
  return best > 0
    ? scored
        .filter((s) => s.hits >= Math.max(1, best - 1))
        .sort((a, b) => b.hits - a.hits || b.purpose - a.purpose)
        .slice(0, 3)
        .map((s) => s.t)
    : []
}

/** 'Which website builders do you use?', 'what platforms do you build on?', 'what do you build websites in?'. */
export const BUILT_ON_ASKED =
  /\b(which|what|any|favou?rite)\s+(web ?site|site|web|page|landing page|store|shop) builders?\b|\b(which|what)\s+(\w+\s+)?(platforms?|builders?|cms)\b[^?.]{0,30}\b(build|builds|develop|develops|make|makes)\s+(\w+\s+)?(on|with|in)\b|\b(which|what)\s+(\w+\s+)?(platforms?|cms)\b[^?.]{0,30}\b(web ?sites?|sites)\b/
const websites = knowledge.entities.filter((e) => e.kind === 'site')

const kindOf = (t: (typeof tools)[number]) => words(t.category).map(stem)
/** The tools whose kind has every word of a tool's kind among these stems ('editing' is Image, Video, Audio and Photo Editing). */
function ofKinds(stems: readonly string[]) {
  const kindWords = stems.filter((s) => tools.some((t) => kindOf(t).includes(s)))
  return kindWords.length > 0 ? tools.filter((t) => kindWords.every((s) => kindOf(t).includes(s))) : []
}

const hasAny = (stems: readonly string[], set: ReadonlySet<string>) => stems.some((s) => set.has(s))

export interface TopicContext {
  text: string
  /** An entity the question or the conversation is about, for "can I book it?". */
  entity?: Entity
  /** Entities the question itself names. */
  named: readonly Entity[]
}

/** 'If we book you, how soon do we get the photos?': a booking set as the condition of the question is not asked for. */
const BOOKED_IF =
  /\b(if|when|once|after) (we|i) (book|hire|commission) (you|u|him|her|them)\b(?=[^?]*\b(how|what|when|will|would|do|does|can|could)\b)/g

const SECTION_QUOTED = new RegExp(`['"‘“]${escapeRegExp(aboutContent.capabilitiesTitle)}['"’”]`, 'i')

/** The words on a button asked for: 'what is the button called', 'what does the booking button say'. */
export const BUTTON_WORDS =
  /\b(button|cta|link)s? (is |are )?(called|named|labell?ed|say|says|said|read|reads|text|label|wording)\b|\b(label|text|words?|wording) (of|on) (the|that|this|its) (\w+ )?(button|cta)\b|\bwhat('?s| is| does)? (written |it say )?on (the|that|this|its) (\w+ )?button\b/i

const contactReply = (entity?: Entity) =>
  part(
    'answer',
    `${entity?.service ? `${entity.name} can be booked directly. ` : ''}${reach(entity?.service)} The contact page (/contact) says: ${contactPage.lead}`,
    ['/contact', ...(entity ? [entity.href] : [])],
  )

/** Topic stems that leave nothing else asked: 'any experience with skincare brands?' is about skincare. */
const onlyAbout = (stems: readonly string[], set: ReadonlySet<string>) => stems.filter((s) => !set.has(s) && !/^\d/.test(s)).length === 0

function designerTopics({ text, entity }: TopicContext, stems: readonly string[], content: readonly string[]): Part[] {
  const lower = text.toLowerCase()
  const found: Part[] = []
  // 'Paying a film crew is way out of budget': the visitor's own limit; paying and affording are said, not asked.
  const limited =
    /\b(no|low|small|tight|limited|little|zero|0|nil|tiny|without a|without any|no real|not much|hardly any|barely any)\s+budget\b|\bbudget is (basically |pretty |very |really |super )?(tight|small|low|limited|tiny|zero|nil|nothing|0)\b|\b(don'?t|do not|doesn'?t|does not) have (a|the|any|much)( real)? budget\b|\b(out of|over|beyond|outside)\s+(our |my |the )?budget\b|\b(can'?t|cannot|couldn'?t|could not)\s+afford\b/.test(
      lower,
    )
  if (
    (hasAny(
      stems.filter(
        (s) =>
          // 'Which tools does she rate at 90%?' rates a level, not a price.
          !(s === 'rate' && /\b(rate|rates|rated|rating)\b[^.?!]{0,25}\d+\s*(%|percent)/.test(lower)) &&
          // 'There's no budget for a studio shoot' says what the work must do without, it asks no price.
          !(limited && SAID_IN_A_LIMIT.has(s)) &&
          // 'Posts announcing our discount': the visitor's own offer is what the work shows, not a price asked.
          !(
            /^(discount|deal|offer|sale)/.test(s) &&
            /\b(announc\w*|promot\w*|advertis\w*|showing|show|about|for|of) (the |our |my |a |an |this |that )?(\d+% )?(big |black friday |summer |winter |holiday |seasonal )?(discounts?|deals?|offers?|sales?)\b/.test(
              lower,
            )
          ),
      ),
      PRICE,
    ) ||
      /\bhow much\b(?! (experience|work|longer|shorter|bigger|smaller|higher|lower|better|worse|newer|older|more|less|time)\b)(?!\s*(%|percent|per cent))(?! (\w+ )?(projects|clients|customers|years|works|videos|films|clips|photos|pictures|images|shoots|websites|sites|tools|programs|programmes|skills|posts|pages)\b)|\b(a|get a|send a|free|rough|the) quote\b|\bquotation\b/.test(
        lower,
      )) &&
    !/\b(binding|contract|legally)\b/.test(lower)
  ) {
    found.push(
      part(
        'not-on-site',
        `Prices and payment terms aren't listed on the site: the terms (/terms) say prices, availability and project terms are agreed directly with ${firstName}.`,
        ['/terms', ...(entity ? [entity.href] : [])],
        { contact: true, service: entity?.service },
      ),
    )
  }
  // 'How many rounds of revisions are included?': revisions are project terms, which the site leaves to be agreed.
  else if (REVISIONS_ASKED.test(lower)) {
    found.push(
      part(
        'not-on-site',
        `The site doesn't say how many revisions are included: the terms (/terms) say prices, availability and project terms are agreed directly with ${firstName}.`,
        ['/terms', ...(entity ? [entity.href] : [])],
        { contact: true, service: entity?.service, certain: true },
      ),
    )
  }
  // 'Do you speak Arabic?': the languages the designer speaks are not on the site.
  // Where the owner's own words say it, those words answer, whatever else the question's words match.
  if (LANGUAGES_ASKED.test(lower))
    found.push(
      LANGUAGES_LISTED
        ? part('answer', LANGUAGES_LISTED.text, [LANGUAGES_LISTED.href])
        : part('not-on-site', `The site doesn't say which languages ${firstName} speaks.`, ['/about'], { contact: true, certain: true }),
    )
  // 'Do you have a design degree?', 'which uni did you study at?': education is not on the site; experience is.
  if (EDUCATION_ASKED.test(lower))
    found.push(
      EDUCATION_LISTED
        ? part('answer', EDUCATION_LISTED.text, [EDUCATION_LISTED.href])
        : part(
            'not-on-site',
            `The site doesn't say where ${firstName} studied or which qualifications ${firstName} holds; the About page (/about) tells ${firstName}'s experience.`,
            ['/about'],
            { contact: true, certain: true },
          ),
    )
  if (providerParagraph && PROVIDER_ASKED.test(lower) && !DESIGNERS_ASSISTANT.test(lower))
    found.push(part('answer', `The privacy policy (/privacy) says: ${providerParagraph}`, ['/privacy']))
  else if (providerParagraph && sentParagraph && (MESSAGE_PATH_ASKED.test(lower) || SENT_OUTSIDE.test(lower)) && OF_MESSAGES.test(lower))
    found.push(part('answer', `The privacy policy (/privacy) says: ${sentParagraph} ${providerParagraph}`, ['/privacy']))
  else if (keptParagraph && KEPT_ASKED.test(lower) && OF_MESSAGES.test(lower))
    found.push(part('answer', `The privacy policy (/privacy) says: ${keptParagraph}`, ['/privacy']))
  if (cookiesParagraph && COOKIES_ASKED.test(lower))
    found.push(part('answer', `The privacy policy (/privacy) says: ${cookiesParagraph}`, ['/privacy']))
  if (privacyContactParagraph && PRIVACY_CONTACT_ASKED.test(lower))
    found.push(part('answer', `The privacy policy (/privacy) says: ${privacyContactParagraph}`, ['/privacy']))
  if (replyTime && REPLY_TIME_ASKED.test(lower)) found.push(part('answer', `On the contact page (/contact): ${replyTime}`, ['/contact']))
  // The site says where the owner works from, not in which time zone or at which hours.
  if (/\btime ?zones?\b|\b(what|which) hours\b|\bhours (are you|would you be|you'?d be|do you work)\b/.test(lower)) {
    found.push(
      part(
        'not-on-site',
        `The site doesn't give a time zone or working hours; it says ${firstName} is ${site.location.toLowerCase()} (/about).`,
        ['/about'],
        { contact: true },
      ),
    )
  } else if (
    hasAny(stems, LOCATION) ||
    new RegExp(
      String.raw`\bwhere (are|is|do) (you|\w+) (based|from|located|live|work)\b|\bwhere are you\b|\b(you|u|she|he|they) (live|lives)\b|\blive (near|nearby|close to|close by|in the same)\b|\b([Ii]s|[Aa]re) (you|u|he|she|they|${firstNamePattern}) (in|from) (the )?\w+ or\b|\b(this|that) far( away)?\b(?! (in|into|ahead|along))|\bso far away\b|\b(far apart|far away|long[- ]distance|(a |an )?(different|other) (country|countries|city|continent|time ?zones?)|not (local|nearby|close by))\b|\b(do|can|would|will|could) (you|\w+) travel\b|\b(meet|meeting|see (you|u|her|him)|work together) (in person|face[- ]to[- ]face)\b|\b(in[- ]person|face[- ]to[- ]face) (meeting|meetings|visit|visits)\b|\b(we|i) (almost |hardly )?never travel\b|\b(?:[Ii]'?m|[Ww]e'?re|[Ii] am|[Ww]e are|based|live) (?:in|from) [A-Z]`,
    ).test(text)
  ) {
    found.push(part('answer', `${firstName} is ${site.location.toLowerCase()}, so location is no obstacle (/about).`, ['/about']))
  } else if (
    hasAny(stems, AVAILABLE) ||
    A_DAY.test(lower) ||
    /\bwhen can you start\b|\bfree (on|next|this|that|in|at|tomorrow|for a|for the)\b|\b(are|r) (you|u) (still )?free\b/.test(lower) ||
    // 'Can you shoot tomorrow?', but not 'will it still be dark when I come back tomorrow?'.
    new RegExp(String.raw`\b(you|u|${firstNamePattern}|free|book|booking|shoot|meet|call|start|come)\b[^?.!]{0,30}\btomorrow\b`, 'i').test(
      lower.replace(/\b(i|we) come back\b/g, ''),
    )
  ) {
    found.push(
      part('not-on-site', `The site doesn't show ${firstName}'s calendar, so I can't say whether a date is free.`, ['/contact'], {
        contact: true,
        service: entity?.service,
      }),
    )
  }
  // 'What can I download from your site?': the files the site offers, not leave to download the work.
  const downloads = DOWNLOADS_ASKED.test(lower)
  // Using the work, not the CV the site offers for download.
  if (PERMISSION_ASKED.test(lower) && !hasAny(stems, CV) && !downloads) {
    found.push(
      part(
        'answer',
        `The terms (/terms) say you may view and share links to the pages, but not copy, download for reuse, modify, resell or present the work as your own, or use it to train AI models, without written permission; to license a piece, ask ${firstName} first.`,
        ['/terms'],
        { contact: true },
      ),
    )
  }
  if (hasAny(stems, CV) || downloads)
    found.push(
      part(
        'answer',
        `${firstName}'s CV is at ${site.cvUrl} and the resume at ${site.resumeUrl}; both are linked on the home page (/home).`,
        ['/home'],
        { owner: true },
      ),
    )
  // 'What is this site called?': the site's own name, not a way to call.
  const siteName =
    /\b(what('?s| is)|whats)\s+(this|the|your|ur)\s+(site|website|web site|portfolio|brand|studio)(\s*(\/|or)\s*(site|website|portfolio|brand|studio))?\s+(called|named)\b|\bname of (this|the|your|ur|his|her) (site|website|web site|portfolio|brand|studio|business|company|agency)\b(?! (cards?|plan|hours|model|owners?|designer)\b)|\b(this|your|ur) (site|website|portfolio|brand|studio)\b[^?]*\b(itself )?called\b|\bthe (site|website|portfolio)(\/(site|website|portfolio|brand|studio))?( itself)?( is| was)? called\b|(?<!\bwhat (was|were) )\bthe (brand|studio)(\/(site|website|portfolio|brand|studio))?( itself)?( is| was)? called\b|\b(what|which) (name|brand|studio)\b[^?]{0,30}\b(work|works|working|trade|trades|trading|go|goes|operate|operates|run|runs) (under|by|as)\b|\b(work|works|working|trade|trades|trading|operate|operates|go|goes) under (what|which) (name|brand)\b/i.test(
      lower,
    )
  // 'What's the brand called?' after a piece of work: the brand the piece was made for, not the site's.
  const brandOfPiece = entity !== undefined && WORK_KINDS.has(entity.kind) && /\bthe brand\b/i.test(lower)
  if (siteName && !brandOfPiece) found.push(part('answer', `This site is ${site.brand}, the portfolio of ${site.ownerName} (/).`, ['/']))
  // 'What kind of businesses do you usually work with?': the About page's own sentence that lists them.
  if (CLIENTS_ASKED.test(lower) && clientsSentence)
    found.push(part('answer', `From the About page (/about): "${clientsSentence}"`, ['/about']))
  // 'Where can I find you on social media?': the owner's profiles, though 'social media' also names a category of work.
  if ((hasAny(stems, PROFILE) || FOUND_ON_SOCIAL.test(lower)) && profileAsked(lower)) {
    found.push(part('answer', `${firstName}'s profiles: ${profiles.map((p) => `${p.name} ${p.href}`).join(', ')}.`, ['/contact']))
  }
  // Contact is the answer when reaching the owner is what is asked, not when a word of it describes something else ('a site patients can book through').
  const asksContact =
    content.filter((s) => !CONTACT.has(s)).length <= 1 ||
    CONTACT_DETAILS.test(lower) ||
    new RegExp(
      String.raw`\b(which|what)('?s| is)? (your |the |an? |his |her |their )?(\w+'?s? )?(best |right |main |correct )?(e-?mail|e-?mail address|phone number|whatsapp number|number|inbox|mailbox)\b|\b(contact|booking|enquiry|inquiry) form\b|\b(write|talk|speak) to (you|u|him|her)\b|\b(address|where|who) (to|do i|can i|should i) (write|send)( to| it)?\b|\b(is there|do you have|have you got|got) (an? )?(e-?mail|e-?mail address|phone number|number|whatsapp)\b|${ADDRESS_TO_WRITE.source}`,
    ).test(lower) ||
    new RegExp(
      `\\b(how (do|can|could|would) (i|we)|can (i|we)|i want to|i'd like to|want to|where (do|can) (i|we)) (just |also |simply )?(book|hire|contact|reach|message|call|email|text|get in touch|talk)\\b|\\b(book|hire|contact|reach|message|call|email|text) (you|${firstName}|him|her|them|it)\\b`,
      'i',
    ).test(lower.replace(BOOKED_IF, ''))
  if (
    // 'Can I just text her?': texting a person is reaching them; 'text' alone is often the words on a poster.
    (hasAny(stems, CONTACT) ||
      new RegExp(`\\btext (you|u|${firstName}|him|her|them)\\b`, 'i').test(lower) ||
      // 'What number should I save?'
      /\b(what|which)('?s| is)? (the |your |ur |his |her )?(phone |whatsapp |mobile |cell )?number (should|do|can|could|shall) (i|we) (save|use|call|text|message|ring|dial)\b/.test(
        lower,
      ) ||
      ADDRESS_TO_WRITE.test(lower)) &&
    asksContact &&
    !/\bmy (phone|e-?mail|number|whatsapp|address)\b|\b(chat|assistant)\b/.test(lower) &&
    // 'What is the button called that I press to book you?' asks for its words, which the page gives.
    !BUTTON_WORDS.test(lower) &&
    found.length === 0
  )
    found.push(contactReply(entity))
  if (
    // 'Any experience with that?' asks about the thing pointed at, not about the years.
    (hasAny(stems, EXPERIENCE) &&
      onlyAbout(content, new Set([...EXPERIENCE, ...S('year years much many')])) &&
      !/\bexperience (with|w\/?|in|doing|on) (that|this|it|those|these|them|something like)\b/.test(lower)) ||
    // 'how long u been doing design for?': typed fast, without the 'have'.
    /\bhow long (have |'ve )?(you|u|ya) been\b|\bhow many years\b/.test(lower) ||
    // 'And how long has she/he been doing it?' after asking who is behind the site.
    /\bhow long (has|have) (she|he|they|the designer|the owner)\b[^?]{0,12}\bbeen (doing|designing|working|at it|freelancing|in)\b/.test(
      lower,
    )
  ) {
    found.push(
      part(
        'answer',
        `${firstName} has ${site.experience} of experience and ${site.projectsCompleted} completed projects, mostly for small businesses (/about).`,
        ['/about'],
      ),
    )
  }
  return found
}

/**
 * 'A site where people can check the class schedule': what the visitor's own thing should do is not a
 * question about the designer, so the words after 'a site where', 'an app that', 'a page for' are left out, up to a
 * question after a comma ('for a website for my company, what platforms do you build on?').
 */
const FEATURES =
  /\b(?:a|an|the|my|our)\s+(?:[\p{L}-]+\s+){0,2}?(?:site|website|page|app|shop|store|platform|portal|system|form|menu|landing page|booking page)\s+(?:where|that|which|so|for|with|to|people can|customers can|clients can)\b(?:[^.?!,]|,(?!\s*(?:what|which|how|who|where|when|why|do|does|did|can|could|is|are)\b))*/giu

/** 'Which of those do you build websites with?' after a list of tools: the ones of that list made for it. */
export function toolsAmong(text: string, listed: readonly Entity[]): Part | undefined {
  if (!/\bwhich (one )?of (those|these|them)\b/i.test(text) || listed.length < 2 || !listed.every((e) => e.kind === 'tool'))
    return undefined
  // 'Which of them are you best at?' compares; it names no use.
  if (/\b(best|better|strongest|stronger|weakest|weaker|worst|least|most|highest|lowest|top|favou?rite|good|level|rated)\b/i.test(text))
    return undefined
  const wanted = mendedWords(text)
    .filter((w) => !STOP.has(w))
    .map(stem)
    .filter((s) => !TOOLS_ASKED.has(s))
  const names = new Set(listed.map((e) => e.name))
  // 'Which of those are AI ones?', 'which are for editing?': words of the tools' own kinds pick every tool of those kinds.
  const kinds = ofKinds(
    mendedWords(text)
      .filter((w) => !STOP.has(w))
      .map(stem),
  )
  const fit = (kinds.length > 0 ? kinds : toolsFor(wanted)).filter((t) => names.has(t.name))
  if (fit.length === 0 || fit.length === listed.length) return undefined
  return part(
    'answer',
    `Of those, ${list(fit.map((t) => `${t.name} (${t.proficiency}%): ${t.description.replace(/\.$/, '')}`))} (/home).`,
    ['/home'],
  )
}

/** 'Can I download your CV?' ... 'and the other one?': of the two documents the site offers, the one not asked for. */
export function otherDocument(text: string, previous: string): Part | undefined {
  if (!/\b(other|second|2nd|another) (one|document|doc|download|file|link|version|pdf)\b/i.test(text)) return undefined
  const asked = mendedWords(previous).map(stem)
  const cv = asked.includes(stem('cv')) || asked.includes(stem('curriculum'))
  const resume = asked.includes(stem('resume')) || asked.includes(stem('résumé'))
  if (cv === resume) return undefined
  const [name, url] = cv ? ['resume', site.resumeUrl] : ['CV', site.cvUrl]
  return part('answer', `The other one is ${firstName}'s ${name}: ${url} (linked on the home page, /home).`, ['/home'], { owner: true })
}

const makerTools = (maker: string, ofMaker: readonly (typeof tools)[number][]) =>
  part(
    'answer',
    `${firstName} works with ${counted(ofMaker.length)} ${maker} tools: ${list(ofMaker.map((t) => `${t.name} (${t.proficiency}%)`))} (/home).`,
    ['/home'],
  )

/** 'Pictures for phones', 'fills the phone screen': the phone as a screen the work is seen on, not a way to call. */
const PHONE_AS_SCREEN =
  /\b(for|on|to|across) (the |a |my |our |your |their |people'?s |customers'? |mobile |smart)?phones?\b(?! (numbers?|calls?|line))|\bphone (screens?|displays?|sizes?)\b/gi

const NAME_ASKED = /\b(is|was|are|were|it|that|this|they|'s)\s+called\b(?!\s+(by|back|on|to)\b)/i

/** 'Which apps are they made for?', 'for which apps': the apps a piece is posted on, not the tools it is made with. */
const APPS_POSTED_ON =
  /\bapps?\b[^?.]{0,30}\b(made|designed|meant|created|posted|published|shared|sized) (for|on)\b|\b(for|on) (which|what) apps?\b|\bapps? (are|is|were|was) (they|it|those|these|that|this) (for|on)\b/

export function topicReply(context: TopicContext): Part | undefined {
  const { named } = context
  // 'If we book you for the wedding, how long until the gallery?': the condition is not what is asked.
  const text = context.text
    .replace(FEATURES, '')
    .replace(/^\s*(if|when|once|after|suppose)\s+[^,?]*,\s*/i, '')
    .replace(PHONE_AS_SCREEN, '$1 mobile screens')
  context = { ...context, text }
  // A word of a thing's name is not a topic: 'the Neon City video' asks nothing about a city.
  // Only a name written out: 'the sound' asks about sound, even if a skill is called 'Sound Design'.
  const naming = new Set(named.filter((e) => text.toLowerCase().includes(e.name.toLowerCase())).flatMap((e) => words(e.name).map(stem)))
  // 'What was it called?' asks a name, not a way to call.
  if (NAME_ASKED.test(text)) naming.add(stem('call'))
  const stems = mendedWords(text)
    .map(stem)
    .filter((s) => !naming.has(s))
  // 'Your design & AI stack' is the stack's own name, not a use the tools are asked for.
  // 'What tools does the designer use?': the designer who uses them is the owner, not a use of the tools.
  const content = mendedWords(
    text
      .replace(/\b(?:design|creative|ai)(?:\s*(?:&|and|\+)\s*(?:design|creative|ai))?\s+(stack|toolkit)\b/gi, '$1')
      .replace(/\b(?:the|this|your|ur) designer(?= (use|uses|using|work with|works with|prefer|prefers)\b)/gi, 'them'),
  )
    .filter((w) => !STOP.has(w))
    .map(stem)
    .filter((s) => !naming.has(s))
  const lower = text.toLowerCase()
  const designer = designerTopics(context, stems, content)
  if (designer.length === 1) return designer[0]
  if (designer.length > 1) {
    return {
      ...part(
        designer.some((p) => p.kind === 'not-on-site') ? 'not-on-site' : 'answer',
        designer.map((p) => p.text).join(' '),
        designer.flatMap((p) => p.paths),
      ),
      contact: designer.some((p) => p.contact),
      service: designer.find((p) => p.service)?.service,
      owner: designer.every((p) => p.owner),
    }
  }
  if (
    (named.length === 0 || /\b(designer|owner|artist|photographer)'?s? (full |real |actual |own |proper |legal )?name\b/.test(lower)) &&
    new RegExp(
      `\\bwho(?: (?:actually|really|exactly))?(?: is|'?s)(?: (?:actually|really|exactly))? (${firstName}|the (?:(?:actual|real|main|lead) )?designer|behind (this|the) (site|website|portfolio))\\b|\\bwhose (site|website|portfolio|page|work) is (this|it)\\b|\\bwho (actually |really |exactly )?(made|built|designed|created|runs|owns|is running) (this|the) (site|website|portfolio|page)\\b|\\bwho('?s| is) (actually |really )?(the (actual |real )?(person|people|one|human|guy|woman|man|team) )?behind\\b(?! (the |these |this |my )?(replies|answers|chat|assistant|bot|messages))|\\b(the )?(designer|owner|artist|photographer)'?s? (full |real |actual |own |proper |legal )?name\\b|\\bname of (the )?(designer|owner|artist|photographer|person|guy|woman|man)\\b|\\bwhat(?:'?s| is) (their|his|her) (full |real )?name\\b|\\b(about|introduce) (yourself|${firstName}|the designer)\\b|\\b(is|are) (${firstName}|you|he|she) (a|an) (photographer|designer|videographer|developer|artist|agency|studio|freelancer|company)\\b`,
      'i',
    ).test(lower)
  ) {
    // 'Is she a freelancer or employed at an agency?': how the owner works, in the owner's own words when the site has them.
    const howWorking = /\b(freelanc\w*|agency|agencies|studio|company|employ\w*|in-house|self-employed|team)\b/.test(lower)
      ? aboutContent.intro.flatMap(sentences).find((x) => /\bfreelanc/i.test(x))
      : undefined
    return part(
      'answer',
      `This is the portfolio of ${site.ownerName}, ${site.summary.charAt(0).toLowerCase()}${site.summary.slice(1)} ${firstName} has ${site.experience} of experience and ${site.projectsCompleted} completed projects (/about).${howWorking ? ` The About page says: "${howWorking}"` : ''}`,
      ['/about'],
    )
  }
  // 'Do you use any Adobe software?': the tools of the maker named.
  const makerOf = (t: (typeof tools)[number]) => toolMakers[t.id]
  const maker = tools.map(makerOf).find((m) => m && content.includes(stem(m.toLowerCase())) && !setAside(lower, m))
  const ofMaker = maker ? tools.filter((t) => makerOf(t) === maker) : []
  const toolWords =
    hasAny(stems, TOOLS) ||
    BUILT_ON_ASKED.test(lower) ||
    // 'What AI tools are in her kit?': the owner's kit is the tools, a media kit is a piece of work.
    /\b(your|ur|his|her|their|\w+['’]s) kit\b/.test(lower) ||
    // 'Do you use Adobe?': a maker of several tools, none named, stands for its tools.
    (named.length === 0 && ofMaker.length >= 2) ||
    // 'What program do you draw them in?': a program asked for with what it is used for; not 'which apps are they made
    // for?', which asks where the work is posted.
    (hasAny(stems, S('app apps program programs')) && /\b(use|using|what|which)\b/.test(lower) && !APPS_POSTED_ON.test(lower)) ||
    // 'Which platforms do you build websites with?': what a site is built on is a tool.
    (/\b(which|what)\s+(\w+\s+)?(platforms?|builders?)\b/.test(lower) &&
      /\b(build|builds|built|building|make|makes|made|develop|develops|developed)\b/.test(lower) &&
      /\b(websites?|sites?|pages?|stores?|shops?|web)\b/.test(lower)) ||
    /\b(what|which)\b.*\b(do|does) (you|\w+) use\b/.test(lower) ||
    // 'Do you build the websites in WordPress or something else?': what the work is made in is a tool.
    /\b(build|make|design|create|edit|cut|do)\b[^?.]{0,30}\b(in|with|on|using)\s+[\w.-]+\s+or\s+(something|anything|what|another|other)\b/.test(
      lower,
    ) ||
    // 'What do you build websites with?': what the work is made with is a tool.
    /\bwhat\s+(do|does|did)\s+(you|u|he|she|they|\w+)\s+((actually|really|usually|normally|mostly|typically|generally)\s+)?(build|make|design|create|edit|cut|shoot|draw|animate|retouch)\b[^?.]{0,40}\b(with|in|on)\s*($|[?,.!]|like\b)/.test(
      lower,
    )
  // 'Which website builders do you use?', 'what platforms do you build on?': the tools the site's websites were made with.
  const builders = BUILT_ON_ASKED.test(lower) ? tools.filter((t) => websites.some((e) => e.tools?.includes(t.name))) : []
  if (builders.length > 0) {
    const pages = [...new Set(websites.map((e) => e.href))]
    return part(
      'answer',
      `${firstName} builds websites with ${list(builders.map((t) => `${t.name} (${t.proficiency}%): ${t.description.replace(/\.$/, '')}`))} (/home). The websites are shown on ${list(pages)}.`,
      ['/home', ...pages],
    )
  }
  const makerStems = new Set([...TOOLS_ASKED, ...(maker ? [stem(maker.toLowerCase())] : [])])
  // 'Which software do you use for videography?': the tools of that category, though no use is named.
  const namedCategories = named.filter((e) => e.kind === 'category')
  const category =
    namedCategories.length === 1 && named.every((e) => e.name === namedCategories[0]!.name)
      ? categoryList.find((c) => c.id === namedCategories[0]!.key)
      : undefined
  // 'Which tool do you use for AI image generation?': a skill named, and nothing else, is the use the tool is for.
  const skillsNamed = named.filter((e) => e.kind === 'skill' || e.kind === 'skill-group')
  if (
    toolWords &&
    named.every((e) => e.kind === 'category' || e.kind === 'skill-group' || e.kind === 'skill') &&
    (!onlyAbout(content, makerStems) || category || skillsNamed.length > 0)
  ) {
    // 'For making or editing video': either way of working on it, so neither narrows the tools.
    const either = /\b(\w+ing|make|create|edit|cut|shoot|produce)\s+or\s+(\w+ing|make|create|edit|cut|shoot|produce)\b/i.exec(lower)
    const eitherStems = either ? new Set([stem(either[1]!), stem(either[2]!)]) : new Set<string>()
    const asked = content.filter(
      (s) =>
        !(maker && s === stem(maker.toLowerCase())) &&
        !TOOLS.has(s) &&
        !S('use using app apps program programs kit').has(s) &&
        !eitherStems.has(s),
    )
    // Only the skills written out ('AI Image Generation', not 'AI Video Generation' beside it); 'design' names no use.
    const written = skillsNamed.filter((e) => lower.includes(e.name.toLowerCase()))
    const useWords = [
      ...new Set(
        (written.length ? written : skillsNamed).flatMap((e) =>
          words(e.name)
            .filter((w) => !STOP.has(w))
            .map(stem),
        ),
      ),
    ]
    const wanted =
      asked.length === 0 && useWords.length > 0 ? (useWords.length > 1 ? useWords.filter((s) => s !== stem('design')) : useWords) : asked
    // 'What editing tools are on your list?': every tool of that kind, not the three that fit best.
    const kinds = wanted.every((s) => TOOLS_ASKED.has(s) || tools.some((t) => kindOf(t).includes(s))) ? ofKinds(wanted) : []
    const discipline = toolsOfDiscipline(wanted)
    // 'For video, what software?': the tools the About page lists for video, and the ones whose kind is video.
    const general = kinds.length > 0 || discipline.length > 0 ? [...new Set([...kinds, ...discipline])] : toolsFor(wanted)
    // 'The video one, what program do you edit in?': of those, the ones its category page lists; with no use named, all of them.
    const ofCategory = category ? tools.filter((t) => (category.skills as readonly string[]).includes(t.name)) : []
    const inCategory = general.filter((t) => ofCategory.includes(t))
    const categoryWords = new Set(words(category?.title ?? '').map(stem))
    const useNamed = wanted.some((s) => !categoryWords.has(s))
    const fitting = inCategory.length > 0 ? inCategory : !useNamed && ofCategory.length > 0 ? ofCategory : general
    // 'Which AI tool do you use to make videos?': of those, the AI ones.
    const aiOnes = /\bai\b/i.test(lower) && !setAside(lower, 'ai') ? fitting.filter((t) => /^AI/.test(t.category)) : []
    const chosen = aiOnes.length ? aiOnes : fitting
    // 'Which Adobe app do you edit video in?': of the tools that fit, the maker's.
    const forWhat = ofMaker.length ? chosen.filter((t) => ofMaker.includes(t)) : chosen
    // The work made with it shows it in use: 'see AI Enhanced'; for a category asked about, work of that category.
    const madeWith = (t: (typeof tools)[number]) => knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && e.tools?.includes(t.name))
    const shown = forWhat
      .map((t) => madeWith(t).find((e) => !category || e.group === category.id) ?? (category ? undefined : madeWith(t)[0]))
      .find(Boolean)
    const categoryPage = category ? [portfolioPath(category.id)] : []
    // 'Which Adobe programs do you use these days?': words that narrow none of the maker's tools leave them all.
    if (forWhat.length === 0 && ofMaker.length >= 2 && named.length === 0) return makerTools(maker!, ofMaker)
    // 'Which tools were used for the AI video project?': a piece of work described by its own words was made with its own tools.
    const piece =
      shown?.tools?.length && PIECE_ASKED.test(lower) && wanted.every((s) => PIECE_WORDS.has(s) || wordsOfWork(shown).has(s))
        ? shown
        : undefined
    if (piece) return part('answer', `${piece.name} was made with ${list([...piece.tools!])} (${piece.href}).`, [piece.href])
    if (forWhat.length)
      return part(
        'answer',
        `For that, ${firstName} uses ${list(forWhat.map((t) => `${t.name} (${t.proficiency}%): ${t.description.replace(/\.$/, '')}`))} (/home).${shown ? ` See it in use on ${shown.name} (${shown.href}).` : ''}`,
        ['/home', ...categoryPage, ...(shown ? [shown.href] : [])],
      )
  }
  if (toolWords && named.length === 0 && ofMaker.length && onlyAbout(content, makerStems)) return makerTools(maker!, ofMaker)
  const tooly = toolWords && named.length === 0 && onlyAbout(content, TOOLS_ASKED)
  if (tooly && !/\bai\b/i.test(lower)) {
    return part(
      'answer',
      `${firstName} works with ${counted(tools.length)} tools: ${list(tools.map((t) => `${t.name} (${t.proficiency}%)`))} (/home).`,
      ['/home', '/skills'],
    )
  }
  if (tooly) {
    const ai = tools.filter((t) => /^AI/.test(t.category))
    return part(
      'answer',
      `The AI tools in ${firstName}'s stack: ${list(ai.map((t) => `${t.name} (${t.category}, ${t.proficiency}%)`))} (/home).`,
      ['/home', '/portfolio/artificial-intelligence'],
    )
  }
  // 'On your About page, what are the six things you do?': the things its 'What I Do' section lists.
  // 'What's under What I Do?', "the 'what i do' areas": the section named by its own title, as written or quoted.
  if (text.includes(aboutContent.capabilitiesTitle) || SECTION_QUOTED.test(text))
    return part(
      'answer',
      `The About page (/about) lists ${counted(capabilities.length)} things ${firstName} does: ${list(capabilities.map((c) => c.title))}.`,
      ['/about'],
    )
  if (
    /\babout (page|section|me)\b|\bwhat i do (page|section)\b/i.test(lower) &&
    (hasAny(stems, SERVICES) ||
      /\b(things|capabilit\w*|areas|what (do|does|can) (you|u|\w+) do|say (you|u|\w+) do|what i do)\b/i.test(lower))
  )
    return part(
      'answer',
      `The About page (/about) lists ${counted(capabilities.length)} things ${firstName} does: ${list(capabilities.map((c) => c.title))}.`,
      ['/about'],
    )
  if (
    named.length === 0 &&
    (hasAny(stems, SERVICES) ||
      /\bwhat ((do|can) (you|\w+)|you|u) (actually |really |exactly |mainly |usually )?do\b|\bwhat kind of (work|design|projects)\b|\b(show me|see|view) (your|the) (portfolio|work)\b|\bwhat('?s| is| do (you|u) have| have (you|u) got)? in (your|ur|the|her|his) portfolio\b|^\W*portfolio\W*$/.test(
        lower,
      )) &&
    // 'Quick overview of what you actually do for clients? the main service areas'.
    onlyAbout(
      content,
      new Set([
        ...SERVICES,
        ...S('kind work design portfolio show see view overview quick main area areas client clients actually really exactly'),
      ]),
    )
  ) {
    return part(
      'answer',
      `${firstName} works in ${counted(categoryList.length)} areas: ${list(categoryList.map((c) => `${c.title} (/portfolio/${c.id})`))}. The portfolio (/portfolio) has examples of each.`,
      ['/portfolio'],
    )
  }
  if (
    named.length === 0 &&
    (hasAny(stems, SKILLS) || /\b(good at|best at|great at|strengths?|speciali[sz]e|expert (in|at))\b/.test(lower)) &&
    onlyAbout(content, new Set([...SKILLS, ...S('main key top specialise specialize expert')]))
  ) {
    return part(
      'answer',
      `The skills page (/skills) groups ${firstName}'s skills into ${counted(skillGroups.length)}: ${list(skillGroups.map((g) => g.title))}. The strongest are ${list(
        skillGroups
          .flatMap((g): readonly { name: string; level: number }[] => g.skills)
          .filter((s) => s.level >= 94)
          .map((s) => `${s.name} (${s.level}%)`),
      )}.`,
      ['/skills'],
    )
  }
  return undefined
}
