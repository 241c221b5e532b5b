import presetIcons from '@unocss/preset-icons'
import presetWind4 from '@unocss/preset-wind4'
import { defineConfig } from 'unocss'

/**
 * Theme tokens are CSS variables set for light and dark in app/styles/app.css, so one
 * class (`bg-base`, `text-muted`) serves both themes and contrast is checked in one place.
 */
export default defineConfig({
  content: {
    filesystem: ['app/**/*.{ts,tsx}', 'content/**/*.ts'],
  },
  presets: [
    presetWind4({ dark: 'class', preflights: { reset: true } }),
    presetIcons({ scale: 1.15, extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' } }),
  ],
  theme: {
    colors: {
      base: 'var(--c-bg)',
      surface: 'var(--c-surface)',
      raised: 'var(--c-raised)',
      fg: 'var(--c-fg)',
      muted: 'var(--c-muted)',
      line: 'var(--c-line)',
      brand: 'var(--c-brand)',
      'brand-fg': 'var(--c-brand-fg)',
      accent: 'var(--c-accent)',
      danger: 'var(--c-danger)',
    },
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
      display: '"Space Grotesk Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'text-base-fg': 'text-fg',
    'focus-ring': 'outline-none focus-visible:ring-3 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:ring-offset-base',
    btn: 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-ring disabled:opacity-60 disabled:cursor-not-allowed',
    'btn-primary': 'btn bg-brand text-brand-fg hover:brightness-110',
    'btn-ghost': 'btn border border-line bg-surface text-fg hover:bg-raised',
    'icon-btn':
      'inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-raised focus-ring',
    card: 'rounded-2xl border border-line bg-surface shadow-sm',
    'heading-1': 'font-display text-4xl font-bold tracking-tight sm:text-5xl',
    'heading-2': 'font-display text-2xl font-bold tracking-tight sm:text-3xl',
    // Off-screen sections skip style and layout until they come near the viewport; the remembered
    // size (`auto`) keeps the scrollbar steady once they have been seen. Only for sections whose
    // content never paints outside them (content-visibility clips like overflow: hidden).
    'render-lazily': '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]',
    // Named muted-link, not link-muted: UnoCSS generates nothing for a shortcut whose name starts with 'link-'.
    'muted-link': 'inline-flex items-center text-muted hover:text-fg underline-offset-4 hover:underline focus-ring rounded',
  },
  safelist: ['dark'],
})
