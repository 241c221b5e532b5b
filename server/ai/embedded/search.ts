import MiniSearch, { type SearchOptions } from 'minisearch'
import { buildCorpus, type CorpusDoc, type DocKind } from './corpus.ts'

/** Words that carry no topic in a visitor's question. */
const STOP_WORDS = new Set(
  `a about an and any are as at be can could did do does doing for from get give got have how i i'm in is it its
  me my of on or please show some tell than that the their them there these this to us was we what when where
  which who why will with would you your yours work works done make made like want need know
  more else also again one thing things something anything info information detail details bit little lot really very much many`.split(/\s+/),
)

/** Lower case, no possessive, a naive singular, so 'posts' finds 'post' and 'Alex's' finds 'Alex'. */
export function normalizeTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/['’]s$/, '')
  if (t.length < 2 || STOP_WORDS.has(t)) return null
  return t.length > 3 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : t
}

export interface SearchHit {
  id: string
  kind: DocKind
  title: string
  href: string
  score: number
  /** The query's own terms that matched, after normalising. */
  matched: string[]
}

let index: MiniSearch<CorpusDoc> | undefined

/** Built once on first use from content/, which never changes while the server runs. */
function siteIndex(): MiniSearch<CorpusDoc> {
  if (!index) {
    index = new MiniSearch<CorpusDoc>({
      fields: ['title', 'keywords', 'text'],
      storeFields: ['kind', 'title', 'href'],
      processTerm: normalizeTerm,
      searchOptions: { boost: { title: 3, keywords: 2 }, prefix: (t) => t.length > 3, fuzzy: (t) => (t.length > 5 ? 0.2 : false) },
    })
    index.addAll(buildCorpus())
  }
  return index
}

/** The query's topic words, as the index sees them. */
export const significantTerms = (query: string) =>
  [...new Set(query.split(/[^\p{L}\p{N}'’]+/u).map(normalizeTerm).filter((t): t is string => t !== null))]

export function searchSite(query: string, opts: { kinds?: readonly DocKind[]; limit?: number } = {}): SearchHit[] {
  const { kinds, limit = 8 } = opts
  const filter: SearchOptions = kinds ? { filter: (r) => kinds.includes(r.kind as DocKind) } : {}
  // Pages matching every topic word first; any word only when none matches them all.
  const all = siteIndex().search(query, { ...filter, combineWith: 'AND' })
  const results = all.length > 0 ? all : siteIndex().search(query, filter)
  return results.slice(0, limit).map((r) => ({
    id: String(r.id),
    kind: r.kind as DocKind,
    title: String(r.title),
    href: String(r.href),
    score: r.score,
    matched: [...new Set(r.queryTerms)],
  }))
}

/** Pages most related to a question, best first; used to cite sources for an AI-written answer. */
export const relatedPaths = (query: string, limit = 3) =>
  [...new Set(searchSite(query, { limit: 8 }).map((hit) => hit.href))].slice(0, limit)
