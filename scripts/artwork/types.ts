import type { Palette } from './palettes.ts'
import type { Rng } from './random.ts'
import { group, n } from './svg.ts'

/** Everything a layer needs: canvas size, where the main motif sits, colours and randomness. */
export type Ctx = {
  W: number
  H: number
  /** Centre of the main motif. */
  cx: number
  cy: number
  /** Scale of the motif's 200x200 design box. */
  k: number
  p: Palette
  r: Rng
  dark: boolean
}

/** A layer of artwork, in canvas coordinates. */
export type Draw = (ctx: Ctx) => string

/** A motif drawn in a 200x200 box centred on the origin (ground line near y = 80), placed at the frame. */
export const icon =
  (draw: (p: Palette, r: Rng, ctx: Ctx) => string): Draw =>
  (ctx) =>
    group(`translate(${n(ctx.cx)} ${n(ctx.cy)}) scale(${+ctx.k.toFixed(3)})`, draw(ctx.p, ctx.r, ctx))

/** Light details on dark palettes, dark details on light ones. */
export const detail = (ctx: Ctx) => (ctx.dark ? ctx.p.paper : ctx.p.ink)
