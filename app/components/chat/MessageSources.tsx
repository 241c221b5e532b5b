import { Link } from '@tanstack/react-router'
import { chatCopy } from '#content/chat.ts'
import { allowedLink } from './linkPolicy'
import type { ChatSource } from './types'

/** Pages of this site an answer is grounded in, as client-side links; anything else is not shown. */
export function MessageSources({ sources }: { sources: readonly ChatSource[] }) {
  const pages = sources.filter((source) => allowedLink(source.href)?.kind === 'page')
  if (pages.length === 0) return null
  return (
    <div className="mt-2 border-t border-line pt-2">
      <p className="text-xs font-medium text-muted">{chatCopy.sourcesLabel}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {pages.map((source) => (
          <li key={source.href}>
            <Link
              to={source.href}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand underline underline-offset-2 hover:no-underline focus-ring"
            >
              <span className="i-lucide-arrow-up-right text-xs" aria-hidden="true" />
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
