import { capabilities } from '#content/about.ts'
import type { ChatTurn } from '../schema.ts'
import { ordinal } from './dialogue.ts'
import { knowledge, type Passage } from './knowledge.ts'
import { STOP, stem, words } from './text.ts'

/** What the About page says the owner does. */
const CAPABILITIES = new Set<string>(capabilities.map((c) => c.title))

/** Names of the things the site names (a skill group, an entry of the skills overview): the dialogue picks among those. */
const NAMED = new Set([...knowledge.entities, ...knowledge.overview].map((e) => e.name))

/**
 * Passages of no thing the site names that an answer listed by their titles, in the order listed: the principles of a
 * page ('AI-Enhanced Creativity, Strategic Visual Storytelling and Data-Driven Design'). The passage that was the
 * answer itself is not one of them.
 */
function titlesIn(answer: string): Passage[] {
  const seen = new Set<string>()
  // 'The About page lists six things …: Brand Identity, …, Photography': those things, though some share a name.
  const things = knowledge.passages.filter((p) => CAPABILITIES.has(p.title) && p.href === '/about' && answer.includes(p.title))
  const listsThings = things.length >= 3 && answer.includes('(/about)')
  return knowledge.passages
    .filter((p) => p.entity === undefined && ((!NAMED.has(p.title) && words(p.title).length >= 2) || (listsThings && things.includes(p))))
    .filter((p) => answer.includes(p.title) && !answer.includes(p.text))
    .filter((p) => !seen.has(p.title) && Boolean(seen.add(p.title)))
    .sort((a, b) => answer.indexOf(a.title) - answer.indexOf(b.title))
}

/** 'The data one', 'the storytelling part': a listed title called by a word or two of it. */
const CALLED_BY_WORDS = /\bthe ([\p{L}-]+(?: [\p{L}-]+){0,2}) (one|part|point|principle|bit)\b/iu

/**
 * 'The last one sounds like a buzzword. What does it mean?', 'explain the data one more': the passage the question picks
 * from a list of titles the last answer gave, by its place or by its words.
 */
export function titlePicked(asked: string, history: readonly ChatTurn[]): Passage | undefined {
  const answer = history.findLast((t) => t.role === 'assistant')?.content
  const listed = answer ? titlesIn(answer) : []
  if (listed.length < 2) return undefined
  const at = ordinal(asked, listed.length)
  if (at !== undefined) return listed[at]
  const called = CALLED_BY_WORDS.exec(asked)?.[1]
  if (!called) return undefined
  const own = words(called)
    .filter((w) => !STOP.has(w))
    .map(stem)
  const matches = listed.filter((p) => words(p.title).some((w) => own.includes(stem(w))))
  return matches.length === 1 ? matches[0] : undefined
}
