import { Suspense, lazy } from 'react'
import type { ComparisonBlock as Comparison } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { ComparisonFrame } from '~/components/media/ComparisonFrame'
import { BlockHeading } from './BlockHeading'

/** The interactive part is its own chunk; until it arrives the same picture shows, without a handle. */
const ComparisonSlider = lazy(() => import('~/components/media/ComparisonSlider'))

export function ComparisonBlock({ block, priority }: { block: Comparison; priority: boolean }) {
  const frame = {
    before: block.before,
    after: block.after,
    beforeLabel: block.beforeLabel,
    afterLabel: block.afterLabel,
  }
  return (
    <>
      <BlockHeading title={block.title} description={block.description} />
      <div className="mx-auto max-w-3xl">
        <Suspense fallback={<ComparisonFrame {...frame} split={block.initial} priority={priority} />}>
          <ComparisonSlider
            {...frame}
            initial={block.initial}
            priority={priority}
            label={fill(uiCopy.comparison.slider, { title: block.title ?? uiCopy.comparison.untitled })}
          />
        </Suspense>
      </div>
    </>
  )
}
