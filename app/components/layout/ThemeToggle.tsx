import { useTheme } from '~/lib/theme'

export function ThemeToggle({ className = 'icon-btn' }: { className?: string }) {
  const [theme, setTheme] = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className={className}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      onClick={() => setTheme(next)}
    >
      <span aria-hidden="true" className={theme === 'dark' ? 'i-lucide-sun' : 'i-lucide-moon'} />
    </button>
  )
}
