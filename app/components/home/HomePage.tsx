import { lazy } from 'react'
import { homeContent } from '@content/home'
import { tools } from '@content/tools'
import { CtaSection } from './CtaSection'
import { HeroSection } from './HeroSection'
import { HydrateWhenNear } from './HydrateWhenNear'
import { ToolsCarousel } from './ToolsCarousel'
import { useHeroReturn } from './useHeroReturn'

// Below the fold and static: their code (and the category table) loads when the visitor scrolls near.
const ExcellenceSection = lazy(() => import('./ExcellenceSection').then((m) => ({ default: m.ExcellenceSection })))
const ShowcaseSection = lazy(() => import('./ShowcaseSection').then((m) => ({ default: m.ShowcaseSection })))

export function HomePage() {
  const { heroRef, headingRef, pulsing, returnToHero } = useHeroReturn()
  return (
    <>
      <HeroSection content={homeContent} heroRef={heroRef} headingRef={headingRef} pulsing={pulsing} />
      <ToolsCarousel content={homeContent.tools} tools={tools} />
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
