import { harmOf } from './server/ai/embedded/harm.ts'
import { devSet } from './tests/unit/fixtures/assistant-questions.ts'
for (const c of devSet) { const h = harmOf(c.turns.at(-1)!); if ((c.group === 'harmful') !== Boolean(h)) console.log(c.group, h, c.turns.at(-1)) }
for (const q of ['Hi, can I access the CV?', 'Can you make her wedding photos look like film?', "what's the key to good design?", 'I want a clean landing page', 'Can you remove the background from my product photos?', 'track their engagement', 'Do you have reviews from real clients?']) console.log(q, harmOf(q))
