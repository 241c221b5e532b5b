/** Small helpers for writing compact, deterministic SVG markup. */

/** A number rounded to one decimal, as text (no '-0', no long fractions). */
export const n = (x: number) => {
  const r = Math.round(x * 10) / 10
  return String(Object.is(r, -0) ? 0 : r)
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** Attribute list from an object; undefined values are left out. */
export const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ')

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`

export const path = (d: string, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Record<string, string | number | undefined> = {},
) =>
  `<path ${attrs({ d: `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, stroke, 'stroke-width': width, 'stroke-linecap': 'round', fill: 'none', ...extra })}/>`

export const polygon = (
  points: readonly (readonly [number, number])[],
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<path ${attrs({ d: `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`, fill, ...extra })}/>`

export const group = (transform: string, body: string, extra: Record<string, string | number | undefined> = {}) =>
  `<g ${attrs({ transform, ...extra })}>${body}</g>`

/** Points of a regular polygon or star around (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, spikes: number, rotation = -Math.PI / 2) {
  const points: [number, number][] = []
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner
    const angle = rotation + (i * Math.PI) / spikes
    points.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius])
  }
  return points
}
