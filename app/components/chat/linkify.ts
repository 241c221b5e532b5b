import { allowedLink } from './linkPolicy'

/** A piece of an answer's text: plain text, or a link the allow-list accepts. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// Bare URLs, email addresses and site paths; whether one becomes a link is up to the allow-list.
const LINK = /(https?:\/\/[^\s<>"'`()[\]]+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<![\w/.:@-])\/[a-z0-9][a-z0-9\-/]*)/gi
const TRAILING = /[.,;:!?'"]+$/

/**
 * Splits plain text into text and links, never interpreting markup. Addresses the allow-list
 * refuses stay text.
 */
export function linkify(text: string): AnswerPart[] {
  const parts: AnswerPart[] = []
  let last = 0
  const pushText = (piece: string) => {
    if (!piece) return
    const prev = parts.at(-1)
    if (prev?.kind === 'text') prev.text += piece
    else parts.push({ kind: 'text', text: piece })
  }
  for (const match of text.matchAll(LINK)) {
    const [whole, , email] = match
    const trimmed = whole.replace(TRAILING, '')
    pushText(text.slice(last, match.index))
    const href = email ? `mailto:${trimmed}` : trimmed
    if (allowedLink(href)) parts.push({ kind: 'link', text: trimmed, href })
    else pushText(trimmed)
    pushText(whole.slice(trimmed.length))
    last = match.index + whole.length
  }
  pushText(text.slice(last))
  return parts
}
