import { categories, categoryList } from '#content/categories.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import { homeContent } from '#content/home.ts'
import { site } from '#content/site.ts'
import { entitiesNamed, entitiesWritten } from './entities.ts'
import { entityOf, filmsOf, knowledge, networksIn, WORK_KINDS, type Entity } from './knowledge.ts'
import { firstName } from './owner.ts'
import { part, type Part } from './part.ts'
import {
  capitalised,
  counted,
  escapeRegExp,
  LEVEL_ADJECTIVES,
  list,
  SET_ASIDE,
  setAside,
  STOP,
  stem,
  withoutThisSite,
  words,
} from './text.ts'
import { categoryOf } from './listing.ts'
import { BUTTON_WORDS } from './topics.ts'
import { synonymsOf } from './synonyms.ts'
import { mendedWords } from './vocabulary.ts'

type Order = 'max' | 'min'
type Measure = 'level' | 'seconds' | 'year' | 'count' | 'images'

const SUPERLATIVES: [RegExp, Order, Measure | undefined][] = [
  // 'Which of those has the fewest pictures?': a count of what a page shows.
  [/\bthe most (images|pictures|photos|pics|posts|slides|shots|visuals)\b/, 'max', 'images'],
  [/\b(the )?(fewest|least) (images|pictures|photos|pics|posts|slides|shots|visuals)\b/, 'min', 'images'],
  [/\b(longest|lengthiest)\b/, 'max', 'seconds'],
  [/\b(shortest|briefest)\b/, 'min', 'seconds'],
  [/\b(newest|latest|most recent|recent)\b/, 'max', 'year'],
  [/\b(oldest|earliest|first made)\b/, 'min', 'year'],
  [/\bmost (projects|work|pieces|examples|clients)\b|\b(biggest|largest)\b|\b(done|made|did) the most\b/, 'max', 'count'],
  [/\bfewest\b|\bleast (projects|pieces|examples|work)\b|\bsmallest\b/, 'min', 'count'],
  [
    /\b(strongest|best|highest|top|most (skilled|confident|proficient|experienced|comfortable|cracked|fluent|solid|at home)|greatest|main strength|know best|best at|second place|runners?[- ]up)\b/,
    'max',
    undefined,
  ],
  // 'At least a few pictures' asks for no minimum.
  [/\b(weakest|(?<!\bat )least|lowest|worst|not as strong|least (confident|skilled|proficient))\b/, 'min', undefined],
]

/** 'The longer of the two': a pick between two by a measure. */
const COMPARATIVES: [RegExp, Order, Measure | undefined][] = [
  [/\blonger\b/, 'max', 'seconds'],
  [/\bshorter\b/, 'min', 'seconds'],
  [/\bnewer\b/, 'max', 'year'],
  [/\bolder\b/, 'min', 'year'],
  [/\bstronger\b/, 'max', undefined],
  [/\bweaker\b/, 'min', undefined],
]

/**
 * 'The longest one' of a list: the one at the end of the measure its superlative names (a level when it names
 * none). A tie picks nothing: 'the newest one' of two from the same year is not one.
 */
export function extremeOf(text: string, list: readonly Entity[]): Entity | undefined {
  const lower = text.toLowerCase()
  const match = SUPERLATIVES.find(([re]) => re.test(lower)) ?? COMPARATIVES.find(([re]) => re.test(lower))
  if (!match) return undefined
  const [, order, wanted] = match
  const measure = wanted ?? 'level'
  const valued = list.filter((e) => e[measure] !== undefined)
  if (valued.length < 2) return undefined
  const sorted = [...valued].sort((a, b) => (order === 'max' ? b[measure]! - a[measure]! : a[measure]! - b[measure]!))
  return sorted[0]![measure] === sorted[1]![measure] ? undefined : sorted[0]
}

/** Words that point back at what the last answer listed. */
/** 'In the video part': a part of what was just shown, called by a word of its name. */
const IN_THE_PART = /\bin the ([a-z-]+) (part|bit)\b/i
const POINTS_BACK =
  /\bin the [a-z-]+ (part|bit)\b|\b(of|among|from) (those|these|them)\b|\b(in|of) (that|this) (group|list|project|one)\b|\bwhich of (those|these|them)\b|\b(clips?|films?|videos?|ones?|pieces?) (there|on that page|in that project)\b/i

/** The category a visitor names by its everyday words ('photo shoots', 'videos'), as the listing reads them. */
function categoryByWords(stems: ReadonlySet<string>): Entity | undefined {
  const id = categoryOf([...stems])
  return id ? knowledge.entities.find((e) => e.kind === 'category' && e.key === id) : undefined
}

const has = (stems: ReadonlySet<string>, ...words: string[]) => words.some((w) => stems.has(stem(w)))

/** The typed list a question is about: tools, skills, films, websites, a category's projects, the categories. */
/** The category of AI work, by its title ('Artificial Intelligence', 'AI Design'). */
const AI_CATEGORY = categoryList.find((c) => /\b(ai|artificial intelligence)\b/i.test(c.title))?.id

/** 'Is food photography your strongest…', 'isn't the Brand Story Film the longest…': whether the one named is it. */
const askedWhether = (lower: string, name: string) =>
  new RegExp(String.raw`\b(is|are|was|were|isn'?t|aren'?t|wasn'?t) (not )?(the |your |ur )?${escapeRegExp(name.toLowerCase())}\b`).test(
    lower,
  )
/** 'I have a ramen bar', 'our wine bar': a bar the visitor runs, not a bar of the About page's overview. */
const A_BAR_TO_EAT_AT = /\b(a|an|my|our|their|his|her) (?!skill|progress|level|percentage|rating)[\p{L}-]+ bars?\b/iu
const IN_A_PART = /\b(in|inside|within|for) (the|your|ur|that) [^?,]{0,30}\b(part|group|area|section|side|field)\b/i

function domainOf(stems: ReadonlySet<string>, text: string, fallback: readonly Entity[]): { items: Entity[]; noun: string } | undefined {
  const all = knowledge.entities
  // 'Which of those clips is the shortest?', 'the strongest skill in that group': what was just listed comes
  // before any list the words name.
  const named = entitiesNamed(text)
  // 'In the photography part, which one are you strongest?' after the skill groups: the skills of the group named.
  const groupNamed = named.find((e) => e.kind === 'skill-group' && fallback.includes(e))
  // 'The graphic one. What's the weakest skill in it?' after the skill groups: the one group whose title has that word.
  const picker = /\b(?:the|that|this) ([\p{L}\p{N}&-]+) one\b/iu.exec(text)?.[1]?.toLowerCase()
  const picked = picker ? fallback.filter((e) => e.kind === 'skill-group' && words(e.name.toLowerCase()).includes(picker)) : []
  if (picked.length === 1 && has(stems, 'skill', 'strength', 'abil')) {
    const groupId = picked[0]!.key.replace('skill-group:', '')
    return { items: all.filter((e) => e.kind === 'skill' && e.group === groupId), noun: `${picked[0]!.name} skills` }
  }
  if (groupNamed && IN_A_PART.test(text)) {
    const groupId = groupNamed.key.replace('skill-group:', '')
    return { items: all.filter((e) => e.kind === 'skill' && e.group === groupId), noun: `${groupNamed.name.toLowerCase()} skills` }
  }
  if (fallback.length >= 2 && POINTS_BACK.test(text)) return { items: [...fallback], noun: 'ones just named' }
  const category = named.find((e) => e.kind === 'category') ?? categoryByWords(stems)
  // 'design and AI tools in total' asks for all of them, not only the AI ones.
  // The stack's own heading ('My AI Tools & Design Stack') names all of it, not its AI part.
  const ai =
    (has(stems, 'ai') || /\bai\b/i.test(text)) &&
    // 'The normal videography ones, not AI': AI set aside is no AI list.
    !setAside(text, 'AI') &&
    !/\b(\w+\s*(and|&|\+|\/)\s*ai|ai\s*(and|&|\+|\/)\s*\w+)\b/i.test(text) &&
    // 'All of the AI-generated videos' are the AI ones; 'all the tools in total' are all of them.
    // 'Out of all the tools, how many are actually AI tools?' counts the AI ones among all.
    (!/\b(all|total|overall|altogether|every)\b/i.test(text) ||
      // 'Out of all the AI tools you use': all of the AI ones.
      /\b(all|every)( of)?( the| your| ur| those| these)? ai\b/i.test(text) ||
      /\bai[- ](generated|made|created|videos?|films?|clips?)\b/i.test(text) ||
      /\bhow many (of (them|those|these) )?(are|is) (actually |really |just |only )?ai\b/i.test(text)) &&
    !text.toLowerCase().includes(homeContent.tools.title.toLowerCase())
  // 'The weakest of the Adobe ones': a maker of several tools, none called by its name, names tools.
  const namesMaker = all.some(
    (e) =>
      e.kind === 'tool' &&
      e.maker &&
      has(stems, stem(e.maker.toLowerCase())) &&
      all.filter((o) => o.kind === 'tool' && o.maker === e.maker && !o.name.toLowerCase().includes(e.maker!.toLowerCase())).length >= 2,
  )
  if (has(stems, 'tool', 'software', 'app', 'program', 'programme', 'stack') || namesMaker) {
    // 'Out of the Adobe programs you use': the tools of the maker named.
    const maker = all.find((e) => e.kind === 'tool' && e.maker && has(stems, stem(e.maker.toLowerCase())))?.maker
    // 'The AI tools, not the Adobe ones': a maker set aside is not the list.
    if (maker && !setAside(text, maker)) return { items: all.filter((e) => e.kind === 'tool' && e.maker === maker), noun: `${maker} tools` }
    const tools = all.filter((e) => e.kind === 'tool' && (!ai || e.group === 'ai-tools'))
    return { items: tools, noun: ai ? 'AI tools' : 'tools' }
  }
  const skillGroup = named.find((e) => e.kind === 'skill-group')
  const work = has(stems, 'project', 'work', 'piec', 'shoot', 'exampl')
  if (category && work)
    return { items: all.filter((e) => e.group === category.key && e.kind !== 'category'), noun: `${category.name} projects` }
  // The skills overview on the About page is its own list: 'which bar there is the lowest?'. 'In photography, what are
  // you best at going by your skill bars?' names a group of the skills page, whose levels are bars too.
  if (
    (has(stems, 'overview') ||
      (has(stems, 'bar') && !A_BAR_TO_EAT_AT.test(text) && !skillGroup && !category) ||
      /\babout page\b/i.test(text)) &&
    !/\bskills? page\b/i.test(text)
  )
    return { items: [...knowledge.overview], noun: 'skills in the overview on /about' }
  // 'How many websites are shown in the web design part?': websites, though 'web design' also names a skill group.
  const groupWords = new Set(words(skillGroup?.name ?? '').map(stem))
  const pieces = ['websit', 'site', 'film', 'video', 'clip', 'reel', 'post'].some((s) => stems.has(s) && !groupWords.has(s))
  if (skillGroup && !has(stems, 'tool', 'software') && !(pieces && !has(stems, 'skill'))) {
    const groupId = skillGroup.key.replace('skill-group:', '')
    return { items: all.filter((e) => e.kind === 'skill' && e.group === groupId), noun: `${skillGroup.name.toLowerCase()} skills` }
  }
  // 'What skill areas are listed?': the groups the skills page is made of.
  // 'How many individual skills if you add up every group?' counts the skills, not the groups.
  const eachSkill =
    /\bindividual skills\b|\b(add(ing)? up|sum of|across|in) (every|all|each|all the) (skill )?(groups?|areas?|sections?)\b/i.test(text)
  if (has(stems, 'group', 'area', 'categori', 'section') && has(stems, 'skill') && !eachSkill)
    return { items: all.filter((e) => e.kind === 'skill-group'), noun: 'skill groups' }
  if (has(stems, 'skill', 'strength', 'abil')) {
    const skills = all.filter((e) => e.kind === 'skill')
    // 'Your strongest AI skill': the group whose name says AI, whatever the AI category is called.
    const first = ai ? 'ai' : category ? stem(category.name.toLowerCase().split(' ')[0]!) : undefined
    const group = first
      ? skills.filter((s) =>
          knowledge.entities
            .find((g) => g.key === `skill-group:${s.group}`)
            ?.name.toLowerCase()
            .split(/[\s-]+/)
            .map(stem)
            .includes(first),
        )
      : []
    return { items: group.length ? group : skills, noun: group.length ? `${ai ? 'AI' : category!.name.toLowerCase()} skills` : 'skills' }
  }
  if (has(stems, 'film', 'video', 'clip', 'reel', 'movi'))
    return {
      items: all.filter((e) => e.kind === 'video' && (ai ? e.group !== 'videography' : e.group === 'videography')),
      noun: ai ? 'AI videos' : 'films',
    }
  if (has(stems, 'websit', 'site', 'web')) {
    // 'Do you build websites with AI too?': the websites of the AI work (a piece whose name says website), not the client sites.
    const aiSites = all.filter((e) => WORK_KINDS.has(e.kind) && e.group === AI_CATEGORY && /\b(web|site|website)\b/i.test(e.name))
    return ai ? { items: aiSites, noun: 'AI-built websites' } : { items: all.filter((e) => e.kind === 'site'), noun: 'websites' }
  }
  // 'All six sections of the portfolio' are its categories; 'the fourth section' of a page is not.
  if (
    has(stems, 'servic', 'disciplin', 'categori', 'area', 'field') ||
    (has(stems, 'section') && (has(stems, 'portfolio') || /\ball (\w+ )?sections\b/i.test(text)))
  )
    return { items: all.filter((e) => e.kind === 'category'), noun: 'categories of work' }
  if (fallback.length >= 2) return { items: [...fallback], noun: 'ones just named' }
  if (has(stems, 'project', 'work', 'piec', 'portfolio') && !category)
    return { items: all.filter((e) => e.kind === 'project' || e.kind === 'site' || e.kind === 'card'), noun: 'projects' }
  if (category) return { items: all.filter((e) => e.group === category.key && e.kind !== 'category'), noun: `${category.name} projects` }
  return undefined
}

/** The typed list a message's own words name ('how many categories', 'the tools'), if any. */
export const listNamedIn = (text: string) => domainOf(new Set(mendedWords(text).map(stem)), text, [])

const measureText = (e: Entity, m: Measure) =>
  m === 'level'
    ? `${e.level}%`
    : m === 'seconds'
      ? (e.duration ?? '')
      : m === 'count'
        ? `${e.count}+ projects`
        : m === 'images'
          ? `${e.images} images`
          : String(e.year ?? '')

/** 'Second place', 'the runner-up', 'second best': the best after the best. */
const SECOND_PLACE =
  /\b(second|2nd|next)[- ](place|highest|best|strongest|top|longest|newest|oldest|shortest|lowest|weakest)\b|\brunners?[- ]up\b/

function superlative(text: string, stems: ReadonlySet<string>, listed: readonly Entity[], previous = ''): Part | undefined {
  // 'My best friend is getting married', 'the best man', 'best wishes': people and greetings, nothing ranked.
  const lower = text.toLowerCase().replace(/\bbest (friends?|mates?|man|men|buddy|pal|wishes|regards)\b|\ball the best\b/g, '')
  // 'The music video edit, is it recent?' asks the age of one piece, not for the newest.
  if (/\b(is|was|are|were) (it|that|this|they|those)( really| very| quite| fairly| pretty)? (recent|new|old)\b/.test(lower))
    return undefined
  const match = SUPERLATIVES.find(([re]) => re.test(lower))
  // 'The best email to send a brief to' asks how to reach, not which is best.
  if (!match || /\b(e-?mail|whatsapp|phone|contact|address|reach)\b/.test(lower)) return undefined
  const [, order, wanted] = match
  const before = previous ? listNamedIn(previous) : undefined
  const found =
    wanted === 'count'
      ? { items: knowledge.entities.filter((e) => e.kind === 'category'), noun: 'categories of work' }
      : (domainOf(stems, text, /\b(them|those|these|of the|which one|one)\b/i.test(lower) || POINTS_BACK.test(lower) ? listed : []) ??
        before ??
        // 'Which one is longest?' with nothing named: only films and clips have a length.
        (wanted === 'seconds' ? { items: knowledge.entities.filter((e) => e.seconds !== undefined), noun: 'videos' } : undefined))
  // 'What's in the photography group?' ... 'weakest one?': a strength is a level; when the list shown has none, the
  // list the question before named.
  const levelled = (d: typeof found) => d?.items.some((e) => e.level !== undefined)
  const domain = !wanted && !levelled(found) && levelled(before) ? before : found
  if (!domain) return undefined
  const measure: Measure =
    wanted ?? (domain.items.some((e) => e.level !== undefined) ? 'level' : domain.items.some((e) => e.seconds) ? 'seconds' : 'year')
  const value = (e: Entity) => e[measure]
  // 'Apart from Photoshop, which is highest?': a thing set aside is no candidate.
  const left = domain.items.filter((e) => value(e) !== undefined && setAside(lower, e.name))
  const candidates = domain.items.filter((e) => value(e) !== undefined && !left.includes(e))
  const extreme = (of: readonly Entity[]) =>
    order === 'max' ? Math.max(...of.map((e) => value(e)!)) : Math.min(...of.map((e) => value(e)!))
  // 'Which tools share second place?': the best after the best.
  const second = SECOND_PLACE.test(lower) && left.length === 0
  const items = second ? candidates.filter((e) => value(e) !== extreme(candidates)) : candidates
  if (items.length === 0) return undefined
  const best = extreme(items)
  const top = items.filter((e) => value(e) === best)
  const word =
    measure === 'level'
      ? order === 'max'
        ? 'highest-rated'
        : 'lowest-rated'
      : measure === 'seconds'
        ? order === 'max'
          ? 'longest'
          : 'shortest'
        : measure === 'count'
          ? order === 'max'
            ? 'largest'
            : 'smallest'
          : measure === 'images'
            ? order === 'max'
              ? `${top.length > 1 ? 'ones' : 'one'} with the most images`
              : `${top.length > 1 ? 'ones' : 'one'} with the fewest images`
            : order === 'max'
              ? 'newest'
              : 'oldest'
  const shown = top.slice(0, 6)
  const names = list([
    ...shown.map((e) => `${e.name} (${measureText(e, measure)})`),
    ...(top.length > shown.length ? [`${top.length - shown.length} more`] : []),
  ])
  const among = `${domain.noun === 'ones just named' ? 'Of those' : `Of the ${domain.noun} on the site`}${left.length ? ` other than ${list(left.map((e) => e.name))}` : ''}`
  // The page the compared pieces are listed on, when they all come from one category.
  const group = domain.items[0]?.group
  const page = group && domain.items.every((e) => e.group === group) ? categoryList.find((c) => c.id === group) : undefined
  const paths = [...new Set([...top.map((e) => e.href), ...(page ? [portfolioPath(page.id)] : [])])]
  // 'Is food photography your strongest photo skill?': the one named is answered yes or no before the best is named.
  const asked = second ? [] : items.filter((e) => askedWhether(lower, e.name))
  const beaten = asked.filter((e) => !top.includes(e))
  const verdict =
    asked.length === 0
      ? ''
      : beaten.length === 0
        ? 'Yes. '
        : `No, not ${list(beaten.map((e) => `${e.name} (${measureText(e, measure)})`))}. `
  return part('answer', `${verdict}${among}, the ${second ? 'second ' : ''}${word} ${top.length > 1 ? 'are' : 'is'} ${names}.`, paths)
}

/** 'How many tools are you at 90% or higher with?', 'which skills are rated above 85%?': only the ones past the line. */
function pastLevel(text: string, stems: ReadonlySet<string>): Part | undefined {
  const line = levelLine(text)
  const domain = line ? domainOf(stems, text, []) : undefined
  if (!line || !domain || !domain.items.some((e) => e.level !== undefined)) return undefined
  const past = domain.items.filter((e) => e.level !== undefined && line.passes(e.level))
  return part(
    'answer',
    `${capitalised(counted(past.length))} of the ${counted(domain.items.length)} ${domain.noun} on the site ${past.length === 1 ? 'is' : 'are'} ${line.words}${past.length ? `: ${list(past.map((e) => `${e.name} (${e.level}%)`))}` : ''}.`,
    [...new Set(domain.items.map((e) => e.href))].slice(0, 2),
  )
}

/** The words a count can be of: pieces of work, clients, or a list the site types. */
const COUNTABLE = ['project', 'job', 'gig', 'client', 'piec', 'work', 'thing', 'exampl', 'sampl', 'item', 'categori', 'year', 'time']

/**
 * 'How many revision rounds are included in a logo project?' counts something the site keeps no list of: the
 * noun after 'how many' (past 'of the' and words that describe it) is no piece of work, client or typed list.
 */
function countsSomethingElse(text: string): boolean {
  const after = /\bhow many\s+((?:[\p{L}'/&+-]+\s*){1,4})/iu.exec(text)?.[1]
  if (!after) return false
  const ws = mendedWords(after)
  // 'How many did you make?': the thing counted is elsewhere.
  if (ws.length === 0 || STOP.has(ws[0]!)) return false
  const countable = (w: string) => {
    const counted = new Set([stem(w), ...synonymsOf([stem(w)])])
    return (
      COUNTABLE.some((c) => counted.has(c) || stem(w).startsWith(c)) ||
      Boolean(domainOf(counted, w, [])) ||
      Boolean(categoryByWords(counted))
    )
  }
  return !ws.some(countable) && entitiesNamed(after).length === 0
}

function count(text: string, stems: ReadonlySet<string>, said: readonly Entity[] = [], listed: readonly Entity[] = []): Part | undefined {
  // 'How many days did it take?' asks for a time, not a count of things.
  if (!/\bhow many\b|\bnumber of\b|\bhow much work\b/i.test(text) || /\bhow many (days|weeks|hours|minutes|months|seconds)\b/i.test(text))
    return undefined
  // 'How many pieces is it split into?' asks about the parts of the thing in hand.
  if (
    /\b(it|that|this)\b/i.test(text) &&
    /\b(pieces|parts|sections|split|divided|broken)\b/i.test(text) &&
    !/\bin (it|that|this)\b/i.test(text)
  )
    return undefined
  // 'Add up the project counts, how many is that altogether?' is a sum, not a count.
  if (TOTAL.test(text.toLowerCase()) && has(stems, 'count')) return undefined
  // 'Which category has the biggest number of projects?' compares counts: the superlative answers it.
  if (/\b(which|what)\b/i.test(text) && SUPERLATIVES.some(([re]) => re.test(text.toLowerCase()))) return undefined
  if (/\bhow many years\b/i.test(text))
    return part('answer', `${firstName} has ${site.experience} of experience and ${site.projectsCompleted} completed projects (/about).`, [
      '/about',
    ])
  // 'How many of the films are from 2023?': the year's own list answers, with its count.
  if (/\b(19|20)\d{2}\b/.test(text)) return undefined
  // 'How many slides does the carousel post have?' is about that piece, not a count of pieces.
  if (entitiesNamed(text).some((e) => WORK_KINDS.has(e.kind))) return undefined
  if (countsSomethingElse(text)) return undefined
  // 'How many is that?' after the smallest category was named: its projects are counted.
  const bare = /^\W*(and\s+|so\s+)?how many( projects)? (is|was) (that|it)\W*$/i.test(text)
  const project = has(stems, 'project', 'job', 'gig', 'done', 'complet', 'client') || bare
  // 'How many graphic design jobs?' names the category by its everyday words.
  const named =
    entitiesNamed(text).find((e) => e.kind === 'category') ??
    (project && !bare ? categoryByWords(stems) : undefined) ??
    // 'How many projects are in it?' after a category was shown: that category's count.
    (project &&
    (bare ||
      /\b(in|under|inside) (it|there|that category|this category|that section)\b|\b(does|do|did) (it|that|this)( one| category| section)? (have|hold|contain|include|count)\b/i.test(
        text,
      ))
      ? said.slice(0, 1).find((e) => e.kind === 'category')
      : undefined)
  if (project && named) {
    const c = categories[named.key as keyof typeof categories]
    return part(
      'answer',
      `${c.title} counts ${c.projectCount.toLowerCase()}; the page shows ${counted(c.cards.length)} of them: ${list(c.cards.map((x) => x.title))} (${named.href}).`,
      [named.href],
    )
  }
  // 'And how many of those areas are there in total?': the things the last answer listed, counted.
  const alike = listed.length >= 2 ? listed : said.filter((e) => e.kind === said[0]?.kind)
  if (
    /\bhow many of (those|these|them)( [\p{L}-]+)?( (are|were|is) (there|listed|shown|on it|on the list))?( in total| altogether| in all| overall)?\s*[?.!]*\s*$/iu.test(
      text,
    ) &&
    alike.length >= 2
  )
    return part(
      'answer',
      `That makes ${counted(alike.length)}: ${list(alike.map((e) => e.name))}.`,
      [...new Set(alike.map((e) => e.href))].slice(0, 2),
    )
  const domain = domainOf(stems, text, [])
  const past = pastLevel(text, stems)
  if (past) return past
  if (domain && !(project && !has(stems, 'websit', 'site', 'film', 'video'))) {
    // 'Out of 25+ in Graphics' only when every piece counted is of that one category.
    const group = domain.items[0]?.group
    const c = group && domain.items.every((e) => e.group === group) ? categoryList.find((x) => x.id === group) : undefined
    const work = ['project', 'site', 'video', 'card'].includes(domain.items[0]?.kind ?? '')
    const more = c && work ? ` (out of ${c.projectCount.toLowerCase()} in ${c.title})` : ''
    return part(
      'answer',
      `The site shows ${counted(domain.items.length)} ${domain.noun}${more}: ${list(domain.items.map((e) => e.name))}.`,
      [...new Set(domain.items.map((e) => e.href))].slice(0, 2),
    )
  }
  if (project || has(stems, 'year'))
    return part('answer', `${firstName} has completed ${site.projectsCompleted} projects in ${site.experience} (/about).`, ['/about'])
  return undefined
}

/** 'At 90% or higher', 'above 85%', 'under 80 percent': a line a level must pass. */
function levelLine(text: string): { passes: (level: number) => boolean; words: string } | undefined {
  const lower = text.toLowerCase()
  const after = /(\d{1,3})\s*(?:%|percent|per cent)\s*(?:or|and)\s*(higher|more|above|over|better|up|lower|less|below|under)/.exec(lower)
  if (after) {
    const n = Number(after[1])
    const up = /higher|more|above|over|better|up/.test(after[2]!)
    return up ? { passes: (l) => l >= n, words: `at ${n}% or higher` } : { passes: (l) => l <= n, words: `at ${n}% or lower` }
  }
  const before = /\b(above|over|more than|higher than|at least|below|under|less than|lower than)\s*(\d{1,3})\s*(?:%|percent|per cent)/.exec(
    lower,
  )
  if (!before) return undefined
  const n = Number(before[2])
  if (before[1] === 'at least') return { passes: (l) => l >= n, words: `at ${n}% or higher` }
  return /above|over|more|higher/.test(before[1]!)
    ? { passes: (l) => l > n, words: `above ${n}%` }
    : { passes: (l) => l < n, words: `below ${n}%` }
}

const skillsOfGroup = (group: Entity) =>
  knowledge.entities.filter((e) => e.kind === 'skill' && `skill-group:${e.group}` === group.key && e.level !== undefined)

/** A question about one attribute of a known thing: a film's length, a tool's level, what a site was built with, a year. */
/** Words that ask for a level, in any form ('levels', 'rated', 'percentage'). */
const LEVEL_WORDS = new Set('level proficiency proficient rate rating score percent percentage experienced expertise'.split(' ').map(stem))

/** 'That series of posts with the big letters: how many are there?': the pictures described in front are what is counted. */
export const SERIES_COUNTED =
  /\b(?:series|set|collection|batch|grid) of (?:images|photos|pictures|pics|posts|designs|graphics|visuals|slides|shots|artworks)\b[^?.!]{0,60}(?=\bhow many (?:are there|of them|are in (?:it|there|that|the set|the series))\b)/i

/** 'How many images does it have?': a count of what a page shows, not of the pieces of a list. */
export const IMAGE_COUNT = new RegExp(
  [
    /\bhow many (\w+ )?(images?|photos?|pictures?|pics?|pieces?|designs?|posts?|slides?|shots?|artworks?|visuals?|frames?|mockups?|items?)\b(?![ -]?(shoots?|sessions?|jobs?|projects?))/,
    SERIES_COUNTED,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
)

/** A film's length asked: 'how long is it', 'runtime', 'how many minutes'. */
export const LENGTH_ASKED = /\b(how long|length|runtime|run time|duration|minutes|seconds)\b/i

/** 'Where were those pictures meant to be used?', 'what were they for?': what a piece was made for, as its description says. */
const MADE_FOR_ASKED =
  /\bwhere\b[^?.!]{0,40}\b(meant to be used|meant for|used|published|displayed)\b|\bwhat (was|were) (it|they|those|these|that|this)( \w+)? (made |meant |used |shot |designed )?for\b|\b(purpose|intended use)\b/i

/** A project's year, tools and platform are on its card, which its category page shows beside the project's own page. */
const onCard = (entity: Entity) =>
  entity.cardOn && entity.cardOn.href !== entity.href
    ? { text: `; its card on the ${entity.cardOn.title} page (${entity.cardOn.href}) shows it`, paths: [entity.cardOn.href] }
    : { text: '', paths: [] }

export function attribute(text: string, entity: Entity): Part | undefined {
  const lower = text.toLowerCase()
  const card = onCard(entity)
  if (entity.images && entity.description && MADE_FOR_ASKED.test(text))
    return part('answer', `${entity.name} (${entity.href}): ${entity.description}`, [entity.href])
  if (entity.images && IMAGE_COUNT.test(text))
    return part('answer', `The ${entity.name} page shows ${counted(entity.images)} images (${entity.href}).`, [entity.href])
  if (entity.button && BUTTON_WORDS.test(lower))
    return part('answer', `The button on ${entity.name} (${entity.href}) reads "${entity.button}".`, [entity.href])
  if (entity.duration && LENGTH_ASKED.test(lower))
    return part(
      'answer',
      `${entity.name} runs ${entity.duration}${entity.year ? ` (${entity.year})` : ''}: ${entity.description} (${entity.href})`,
      [entity.href],
    )
  if (
    entity.level !== undefined &&
    (new RegExp(
      String.raw`\b(how good|how well|how strong|how skilled|how confident|how (${LEVEL_ADJECTIVES})|good at|how much do you know|out of (100|a hundred|ten|10)|know [^?]{0,30}\bwell( enough)?|(good|skilled|experienced) enough|what (number|percentage|score|rating|level|%))\b`,
    ).test(lower) ||
      words(lower).some((w) => LEVEL_WORDS.has(stem(w))))
  ) {
    // The About page's overview may rate the same discipline differently: both numbers are the site's.
    const overview = knowledge.overview.find((o) => o.name === entity.name && o.key !== entity.key && o.level !== entity.level)
    const also = overview ? ` The skills overview on ${overview.href} puts it at ${overview.level}%.` : ''
    // 'How strong is your photography, by area?': a group's level is its best skill's, so its skills are named too.
    const skills = entity.kind === 'skill-group' ? skillsOfGroup(entity) : []
    const bySkill = skills.length ? ` By skill: ${list(skills.map((s) => `${s.name} ${s.level}%`))}.` : ''
    return part(
      'answer',
      `${entity.name} is at ${entity.level}% on the site (${entity.href}): ${entity.description}${bySkill}${also}`,
      overview ? [entity.href, overview.href] : [entity.href],
    )
  }
  if (
    entity.platform &&
    /\b(platforms?|networks?|channels?|apps?|instagram|facebook|linkedin|tiktok|where (was|is|were|are) (it|this|that|they|these|those) (posted|published))\b/.test(
      lower,
    )
  )
    return part('answer', `${entity.name} was made for ${entity.platform} (${entity.href})${card.text}.`, [entity.href, ...card.paths])
  // 'When did the client receive the pictures?' asks how soon they came, not the year.
  if (
    entity.year &&
    (/\b(what year|which year|how old|how recent)\b/.test(lower) ||
      (/\bwhen (was|were|did)\b/.test(lower) &&
        !/\b(receive|received|get|got|see|saw|deliver|delivered|arrive|arrived|come back|ready)\b/.test(lower)))
  ) {
    return part('answer', `${entity.name} is from ${entity.year} (${entity.href})${card.text}.`, [entity.href, ...card.paths])
  }
  // 'Who makes Kling?': the maker of a tool.
  if (
    entity.maker &&
    /\bwho (makes|made|develops|developed|builds|built|owns|is behind)\b|\bmade by\b|\bwhich company\b|\bwhose (tool|app|software)\b/.test(
      lower,
    )
  )
    return part('answer', `${entity.name} is made by ${entity.maker} (${entity.href}).`, [entity.href])
  if (
    entity.tools?.length &&
    /\b((use|used) (for|on|in) (it|that|this|them|those|these)|(run|runs|running|powered|work|works) (on|by|with)|(built|made|created|done|designed|drawn|draw|edited|edit) ((them|it|those|these) )?(with|in|on)|(make|build|create|design|shoot|film|cut) (it|them|this|that) (with|in|using)|tools?|software|platform|programs?|apps?)\b/.test(
      lower,
    )
  )
    return part('answer', `${entity.name} was made with ${list([...entity.tools])} (${entity.href})${card.text}.`, [
      entity.href,
      ...card.paths,
    ])
  return undefined
}

/**
 * How a question relates the items to its year: 'from 2024', 'not from 2024' (the older ones), 'before 2024',
 * 'after 2023'. `said` words it for the answer; none for the year itself.
 */
function yearRelation(text: string, year: string): { said?: string; holds: (itemYear: number, year: number) => boolean } {
  const before = (re: string) => new RegExp(`\\b(${re})\\s+(the\\s+year\\s+)?${year}\\b`, 'i').test(text)
  // 'Not from 2024', 'other than 2024': the year set aside, as any name is.
  if (before(String.raw`${SET_ASIDE.source}(\s+(from|in|made in|dated|shot in))?|n't (from|in)|outside( of)?`))
    return { said: 'not from', holds: (a, b) => a !== b }
  if (before('before|earlier than|older than|prior to|until|pre')) return { said: 'from before', holds: (a, b) => a < b }
  if (before('after|later than|newer than|more recent than')) return { said: 'from after', holds: (a, b) => a > b }
  return { holds: (a, b) => a === b }
}

/** The portfolio page of a list whose items all belong to one category. */
function portfolioPathOfAll(items: readonly Entity[]): string | undefined {
  const group = items[0]?.group
  const page = group && items.every((e) => e.group === group) ? categoryList.find((c) => c.id === group) : undefined
  return page ? portfolioPath(page.id) : undefined
}

/** 'Which films are from 2023?': the items of a list made in a given year. */
function byYear(text: string, stems: ReadonlySet<string>, listed: readonly Entity[]): Part | undefined {
  const year = /\b(20[12]\d)\b/.exec(text)?.[1]
  if (!year) return undefined
  const domain = domainOf(stems, text, listed)
  if (!domain) return undefined
  const dated = domain.items.filter((e) => e.year !== undefined)
  if (dated.length === 0) return undefined
  const relation = yearRelation(text, year)
  const hits = dated.filter((e) => relation.holds(e.year!, Number(year)))
  if (relation.said) {
    const page = portfolioPathOfAll(domain.items)
    return part(
      'answer',
      hits.length === 0
        ? `None of the ${domain.noun} on the site is ${relation.said} ${year}; they are from ${list([...new Set(dated.map((e) => String(e.year)))].sort())}.`
        : `${capitalised(counted(hits.length))} of the ${counted(domain.items.length)} ${domain.noun} ${hits.length === 1 ? 'is' : 'are'} ${relation.said} ${year}: ${list(hits.map((e) => `${e.name} (${e.year}, ${e.href})`))}.`,
      [...new Set([...(page ? [page] : []), ...(hits.length ? hits : dated).map((e) => e.href)])],
    )
  }
  if (hits.length === 0)
    return part(
      'answer',
      `None of the ${domain.noun} on the site is dated ${year}; they are from ${list([...new Set(dated.map((e) => String(e.year)))].sort())}.`,
      [dated[0]!.href],
    )
  // The category's page too, when all of them come from one.
  const page = portfolioPathOfAll(domain.items)
  return part(
    'answer',
    `${capitalised(counted(hits.length))} of the ${counted(domain.items.length)} ${domain.noun} ${hits.length === 1 ? 'is' : 'are'} from ${year}: ${list(hits.map((e) => `${e.name} (${e.href})`))}.`,
    [...new Set([...(page ? [page] : []), ...hits.map((e) => e.href)])],
  )
}

/** 'Which clips are shorter than half a minute?': the films of a list on one side of a length. */
function byLength(text: string, stems: ReadonlySet<string>, listed: readonly Entity[]): Part | undefined {
  const m =
    /\b(shorter|longer|less|more|under|over)\s+(?:than\s+)?(half a minute|a minute and a half|a minute|(\d+)\s*(seconds?|secs?|minutes?|mins?)|(\d+):(\d{2}))\b/i.exec(
      text,
    )
  if (!m) return undefined
  const limit =
    m[2] === 'half a minute'
      ? 30
      : m[2] === 'a minute and a half'
        ? 90
        : m[2] === 'a minute'
          ? 60
          : m[3]
            ? Number(m[3]) * (/^min/i.test(m[4]!) ? 60 : 1)
            : Number(m[5]) * 60 + Number(m[6])
  const domain = domainOf(stems, text, listed)
  const films = domain?.items.filter((e) => e.seconds !== undefined) ?? []
  if (!domain || films.length < 2) return undefined
  const below = /^(shorter|less|under)$/i.test(m[1]!)
  const hits = films.filter((e) => (below ? e.seconds! < limit : e.seconds! > limit))
  const side = `${below ? 'under' : 'over'} ${span(limit)}`
  return part(
    'answer',
    hits.length && /\bhow many\b|\bnumber of\b/i.test(text)
      ? `${capitalised(counted(hits.length))} of the ${counted(films.length)} ${domain.noun} on the site ${hits.length === 1 ? 'runs' : 'run'} ${side}: ${list(hits.map((e) => `${e.name} (${e.duration})`))} (${hits[0]!.href}).`
      : hits.length
        ? `Of the ${domain.noun} on the site, ${list(hits.map((e) => `${e.name} (${e.duration})`))} ${hits.length === 1 ? 'runs' : 'run'} ${side} (${hits[0]!.href}).`
        : `None of the ${domain.noun} on the site runs ${side}: they run from ${span(Math.min(...films.map((e) => e.seconds!)))} to ${span(Math.max(...films.map((e) => e.seconds!)))}.`,
    [...new Set((hits.length ? hits : films).map((e) => e.href))],
  )
}

/** 'Which ones are for cafes or restaurants?' after a list: the items of that list whose own words name one of those. */
const WHICH_ARE_FOR =
  /^\W*(?:and\s+)?(?:which (?:ones|of (?:them|those|these))\s+(?:are|were)|(?:(?:is|are|was|were) )?any (?:of (?:them|those|these)|ones?)(?:\s+(?:are|were))?)\s+(?:(?:made|done|shot|designed|built) )?(?:for|about)\s+(.+?)\W*$/i

/** Words for a client of any trade: 'a coffee business', 'a florist shop', 'a beauty brand'. */
const ANY_CLIENT = new Set(
  ['business', 'businesses', 'company', 'companies', 'firm', 'brand', 'brands', 'client', 'clients', 'place', 'places'].map(stem),
)

function listedFor(text: string, listed: readonly Entity[]): Part | undefined {
  const m = WHICH_ARE_FOR.exec(text)
  if (!m || listed.length < 2) return undefined
  // 'for cafes or restaurants': each thing named, every word of it.
  // 'For a coffee business': the trade is what fits; 'business' fits any of them.
  const things = m[1]!
    .split(/\s*(?:,|\bor\b|\band\b)\s*/i)
    .map((t) => {
      const own = words(t)
        .filter((w) => !STOP.has(w))
        .map(stem)
      const specific = own.filter((s) => !ANY_CLIENT.has(s))
      return specific.length ? specific : own
    })
    .filter((t) => t.length > 0)
  const fits = (e: Entity) => {
    const own = new Set(words(`${e.name} ${e.description} ${e.tags ?? ''}`).map(stem))
    return things.some((t) => t.every((s) => own.has(s) || synonymsOf([s]).some((x) => own.has(x))))
  }
  const hits = listed.filter(fits)
  if (hits.length === 0 || hits.length === listed.length) return undefined
  return part('answer', `Of those, for ${m[1]}: ${list(hits.map((e) => `${e.name} (${e.href})`))}.`, [...new Set(hits.map((e) => e.href))])
}

/** 'Which websites were built with Lovable?': the items of a list made with a named tool. */
function byTool(text: string, stems: ReadonlySet<string>, listed: readonly Entity[], previous = ''): Part | undefined {
  const named = entitiesNamed(text)
  // 'Made with Lovable and not Webflow': the tool set aside is one the pieces must not be made with.
  const asideTools = named.filter((e) => e.kind === 'tool' && setAside(text, e.name))
  const tool = named.find((e) => e.kind === 'tool' && !asideTools.includes(e))
  const howMany = /\bhow many\b|\bnumber of\b/i.test(text)
  const whichOfThem = /\bwhich (ones|of (them|those|these))\b/i.test(text)
  if (!tool || !(howMany || /\b(which|what|any)\b/i.test(text))) return undefined
  // 'Which AI tools are in your toolkit? I only know ChatGPT': the tools are asked, not the work made with one.
  if (/\b(which|what) (\w+ )?(tools|apps|programs|software)\b/i.test(text) && !/\b(made|built|done|designed|created|used)\b/i.test(text))
    return undefined
  // 'How good are you at Webflow vs Lovable? scores pls, deciding which one to build in': their levels are asked.
  if (/\b(how (good|well|strong|skilled)|scores?|ratings?|percent)\b|%/i.test(text)) return undefined
  // 'What do you use Magnific AI for?' asks what the tool does, answered with the tool itself.
  if (/\bwhat (do|did|does|have) (you|u|\w+) (actually |mainly |mostly )?(use|used)\b[^?]*\bfor\b/i.test(text) && !howMany) return undefined
  // 'For the X project, which tool was used with Photoshop?' asks about X's tools, not for the work made with Photoshop.
  // 'The websites, which ones did you make with Lovable?' describes the AI-built site too, but names no piece.
  const piece = (e: Entity) => e.kind !== 'tool' && e.kind !== 'category' && e.kind !== 'skill-group'
  if (named.some(piece) && (entitiesWritten(text).some(piece) || !whichOfThem)) return undefined
  // 'Made with the AI builder': the words that called the tool by its role name no list.
  const roleWords = new RegExp(escapeRegExp(tool.name), 'i').test(text) ? [] : words(tool.tags ?? '')
  const roleStems = new Set(roleWords.map(stem))
  const rest = roleWords.reduce((t, w) => t.replace(new RegExp(`\\b${escapeRegExp(w)}\\b`, 'gi'), ''), text.replace(tool.name, ''))
  const asked = new Set([...stems].filter((s) => s !== stem('tool') && s !== stem('software') && !roleStems.has(s)))
  const madeWithIt = (e: Entity) => e.tools?.includes(tool.name) && !asideTools.some((t) => e.tools?.includes(t.name))
  // 'The websites, which ones did you make with it?' after a list of services: the list the words name, when none
  // of the pieces just listed was made with it.
  const justListed = domainOf(asked, rest, listed)
  // 'Which of them were built with Lovable?' after a question for the websites that got no list: the websites asked for.
  const askedBefore = () => (whichOfThem && previous ? listNamedIn(previous) : undefined)
  // 'Which of the client websites on your web design page were made with Lovable?': the websites, though 'web design'
  // also names a group of skills.
  const sites = has(asked, 'websit', 'site') && !has(asked, 'skill') ? knowledge.entities.filter((e) => e.kind === 'site') : []
  const domain = justListed?.items.some(madeWithIt)
    ? justListed
    : sites.some(madeWithIt)
      ? { items: sites, noun: 'websites' }
      : (domainOf(asked, rest, []) ?? askedBefore())
  if (!domain || domain.items.every((e) => e.kind === 'tool')) return undefined
  const hits = domain.items.filter(madeWithIt)
  // Nothing listed as made with it says nothing: the tools of every piece are not always given.
  if (hits.length === 0) return undefined
  const paths = [...new Set(hits.map((e) => e.href))]
  if (howMany)
    return part(
      'answer',
      `${capitalised(counted(hits.length))} of the ${counted(domain.items.length)} ${domain.noun} ${hits.length === 1 ? 'was' : 'were'} made with ${tool.name}: ${list(hits.map((e) => `${e.name} (${e.href})`))}.`,
      paths,
    )
  return part('answer', `Made with ${tool.name}: ${list(hits.map((e) => `${e.name} (${e.href})`))}.`, paths)
}
const TOTAL =
  /\b(in total|total|totals|combined|altogether|all together|back to back|back-to-back|add(ed|ing)? (them |it |those |these )?up|sum|in all)\b/
const AVERAGE = /\b(average|on average|mean)\b/

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
const minutesAndSeconds = (seconds: number) =>
  `${plural(Math.floor(seconds / 60), 'minute')}${Math.round(seconds % 60) ? ` ${plural(Math.round(seconds % 60), 'second')}` : ''}`
/** A span of time as people say it: '45 seconds' under a minute, '1:20 (1 minute 20 seconds)' beyond. */
const span = (seconds: number) => (seconds < 60 ? plural(seconds, 'second') : `${clock(seconds)} (${minutesAndSeconds(seconds)})`)

/** 'Which area has the highest average score across its skills?': each skill group's mean, and the groups at both ends. */
function groupAverages(text: string): Part | undefined {
  const lower = text.toLowerCase()
  if (!AVERAGE.test(lower) || !/\b(area|group|categor(y|ies)|section|disciplin\w*|field)s?\b/.test(lower)) return undefined
  if (!/\b(highest|lowest|best|worst|strongest|weakest|top|bottom)\b/.test(lower)) return undefined
  const groups = knowledge.entities
    .filter((e) => e.kind === 'skill-group')
    .map((g) => {
      const skills = knowledge.entities.filter((e) => e.kind === 'skill' && `skill-group:${e.group}` === g.key && e.level !== undefined)
      return { g, mean: skills.length ? skills.reduce((sum, e) => sum + e.level!, 0) / skills.length : undefined }
    })
    .filter((x) => x.mean !== undefined)
    .sort((a, b) => b.mean! - a.mean!)
  if (groups.length < 2) return undefined
  const [top, bottom] = [groups[0]!, groups.at(-1)!]
  const shown = (x: (typeof groups)[number]) => `${x.g.name} (${Number(x.mean!.toFixed(1))}%)`
  return part(
    'answer',
    `Averaged over their skills, the highest group on the skills page (/skills) is ${shown(top)} and the lowest ${shown(bottom)}.`,
    ['/skills'],
  )
}

/** 'How long are all the films together?', 'your average tool level': a sum or a mean over a typed list. */
function aggregate(text: string, stems: ReadonlySet<string>, listed: readonly Entity[]): Part | undefined {
  const lower = text.toLowerCase()
  const average = AVERAGE.test(lower)
  if (!average && !TOTAL.test(lower)) return undefined
  // 'The average of ChatGPT, Kling and Midjourney': the things named, when the question names several of one kind.
  const named = entitiesNamed(text).filter((e) => e.level !== undefined || e.seconds !== undefined)
  const chosen =
    named.length >= 2 && named.every((e) => e.kind === named[0]!.kind) ? { items: named, noun: `${named[0]!.kind}s named` } : undefined
  const domain = chosen ?? domainOf(stems, text, /\b(them|those|these|they)\b/.test(lower) ? listed : [])
  if (!domain) return undefined
  const timed = domain.items.filter((e) => e.seconds !== undefined)
  const levelled = domain.items.filter((e) => e.level !== undefined)
  const paths = [...new Set(domain.items.map((e) => e.href))].slice(0, 2)
  if (timed.length >= 2) {
    const sum = timed.reduce((total, e) => total + e.seconds!, 0)
    const value = average ? sum / timed.length : sum
    return part(
      'answer',
      `${average ? 'On average' : 'Together'}, the ${counted(timed.length)} ${domain.noun} on the site run${average ? '' : ' for'} ${clock(value)} (${minutesAndSeconds(value)}): ${list(timed.map((e) => `${e.name} ${e.duration}`))}.`,
      paths,
    )
  }
  // 'Add up the project counts of the categories': the counts their pages give, '25+' read as 25.
  const numbered = domain.items.filter((e) => e.count !== undefined)
  if (numbered.length >= 2 && has(stems, 'project', 'count', 'number')) {
    const sum = numbered.reduce((total, e) => total + e.count!, 0)
    const value = average ? Number((sum / numbered.length).toFixed(1)) : sum
    const shown = numbered.map((e) => categoryList.find((c) => c.id === e.key)?.projectCount.split(' ')[0] ?? String(e.count))
    // '25+' is at least 25: so is the sum.
    const atLeast = shown.some((n) => n.endsWith('+')) ? '+' : ''
    return part(
      'answer',
      `${average ? 'On average' : 'Added up'}, the project counts of the ${counted(numbered.length)} ${domain.noun} come to ${value}${atLeast} (${list(numbered.map((e, i) => `${e.name} ${shown[i]}`))}).`,
      paths,
    )
  }
  if (average && levelled.length >= 2) {
    const mean = levelled.reduce((total, e) => total + e.level!, 0) / levelled.length
    return part(
      'answer',
      `The ${counted(levelled.length)} ${domain.noun} on the site average ${Number(mean.toFixed(1))}%, from ${Math.min(...levelled.map((e) => e.level!))}% to ${Math.max(...levelled.map((e) => e.level!))}%.`,
      paths,
    )
  }
  return undefined
}

const ENUMERATING =
  /^(what|which|list|show|name|tell me|give me|do|does|can|could|any|got)\b|\b(are there|do you have|have you (built|made|done|designed|shot|filmed|created)|read (them )?out|read (me )?(the|those|these))\b/i
/** Words that leave a list as it is: 'your client websites', 'the AI video work you have done'. */
const WHOLE_LIST = new Set(
  'generat client customer real past recent previou all other work project exampl sampl built made done design creat shot film list show shown displai page part section area there have avail portfolio name give kind sort type order appear categori featur watch view brows check produc designer peopl read bar colour color overview sai cover offer includ provid'
    .split(' ')
    .map(stem),
)

/** 'What AI videos are there?', 'list your client websites': the whole typed list, in page order, by name. */
export function enumerate(text: string): Part | undefined {
  if (
    !ENUMERATING.test(text) ||
    !/\b(list|listed|all|websites|sites|films|videos|clips|reels|movies|tools|skills|groups|areas|categories|services|projects|shoots|work|bars)\b/i.test(
      text,
    )
  )
    return undefined
  // A piece of work named by name is a question about it; a skill or tool named on the way ('AI generated') is not,
  // but one the work is made in is ('do you build sites in Webflow?').
  const mentioned = entitiesNamed(text)
  if (mentioned.some((e) => e.kind !== 'category' && e.kind !== 'skill-group' && e.kind !== 'skill' && e.kind !== 'tool')) return undefined
  if (mentioned.some((e) => e.kind === 'tool' && new RegExp(`\\b(in|with|using|on)\\s+${e.name}\\b`, 'i').test(text))) return undefined
  const stems = new Set(mendedWords(withoutThisSite(text)).map(stem))
  const domain = domainOf(stems, text, [])
  if (!domain || domain.items.length < 2) return undefined
  // 'Any brand identity work I could look at?' asks for pieces of work, not the skills of the group called so.
  if (
    domain.items.every((e) => e.kind === 'skill') &&
    /\b(work|projects?|examples?|samples?|pieces?)\b/i.test(text) &&
    !/\b(skills?|abilit(y|ies)|strengths?|levels?|bars?)\b/i.test(text)
  )
    return undefined
  const nounStems = new Set(
    [
      ...words(domain.noun).map(stem),
      'video',
      'film',
      'clip',
      'site',
      'web',
      'tool',
      'softwar',
      'skill',
      'group',
      'categori',
      'servic',
      'ai',
      'movi',
      'reel',
    ].map((w) => stem(w)),
  )
  const named = new Set(entitiesNamed(text).flatMap((e) => words(e.name).map(stem)))
  const domainCategory = domain.items.every((e) => e.group === domain.items[0]!.group) ? domain.items[0]!.group : undefined
  const rest = mendedWords(text)
    .filter((w) => !STOP.has(w))
    .map(stem)
    // 'Your website projects': a word that names the category listed is part of the list's name.
    .filter((s) => !nounStems.has(s) && !WHOLE_LIST.has(s) && !named.has(s) && !(domainCategory && categoryOf([s]) === domainCategory))
  if (rest.length > 0) return undefined
  const shown = domain.items.slice(0, 12)
  // 'What skills are on your skills page?': more skills than a sentence holds are said as their groups.
  const groups = [...new Set(domain.items.map((e) => (e.kind === 'skill' ? entityOf(`skill-group:${e.group}`) : undefined)))]
  if (domain.items.length > shown.length && groups.length >= 2 && groups.every(Boolean))
    return part(
      'answer',
      `The skills page (/skills) shows ${counted(domain.items.length)} skills in ${counted(groups.length)} groups: ${list(groups.map((g) => g!.name))}.`,
      ['/skills'],
    )
  return part(
    'answer',
    // 'Read out the bars': a list of levels is read with its levels.
    `The site shows ${counted(domain.items.length)} ${domain.noun}: ${list(shown.map((e) => (shown.every((i) => i.level !== undefined) ? `${e.name} (${e.level}%)` : e.name)))}${domain.items.length > shown.length ? ' and more' : ''}.`,
    [...new Set(domain.items.map((e) => e.href))].slice(0, 2),
  )
}

/** 'How many clips are in it?' after one project: the pieces of that project, counted. */
function piecesIn(text: string, listed: readonly Entity[]): Part | undefined {
  if (
    !/\bhow many\b/i.test(text) ||
    !/\b(in|on) (it|that|this|there)\b|\b(does|did) (it|that|this) (have|include|contain|show)\b/i.test(text)
  )
    return undefined
  const group = entityOf(listed[0]?.group)
  const project = group?.kind === 'project' ? group : undefined
  if (!project || listed.length < 2 || !listed.every((e) => e.group === project.key)) return undefined
  return part(
    'answer',
    `${project.name} has ${counted(listed.length)} ${listed.every((e) => e.kind === 'video') ? 'films' : 'pieces'}: ${list(listed.map((e) => `${e.name}${e.duration ? ` (${e.duration})` : ''}`))} (${project.href}).`,
    [project.href],
  )
}

/** A question, by its mark or its first words: only a question asks which is best. */
const ASKING = /\?|^\W*(which|what|whats|who|whos|where|wheres|whose|how|hows|list|name|tell|show|and)\b|\b(which|what|whats)\b/i

/** 'How big is the gap between the tool she is best at and the weakest?': the highest level less the lowest. */
function gap(text: string, stems: ReadonlySet<string>, listed: readonly Entity[]): Part | undefined {
  // 'How many points is it behind your strongest one?': the thing just named against the top of its kind.
  const it = listed.length === 1 ? listed[0] : undefined
  if (
    it?.level !== undefined &&
    /\b(behind|short of|below|under|less than|lower than|weaker than|worse than)\b/i.test(text) &&
    /\b(strongest|best|highest|top)\b/i.test(text)
  ) {
    const top = knowledge.entities.filter((e) => e.kind === it.kind && e.level !== undefined).sort((a, b) => b.level! - a.level!)[0]!
    return part(
      'answer',
      `${it.name} (${it.level}%) is ${top.level! - it.level} points behind ${top.name} (${top.level}%), the highest of its kind on the site.`,
      [...new Set([it.href, top.href])],
    )
  }
  // 'The longest film, and how much longer is it than the shortest?': the longest less the shortest.
  if (/\bhow (much|many \w+) (longer|shorter)\b|\b(longest|shortest)\b[^?]*\b(shortest|longest)\b/i.test(text)) {
    // 'How much longer is it than the shortest one?' after a film was named: the films of its page.
    const it = listed.length === 1 && listed[0]!.seconds !== undefined ? listed[0] : undefined
    const films = (it ? knowledge.entities.filter((e) => e.group === it.group) : (domainOf(stems, text, listed)?.items ?? [])).filter(
      (e) => e.seconds !== undefined,
    )
    if (films.length >= 2) {
      const sorted = [...films].sort((a, b) => b.seconds! - a.seconds!)
      const [longest, shortest] = [sorted[0]!, sorted.at(-1)!]
      return part(
        'answer',
        `The longest is ${longest.name} (${longest.duration}) and the shortest ${shortest.name} (${shortest.duration}): ${span(longest.seconds! - shortest.seconds!)} longer.`,
        [...new Set([longest.href, shortest.href])],
      )
    }
  }
  // 'Torn between booking wedding photography or a family session' compares no levels.
  const measured =
    /\b(gap|difference|spread|apart(?! from)|separates?)\b/i.test(text) ||
    (/\bbetween\b/i.test(text) &&
      /\b(best|worst|strongest|weakest|highest|lowest|top|bottom|most|least|levels?|ratings?|points?|percent)\b|%/i.test(text))
  if (!measured) return undefined
  const domain = domainOf(stems, text, listed)
  const levelled = domain?.items.filter((e) => e.level !== undefined) ?? []
  if (!domain || levelled.length < 2) return undefined
  const sorted = [...levelled].sort((a, b) => b.level! - a.level!)
  const [top, bottom] = [sorted[0]!, sorted.at(-1)!]
  return part(
    'answer',
    `Of the ${domain.noun} on the site, ${top.name} is highest at ${top.level}% and ${bottom.name} lowest at ${bottom.level}%: a gap of ${top.level! - bottom.level!} points.`,
    [...new Set([top.href, bottom.href])],
  )
}

/** How far apart two things are: 'X points' for levels, 'm:ss' for films, 'N years' for years. */
const apart = (by: Exclude<Measure, 'count' | 'images'>, amount: number) =>
  by === 'level' ? `${amount} points` : by === 'seconds' ? span(amount) : `${amount} year${amount === 1 ? '' : 's'}`

/** 'How many points higher is Photoshop than Kling?': two things named with a level (or length, or year), subtracted. */
function namedDifference(text: string, said: readonly Entity[]): Part | undefined {
  const asks =
    /\b(how (many|much)\b[^?]*\b(higher|lower|more|less|better|worse|ahead|behind|longer|shorter|newer|older|stronger|weaker)|(higher|lower|longer|shorter|newer|older|stronger|weaker)\b[^?]*\bby how (much|many|long)|difference|gap|apart)\b/i.exec(
      text,
    )
  if (!asks) return undefined
  const by: Measure = /\b(longer|shorter|length|minutes|seconds)\b/i.test(text)
    ? 'seconds'
    : /\b(newer|older|years? apart)\b/i.test(text)
      ? 'year'
      : /\bprojects?\b|\bmore\b[^?]*\bthan\b/i.test(text) && !/\b(points?|percent|level|score)\b|%/i.test(text)
        ? 'count'
        : 'level'
  // 'How many more than videography is that?' after the largest category was named: that one against the one named now.
  const named0 = entitiesNamed(text)
  // 'More social media projects than video projects': a category named by its everyday word counts as named.
  const byWords =
    by === 'count'
      ? words(text)
          .map((w) => categoryOf([stem(w)]))
          .map((id) => knowledge.entities.find((e) => e.kind === 'category' && e.key === id))
          .filter((e): e is Entity => e !== undefined)
      : []
  const own = [...new Set([...named0, ...byWords])]
  const other = said.filter((e) => e.kind === own[0]?.kind && e !== own[0])
  // '... and how many points apart are they?', '... what's the gap in %?' after the strongest and the weakest were named.
  const pointedAt =
    own.length === 0 && /\b(they|them|those|these|the two|both)\b|\bthe (gap|difference|spread)\b/i.test(text)
      ? said.filter((e) => e[by] !== undefined)
      : []
  const named =
    own.length === 1 && other.length === 1
      ? [other[0]!, own[0]!]
      : pointedAt.length === 2 && pointedAt[0]!.kind === pointedAt[1]!.kind
        ? pointedAt
        : own
  const withValue = named.filter((e, i) => named.indexOf(e) === i && e[by] !== undefined)
  // 'Premiere Pro … higher than Audition': the skill 'Premiere Pro Editing' the first name is also part of is not a third.
  const valued = withValue.length > 2 ? withValue.filter((e) => e.kind === withValue[0]!.kind) : withValue
  if (valued.length !== 2 || valued[0]!.kind !== valued[1]!.kind) return undefined
  const [high, low] = [...valued].sort((a, b) => b[by]! - a[by]!)
  const word = by === 'seconds' ? 'longer than' : by === 'year' ? 'newer than' : 'higher than'
  return part(
    'answer',
    `${high!.name} (${measureText(high!, by)}) ${by === 'count' ? `has ${high![by]! - low![by]!} more projects than` : `is ${apart(by, high![by]! - low![by]!)} ${word}`} ${low!.name} (${measureText(low!, by)}).`,
    [...new Set([high!.href, low!.href])],
  )
}

/** 'Which one's stronger?' of two things the visitor named before: compared by their level, length or year. */
export function compareNamed(text: string, earlier: readonly Entity[]): Part | undefined {
  const asks = /\b(which|who)\b[^?]*\b(stronger|better|higher|weaker|worse|lower|longer|shorter|newer|older|more recent)\b/i.exec(text)
  if (!asks) return undefined
  const max = /stronger|better|higher|longer|newer|more recent/i.test(asks[2]!)
  const unique = earlier.filter((e, i) => earlier.indexOf(e) === i)
  const kind = unique[0]?.kind
  const things = unique.filter((e) => e.kind === kind)
  const value = (e: Entity) => (/longer|shorter/i.test(asks[2]!) ? e.seconds : /newer|older|recent/i.test(asks[2]!) ? e.year : e.level)
  const valued = things.filter((e) => value(e) !== undefined)
  if (valued.length < 2) return undefined
  const sorted = [...valued].sort((a, b) => (max ? value(b)! - value(a)! : value(a)! - value(b)!))
  const [first, second] = [sorted[0]!, sorted[1]!]
  const shown = (e: Entity) => (e.level !== undefined && value(e) === e.level ? `${e.level}%` : (e.duration ?? String(value(e))))
  return part('answer', `${first.name} (${shown(first)}) is ${asks[2]!.toLowerCase()} than ${second.name} (${shown(second)}).`, [
    ...new Set([first.href, second.href]),
  ])
}

/** 'Better at taking pictures of food or portraits?': two things set against each other by 'or'. */
const EITHER =
  /\b(better|stronger|higher|rated higher|rated better|more (?:skilled|experienced|confident|comfortable)|best)\s+(?:at|in|with|for)\s+(.+?)\s+or\s+(?:at\s+|in\s+|with\s+|for\s+)?(.+?)(?:[?.!]|$)/i
/** 'ChatGPT or Midjourney, which are you better at?': the two sides first, the question after. */
const EITHER_FIRST = /^\W*(.+?)\s+or\s+(.+?)\s*[,?:;-]*\s*(?:which|who|what)\b[^?]*\b(?:better|stronger|higher|best|more skilled)\b/i

/** The skills and tools whose names the words of one side name best (with the trade's synonyms). */
function levelledNamedBy(side: string): Entity[] {
  const stems = mendedWords(side)
    .filter((w) => !STOP.has(w) && /\p{L}/u.test(w))
    .map(stem)
  const wanted = new Set([...stems, ...synonymsOf(stems).flatMap((s) => s.split(' '))])
  const scored = knowledge.entities
    .filter((e) => (e.kind === 'skill' || e.kind === 'tool') && e.level !== undefined)
    .map((e) => {
      const name = words(e.name).filter((w) => /\p{L}/u.test(w))
      return { e, share: name.filter((w) => wanted.has(stem(w))).length / name.length }
    })
    .filter((x) => x.share > 0)
  const best = Math.max(0, ...scored.map((x) => x.share))
  return scored.filter((x) => x.share === best).map((x) => x.e)
}

/** 'Is the designer better at food photography or portraits?': the two levels, and which is higher. */
function either(text: string): Part | undefined {
  const m = EITHER.exec(text)
  const first = m ? undefined : EITHER_FIRST.exec(text)
  if (!m && !first) return undefined
  const [as, bs] = m ? [levelledNamedBy(m[2]!), levelledNamedBy(m[3]!)] : [levelledNamedBy(first![1]!), levelledNamedBy(first![2]!)]
  // A name two skill groups share ('Typography') is the one of the other side's group.
  const pairs = as.flatMap((a) => bs.filter((b) => b !== a).map((b) => [a, b] as const))
  const together = pairs.filter(([a, b]) => a.group === b.group)
  const chosen = together.length === 1 ? together : pairs
  if (chosen.length !== 1) return undefined
  const [a, b] = chosen[0]!
  const shown = (e: Entity) => `${e.name} (${e.level}%)`
  const [high, low] = a.level! >= b.level! ? [a, b] : [b, a]
  const said =
    high.level === low.level
      ? `${shown(a)} and ${shown(b)} are rated the same.`
      : `${shown(high)} is rated higher than ${shown(low)}${/\bby how (much|many)\b|\bhow many points\b|\bdifference\b|\bgap\b/i.test(text) ? `, by ${high.level! - low.level!} points` : ''}.`
  return part('answer', said, [...new Set([high.href, low.href])])
}

/**
 * Questions answered by computing over the site's typed lists, not by search. `listed` is the list the last answer
 * gave, `said` every thing it named ('the largest is Social Media' ... 'how many more than videography is that?').
 */
export function compute(text: string, listedBefore: readonly Entity[], previous = '', said: readonly Entity[] = []): Part | undefined {
  const stems = new Set(mendedWords(withoutThisSite(text)).map(stem))
  // 'Which clip there is the longest?' after a project with clips was shown: its clips.
  // 'In the video part, which clip is the longest?': the project with clips that the word names.
  const partWord = IN_THE_PART.exec(text)?.[1]
  const byPart = partWord
    ? knowledge.entities.filter((e) => e.kind === 'project' && filmsOf(e).length >= 2 && words(e.name).map(stem).includes(stem(partWord)))
    : []
  const shownProject = /\b(there|on that page|in that project)\b/i.test(text)
    ? said.find((e) => e.kind === 'project' && filmsOf(e).length >= 2)
    : byPart.length === 1
      ? byPart[0]
      : undefined
  const listed = shownProject ? filmsOf(shownProject) : listedBefore
  return (
    either(text) ??
    piecesIn(text, listed) ??
    listedFor(text, listed) ??
    namedDifference(text, said) ??
    gap(text, stems, listed) ??
    // 'How many of the websites were made with Lovable?' counts only those.
    (/\bhow many\b|\bnumber of\b/i.test(text) ? byTool(text, stems, listed) : undefined) ??
    // 'How many of your videos are under 2 minutes?' counts those on one side of the length.
    byLength(text, stems, listed) ??
    byNetwork(text) ??
    count(text, stems, said, listed) ??
    (/\b(which|what|list|name)\b/i.test(text) ? pastLevel(text, stems) : undefined) ??
    groupAverages(text) ??
    aggregate(text, stems, listed) ??
    // 'Our charity's best campaign photos are tiny' says 'best' without asking which is.
    (ASKING.test(text) ? superlative(text, stems, listed, words(text).length <= 5 ? previous : '') : undefined) ??
    byYear(text, stems, listed) ??
    byTool(text, stems, listed, previous) ??
    platforms(text)
  )
}

/** 'Of the social media projects, how many were made for Instagram?': the pieces made for the network named, counted. */
function byNetwork(text: string): Part | undefined {
  if (!/\b(how many|number of)\b[^?]{0,40}\b(projects|posts|pieces|examples|ones|designs|campaigns|were|are)\b/i.test(text))
    return undefined
  const pieces = knowledge.entities.filter((e) => e.platform)
  const networks = [...new Set(pieces.flatMap((e) => networksIn(e.platform!)))]
  const network = networks.find((n) => new RegExp(`\\bfor ${escapeRegExp(n)}\\b`, 'i').test(text))
  if (!network || entitiesNamed(text).some((e) => WORK_KINDS.has(e.kind))) return undefined
  const hits = pieces.filter((e) => networksIn(e.platform!).includes(network))
  const others = [...new Set(pieces.filter((e) => !hits.includes(e)).flatMap((e) => networksIn(e.platform!)))]
  return part(
    'answer',
    `${capitalised(counted(hits.length))} of the ${counted(pieces.length)} pieces on the site made for a social network were for ${network}: ${list(hits.map((e) => `${e.name} (${e.href})`))}.${others.length ? ` The others were made for ${list(others)}.` : ''}`,
    // The category page shows them all side by side, with their networks.
    [...new Set([...hits.flatMap((e) => entityOf(e.group)?.href ?? []), ...hits.map((e) => e.href)])],
  )
}

/** 'For which social networks have you designed posts?': each piece with the network it was made for. */
function platforms(text: string): Part | undefined {
  if (
    !/\b(which|what)\b[^?]*\b(platforms?|networks?|channels?)\b/i.test(text) ||
    !/\b(posts?|social)\b/i.test(text) ||
    // 'Which platform were those posts for?' asks about the ones in talk; 'which platform do you build sites on' about tools.
    /\b(it|its|those|these|them|that|this|they|websites?|sites?|build|built)\b/i.test(text) ||
    // 'On which social networks can I follow her?' asks for the owner's own profiles.
    /\bfollow\b/i.test(text)
  )
    return undefined
  const named = entitiesNamed(text)
  if (named.some((e) => WORK_KINDS.has(e.kind))) return undefined
  const category = named.find((e) => e.kind === 'category')
  const pieces = knowledge.entities.filter((e) => e.platform && (!category || e.group === category.key))
  if (pieces.length === 0) return undefined
  const all = [...new Set(pieces.flatMap((e) => networksIn(e.platform!)))]
  return part(
    'answer',
    `The posts on the site were made for ${list(all)}: ${list(pieces.map((e) => `${e.name} for ${e.platform} (${e.href})`))}.`,
    [...new Set(pieces.map((e) => e.href))],
  )
}
