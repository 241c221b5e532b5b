import { layers, type LayerName } from './backdrops.ts'
import { series, type Series, type Subject } from './series.ts'

/** Which artwork a local image gets: its series, subject, backdrop and overlays. */
export type ArtPlan = {
  key: string
  index: number
  series: Series
  subject: Subject
  backdrop: LayerName
  overlays: readonly LayerName[]
}

/** '/images/photography/wedding-photography-3.svg' -> series 'photography/wedding-photography', index 2. */
export function planArtwork(src: string): ArtPlan | undefined {
  const match = /^\/images\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(src)
  if (!match) return undefined
  const [, area, stem] = match as unknown as [string, string, string]
  let key = `${area}/${stem}`
  let index = 0
  if (!series[key]) {
    const numbered = /^(.*)-(\d+)$/.exec(stem)
    if (!numbered) return undefined
    key = `${area}/${numbered[1]}`
    index = Number(numbered[2]) - 1
  }
  const found = series[key]
  if (!found) return undefined
  const count = found.subjects.length
  const backdrops = found.backdrops ?? ['none']
  return {
    key,
    index,
    series: found,
    subject: found.subjects[index % count]!,
    backdrop: backdrops[Math.floor(index / count) % backdrops.length]!,
    overlays: found.overlays ?? [],
  }
}

/** Words the alt text must contain to describe what the artwork shows; an empty list means it does. */
export function missingAltWords(alt: string, plan: ArtPlan): string[] {
  const words = [...plan.subject.keywords, layers[plan.backdrop].keyword, ...plan.overlays.map((name) => layers[name].keyword)].filter(
    Boolean,
  )
  const lower = alt.toLowerCase()
  return words.filter((word) => !lower.includes(word.toLowerCase()))
}
