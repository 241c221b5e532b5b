import { pagePaths } from '@content/routes'

/** A piece of an answer: text, a page of this site, or a link elsewhere (web, email). */
export type AnswerPart =
  | { kind: 'text'; text: string }
  | { kind: 'page'; text: string; to: string }
  | { kind: 'external'; text: string; href: string }

const pages = new Set(pagePaths)
// URLs, email addresses and site paths; anything else in an answer stays text.
const LINK = /(https?:\/\/[^\s<>"'`()]+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<![\w/.:@-])\/[a-z0-9][a-z0-9\-/]*)/gi
const TRAILING = /[.,;:!?'"]+$/

/**
 * Splits an answer into text and links, never interpreting markup: the caller renders each part
 * as a text node or a link whose target is checked here (http(s), mailto, or a real page).
 */
export function linkify(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = []
  let last = 0
  const pushText = (text: string) => {
    if (!text) return
    const prev = parts.at(-1)
    if (prev?.kind === 'text') prev.text += text
    else parts.push({ kind: 'text', text })
  }
  for (const match of answer.matchAll(LINK)) {
    const [whole, url, email, path] = match
    const trimmed = whole.replace(TRAILING, '')
    const start = match.index
    pushText(answer.slice(last, start))
    if (url && /^https?:\/\/[^/]/i.test(trimmed)) parts.push({ kind: 'external', text: trimmed, href: trimmed })
    else if (email) parts.push({ kind: 'external', text: trimmed, href: `mailto:${trimmed}` })
    else if (path && pages.has(trimmed.replace(/\/+$/, '') || '/')) parts.push({ kind: 'page', text: trimmed, to: trimmed.replace(/\/+$/, '') })
    else pushText(trimmed)
    pushText(whole.slice(trimmed.length))
    last = start + whole.length
  }
  pushText(answer.slice(last))
  return parts
}
