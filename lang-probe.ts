import { detectLanguage } from './server/ai/embedded/language.ts'
import { devSet } from './tests/unit/fixtures/assistant-questions.ts'
for (const c of devSet) { const l = detectLanguage(c.turns.at(-1)!); if ((c.group === 'language') !== Boolean(l)) console.log('WRONG', c.group, c.turns.at(-1), l) ; else if (l) console.log(c.turns[0], JSON.stringify(l.english)) }
for (const q of ['hola', 'gracias', 'Merci', 'Danke schön', 'ok', 'lol', 'Hi!', 'Sí', 'precio?', 'Wie viel kostet eine Hochzeit?', 'Сколько стоит сайт?', 'ウェディング写真は撮れますか？']) console.log(q, JSON.stringify(detectLanguage(q)))
