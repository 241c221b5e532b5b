import type { AspectRatio, Columns } from '@content/schema'

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
