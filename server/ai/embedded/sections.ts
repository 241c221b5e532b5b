import type { ChatTurn } from '../schema.ts'
import { synonymsOf } from './synonyms.ts'
import { ordinal } from './dialogue.ts'
import { entitiesWritten } from './entities.ts'
import { entityOf, filmsOf, knowledge, WORK_KINDS, type Entity } from './knowledge.ts'
import { part, type Part } from './part.ts'
import { counted, list, STOP, stem, words } from './text.ts'

/** 'What's included in the brand project?', 'what does it contain?', 'what do I get in it?': the sections of its page. */
const ASKS_CONTENTS =
  /\b(what'?s|what is|what are|whats|what was|what were) (included|inside|in it|in there|on it|part of it)\b|\bwhat('?s| is| are) ((shown|featured|included) )?(in|on) (the|that|this|your|it|those|these|them)\b|\bwhat( (items|pieces|things|parts|bits))? (does|did|do) (it|that|this|(the|that|this|your) \w+( \w+){0,4}) (include|contain|cover|have|come with)\b|\bwhat (goes|went|go) (in|into|inside)\b|\bwhat (was|is|were|are|goes|went) in each( one| of them| part)?\b|\bwhat (kind|sort|type)s? of (things|items|pieces|bits|stuff) (was|were|is|are|went|go|goes|came|come) (in|into|inside|included)\b|\bwhat else (is|are|was|were|comes?|came) (in|on|inside|included|part of)\b|\bwhat else (did|do|have) (you|u|he|she|they) (make|made|design|designed|create|created|do|done|deliver|delivered|shoot|shot)\b|\bwhat (parts|sections|pieces) (does|are)\b|\bwhat are the (\w+ )?(parts|sections|pieces|tiles)\b|\bwhat (do|does|did) (you|u|he|she|they) (actually |really )?(deliver|include|hand over)\b|\bhow many (parts|sections|pieces)\b|\bwhat (does|did|do) (it|that|this|they|(the|that|this|your) \w+( \w+){0,4}) (consist of|comprise|contain|include)\b|\bwhat('?s| is| are)? (it|that|this|they) (made up of|composed of)\b|\bwhat (deliverables|items) (were|are|was|is|come|came)\b|\bwhat (exactly |actually |really )?(do|would|will|did|does) (i|we|they|the clients?|a clients?) (actually |really |exactly )?(get|receive)\b/i

/** 'What did you actually shoot for them?': what the piece of work is, in its own description. */
const ASKS_WHAT_WAS_MADE =
  /\bwhat (kind|sort|type)s? of (shots|photos|pictures|pics|images|work|designs|posts) did (they|he|she|you|u) (get|receive|have|order)\b|\bwhat (did|do|have) (you|u|he|she|they) (actually |really |exactly )?(shoot|shot|photograph(ed)?|make|made|design(ed)?|create[d]?|do|done|deliver(ed)?|film(ed)?)\b[^?]*\b(for|with|in|on)\b/i

/** 'What was in each one?', 'what's in both?': every part the question names. */
const EACH = /\b(each|both)\b/i

const sectionsOf = (entity: Entity) => knowledge.sections.get(entity.key) ?? []
/** 'apart from the logo concepts': a part set aside, so the question asks about the others. */
const SET_ASIDE =
  /\b(?:apart from|except|besides|other than|not counting|aside from|excluding)\s+(?:the\s+)?([\p{L}\s&-]+?)\s*(?:[?,.!]|$)/iu

/** The sections of a project's page, in page order, when the question asks what it holds. */
export function contents(text: string, named: Entity | undefined): Part | undefined {
  if (!named || !WORK_KINDS.has(named.kind)) return undefined
  // A card on a category page stands for the project page it opens.
  const entity = named.kind === 'card' ? (knowledge.entities.find((e) => e.kind === 'project' && e.href === named.href) ?? named) : named
  const all = entity.kind === 'project' ? sectionsOf(entity) : []
  // 'What's on your AI video page?': a page of films holds its films.
  const films = entity.kind === 'project' ? filmsOf(entity) : []
  if (all.length < 2 && films.length >= 2 && ASKS_CONTENTS.test(text))
    return part(
      'answer',
      `${entity.name} (${entity.href}) shows ${counted(films.length)} films: ${list(films.map((v) => `${v.name} (${v.duration})`))}. ${entity.description}`,
      [entity.href],
    )
  const made = ASKS_WHAT_WAS_MADE.test(text)
  if (all.length < 2 || (made && !ASKS_CONTENTS.test(text))) {
    if (!made && !ASKS_CONTENTS.test(text)) return undefined
    // 'What exactly would I get?': where the site says what is delivered, that too.
    const delivered = knowledge.passages.find(
      (p) => p.entity === entity.key && !p.text.includes(entity.description) && /\b(deliver(s|ed)?|includ(es|ed|ing))\b/i.test(p.text),
    )
    return part('answer', `${entity.name} (${entity.href}): ${entity.description}${delivered ? ` ${delivered.text}` : ''}`, [entity.href])
  }
  if (!ASKS_CONTENTS.test(text)) return undefined
  // 'What is inside apart from the logo?': every part but the one set aside.
  const aside = SET_ASIDE.exec(text)?.[1]
  if (aside) {
    const off = new Set(
      words(aside)
        .filter((w) => !STOP.has(w))
        .map(stem),
    )
    const rest = all.filter((sec) => !words(sec.title).some((w) => off.has(stem(w))))
    if (rest.length > 0 && rest.length < all.length)
      return part('answer', `Besides that, ${entity.name} (${entity.href}) includes ${list(rest.map((s) => s.title))}.`, [entity.href])
  }
  // 'The office part of it, what's in there?': the one section the question names by a word only its title has.
  // Words of the project's own name ('brand' in 'the brand identity project') name the project, not a section.
  // 'What was included in that cafe project?': the words before 'project' say which project, not which part.
  const naming = /\b(?:that|the|this|your)\s+([\p{L}\s-]{2,30}?)\s+project\b/iu.exec(text)?.[1] ?? ''
  const ofName = new Set([...words(entity.name), ...words(naming)].map(stem))
  const asked = new Set(
    words(text)
      .filter((w) => !STOP.has(w))
      .map(stem)
      .filter((w) => !ofName.has(w)),
  )
  const titleStems = all.map((sec) =>
    words(`${sec.title} ${sec.also ?? ''}`)
      .filter((w) => !STOP.has(w))
      .map(stem),
  )
  const own = all.filter((_, i) => titleStems[i]!.some((t) => asked.has(t) && titleStems.filter((o) => o.includes(t)).length === 1))
  // 'It has a paperwork part and an office part. What was in each one?': each part named, the trade's word for one too.
  if (EACH.test(text)) {
    const widened = new Set([...asked, ...synonymsOf([...asked]).filter((w) => !ofName.has(w))])
    const each = all.filter((_, i) => titleStems[i]!.some((t) => widened.has(t) && titleStems.filter((o) => o.includes(t)).length === 1))
    if (each.length >= 2) {
      const passages = each.map((sec) => knowledge.passages[sec.passage]!)
      return part('answer', passages.map((p) => p.text).join(' '), [...new Set(passages.map((p) => p.href))])
    }
  }
  if (own.length === 1) {
    const passage = knowledge.passages[own[0]!.passage]!
    return part('answer', passage.text, [passage.href])
  }
  const counting = /\bhow many\b/i.test(text) ? ` ${counted(all.length)} parts:` : ''
  return part('answer', `${entity.name} (${entity.href}) includes${counting} ${list(all.map((s) => s.title))}: ${entity.description}`, [
    entity.href,
  ])
}

/** The title's words, each said or called by a trade word for it, one after the other ('logo ideas' for 'Logo Concepts'). */
const inARow = (said: readonly Set<string>[], title: readonly string[]) =>
  said.some((_, i) => title.every((w, k) => said[i + k]?.has(stem(w))))

/**
 * 'Which tools were behind the example prompt?' about the project in talk: the one part the question names by every
 * word of its title and badge ('Example', 'Prompt'), when the title alone is a word of the project's own name.
 */
export function sectionNamed(text: string, entity: Entity | undefined): Part | undefined {
  // 'What was in each one?' asks of every part named: the contents, part by part.
  if (!entity || entity.kind !== 'project' || EACH.test(text)) return undefined
  // 'What else is in it besides the logo concepts?' names the part to leave out: the others are asked for.
  const asked = new Set(words(text.replace(SET_ASIDE, '')).map(stem))
  // 'What did you do for the signs in that project?': a part of one word, called by the trade's word for it, where the
  // question points into the project.
  const inIt = /\b(in|of|from|for) (it|there|that|this|the) ?(project|one|page|work)?\b/i.test(text)
  const widened = new Set([...asked, ...synonymsOf([...asked])])
  const calledThe = [...text.matchAll(/\bthe ([\p{L}-]+)/giu)].map((m) => stem(m[1]!.toLowerCase()))
  const ofName = new Set(words(entity.name).map(stem))
  const said = words(text.replace(SET_ASIDE, '')).map((w) => new Set([stem(w), ...synonymsOf([stem(w)])]))
  const named = sectionsOf(entity).filter((sec) => {
    const all = words(`${sec.also ?? ''} ${sec.title}`).filter((w) => !STOP.has(w))
    if (all.length === 1) return inIt && calledThe.some((w) => widened.has(w) && [w, ...synonymsOf([w])].includes(stem(all[0]!)))
    // 'How many logo ideas did it explore?': a part named by its words, or by the trade's words for them in a row
    // ('Logo Concepts'), one of them said outright and not only as a word of the project's own name.
    const own = (w: string) => asked.has(stem(w)) && !ofName.has(stem(w))
    return all.length >= 2 && (all.every((w) => asked.has(stem(w))) || (inARow(said, all) && all.some(own)))
  })
  if (named.length !== 1) return undefined
  const passage = knowledge.passages[named[0]!.passage]!
  return part('answer', passage.text, [passage.href])
}

/**
 * The sections a question calls by name. 'The guidelines one', 'the guidelines doc', 'the colour one': the one section
 * whose title has the word. 'The business cards, anything special about them?': a section named by every word of its title.
 */
function calledBy<T extends { title: string }>(query: string, all: readonly T[]): T[] {
  const word = /\bthe ([\p{L}-]+) (one|doc|document|pdf|file|part|tile|section|box|bit|kit|suite)\b/iu.exec(query)?.[1]
  const asked = new Set(words(query).map(stem))
  const byTitle = all.filter((sec) =>
    words(sec.title)
      .filter((w) => !STOP.has(w))
      .every((w) => asked.has(stem(w))),
  )
  if (word) {
    // 'The rulebook one': the part whose title has the word, else the site's word for it ('guidelines').
    const having = (stems: readonly string[]) => all.filter((sec) => words(sec.title).some((w) => stems.includes(stem(w))))
    const own = having([stem(word.toLowerCase())])
    return own.length > 0 ? own : having(synonymsOf([stem(word.toLowerCase())]))
  }
  return byTitle.length === 1 ? byTitle : []
}

/** 'The fourth one' after an answer that listed a project's sections: that section's passage. */
export function sectionPointedAt(query: string, history: readonly ChatTurn[]): Part | undefined {
  const last = history.filter((t) => t.role === 'assistant').at(-1)?.content
  if (!last) return undefined
  // The visitor may have listed them: 'so it has company profile then document suite then office suite'.
  const said = (history.filter((t) => t.role === 'user').at(-1)?.content ?? '').toLowerCase()
  for (const [key, all] of knowledge.sections) {
    // '… includes Logo Concepts, Mood Board and Brand Mockups: …', or with its description said before, '… Brand Mockups.'.
    const titles = ` ${list(all.map((s) => s.title))}`
    const listed = last.includes(`${titles}:`) || last.includes(`${titles}.`) || all.every((s) => said.includes(s.title.toLowerCase()))
    if (all.length < 2 || !listed) continue
    const byWord = calledBy(query, all)
    const i = ordinal(query, all.length)
    const chosen = byWord.length === 1 ? byWord[0] : i === undefined ? undefined : all[i]
    if (!chosen) return undefined
    const passage = knowledge.passages[chosen.passage]!
    return part('answer', passage.text, [passage.href], { service: entityOf(key)?.service })
  }
  // 'Tell me about the brand identity project' ... 'what is the fourth tile?': a part of the project the last answer
  // was about, by its place on the page, though its parts were not listed.
  const about = entitiesWritten(last).find((e) => e.kind === 'project' && last.includes(`${e.name} (${e.href})`))
  const parts = about ? (knowledge.sections.get(about.key) ?? []) : []
  const at =
    /\b(tile|part|section|box|gallery|panel|block|thing|item)\b/i.test(query) && parts.length >= 2
      ? ordinal(query, parts.length)
      : undefined
  // 'The document suite part, how many images are in it?': one part called by a word of its title.
  const called = /\b(tile|part|section|box|gallery|panel|block|doc|document|pdf|file|suite)\b/i.test(query) ? calledBy(query, parts) : []
  const picked = at === undefined ? (called.length === 1 ? called[0] : undefined) : parts[at]
  if (!picked) return undefined
  const passage = knowledge.passages[picked.passage]!
  return part('answer', passage.text, [passage.href])
}

/**
 * 'Can you explain the last one?' after an answer that ended on a list of things that are no pieces of work ('…
 * AI-Enhanced Creativity, Strategic Visual Storytelling and Data-Driven Design.'): the passage of the one picked.
 */
export function itemPointedAt(query: string, history: readonly ChatTurn[]): Part | undefined {
  const last = history.filter((t) => t.role === 'assistant').at(-1)?.content
  const listed = last ? /(?:^|[.:]\s)((?:\p{Lu}[^,.:()]*, )+\p{Lu}[^,.:()]* and \p{Lu}[^,.:()]*)\.\s*$/u.exec(last)?.[1] : undefined
  if (!listed) return undefined
  const items = listed.split(/, | and /)
  const i = ordinal(query, items.length)
  const item = i === undefined ? undefined : items[i]
  const passage = item && knowledge.passages.find((p) => p.title.toLowerCase() === item.toLowerCase())
  return passage ? part('answer', passage.text, [passage.href]) : undefined
}
