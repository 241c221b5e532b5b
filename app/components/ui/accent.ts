import type { Accent } from '#content/lib/schema.ts'

type AccentClasses = {
  /** Text and icons on bg-base / bg-surface; AA (4.5:1) in both themes. */
  text: string
  /** Bar fills and dots: at least 3:1 against the bg-raised track in both themes. */
  fill: string
  /** A soft tint behind icons. */
  soft: string
}

/** Accent colours of content (tools, cards, bars) as full UnoCSS class names, so the scanner finds them. */
export const accentClasses: Record<Accent, AccentClasses> = {
  violet: {
    text: 'text-violet-700 dark:text-violet-300',
    fill: 'bg-violet-700 dark:bg-violet-400',
    soft: 'bg-violet-100 dark:bg-violet-950',
  },
  blue: { text: 'text-blue-700 dark:text-blue-300', fill: 'bg-blue-700 dark:bg-blue-400', soft: 'bg-blue-100 dark:bg-blue-950' },
  cyan: { text: 'text-cyan-800 dark:text-cyan-300', fill: 'bg-cyan-700 dark:bg-cyan-400', soft: 'bg-cyan-100 dark:bg-cyan-950' },
  teal: { text: 'text-teal-800 dark:text-teal-300', fill: 'bg-teal-700 dark:bg-teal-400', soft: 'bg-teal-100 dark:bg-teal-950' },
  emerald: {
    text: 'text-emerald-800 dark:text-emerald-300',
    fill: 'bg-emerald-700 dark:bg-emerald-400',
    soft: 'bg-emerald-100 dark:bg-emerald-950',
  },
  amber: { text: 'text-amber-800 dark:text-amber-300', fill: 'bg-amber-700 dark:bg-amber-400', soft: 'bg-amber-100 dark:bg-amber-950' },
  orange: {
    text: 'text-orange-800 dark:text-orange-300',
    fill: 'bg-orange-700 dark:bg-orange-400',
    soft: 'bg-orange-100 dark:bg-orange-950',
  },
  rose: { text: 'text-rose-700 dark:text-rose-300', fill: 'bg-rose-700 dark:bg-rose-400', soft: 'bg-rose-100 dark:bg-rose-950' },
  pink: { text: 'text-pink-700 dark:text-pink-300', fill: 'bg-pink-700 dark:bg-pink-400', soft: 'bg-pink-100 dark:bg-pink-950' },
  indigo: {
    text: 'text-indigo-700 dark:text-indigo-300',
    fill: 'bg-indigo-700 dark:bg-indigo-400',
    soft: 'bg-indigo-100 dark:bg-indigo-950',
  },
}
