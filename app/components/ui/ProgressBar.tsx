import type { Accent } from '#content/lib/schema.ts'
import { accentClasses } from './accent'

type Props = {
  /** Accessible name of the bar (the skill or tool name). */
  label: string
  /** Percent, 0-100. */
  value: number
  accent?: Accent
  /** The visible name; defaults to `label`. */
  caption?: string
  className?: string
}

/**
 * A labelled level bar. Screen readers get the progressbar role with its name and value;
 * the visible name and percent repeat that for the eye, so they are hidden from the tree.
 */
export function ProgressBar({ label, value, accent, caption = label, className = '' }: Props) {
  const fill = accent ? accentClasses[accent].fill : 'bg-brand'
  return (
    <div className={className}>
      <div aria-hidden="true" className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-fg">{caption}</span>
        <span className="tabular-nums text-muted">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div className={`h-full rounded-full ${fill}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}
