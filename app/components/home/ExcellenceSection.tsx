import { homeExcellence as content } from '#content/home-excellence.ts'
import { accentClasses } from '~/components/ui/accent'
import { SectionHeading } from '~/components/ui/SectionHeading'

export function ExcellenceSection() {
  return (
    <section aria-labelledby="excellence-title" className="container-page py-16 render-lazily">
      <SectionHeading id="excellence-title" title={content.title} lead={content.lead} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {content.cards.map((card) => {
          const accent = accentClasses[card.accent]
          return (
            <li key={card.title} className="card p-6">
              <span className={`grid h-12 w-12 place-items-center rounded-xl ${accent.soft}`}>
                <span aria-hidden="true" className={`${card.icon} text-2xl ${accent.text}`} />
              </span>
              <h3 className="mt-4 font-display text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted">{card.description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
