/**
 * `npm run eval:assistant`: the embedded answerer over the development set and each held-out set
 * present, scored per group and overall. Options: `--set dev|a|...|z|aa|...|bd` (repeatable; default all),
 * `--show-failures` (prints the failed cases of the sets run; for held-out sets, look only to learn).
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { devSet } from '../unit/fixtures/assistant-questions.ts'
import { askTurns } from './ask.ts'
import { problemsOf } from './grade.ts'
import type { EvalCase } from './types.ts'

const { values } = parseArgs({ options: { set: { type: 'string', multiple: true }, 'show-failures': { type: 'boolean', default: false } } })
const wanted = new Set(
  values.set ?? [
    'dev',
    'a',
    'b',
    'c',
    'd',
    'e',
    'f',
    'g',
    'h',
    'i',
    'j',
    'k',
    'l',
    'm',
    'n',
    'o',
    'p',
    'q',
    'r',
    's',
    't',
    'u',
    'v',
    'w',
    'x',
    'y',
    'z',
    'aa',
    'ab',
    'ac',
    'ad',
    'ae',
    'af',
    'ag',
    'ah',
    'ai',
    'aj',
    'ak',
    'al',
    'am',
    'an',
    'ao',
    'ap',
    'aq',
    'ar',
    'as',
    'at',
    'au',
    'av',
    'aw',
    'ax',
    'ay',
    'az',
    'ba',
    'bb',
    'bc',
    'bd',
  ],
)
const here = new URL('.', import.meta.url)

async function heldOut(file: string, name: string): Promise<EvalCase[] | undefined> {
  const url = new URL(file, here)
  if (!existsSync(url)) return undefined
  const module = (await import(url.href)) as Record<string, EvalCase[]>
  return module[name]
}

const percent = (passed: number, total: number) => (total === 0 ? '-' : `${((100 * passed) / total).toFixed(1)}%`)

async function score(label: string, cases: readonly EvalCase[]) {
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
}

if (wanted.has('dev')) await score('development set', devSet)
for (const [key, file, name] of [
  ['a', 'held-out-a.ts', 'heldOutA'],
  ['b', 'held-out-b.ts', 'heldOutB'],
  ['c', 'held-out-c.ts', 'heldOutC'],
  ['d', 'held-out-d.ts', 'heldOutD'],
  ['e', 'held-out-e.ts', 'heldOutE'],
  ['f', 'held-out-f.ts', 'heldOutF'],
  ['g', 'held-out-g.ts', 'heldOutG'],
  ['h', 'held-out-h.ts', 'heldOutH'],
  ['i', 'held-out-i.ts', 'heldOutI'],
  ['j', 'held-out-j.ts', 'heldOutJ'],
  ['k', 'held-out-k.ts', 'heldOutK'],
  ['l', 'held-out-l.ts', 'heldOutL'],
  ['m', 'held-out-m.ts', 'heldOutM'],
  ['n', 'held-out-n.ts', 'heldOutN'],
  ['o', 'held-out-o.ts', 'heldOutO'],
  ['p', 'held-out-p.ts', 'heldOutP'],
  ['q', 'held-out-q.ts', 'heldOutQ'],
  ['r', 'held-out-r.ts', 'heldOutR'],
  ['s', 'held-out-s.ts', 'heldOutS'],
  ['t', 'held-out-t.ts', 'heldOutT'],
  ['u', 'held-out-u.ts', 'heldOutU'],
  ['v', 'held-out-v.ts', 'heldOutV'],
  ['w', 'held-out-w.ts', 'heldOutW'],
  ['x', 'held-out-x.ts', 'heldOutX'],
  ['y', 'held-out-y.ts', 'heldOutY'],
  ['z', 'held-out-z.ts', 'heldOutZ'],
  ['aa', 'held-out-aa.ts', 'heldOutAA'],
  ['ab', 'held-out-ab.ts', 'heldOutAB'],
  ['ac', 'held-out-ac.ts', 'heldOutAC'],
  ['ad', 'held-out-ad.ts', 'heldOutAD'],
  ['ae', 'held-out-ae.ts', 'heldOutAE'],
  ['af', 'held-out-af.ts', 'heldOutAF'],
  ['ag', 'held-out-ag.ts', 'heldOutAG'],
  ['ah', 'held-out-ah.ts', 'heldOutAH'],
  ['ai', 'held-out-ai.ts', 'heldOutAI'],
  ['aj', 'held-out-aj.ts', 'heldOutAJ'],
  ['ak', 'held-out-ak.ts', 'heldOutAK'],
  ['al', 'held-out-al.ts', 'heldOutAL'],
  ['am', 'held-out-am.ts', 'heldOutAM'],
  ['an', 'held-out-an.ts', 'heldOutAN'],
  ['ao', 'held-out-ao.ts', 'heldOutAO'],
  ['ap', 'held-out-ap.ts', 'heldOutAP'],
  ['aq', 'held-out-aq.ts', 'heldOutAQ'],
  ['ar', 'held-out-ar.ts', 'heldOutAR'],
  ['as', 'held-out-as.ts', 'heldOutAS'],
  ['at', 'held-out-at.ts', 'heldOutAT'],
  ['au', 'held-out-au.ts', 'heldOutAU'],
  ['av', 'held-out-av.ts', 'heldOutAV'],
  ['aw', 'held-out-aw.ts', 'heldOutAW'],
  ['ax', 'held-out-ax.ts', 'heldOutAX'],
  ['ay', 'held-out-ay.ts', 'heldOutAY'],
  ['az', 'held-out-az.ts', 'heldOutAZ'],
  ['ba', 'held-out-ba.ts', 'heldOutBA'],
  ['bb', 'held-out-bb.ts', 'heldOutBB'],
  ['bc', 'held-out-bc.ts', 'heldOutBC'],
  ['bd', 'held-out-bd.ts', 'heldOutBD'],
] as const) {
  if (!wanted.has(key)) continue
  const cases = await heldOut(file, name)
  if (cases) await score(`held-out set ${key.toUpperCase()}`, cases)
  else console.log(`\nheld-out set ${key.toUpperCase()}: ${file} not present`)
}
