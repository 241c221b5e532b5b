import { Link } from '@tanstack/react-router'
import { linkify } from './linkify'

const linkClass = 'underline underline-offset-2 hover:no-underline focus-ring rounded-sm'

/** An answer as React text nodes and links: pages of this site in place, everything else in a new tab. */
export function AnswerText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : part.kind === 'page' ? (
          <Link key={i} to={part.to} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {part.text}
          </a>
        ),
      )}
    </>
  )
}
