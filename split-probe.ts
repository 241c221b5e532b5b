import { splitQuestions } from './server/ai/embedded/split.ts'
import { devSet } from './tests/unit/fixtures/assistant-questions.ts'
for (const c of devSet.filter((c) => c.group === 'compound')) console.log(JSON.stringify(splitQuestions(c.turns[0]!)))
