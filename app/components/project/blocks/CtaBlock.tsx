import { Link } from '@tanstack/react-router'
import { bookingMessage, whatsappLink } from '#content/site.ts'
import type { CtaBlock as Cta } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'

/** A closing call to action: booking opens the messaging app with a message naming the service. */
export function CtaBlock({ block }: { block: Cta }) {
  const { action } = block
  return (
    <div className="card px-6 py-10 text-center sm:px-12" data-testid="cta">
      {block.title && <h2 className="heading-2">{block.title}</h2>}
      {block.description && <p className="mx-auto mt-3 max-w-2xl text-muted">{block.description}</p>}
      <div className="mt-6">
        {action.kind === 'booking' ? (
          <a
            href={whatsappLink(bookingMessage(action.service))}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary px-7 py-3 text-base"
            data-testid="cta-button"
          >
            <span aria-hidden="true" className="i-lucide-calendar-check" />
            {block.label}
            <span className="sr-only"> {uiCopy.newTabMessaging}</span>
          </a>
        ) : (
          <Link to={action.to} className="btn-primary px-7 py-3 text-base" data-testid="cta-button">
            {block.label}
            <span aria-hidden="true" className="i-lucide-arrow-right" />
          </Link>
        )}
      </div>
    </div>
  )
}
