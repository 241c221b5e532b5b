import type { HTMLAttributes, ReactNode } from 'react'
import type { Image } from '#content/lib/schema.ts'
import { ContentImage } from './ContentImage'
import { fullImageSizes } from '~/lib/columns'

type Props = {
  before: Image
  after: Image
  beforeLabel: string
  afterLabel: string
  /** Percent from the left edge where the after image starts. */
  split: number
  priority?: boolean
  className?: string
  rootProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | boolean | undefined>
  children?: ReactNode
}

const chip = 'pointer-events-none absolute top-3 rounded-full bg-black/75 px-3 py-1 text-xs font-semibold text-white'

/**
 * The picture of a before/after comparison: both images stacked in a box of the image's
 * ratio (no layout shift), the after image clipped to the right of the split, a divider line
 * and the two labels. The interactive slider draws its handle on top of it.
 */
export function ComparisonFrame({ before, after, beforeLabel, afterLabel, split, priority, className = '', rootProps, children }: Props) {
  return (
    <div
      data-testid="comparison"
      {...rootProps}
      className={`relative overflow-hidden rounded-2xl bg-raised ${className}`}
      style={{ aspectRatio: `${before.width} / ${before.height}` }}
    >
      <ContentImage
        image={before}
        priority={priority}
        sizes={fullImageSizes}
        className="pointer-events-none absolute inset-0 h-full w-full object-cover"
      />
      <div className="pointer-events-none absolute inset-0" style={{ clipPath: `inset(0 0 0 ${split}%)` }} data-testid="comparison-after">
        <ContentImage image={after} priority={priority ? 'eager' : 'lazy'} sizes={fullImageSizes} className="h-full w-full object-cover" />
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.3)]"
        style={{ left: `${split}%` }}
      />
      <span className={`${chip} left-3`}>{beforeLabel}</span>
      <span className={`${chip} right-3`}>{afterLabel}</span>
      {children}
    </div>
  )
}
