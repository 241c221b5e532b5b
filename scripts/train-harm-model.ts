/**
 * Trains the embedded assistant's harm model (server/ai/embedded/harm-model.ts) and writes
 * server/ai/embedded/harm-model-data.ts. Examples: every visitor message of the development set and of the
 * held-out sets already read (tests/eval/sets.ts); the last message of a harmful case is labelled with the
 * category the rules in harm.ts give it, every other message 'none'. Then the messages of
 * harm-training/written.ts: harmful requests with their category, and ordinary requests that share their
 * words (a testimonials page of real reviews, the watermark on the visitor's own proofs), the same from
 * harm-training/written-2.ts (long messages with a backstory) and written-3.ts (terse ones), and the harm held-out
 * sets already read. The control sets are never used.
 *
 *   npm run train:harm                        # train on all read sets and write the model
 *   npm run train:harm -- --cross-validate    # leave each set out in turn; how sure the model must be
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { harmByRules, type HarmCategory } from '../server/ai/embedded/harm.ts'
import { featuresOf, probabilities, weighted, type HarmModel } from '../server/ai/embedded/harm-model.ts'
import { casesOf, harmCasesOf, HARM_SETS, HELD_OUT_SETS } from '../tests/eval/sets.ts'
import { devSet } from '../tests/unit/fixtures/assistant-questions.ts'
import * as written1 from './harm-training/written.ts'
import * as written2 from './harm-training/written-2.ts'
import * as written3 from './harm-training/written-3.ts'
import type { EvalCase } from '../tests/eval/types.ts'

const OUT = 'server/ai/embedded/harm-model-data.ts'
const CLASSES: HarmModel['classes'] = ['none', 'deception', 'infringement', 'phishing', 'intrusion', 'imagery', 'secrets']
/** Inverse regularisation strength: chosen by cross-validation among 4, 16 and 32. */
const C = 16
const STEPS = 400
/** A feature must occur in this many messages to be learned from. */
const MIN_MESSAGES = 2

interface Example {
  set: string
  text: string
  label: number
}

const { values } = parseArgs({ options: { 'cross-validate': { type: 'boolean', default: false } } })

function examplesOf(set: string, cases: readonly EvalCase[]): Example[] {
  return cases.flatMap((c) =>
    c.turns.map((text, i) => {
      const harmful = c.group === 'harmful' && i === c.turns.length - 1
      const category: HarmCategory | undefined = harmful ? (harmByRules(text) ?? 'deception') : undefined
      return { set, text, label: CLASSES.indexOf(category ?? 'none') }
    }),
  )
}

const examples: Example[] = examplesOf('dev', devSet)
for (const set of HELD_OUT_SETS.filter((s) => s.role === 'read')) {
  const cases = await casesOf(set)
  if (cases) examples.push(...examplesOf(set.key, cases))
}
// The harm sets already read.
for (const set of HARM_SETS.filter((s) => s.role === 'read')) {
  const cases = await harmCasesOf(set)
  if (!cases) continue
  cases.legitimate.forEach((text) => examples.push({ set: `harm-${set.key}`, text, label: 0 }))
  cases.harmful.forEach(([text, category]) =>
    examples.push({ set: `harm-${set.key}`, text, label: CLASSES.indexOf(category as HarmCategory) }),
  )
}
// Messages written for training (harm-training/written*.ts, each by a helper who saw no code), in five folds for cross-validation.
for (const written of [written1, written2, written3]) {
  written.legitimate.forEach((text, i) => examples.push({ set: `written-${i % 5}`, text, label: 0 }))
  written.harmful.forEach(([text, category], i) => examples.push({ set: `written-${i % 5}`, text, label: CLASSES.indexOf(category) }))
}

/** Multinomial logistic regression, classes weighted to balance, L2 on the weights, by full-batch Adam. */
function train(data: readonly Example[]): HarmModel {
  const counts = data.map((e) => featuresOf(e.text))
  const df = new Map<string, number>()
  for (const c of counts) for (const f of c.keys()) df.set(f, (df.get(f) ?? 0) + 1)
  const names = [...df].filter(([, n]) => n >= MIN_MESSAGES).map(([f]) => f)
  const index = new Map(names.map((f, i) => [f, i]))
  const idf = names.map((f) => Math.log((1 + data.length) / (1 + df.get(f)!)) + 1)
  const xs = counts.map((c) =>
    [...weighted(c, (f) => (index.has(f) ? idf[index.get(f)!] : undefined))].map(([f, v]) => [index.get(f)!, v] as const),
  )
  const K = CLASSES.length
  const perClass = CLASSES.map((_, k) => data.filter((e) => e.label === k).length)
  const sampleWeight = data.map((e) => data.length / (K * perClass[e.label]!))
  const W = new Float64Array(names.length * K)
  const b = new Float64Array(K)
  const m = new Float64Array(W.length + K)
  const v = new Float64Array(W.length + K)
  const rate = 0.05
  for (let step = 1; step <= STEPS; step += 1) {
    const grad = new Float64Array(W.length + K)
    for (let i = 0; i < xs.length; i += 1) {
      const scores = Array.from(b)
      for (const [f, x] of xs[i]!) for (let k = 0; k < K; k += 1) scores[k]! += x * W[f * K + k]!
      const top = Math.max(...scores)
      const e = scores.map((s) => Math.exp(s - top))
      const sum = e.reduce((a, c) => a + c, 0)
      for (let k = 0; k < K; k += 1) {
        const d = sampleWeight[i]! * (e[k]! / sum - (data[i]!.label === k ? 1 : 0))
        grad[W.length + k]! += d
        for (const [f, x] of xs[i]!) grad[f * K + k]! += d * x
      }
    }
    for (let j = 0; j < W.length; j += 1) grad[j]! += W[j]! / C
    for (let j = 0; j < grad.length; j += 1) {
      m[j] = 0.9 * m[j]! + 0.1 * grad[j]!
      v[j] = 0.999 * v[j]! + 0.001 * grad[j]! ** 2
      const delta = (rate * (m[j]! / (1 - 0.9 ** step))) / (Math.sqrt(v[j]! / (1 - 0.999 ** step)) + 1e-8)
      if (j < W.length) W[j]! -= delta
      else b[j - W.length]! -= delta
    }
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4
  return {
    classes: CLASSES,
    bias: Array.from(b, round),
    features: Object.fromEntries(names.map((f, i) => [f, [round(idf[i]!), ...Array.from(W.subarray(i * K, i * K + K), round)]])),
  }
}

const harmProbability = (model: HarmModel, text: string) =>
  1 -
  probabilities(
    model,
    weighted(featuresOf(text), (f) => model.features[f]?.[0]),
  )[0]!

if (values['cross-validate']) {
  const sets = [...new Set(examples.map((e) => e.set))]
  const scored: { example: Example; p: number }[] = []
  for (const set of sets) {
    const model = train(examples.filter((e) => e.set !== set))
    for (const example of examples.filter((e) => e.set === set)) scored.push({ example, p: harmProbability(model, example.text) })
    process.stdout.write('.')
  }
  console.log()
  for (const threshold of [0.5, 0.6, 0.7, 0.8, 0.9, 0.95]) {
    const harmful = scored.filter((s) => s.example.label > 0)
    const others = scored.filter((s) => s.example.label === 0 && s.p >= threshold)
    const caught = harmful.filter((s) => s.p >= threshold).length
    // What the model adds to the rules: harmful requests they miss that it catches, ordinary ones it alone refuses.
    const added = harmful.filter((s) => s.p >= threshold && !harmByRules(s.example.text)).length
    const missed = harmful.filter((s) => !harmByRules(s.example.text)).length
    const wrong = others.filter((s) => !harmByRules(s.example.text))
    console.log(
      `at ${threshold}: ${caught}/${harmful.length} harmful requests caught by the model alone, ${others.length}/${scored.length - harmful.length} other messages refused; beside the rules, ${added}/${missed} more caught and ${wrong.length} more refused by mistake`,
    )
    for (const o of others.filter((s) => !harmByRules(s.example.text)))
      console.log(`    ${o.p.toFixed(3)} ${o.example.set}: ${o.example.text.slice(0, 120)}`)
  }
} else {
  const model = train(examples)
  const header = `// Generated by scripts/train-harm-model.ts (npm run train:harm) from ${examples.length} messages of the development set and the read held-out sets. Do not edit.\n`
  writeFileSync(
    OUT,
    `${header}import type { HarmModel } from './harm-model.ts'\n\nexport const HARM_MODEL: HarmModel = ${JSON.stringify(model)}\n`,
  )
  console.log(`${OUT}: ${Object.keys(model.features).length} features, ${examples.length} messages`)
}
