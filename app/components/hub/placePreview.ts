/** Spec: the preview keeps at least 20 px from the top of the viewport. */
export const MIN_TOP_PX = 20
const GAP_PX = 16
const EDGE_PX = 8

type Rect = { top: number; left: number; right: number }
type Size = { width: number; height: number }

/**
 * Where the floating preview goes: beside the tile, on the right when it fits, else on
 * the left; its top aligned with the tile's but at least 20 px from the top; always inside
 * the viewport (clamped when neither side has room).
 */
export function placePreview(anchor: Rect, panel: Size, viewport: Size) {
  const fitsRight = anchor.right + GAP_PX + panel.width <= viewport.width - EDGE_PX
  const fitsLeft = anchor.left - GAP_PX - panel.width >= EDGE_PX
  const side: 'right' | 'left' = fitsRight || !fitsLeft ? 'right' : 'left'
  const preferredLeft = side === 'right' ? anchor.right + GAP_PX : anchor.left - GAP_PX - panel.width
  const left = Math.max(EDGE_PX, Math.min(preferredLeft, viewport.width - panel.width - EDGE_PX))
  const top = Math.max(MIN_TOP_PX, Math.min(anchor.top, viewport.height - panel.height - EDGE_PX))
  return { left, top, side }
}
