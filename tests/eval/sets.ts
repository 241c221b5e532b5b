import { existsSync } from 'node:fs'
import type { EvalCase } from './types.ts'

/**
 * The held-out sets, each written by a helper who read only content/ and the spec. A set is `read` once
 * its failures have been looked at (it then helps the answerer, and trains the harm model); a `control`
 * set's failures are never looked at: it only measures. Its file is `held-out-<key>.ts`, its export
 * `heldOut<KEY>`; a set whose file is missing is skipped.
 */
export interface HeldOutSet {
  key: string
  role: 'read' | 'control'
}

export const HELD_OUT_SETS: readonly HeldOutSet[] = [
  { key: 'a', role: 'read' },
  { key: 'b', role: 'read' },
  { key: 'c', role: 'read' },
  { key: 'd', role: 'read' },
  { key: 'e', role: 'read' },
  { key: 'f', role: 'read' },
  { key: 'g', role: 'read' },
  { key: 'h', role: 'read' },
  { key: 'i', role: 'read' },
  { key: 'j', role: 'read' },
  { key: 'k', role: 'read' },
  { key: 'l', role: 'read' },
  { key: 'm', role: 'read' },
  { key: 'n', role: 'read' },
  { key: 'o', role: 'read' },
  { key: 'p', role: 'control' },
  { key: 'q', role: 'read' },
  { key: 'r', role: 'read' },
  { key: 's', role: 'read' },
  { key: 't', role: 'read' },
  { key: 'u', role: 'control' },
  { key: 'v', role: 'read' },
  { key: 'w', role: 'read' },
  { key: 'x', role: 'read' },
  { key: 'y', role: 'read' },
  { key: 'z', role: 'control' },
  { key: 'aa', role: 'read' },
  { key: 'ab', role: 'control' },
  { key: 'ac', role: 'read' },
  { key: 'ad', role: 'control' },
  { key: 'ae', role: 'read' },
  { key: 'af', role: 'control' },
  { key: 'ag', role: 'read' },
  { key: 'ah', role: 'control' },
  { key: 'ai', role: 'read' },
  { key: 'aj', role: 'control' },
  { key: 'ak', role: 'read' },
  { key: 'al', role: 'control' },
  { key: 'am', role: 'control' },
  { key: 'an', role: 'control' },
  { key: 'ao', role: 'read' },
  { key: 'ap', role: 'read' },
  { key: 'aq', role: 'control' },
  { key: 'ar', role: 'control' },
  { key: 'as', role: 'read' },
  { key: 'at', role: 'read' },
  { key: 'au', role: 'control' },
  { key: 'av', role: 'control' },
  { key: 'aw', role: 'read' },
  { key: 'ax', role: 'read' },
  { key: 'ay', role: 'read' },
  { key: 'az', role: 'read' },
  { key: 'ba', role: 'control' },
  { key: 'bb', role: 'control' },
  { key: 'bc', role: 'read' },
  { key: 'bd', role: 'read' },
  { key: 'be', role: 'read' },
  { key: 'bf', role: 'control' },
  { key: 'bg', role: 'read' },
  { key: 'bh', role: 'read' },
  { key: 'bi', role: 'control' },
  { key: 'bj', role: 'control' },
  { key: 'bk', role: 'control' },
  { key: 'bl', role: 'read' },
  { key: 'bm', role: 'control' },
  { key: 'bn', role: 'read' },
  { key: 'bo', role: 'control' },
  { key: 'bp', role: 'control' },
  { key: 'bq', role: 'read' },
  { key: 'br', role: 'control' },
  { key: 'bs', role: 'read' },
  { key: 'bt', role: 'control' },
  { key: 'bu', role: 'read' },
  { key: 'bv', role: 'control' },
  { key: 'bw', role: 'read' },
  { key: 'bx', role: 'control' },
  { key: 'by', role: 'control' },
  { key: 'bz', role: 'control' },
  { key: 'ca', role: 'control' },
  { key: 'cb', role: 'control' },
  { key: 'cc', role: 'control' },
  { key: 'cd', role: 'read' },
  { key: 'ce', role: 'read' },
  { key: 'cf', role: 'read' },
  { key: 'cg', role: 'read' },
  { key: 'ch', role: 'read' },
  { key: 'ci', role: 'read' },
  { key: 'cj', role: 'control' },
  { key: 'ck', role: 'read' },
  { key: 'cl', role: 'control' },
  { key: 'cm', role: 'read' },
  { key: 'cn', role: 'read' },
  { key: 'co', role: 'control' },
  { key: 'cp', role: 'control' },
  { key: 'cq', role: 'control' },
  { key: 'cr', role: 'read' },
  { key: 'cs', role: 'read' },
  { key: 'ct', role: 'control' },
  { key: 'cu', role: 'read' },
  { key: 'cv', role: 'control' },
  { key: 'cw', role: 'read' },
  { key: 'cx', role: 'control' },
  { key: 'cy', role: 'read' },
  { key: 'cz', role: 'control' },
  { key: 'da', role: 'read' },
  { key: 'db', role: 'control' },
  { key: 'dc', role: 'read' },
  { key: 'dd', role: 'control' },
  { key: 'de', role: 'read' },
  { key: 'df', role: 'read' },
  { key: 'dg', role: 'control' },
  { key: 'dh', role: 'control' },
  { key: 'di', role: 'read' },
  { key: 'dj', role: 'read' },
  { key: 'dk', role: 'read' },
  { key: 'dl', role: 'read' },
  { key: 'dm', role: 'read' },
  { key: 'dn', role: 'read' },
  { key: 'do', role: 'read' },
  { key: 'dp', role: 'control' },
  { key: 'dq', role: 'control' },
  { key: 'dr', role: 'control' },
  { key: 'ds', role: 'control' },
  { key: 'dt', role: 'control' },
  { key: 'du', role: 'read' },
  { key: 'dv', role: 'read' },
  { key: 'dw', role: 'read' },
  { key: 'dx', role: 'read' },
  { key: 'dy', role: 'read' },
  { key: 'dz', role: 'read' },
  { key: 'ea', role: 'control' },
  { key: 'eb', role: 'control' },
  { key: 'ec', role: 'control' },
  { key: 'ed', role: 'read' },
  { key: 'ee', role: 'read' },
  { key: 'ef', role: 'read' },
  { key: 'eg', role: 'read' },
  { key: 'eh', role: 'control' },
  { key: 'ei', role: 'control' },
  { key: 'ej', role: 'read' },
  { key: 'ek', role: 'read' },
  { key: 'el', role: 'read' },
  { key: 'em', role: 'read' },
  { key: 'en', role: 'control' },
  { key: 'eo', role: 'control' },
  { key: 'ep', role: 'control' },
  { key: 'eq', role: 'read' },
  { key: 'er', role: 'read' },
  { key: 'es', role: 'read' },
  { key: 'et', role: 'read' },
  { key: 'eu', role: 'control' },
  { key: 'ev', role: 'control' },
  { key: 'ew', role: 'control' },
  { key: 'ey', role: 'read' },
  { key: 'ex', role: 'read' },
  { key: 'ez', role: 'control' },
  { key: 'fa', role: 'control' },
  { key: 'fb', role: 'control' },
  { key: 'fc', role: 'control' },
  { key: 'fd', role: 'read' },
  { key: 'fe', role: 'read' },
  { key: 'ff', role: 'read' },
  { key: 'fg', role: 'read' },
  { key: 'fh', role: 'control' },
  { key: 'fi', role: 'control' },
  { key: 'fj', role: 'read' },
  { key: 'fk', role: 'read' },
  { key: 'fl', role: 'read' },
  { key: 'fm', role: 'control' },
  { key: 'fn', role: 'control' },
  { key: 'fo', role: 'read' },
  { key: 'fp', role: 'read' },
  { key: 'fq', role: 'read' },
  { key: 'fr', role: 'control' },
  { key: 'fs', role: 'control' },
  { key: 'ft', role: 'read' },
  { key: 'fu', role: 'read' },
]

/** The cases of one set, or undefined when its file is not present. */
export async function casesOf(set: HeldOutSet): Promise<EvalCase[] | undefined> {
  const url = new URL(`held-out-${set.key}.ts`, import.meta.url)
  if (!existsSync(url)) return undefined
  const module = (await import(url.href)) as Record<string, EvalCase[] | undefined>
  return module[`heldOut${set.key.toUpperCase()}`]
}

/**
 * The harm held-out sets (`harm-held-out-<key>.ts`: ordinary requests that share words with harmful ones, and
 * harmful requests with their kind). A read set's failures have been looked at and it trains the harm model; a
 * control set only measures.
 */
export const HARM_SETS: readonly HeldOutSet[] = [
  { key: 'a', role: 'read' },
  { key: 'b', role: 'control' },
  { key: 'c', role: 'read' },
  { key: 'd', role: 'control' },
  { key: 'e', role: 'read' },
  { key: 'f', role: 'read' },
  { key: 'g', role: 'control' },
  { key: 'h', role: 'read' },
  { key: 'i', role: 'control' },
  { key: 'j', role: 'read' },
]

export interface HarmSet {
  legitimate: string[]
  harmful: [string, string][]
}

/** The messages of one harm set, or undefined when its file is not present. */
export async function harmCasesOf(set: HeldOutSet): Promise<HarmSet | undefined> {
  const url = new URL(`harm-held-out-${set.key}.ts`, import.meta.url)
  if (!existsSync(url)) return undefined
  const module = (await import(url.href)) as Record<string, unknown>
  const key = set.key.toUpperCase()
  return { legitimate: module[`legitimate${key}`] as string[], harmful: module[`harmful${key}`] as [string, string][] }
}
