import type { HomeContent } from '@content/schema'
import { InlineStyles } from '~/components/ui/InlineStyles'

const css = `
@keyframes home-download-pulse {
  0%, 100% { transform: scale(1); box-shadow: 0 0 0 0 color-mix(in oklab, var(--c-brand) 55%, transparent); }
  50% { transform: scale(1.06); box-shadow: 0 0 0 12px color-mix(in oklab, var(--c-brand) 0%, transparent); }
}
.home-download-pulse { animation: home-download-pulse 1s ease-in-out 3; }
@media (prefers-reduced-motion: reduce) {
  .home-download-pulse { animation: none; outline: 3px solid var(--c-brand); outline-offset: 3px; }
}
`

type Props = { downloads: HomeContent['downloads']; pulsing: boolean }

/** CV and resume: external files, opened in a new tab. */
export function DownloadButtons({ downloads, pulsing }: Props) {
  const links = [
    { ...downloads.cv, variant: 'btn-primary' },
    { ...downloads.resume, variant: 'btn-ghost' },
  ]
  return (
    <div data-testid="downloads" data-pulsing={pulsing} className="flex flex-wrap gap-3">
      <InlineStyles id="home-download-pulse" css={css} />
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link.variant} px-6 py-3 text-[1rem] ${pulsing ? 'home-download-pulse' : ''}`}
        >
          <span aria-hidden="true" className="i-lucide-download" />
          {link.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
    </div>
  )
}
