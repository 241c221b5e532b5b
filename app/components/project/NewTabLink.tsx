import type { ReactNode } from 'react'
import { uiCopy } from '#content/ui.ts'

type Props = {
  href: string
  children: ReactNode
  className?: string
  /** Id of the element naming what the link is about (a card title), read after the link text. */
  describedBy?: string
}

/** A link to another site: a new tab, no opener, and a hint for screen readers that a tab opens. */
export function NewTabLink({ href, children, className, describedBy }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-describedby={describedBy}>
      {children}
      <span className="sr-only"> {uiCopy.newTab}</span>
      <span aria-hidden="true" className="i-lucide-external-link text-[0.9em]" />
    </a>
  )
}
