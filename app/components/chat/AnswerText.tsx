import { Link } from '@tanstack/react-router'
import Markdown, { type Components } from 'react-markdown'
import remend from 'remend'
import { allowedLink } from './linkPolicy'
import { remarkBareLinks } from './remarkBareLinks'

const linkClass = 'underline underline-offset-2 hover:no-underline focus-ring rounded-sm'

// Paragraphs, emphasis, lists, code and links; no images, headings or tables. HTML in an answer is shown as text, never parsed.
const ALLOWED = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'code', 'a']
const plugins = [remarkBareLinks]

const components: Components = {
  a({ href, children }) {
    const target = href ? allowedLink(href) : null
    if (!target) return <>{children}</>
    if (target.kind === 'page') {
      return (
        <Link to={target.to} className={linkClass}>
          {children}
        </Link>
      )
    }
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
      </a>
    )
  },
}

/** A line break the writer meant: single newlines become hard breaks, as in a chat. */
const keepLineBreaks = (text: string) => text.replace(/([^\n])\n(?!\n)/g, '$1  \n')

/**
 * An answer rendered from Markdown to React elements. While it streams, remend closes what is
 * still open (`**bold` shows as bold, never as asterisks); links pass the allow-list or stay text.
 */
export function AnswerText({ text }: { text: string }) {
  return (
    <Markdown allowedElements={ALLOWED} unwrapDisallowed remarkPlugins={plugins} components={components}>
      {keepLineBreaks(remend(text))}
    </Markdown>
  )
}
