import type { RefObject } from 'react'
import type { HomeContent } from '#content/lib/schema.ts'
import { BrandWash } from '~/components/decor/BrandWash'
import { ParticleCanvas } from '~/components/decor/ParticleCanvas'
import { DownloadButtons } from './DownloadButtons'

type Props = {
  content: HomeContent
  heroRef: RefObject<HTMLElement | null>
  headingRef: RefObject<HTMLHeadingElement | null>
  pulsing: boolean
}

export function HeroSection({ content, heroRef, headingRef, pulsing }: Props) {
  const { hero, stats, downloads } = content
  return (
    <section ref={heroRef} id="hero" aria-labelledby="hero-title" className="relative isolate scroll-mt-20 overflow-hidden">
      <BrandWash brand="55% 60% at 85% 20%" accent="45% 50% at 10% 90%" accentStrength={10} />
      <ParticleCanvas count={18} seed={3} className="-z-10" />
      <div className="container-page py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{hero.eyebrow}</p>
        <h1 id="hero-title" ref={headingRef} tabIndex={-1} className="heading-1 mt-3 max-w-3xl rounded-lg sm:text-6xl focus-ring">
          {hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{hero.lead}</p>
        <div className="mt-8">
          <DownloadButtons downloads={downloads} pulsing={pulsing} />
        </div>
        <dl className="mt-12 grid max-w-2xl grid-cols-3 gap-4">
          {stats.map((stat) => (
            <div key={stat.label} className="card flex flex-col-reverse p-4">
              <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
              <dd className="font-display text-2xl font-bold text-fg sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
