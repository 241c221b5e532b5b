import { lazy } from 'react'
import { homeContent } from '@content/home'
import { tools } from '@content/tools'
import { CtaSection } from './CtaSection'
import { HeroSection } from './HeroSection'
import { HydrateWhenNear } from './HydrateWhenNear'
import { ToolsCarousel } from './ToolsCarousel'
import { useHeroReturn } from './useHeroReturn'

// Below the fold and static: in the browser their code (and the category table) loads when the visitor
// scrolls near. The server has them loaded before it renders: a lazy section still loading would be
// streamed hidden, for a script to reveal, and never show without JavaScript.
const ExcellenceSection = import.meta.env.SSR
  ? (await import('./ExcellenceSection')).ExcellenceSection
  : lazy(() => import('./ExcellenceSection').then((m) => ({ default: m.ExcellenceSection })))
const ShowcaseSection = import.meta.env.SSR
  ? (await import('./ShowcaseSection')).ShowcaseSection
  : lazy(() => import('./ShowcaseSection').then((m) => ({ default: m.ShowcaseSection })))

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
