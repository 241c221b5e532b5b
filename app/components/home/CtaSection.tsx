import type { HomeContent } from '#content/lib/schema.ts'

type Props = { content: HomeContent['cta']; onActivate: () => void }

/** The closing call-to-action: back to the hero, where the download buttons pulse. */
export function CtaSection({ content, onActivate }: Props) {
  return (
    <section aria-labelledby="cta-title" className="container-page pb-24 pt-8 render-lazily">
      <div className="rounded-3xl bg-brand px-6 py-14 text-center text-brand-fg sm:px-12">
        <h2 id="cta-title" className="heading-2">
          {content.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{content.lead}</p>
        <button
          type="button"
          data-testid="cta-button"
          onClick={onActivate}
          className="btn mt-8 bg-brand-fg px-6 py-3 text-[1rem] text-brand hover:brightness-95 focus-visible:ring-brand-fg focus-visible:ring-offset-brand"
        >
          {content.buttonLabel}
          <span aria-hidden="true" className="i-lucide-arrow-up" />
        </button>
      </div>
    </section>
  )
}
