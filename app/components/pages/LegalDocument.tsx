import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'

type LegalPage = {
  title: string
  updated: string
  intro: string
  sections: readonly { heading: string; paragraphs: readonly string[] }[]
}

/** Privacy and terms share one template; their text lives in content/legal.ts. */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <article className="container-page max-w-3xl py-16">
      <h1 className="heading-1">{page.title}</h1>
      <p className="mt-2 text-sm text-muted">{fill(uiCopy.legal.updated, { date: page.updated })}</p>
      <p className="mt-6 text-lg text-fg">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="heading-2 text-xl sm:text-2xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
