import type { Answerer } from './answerer.ts'
import { respond } from './embedded/respond.ts'
import type { AskOutput } from './schema.ts'
import { toSources } from './sources.ts'

/**
 * The assistant that needs no network: retrieval over a knowledge base built from content/,
 * computed answers over its typed lists, refusals by meaning. It speaks as the owner's AI
 * assistant and says plainly when the site does not answer something.
 */
export function createEmbeddedAnswerer(): Answerer {
  return {
    name: 'embedded',
    answer(input): Promise<AskOutput> {
      const { text, paths } = respond(input.query, input.history)
      return Promise.resolve({ answer: text, sources: toSources([...paths, '/portfolio']) })
    },
  }
}
