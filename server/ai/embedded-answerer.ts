import type { Answerer } from './answerer.ts'
import { answerMessage } from './embedded/answer.ts'
import { warmMeaning } from './embedded/meaning.ts'
import type { AskOutput } from './schema.ts'
import { toSources } from './sources.ts'

/**
 * The assistant that needs no network: retrieval over a knowledge base built from content/,
 * computed answers over its typed lists, refusals by meaning. It speaks as the owner's AI
 * assistant and says plainly when the site does not answer something.
 */
export function createEmbeddedAnswerer(): Answerer {
  // The sentence encoder loads in the background; the first question that needs it waits for it. If it cannot
  // load, answers come from the site's words alone (answer.ts), and the production server has logged why.
  warmMeaning().catch(() => undefined)
  return {
    name: 'embedded',
    async answer(input): Promise<AskOutput> {
      const { text, paths } = await answerMessage(input.query, input.history)
      return { answer: text, sources: toSources([...paths, '/portfolio']) }
    },
  }
}
