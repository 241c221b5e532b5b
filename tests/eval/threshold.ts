/**
 * Measures the "not on this site" threshold of the embedded retrieval on the development set only:
 * the best passage's coverage for questions the site answers (facts, indirect phrasings) and for
 * questions it does not, then the threshold that separates them best. Run: node tests/eval/threshold.ts
 */
import { retrieve, toQuery } from '../../server/ai/embedded/retrieve.ts'
import { devSet } from '../unit/fixtures/assistant-questions.ts'

const single = devSet.filter((c) => c.turns.length === 1)
const bestCoverage = (q: string) => retrieve(toQuery(q))[0]?.coverage ?? 0
const answered = single
  .filter((c) => (c.group === 'fact' || c.group === 'indirect') && c.expect.notOnSite === false)
  .map((c) => bestCoverage(c.turns[0]!))
const notAnswered = single.filter((c) => c.group === 'not-on-site').map((c) => bestCoverage(c.turns[0]!))

const scores: { t: number; correct: number }[] = []
for (let t = 0.3; t <= 0.9001; t += 0.025) {
  scores.push({ t: Number(t.toFixed(3)), correct: answered.filter((c) => c >= t).length + notAnswered.filter((c) => c < t).length })
}
const most = Math.max(...scores.map((s) => s.correct))
const best = scores.filter((s) => s.correct === most).map((s) => s.t)
// The middle of the best range: as far as the data allow from both kinds of question.
const choice = { threshold: Number(((best[0]! + best.at(-1)!) / 2).toFixed(3)), correct: most, range: `${best[0]}-${best.at(-1)}` }
const fmt = (xs: number[]) =>
  xs
    .sort((a, b) => a - b)
    .map((x) => x.toFixed(2))
    .join(' ')
console.log(`answered by the site (${answered.length}): ${fmt(answered)}`)
console.log(`not on the site (${notAnswered.length}): ${fmt(notAnswered)}`)
console.log(
  `best threshold: ${choice.threshold}, the middle of ${choice.range} (${choice.correct}/${answered.length + notAnswered.length} separated)`,
)
