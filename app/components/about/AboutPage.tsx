import { aboutContent, capabilities, overviewSkills } from '#content/about.ts'
import { uiCopy } from '#content/ui.ts'
import { ProgressBar } from '~/components/ui/ProgressBar'
import { SectionHeading } from '~/components/ui/SectionHeading'
import { CapabilityCard } from './CapabilityCard'

export function AboutPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="heading-1">{aboutContent.title}</h1>
        <ul aria-label={uiCopy.aboutHighlights} className="mt-6 flex flex-wrap gap-3">
          {aboutContent.badges.map((badge) => (
            <li key={badge} data-testid="about-badge" className="rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-brand-fg">
              {badge}
            </li>
          ))}
        </ul>
        <div className="mt-6 space-y-4 text-lg text-muted">
          {aboutContent.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </header>

      <section aria-labelledby="capabilities-title" className="mt-16">
        <SectionHeading id="capabilities-title" title={aboutContent.capabilitiesTitle} lead={aboutContent.capabilitiesLead} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {capabilities.map((capability) => (
            <CapabilityCard key={capability.id} capability={capability} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="overview-title" className="mt-16">
        <SectionHeading id="overview-title" title={aboutContent.overviewTitle} />
        <ul className="card mt-8 grid gap-x-10 gap-y-5 p-6 sm:p-8 md:grid-cols-2">
          {overviewSkills.map((skill) => (
            <li key={skill.name}>
              <ProgressBar label={skill.name} value={skill.level} accent={skill.accent} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
