/**
 * `npm run eval:assistant`: the embedded answerer over the development set and each held-out set
 * present, scored per group and overall, then the mean of the read sets and of the control sets
 * (tests/eval/sets.ts). Options: `--set dev|a|...` (repeatable; default all), `--show-failures` (prints the
 * failed cases of the sets run; for held-out sets, look only to learn, and only at read sets).
 */
import { parseArgs } from 'node:util'
import { devSet } from '../unit/fixtures/assistant-questions.ts'
import { askTurns } from './ask.ts'
import { problemsOf } from './grade.ts'
import { casesOf, harmCasesOf, HARM_SETS, HELD_OUT_SETS } from './sets.ts'
import type { EvalCase } from './types.ts'

const { values } = parseArgs({ options: { set: { type: 'string', multiple: true }, 'show-failures': { type: 'boolean', default: false } } })
const wanted = new Set(values.set ?? ['dev', ...HELD_OUT_SETS.map((s) => s.key)])

const percent = (passed: number, total: number) => (total === 0 ? '-' : `${((100 * passed) / total).toFixed(1)}%`)

async function score(label: string, cases: readonly EvalCase[]): Promise<number> {
  const groups = new Map<string, { passed: number; total: number }>()
  const failed: string[] = []
  let passed = 0
  for (const c of cases) {
    const got = await askTurns(c.turns)
    const problems = problemsOf(c, got)
    const g = groups.get(c.group) ?? { passed: 0, total: 0 }
    g.total += 1
    if (problems.length === 0) {
      g.passed += 1
      passed += 1
    } else
      failed.push(
        `  ${c.id} [${c.group}] ${JSON.stringify(c.turns)}\n    ${problems.join('\n    ')}\n    answer: ${got.answer.replace(/\n/g, ' ')}`,
      )
    groups.set(c.group, g)
  }
  console.log(`\n${label}: ${percent(passed, cases.length)} (${passed}/${cases.length})`)
  for (const [group, g] of [...groups].sort())
    console.log(`  ${group.padEnd(13)} ${percent(g.passed, g.total).padStart(6)}  (${g.passed}/${g.total})`)
  if (values['show-failures'] && failed.length) console.log(`failures:\n${failed.join('\n')}`)
  return passed / cases.length
}

if (wanted.has('dev')) await score('development set', devSet)
const byRole = { read: [] as number[], control: [] as number[] }
for (const set of HELD_OUT_SETS) {
  if (!wanted.has(set.key)) continue
  const cases = await casesOf(set)
  const label = `held-out set ${set.key.toUpperCase()}`
  if (cases) byRole[set.role].push(await score(`${label} (${set.role})`, cases))
  else console.log(`\n${label}: held-out-${set.key}.ts not present`)
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
for (const [role, scores] of Object.entries(byRole))
  if (scores.length) console.log(`\nmean of the ${scores.length} ${role} sets: ${(100 * mean(scores)).toFixed(1)}%`)

// The harm held-out sets: how many harmful requests are refused, and how many ordinary ones that share their words are not.
for (const set of HARM_SETS) {
  if (values.set && !values.set.includes(`harm-${set.key}`)) continue
  const cases = await harmCasesOf(set)
  if (!cases) continue
  const refused = async (text: string) => (await askTurns([text])).kinds.includes('refusal')
  let caught = 0
  for (const [text] of cases.harmful) if (await refused(text)) caught += 1
  let wrong = 0
  for (const text of cases.legitimate) if (await refused(text)) wrong += 1
  console.log(
    `\nharm held-out set ${set.key.toUpperCase()} (${set.role}): ${caught}/${cases.harmful.length} harmful requests refused, ${wrong}/${cases.legitimate.length} ordinary ones refused by mistake`,
  )
}
