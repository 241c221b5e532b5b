import type { HomeContent } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'

type Props = { downloads: HomeContent['downloads']; pulsing: boolean }

/** CV and resume: external files, opened in a new tab. Their pulse (home-download-pulse) is in app.css. */
export function DownloadButtons({ downloads, pulsing }: Props) {
  const links = [
    { ...downloads.cv, variant: 'btn-primary' },
    { ...downloads.resume, variant: 'btn-ghost' },
  ]
  return (
    <div data-testid="downloads" data-pulsing={pulsing} className="flex flex-wrap gap-3">
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
          <span className="sr-only"> {uiCopy.newTab}</span>
        </a>
      ))}
    </div>
  )
}
