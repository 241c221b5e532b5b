import { respond } from './server/ai/embedded/respond.ts'
import type { ChatTurn } from './server/ai/schema.ts'
const turns = process.argv.slice(2); const h: ChatTurn[] = []
for (const q of turns) { const r = respond(q, h); console.log('>', q, '\n ', r.kinds, r.text); h.push({ role: 'user', content: q }, { role: 'assistant', content: r.text }) }
