import { retrieve, toQuery } from '/work/wt18/server/ai/embedded/retrieve.ts'
import { respond } from '/work/wt18/server/ai/embedded/respond.ts'
import { splitQuestions } from '/work/wt18/server/ai/embedded/split.ts'
const q = process.argv[2]!
console.log(toQuery(q), splitQuestions(q))
for (const h of retrieve(toQuery(q))) console.log(h.coverage.toFixed(2), h.score.toFixed(1), h.covered, h.passage.text.slice(0, 90))
