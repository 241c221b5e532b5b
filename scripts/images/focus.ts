/** A focal point as fractions of width and height (0..1), from photos.json's `focus`. */
import type { Focus } from '#content/lib/schema/media.ts'

export type { Focus }

export const centre: Focus = { x: 0.5, y: 0.5 }

export const focusToPosition = (focus: Focus) => `${Math.round(focus.x * 100)}% ${Math.round(focus.y * 100)}%`

/**
 * The crop of a `width`x`height` image, first scaled to cover `target`, that keeps the focal
 * point as near the middle as the edges allow.
 */
export function focalCrop(width: number, height: number, target: { width: number; height: number }, focus: Focus) {
  const scale = Math.max(target.width / width, target.height / height)
  const resized = { width: Math.max(target.width, Math.round(width * scale)), height: Math.max(target.height, Math.round(height * scale)) }
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max)
  return {
    resized,
    left: clamp(focus.x * resized.width - target.width / 2, resized.width - target.width),
    top: clamp(focus.y * resized.height - target.height / 2, resized.height - target.height),
  }
}
