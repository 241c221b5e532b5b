import { Link } from '@tanstack/react-router'
import { skillGroups, skillsPage } from '#content/skills.ts'
import { SkillGroupCard } from './SkillGroupCard'

export function SkillsPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <Link to={skillsPage.backTo} className="btn-ghost">
        <span aria-hidden="true" className="i-lucide-arrow-left" />
        {skillsPage.backLabel}
      </Link>
      <header className="mt-8 max-w-3xl">
        <h1 className="heading-1">{skillsPage.title}</h1>
        <p className="mt-4 text-lg text-muted">{skillsPage.intro}</p>
      </header>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        {skillGroups.map((group, index) => (
          <SkillGroupCard key={group.id} group={group} priority={index === 0} />
        ))}
      </div>
    </div>
  )
}
