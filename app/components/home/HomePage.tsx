import { homeContent } from '@content/home'
import { tools } from '@content/tools'
import { CtaSection } from './CtaSection'
import { ExcellenceSection } from './ExcellenceSection'
import { HeroSection } from './HeroSection'
import { ShowcaseSection } from './ShowcaseSection'
import { ToolsCarousel } from './ToolsCarousel'
import { useHeroReturn } from './useHeroReturn'

export function HomePage() {
  const { heroRef, headingRef, pulsing, returnToHero } = useHeroReturn()
  return (
    <>
      <HeroSection content={homeContent} heroRef={heroRef} headingRef={headingRef} pulsing={pulsing} />
      <ToolsCarousel content={homeContent.tools} tools={tools} />
      <ExcellenceSection content={homeContent.excellence} />
      <ShowcaseSection content={homeContent.showcase} />
      <CtaSection content={homeContent.cta} onActivate={returnToHero} />
    </>
  )
}
