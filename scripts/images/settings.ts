/**
 * What the pipeline makes of every original. Changing anything here changes `pipelineVersion`,
 * so cached outputs from older settings are never reused (and old URLs are never overwritten).
 */
export const widthLadder = [320, 480, 640, 800, 1080, 1440, 1920, 2560] as const

export const encoders = {
  // AVIF effort 2 of 9 (default 4): on the test photographs effort 3 took 3.5x the time of effort 1
  // for 30% fewer bytes; 2 sits between, keeping a first build of many large originals practical.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true, progressive: true },
} as const

export const placeholderWidth = 16
export const shareImage = { width: 1200, height: 630 } as const

export const pipelineVersion = JSON.stringify({ v: 1, widthLadder, encoders, placeholderWidth, shareImage })

/** The ladder for an original `width` px wide: every rung below it, plus the original width itself. */
export function ladderFor(width: number): number[] {
  const rungs: number[] = widthLadder.filter((w) => w < width)
  const top = Math.min(width, widthLadder.at(-1)!)
  if (!rungs.includes(top)) rungs.push(top)
  return rungs
}

export const originalExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const
export const isOriginal = (name: string) => originalExtensions.some((ext) => name.toLowerCase().endsWith(ext))
