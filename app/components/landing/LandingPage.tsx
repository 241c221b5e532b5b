import { landingContent } from '#content/landing.ts'
import { BrandWash } from '~/components/decor/BrandWash'
import { ParticleCanvas } from '~/components/decor/ParticleCanvas'
import { ThemeToggle } from '~/components/layout/ThemeToggle'
import { InlineStyles } from '~/components/ui/InlineStyles'
import { usePrefersReducedMotion } from '~/lib/motion'
import { EnterButton } from './EnterButton'
import { PointerGlow } from './PointerGlow'
import { PulseDots } from './PulseDots'
import { ENTER_DELAY_MS, useEnterFlow } from './useEnterFlow'

const css = `
@keyframes landing-slide-out { to { opacity: 0; transform: translate3d(0, -48px, 0); } }
.landing-slide-out { animation: landing-slide-out ${ENTER_DELAY_MS}ms cubic-bezier(.4, 0, 1, 1) forwards; }
`

/** The landing page `/`: no site header or footer, its own <main>, a fixed theme button. */
export function LandingPage() {
  const content = landingContent
  const { entering, enter, hydrated } = useEnterFlow()
  const reduced = usePrefersReducedMotion()
  const slideOut = entering && !reduced ? 'landing-slide-out' : ''

  return (
    <main
      data-state={entering ? 'entering' : 'idle'}
      data-hydrated={hydrated}
      className="relative isolate flex min-h-screen flex-col items-center justify-center overflow-hidden bg-base px-4 py-24 text-center"
    >
      <InlineStyles id="landing-page" css={css} />
      <BrandWash brand="60% 50% at 20% 15%" accent="50% 45% at 85% 85%" accentStrength={12} />
      <ParticleCanvas count={24} seed={11} className="-z-10" />
      <PulseDots />
      <PointerGlow />
      <ThemeToggle className="icon-btn fixed right-4 top-4 z-50 shadow-sm" />

      <div className={`relative z-10 max-w-2xl ${slideOut}`}>
        <h1 className="heading-1 sm:text-6xl">{content.title}</h1>
        <p className="mt-4 text-lg text-muted sm:text-xl">{content.tagline}</p>
      </div>

      <form
        action="/home"
        method="get"
        className="relative z-10 mt-12"
        onSubmit={(event) => {
          event.preventDefault()
          enter()
        }}
      >
        <EnterButton content={content} entering={entering} />
      </form>
      <p role="status" className="relative z-10 mt-6 min-h-6 text-sm font-medium text-muted">
        {entering ? content.transitioningLabel : ''}
      </p>
    </main>
  )
}
