import type { ReactNode } from 'react'

/** The spec's placeholder pages: one line of text, centred, with optional extra content below. */
export function ComingSoon({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-8 py-20 text-center">
      <h1 className="heading-1">{text}</h1>
      {children}
    </section>
  )
}
