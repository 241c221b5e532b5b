/**
 * One evaluation case, the format the held-out sets use too: the visitor's turns (the answerer's own
 * replies fill the history between them) and what the last answer must show.
 */
export type EvalGroup =
  'fact' | 'indirect' | 'compound' | 'conversation' | 'compute' | 'harmful' | 'not-on-site' | 'small-talk' | 'language'

export interface EvalCase {
  id: string
  group: EvalGroup
  turns: string[]
  expect: {
    /** Each fact: one of `anyOf` appears in the answer; `source` is the content/ file and line that states it. */
    facts?: { anyOf: string[]; source: string }[]
    /** The answer links (in its text or sources) to at least one of these pages. */
    links?: string[]
    refuse?: boolean
    notOnSite?: boolean
    mustNotContain?: string[]
  }
}
