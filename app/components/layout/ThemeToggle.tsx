import { uiCopy } from '#content/ui.ts'
import { useTheme } from '~/lib/theme'

export function ThemeToggle({ className = 'icon-btn' }: { className?: string }) {
  const [theme, setTheme] = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  const label = next === 'light' ? uiCopy.theme.toLight : uiCopy.theme.toDark
  return (
    <button type="button" className={className} aria-label={label} title={label} data-testid="theme-toggle" onClick={() => setTheme(next)}>
      <span aria-hidden="true" className={theme === 'dark' ? 'i-lucide-sun' : 'i-lucide-moon'} />
    </button>
  )
}
