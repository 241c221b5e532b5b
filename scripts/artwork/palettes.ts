/**
 * Colour palettes of the artwork. The alt texts in content/ name these colours
 * (e.g. 'in blush, champagne gold and ivory'), so change both together.
 */
export type Palette = {
  /** Background gradient, from top-left to bottom-right. */
  bg: readonly [string, string]
  /** Outlines and dark details. */
  ink: string
  /** Light surfaces: paper, cards, plates. */
  paper: string
  /** Three accents: main, second, third. */
  a: readonly [string, string, string]
}

export const palettes = {
  /** violet and lavender */
  brand: { bg: ['#f3efff', '#c4b5fd'], ink: '#2e1065', paper: '#ffffff', a: ['#7c3aed', '#ec4899', '#06b6d4'] },
  /** peach, coral and plum */
  sunset: { bg: ['#fde7d2', '#f6a58c'], ink: '#4a2340', paper: '#fff7ee', a: ['#e8684a', '#f2b134', '#7a3b69'] },
  /** blush, champagne gold and ivory */
  blush: { bg: ['#fdf1ec', '#f1c6c2'], ink: '#5a2a3a', paper: '#fffaf3', a: ['#d4a24c', '#c76b7e', '#8aa58a'] },
  /** lilac, violet and silver */
  lilac: { bg: ['#f1ebfa', '#c3aee6'], ink: '#3b2a5c', paper: '#faf7ff', a: ['#8e6cc8', '#e2d6f5', '#b9b9cc'] },
  /** mint, strawberry pink and cream */
  sorbet: { bg: ['#e1f5ec', '#f9d4dd'], ink: '#4b2e2a', paper: '#fffdf5', a: ['#ef6f8e', '#5fc29e', '#f5c26b'] },
  /** navy, teal and gold */
  corporate: { bg: ['#0f2a43', '#144e5c'], ink: '#0b1c2c', paper: '#eef4f8', a: ['#f2b84b', '#3fb6a8', '#7ea3c4'] },
  /** caramel, terracotta and espresso brown */
  roast: { bg: ['#f5e8d8', '#d9b08a'], ink: '#3b2416', paper: '#fff8ef', a: ['#b8643c', '#7a4a2b', '#e2a65b'] },
  /** espresso brown, latte and sage */
  espresso: { bg: ['#3b2416', '#6b4428'], ink: '#24150c', paper: '#f3e3cf', a: ['#d9a86c', '#a3b18a', '#c7743f'] },
  /** berry, peach and lemon */
  berry: { bg: ['#fff2dd', '#ffc8b6'], ink: '#4a1f3d', paper: '#fffaf3', a: ['#c2416b', '#f59e42', '#f7d046'] },
  /** indigo, violet and amber */
  identity: { bg: ['#eef0ff', '#c7cbfb'], ink: '#1e1b4b', paper: '#ffffff', a: ['#6d28d9', '#f59e0b', '#4f46e5'] },
  /** navy, terracotta and warm paper */
  paper: { bg: ['#f6f2ea', '#dcd4c3'], ink: '#1f2a44', paper: '#fffdf8', a: ['#c0553a', '#2f4f7f', '#d9a441'] },
  /** sage green, terracotta and cream */
  cafe: { bg: ['#f3eadc', '#cfe0d0'], ink: '#2d3a2e', paper: '#fffaf0', a: ['#d26a3c', '#5b8f6b', '#e6b655'] },
  /** midnight blue, gold and emerald */
  ramadan: { bg: ['#0b1f3a', '#17375f'], ink: '#08162a', paper: '#fdf3d8', a: ['#e0b84f', '#2f9473', '#f4d58d'] },
  /** violet-to-pink gradient with amber accents */
  story: { bg: ['#6d28d9', '#db2777'], ink: '#2e1065', paper: '#ffffff', a: ['#fbbf24', '#f9a8d4', '#22d3ee'] },
  /** tomato red, mustard and cream */
  food: { bg: ['#fff4e2', '#ffd7a8'], ink: '#3d1f14', paper: '#fffaf0', a: ['#e4572e', '#f3a712', '#5b9a4b'] },
  /** slate blue, brass and white */
  estate: { bg: ['#e8eff6', '#b6cade'], ink: '#1c2b3a', paper: '#ffffff', a: ['#2e6f95', '#c9a227', '#7fa37f'] },
  /** sky blue, indigo and orange */
  carousel: { bg: ['#e0f2fe', '#c7d2fe'], ink: '#1e293b', paper: '#ffffff', a: ['#4f46e5', '#0ea5e9', '#f97316'] },
  /** sunny yellow, pink and purple */
  insta: { bg: ['#fde68a', '#f9a8d4'], ink: '#3b0764', paper: '#ffffff', a: ['#a21caf', '#f97316', '#ec4899'] },
  /** ink black and primaries on cream */
  type: { bg: ['#f7f1e5', '#eadfca'], ink: '#1c1917', paper: '#fffdf8', a: ['#dc2626', '#1d4ed8', '#ca8a04'] },
  /** deep indigo, violet and cyan */
  ai: { bg: ['#1e1b4b', '#3b2f86'], ink: '#0f0c2e', paper: '#ede9fe', a: ['#a78bfa', '#22d3ee', '#f472b6'] },
  /** aqua, cyan and indigo */
  web: { bg: ['#ecfeff', '#bae6f5'], ink: '#0f172a', paper: '#ffffff', a: ['#0891b2', '#6366f1', '#f59e0b'] },
  /** charcoal, red and amber */
  video: { bg: ['#111827', '#2a3142'], ink: '#0b0f19', paper: '#f9fafb', a: ['#ef4444', '#f59e0b', '#38bdf8'] },
} as const satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes

/** Dark palettes draw light details; everything else draws dark ones. */
export const isDark = (p: Palette) => luminance(p.bg[0]) < 0.3

function luminance(hex: string) {
  const v = parseInt(hex.slice(1), 16)
  return (0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255
}
