import type { ReactNode } from 'react'

type Props = {
  id: string
  title: string
  lead?: string
  /** Extra controls on the right (e.g. carousel arrows). */
  children?: ReactNode
  className?: string
}

/** An h2 with an optional lead paragraph; `id` lets the section use aria-labelledby. */
export function SectionHeading({ id, title, lead, children, className = '' }: Props) {
  return (
    <div className={`flex flex-wrap items-end justify-between gap-4 ${className}`}>
      <div className="max-w-2xl">
        <h2 id={id} className="heading-2">
          {title}
        </h2>
        {lead ? <p className="mt-3 text-[1rem] text-muted sm:text-lg">{lead}</p> : null}
      </div>
      {children}
    </div>
  )
}
