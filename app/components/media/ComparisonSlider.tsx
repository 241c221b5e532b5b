import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { Image } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { ComparisonFrame } from './ComparisonFrame'
import { useHydrated } from './useHydrated'

export type ComparisonSliderProps = {
  before: Image
  after: Image
  beforeLabel: string
  afterLabel: string
  /** Starting split in percent from the left edge. */
  initial: number
  /** Accessible name of the handle. */
  label: string
  priority?: boolean
}

export const clampSplit = (value: number) => Math.min(100, Math.max(0, value))

/** Keys move the split by 1 (10 with Shift or PageUp/PageDown); Home and End go to the ends. */
function nextSplit(key: string, shift: boolean, split: number): number | undefined {
  const step = shift ? 10 : 1
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return split - step
    case 'ArrowRight':
    case 'ArrowUp':
      return split + step
    case 'PageDown':
      return split - 10
    case 'PageUp':
      return split + 10
    case 'Home':
      return 0
    case 'End':
      return 100
  }
  return undefined
}

/**
 * Before/after slider: the before image on the left of the split, the after image on the right.
 * A press on the track jumps there, dragging (mouse, pen or touch) moves it, and the handle is a
 * keyboard slider. Loaded in its own chunk.
 */
export default function ComparisonSlider({ before, after, beforeLabel, afterLabel, initial, label, priority }: ComparisonSliderProps) {
  const [split, setSplit] = useState(() => clampSplit(initial))
  const [dragging, setDragging] = useState(false)
  const handleRef = useRef<HTMLDivElement>(null)
  const ready = useHydrated()

  const splitAt = (track: HTMLElement, clientX: number) => {
    const rect = track.getBoundingClientRect()
    if (rect.width > 0) setSplit(clampSplit(((clientX - rect.left) / rect.width) * 100))
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(true)
    splitAt(event.currentTarget, event.clientX)
    handleRef.current?.focus({ preventScroll: true })
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging && event.currentTarget.hasPointerCapture(event.pointerId)) splitAt(event.currentTarget, event.clientX)
  }
  const endDrag = () => setDragging(false)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextSplit(event.key, event.shiftKey, split)
    if (next === undefined) return
    event.preventDefault()
    setSplit(clampSplit(next))
  }

  const rounded = Math.round(split)
  return (
    <ComparisonFrame
      before={before}
      after={after}
      beforeLabel={beforeLabel}
      afterLabel={afterLabel}
      split={split}
      priority={priority}
      className={`touch-none select-none ${dragging ? 'cursor-grabbing' : 'cursor-ew-resize'}`}
      rootProps={{
        'data-split': String(Math.round(split * 100) / 100),
        'data-dragging': dragging || undefined,
        'data-ready': ready || undefined,
        onPointerDown,
        onPointerMove,
        onPointerUp: endDrag,
        onPointerCancel: endDrag,
        onLostPointerCapture: endDrag,
      }}
    >
      <div
        ref={handleRef}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={fill(uiCopy.comparison.afterShare, { percent: 100 - rounded })}
        onKeyDown={onKeyDown}
        data-testid="comparison-handle"
        className="absolute top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-black shadow-lg ring-1 ring-black/20 outline-none focus-visible:ring-4 focus-visible:ring-brand"
        style={{ left: `${split}%` }}
      >
        <span aria-hidden="true" className="i-lucide-chevrons-left-right text-xl" />
      </div>
    </ComparisonFrame>
  )
}
