import { Link } from '@tanstack/react-router'
import type { CardAction as Action } from '#content/lib/schema.ts'
import { NewTabLink } from '~/components/project/NewTabLink'
import { showAIWidget } from '~/components/widgets/showAIWidget'

const actionClass = 'btn-primary w-full sm:w-auto'

/** A card's button: a page of this site, another site in a new tab, or the AI chat widget. */
export function CardAction({ action, describedBy }: { action: Action; describedBy: string }) {
  switch (action.kind) {
    case 'internal':
      return (
        <Link to={action.to} className={actionClass} aria-describedby={describedBy} data-action="internal">
          {action.label}
          <span aria-hidden="true" className="i-lucide-arrow-right" />
        </Link>
      )
    case 'external':
      return (
        <NewTabLink href={action.href} className={actionClass} describedBy={describedBy}>
          {action.label}
        </NewTabLink>
      )
    case 'widget':
      return (
        <button type="button" className={actionClass} aria-describedby={describedBy} onClick={showAIWidget} data-action="widget">
          <span aria-hidden="true" className="i-lucide-message-circle" />
          {action.label}
        </button>
      )
  }
}
