import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'
import { useTheme } from '~/lib/theme'

/** Sonner's colours mapped to the theme tokens, so toasts pass AA contrast in both themes. */
const tokenColours = {
  '--normal-bg': 'var(--c-surface)',
  '--normal-text': 'var(--c-fg)',
  '--normal-border': 'var(--c-line)',
  // Destructive style: a solid danger-coloured toast (white on red in light, near-black on light red in dark).
  '--error-bg': 'var(--c-danger)',
  '--error-text': 'var(--c-bg)',
  '--error-border': 'var(--c-danger)',
} as CSSProperties

export function ChatToaster() {
  const [theme] = useTheme()
  return <Toaster theme={theme} position="top-center" richColors closeButton style={tokenColours} />
}
