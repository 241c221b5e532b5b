import { lazy } from 'react'
import { homeContent } from '@content/home'
import { CtaSection } from './CtaSection'
import { HeroSection } from './HeroSection'
import { HydrateWhenNear } from './HydrateWhenNear'
import { useHeroReturn } from './useHeroReturn'

// Below the fold and static: their code (and the category table) loads when the visitor scrolls near.
const ExcellenceSection = lazy(() => import('./ExcellenceSection').then((m) => ({ default: m.ExcellenceSection })))
const ShowcaseSection = lazy(() => import('./ShowcaseSection').then((m) => ({ default: m.ShowcaseSection })))
// Below the hero: the strip, its drift and the tools table load a quarter screen before it shows
// (the drift only runs while the strip is on screen, so it starts on time).
const ToolsCarousel = lazy(() => import('./ToolsCarousel').then((m) => ({ default: m.ToolsCarousel })))

export function HomePage() {
  const { heroRef, headingRef, pulsing, returnToHero } = useHeroReturn()
  return (
    <>
      <HeroSection content={homeContent} heroRef={heroRef} headingRef={headingRef} pulsing={pulsing} />
      <HydrateWhenNear id="home-tools">
        <ToolsCarousel content={homeContent.tools} />
      </HydrateWhenNear>
      <HydrateWhenNear id="home-excellence">
        <ExcellenceSection content={homeContent.excellence} />
      </HydrateWhenNear>
      <HydrateWhenNear id="home-showcase">
        <ShowcaseSection content={homeContent.showcase} />
      </HydrateWhenNear>
      <CtaSection content={homeContent.cta} onActivate={returnToHero} />
    </>
  )
}
