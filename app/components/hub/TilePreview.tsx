import { useLayoutEffect, useRef } from 'react'
import type { CategorySummary } from '#content/lib/schema.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { SkillTagList } from '~/components/ui/SkillTag'
import { placePreview } from './placePreview'

type Props = {
  id: string
  category: CategorySummary
  anchor: HTMLElement
  handlers: { onPointerEnter: () => void; onPointerLeave: () => void }
}

/** The floating preview beside a hovered or focused tile, positioned in the viewport and kept there on scroll. */
export function TilePreview({ id, category, anchor, handlers }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const place = () => {
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }
      const size = { width: panel.offsetWidth, height: panel.offsetHeight }
      const { left, top, side } = placePreview(anchor.getBoundingClientRect(), size, viewport)
      panel.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`
      panel.dataset.side = side
    }
    place()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [anchor])

  return (
    <div
      ref={panelRef}
      id={id}
      role="tooltip"
      data-testid="hub-preview"
      className="card anim-fade-in fixed left-0 top-0 z-30 max-h-[calc(100vh-28px)] w-72 overflow-hidden shadow-xl"
      {...handlers}
    >
      <div aria-hidden="true">
        <ContentImage image={category.image} sizes="288px" className="aspect-[4/3] h-auto w-full object-cover" />
      </div>
      <div className="p-4">
        <p className="text-sm font-semibold text-brand">{category.projectCount}</p>
        <p className="mt-1 text-sm text-muted">{category.description}</p>
        <SkillTagList tags={category.skills} className="mt-3" />
      </div>
    </div>
  )
}
