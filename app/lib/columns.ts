import type { AspectRatio, Columns } from '#content/lib/schema.ts'

/**
 * Content gives layout as numbers; UnoCSS only generates classes it finds written out in
 * source, so every class a number can map to is spelled in full in these tables.
 */
type Count = 1 | 2 | 3 | 4 | 5 | 6

const baseCols: Record<Count, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-6',
}
const smCols: Record<Count, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
  5: 'sm:grid-cols-5',
  6: 'sm:grid-cols-6',
}
const mdCols: Record<Count, string> = {
  1: 'md:grid-cols-1',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
  5: 'md:grid-cols-5',
  6: 'md:grid-cols-6',
}
const lgCols: Record<Count, string> = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
}

const pick = (table: Record<Count, string>, n: number | undefined) => (n === undefined ? undefined : table[n as Count])

/** `{ base: 1, sm: 2, md: 4 }` -> 'grid-cols-1 sm:grid-cols-2 md:grid-cols-4'. */
export function columnsClass(columns: Columns): string {
  return [pick(baseCols, columns.base), pick(smCols, columns.sm), pick(mdCols, columns.md), pick(lgCols, columns.lg)]
    .filter(Boolean)
    .join(' ')
}

/** A fixed grid from medium screens up (brand identity: 6 columns x 4 rows); rows are at least 11rem. */
const mdGridCols: Record<Count, string> = mdCols
const mdGridRows: Record<Count, string> = {
  1: 'md:grid-rows-[repeat(1,minmax(11rem,1fr))]',
  2: 'md:grid-rows-[repeat(2,minmax(11rem,1fr))]',
  3: 'md:grid-rows-[repeat(3,minmax(11rem,1fr))]',
  4: 'md:grid-rows-[repeat(4,minmax(11rem,1fr))]',
  5: 'md:grid-rows-[repeat(5,minmax(11rem,1fr))]',
  6: 'md:grid-rows-[repeat(6,minmax(11rem,1fr))]',
}
const mdColSpan: Record<Count, string> = {
  1: 'md:col-span-1',
  2: 'md:col-span-2',
  3: 'md:col-span-3',
  4: 'md:col-span-4',
  5: 'md:col-span-5',
  6: 'md:col-span-6',
}
const mdRowSpan: Record<Count, string> = {
  1: 'md:row-span-1',
  2: 'md:row-span-2',
  3: 'md:row-span-3',
  4: 'md:row-span-4',
  5: 'md:row-span-5',
  6: 'md:row-span-6',
}

export function fixedGridClass(grid: { cols: number; rows: number }): string {
  return `${pick(mdGridCols, grid.cols) ?? ''} ${pick(mdGridRows, grid.rows) ?? ''}`.trim()
}

export function spanClass(span: { cols: number; rows: number }): string {
  return `${pick(mdColSpan, span.cols) ?? ''} ${pick(mdRowSpan, span.rows) ?? ''}`.trim()
}

/** CSS aspect-ratio as a class, for boxes whose ratio changes at a breakpoint. */
export const aspectClass: Record<AspectRatio, string> = {
  '1/1': 'aspect-square',
  '3/4': 'aspect-[3/4]',
  '4/3': 'aspect-[4/3]',
  '9/16': 'aspect-[9/16]',
  '16/9': 'aspect-video',
  '3/2': 'aspect-[3/2]',
  '2/3': 'aspect-[2/3]',
  '4/5': 'aspect-[4/5]',
}

/**
 * The page container (`container-page`: max-w-7xl with px-4, sm:px-6, lg:px-8) and the
 * breakpoints of UnoCSS's Wind4 preset, in px: what `sizes` needs to know about the layout.
 */
const containerMax = 1280
const breakpoints = { sm: 640, md: 768, lg: 1024 } as const
const paddingAt = { base: 16, sm: 24, md: 24, lg: 32 } as const

type Step = 'base' | keyof typeof breakpoints

/**
 * The `sizes` attribute for images in a grid of `columns` with `gapPx` between them, inside the
 * page container: `(min-width: 1280px) 292px, (min-width: 1024px) calc((100vw - 112px) / 4), ...`.
 * It is what lets the browser pick the smallest srcset file that fills a column. `scale` is how
 * much wider than the box the image is drawn (a landscape photo cropped into a portrait box).
 */
export function gridImageSizes(columns: Columns, gapPx: number, scale = 1, containerPx: number = containerMax): string {
  const resolved: Record<Step, number> = { base: columns.base, sm: 0, md: 0, lg: 0 }
  resolved.sm = columns.sm ?? resolved.base
  resolved.md = columns.md ?? resolved.sm
  resolved.lg = columns.lg ?? resolved.md
  const slot = (step: Step, viewport: string) => {
    const n = resolved[step]
    const fixed = 2 * paddingAt[step] + (n - 1) * gapPx
    const times = scale === 1 ? '' : ` * ${scale.toFixed(3)}`
    if (n === 1) return times ? `calc((${viewport} - ${fixed}px)${times})` : `calc(${viewport} - ${fixed}px)`
    return `calc((${viewport} - ${fixed}px) / ${n}${times})`
  }
  const widest = Math.ceil(((Math.min(containerPx, containerMax) - 2 * paddingAt.lg - (resolved.lg - 1) * gapPx) / resolved.lg) * scale)
  return [
    `(min-width: ${containerMax}px) ${widest}px`,
    `(min-width: ${breakpoints.lg}px) ${slot('lg', '100vw')}`,
    `(min-width: ${breakpoints.md}px) ${slot('md', '100vw')}`,
    `(min-width: ${breakpoints.sm}px) ${slot('sm', '100vw')}`,
    slot('base', '100vw'),
  ].join(', ')
}

/** Cards on category pages, link tiles and video cards: 1, 2 then 3 columns with gap-6. */
export const cardImageSizes = gridImageSizes({ base: 1, sm: 2, lg: 3 }, 24)
/** Info boxes: 1 then 2 columns with gap-6. */
export const halfImageSizes = gridImageSizes({ base: 1, md: 2 }, 24)
/** Full-width images in the page container (the comparison slider). */
export const fullImageSizes = gridImageSizes({ base: 1 }, 0)

/**
 * How much wider than its box an image is drawn: with object-fit cover, an image wider than the
 * box's aspect ratio fills its height and overflows sideways (1 when it fits or is contained).
 */
export function coverScale(image: { width: number; height: number }, box: AspectRatio, fit: string): number {
  if (fit !== 'cover') return 1
  const [w, h] = box.split('/').map(Number) as [number, number]
  return Math.max(1, image.width / image.height / (w / h))
}
