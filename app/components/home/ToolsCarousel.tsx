import { useRef } from 'react'
import type { HomeContent, Tool } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { SectionHeading } from '~/components/ui/SectionHeading'
import { ToolCard } from './ToolCard'
import { useToolsDrift } from './useToolsDrift'

type Props = { content: HomeContent['tools']; tools: readonly Tool[] }

/** 'My AI Tools & Design Stack': a drifting, arrow- and swipe-scrollable strip of tool cards. */
export function ToolsCarousel({ content, tools }: Props) {
  const stripRef = useRef<HTMLDivElement>(null)
  const { running, reduced, scrollByArrow, stripHandlers } = useToolsDrift(stripRef)

  return (
    <section aria-labelledby="tools-title" className="container-page py-16 render-lazily">
      <SectionHeading id="tools-title" title={content.title} lead={content.lead}>
        {/* Centred on phones: at the left edge they would pass under the floating messaging button. */}
        <div className="flex gap-2 max-sm:w-full max-sm:justify-center">
          <button type="button" className="icon-btn" aria-label={uiCopy.toolsCarousel.scrollLeft} onClick={() => scrollByArrow(-1)}>
            <span aria-hidden="true" className="i-lucide-chevron-left text-xl" />
          </button>
          <button type="button" className="icon-btn" aria-label={uiCopy.toolsCarousel.scrollRight} onClick={() => scrollByArrow(1)}>
            <span aria-hidden="true" className="i-lucide-chevron-right text-xl" />
          </button>
        </div>
      </SectionHeading>
      <div
        ref={stripRef}
        role="region"
        aria-label={uiCopy.toolsCarousel.strip}
        tabIndex={0}
        data-testid="tools-strip"
        data-paused={!running}
        className={`relative mt-8 flex gap-4 overflow-x-auto rounded-2xl py-2 focus-ring [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${reduced ? 'snap-x snap-mandatory' : ''}`}
        {...stripHandlers}
      >
        <ul data-copy="primary" className="flex shrink-0 gap-4">
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </ul>
        {/* The second copy only makes the loop seamless: hidden from assistive tech, nothing in it focusable. */}
        <ul data-copy="clone" aria-hidden="true" inert className="flex shrink-0 gap-4">
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </ul>
      </div>
    </section>
  )
}
