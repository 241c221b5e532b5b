import { lazy, useMemo } from 'react'
import { homeContent } from '#content/home.ts'
import { tools } from '#content/tools.ts'
import { HeroSection } from './HeroSection'
import { HydrateWhenNear } from './HydrateWhenNear'
import { useHeroReturn } from './useHeroReturn'

// Below the fold: in the browser their code (and the category table) loads when the visitor scrolls
// near. The server has them loaded before it renders: a lazy section still loading would be streamed
// hidden, for a script to reveal, and never show without JavaScript. (Written out per section: a
// helper would need a top-level await in the browser too, and that splits the entry into three files.)
const ToolsCarousel = import.meta.env.SSR
  ? (await import('./ToolsCarousel')).ToolsCarousel
  : lazy(() => import('./ToolsCarousel').then((m) => ({ default: m.ToolsCarousel })))
const ExcellenceSection = import.meta.env.SSR
  ? (await import('./ExcellenceSection')).ExcellenceSection
  : lazy(() => import('./ExcellenceSection').then((m) => ({ default: m.ExcellenceSection })))
const CtaSection = import.meta.env.SSR
  ? (await import('./CtaSection')).CtaSection
  : lazy(() => import('./CtaSection').then((m) => ({ default: m.CtaSection })))
const ShowcaseSection = import.meta.env.SSR
  ? (await import('./ShowcaseSection')).ShowcaseSection
  : lazy(() => import('./ShowcaseSection').then((m) => ({ default: m.ShowcaseSection })))

export function HomePage() {
  const { heroRef, headingRef, pulsing, returnToHero } = useHeroReturn()
  // Created once: a section still waiting to hydrate that receives new props (HomePage re-renders when
  // the reduced-motion preference is read after hydration, or when the downloads pulse) would be thrown
  // away by React and rendered afresh in the browser, blank until its code arrives. The same element
  // each render lets React skip them.
  const belowTheHero = useMemo(
    () => (
      <>
        {/* The strip starts below the first screen on phones and laptops alike (its heading may peek in):
            its drift and arrows hydrate as the strip itself comes into view, and it drifts from there. */}
        <HydrateWhenNear id="home-tools" watch="[data-testid=tools-strip]" rootMargin="0px">
          <ToolsCarousel content={homeContent.tools} tools={tools} />
        </HydrateWhenNear>
        <HydrateWhenNear id="home-excellence">
          <ExcellenceSection />
        </HydrateWhenNear>
        <HydrateWhenNear id="home-showcase">
          <ShowcaseSection />
        </HydrateWhenNear>
        <HydrateWhenNear id="home-cta">
          <CtaSection content={homeContent.cta} onActivate={returnToHero} />
        </HydrateWhenNear>
      </>
    ),
    [returnToHero],
  )
  return (
    <>
      <HeroSection content={homeContent} heroRef={heroRef} headingRef={headingRef} pulsing={pulsing} />
      {belowTheHero}
    </>
  )
}
