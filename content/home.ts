import { experienceYears } from './lib/facts.ts'
import type { HomeContent } from './lib/schema.ts'
import { site } from './site.ts'
import { tools } from './tools.ts'

export const homeContent = {
  title: 'Home',
  description: `${site.ownerName}, ${site.role.toLowerCase()}: brand identities, social media content, websites, video and photography, with AI tools in the workflow.`,
  hero: {
    eyebrow: `${site.role} · Graphics, Video, Photography & AI`,
    title: 'Creative Digital Design',
    lead: 'Brand identities, social campaigns, websites, films and photographs for businesses that want to be remembered, crafted by hand and accelerated with AI.',
  },
  /**
   * The spec's '15+ AI tools mastered' sat next to its own 13-tool stack, five of them AI tools:
   * the third stat counts the tools the carousel lists, so it cannot drift from them (docs/decisions.md).
   */
  stats: [{ value: experienceYears, label: 'Years Experience' }, { value: site.projectsCompleted, label: 'Projects Completed' }, { value: String(tools.length), label: 'Design & AI Tools' }],
  downloads: {
    cv: { label: 'Download CV', href: site.cvUrl },
    resume: { label: 'Download Resume', href: site.resumeUrl },
  },
  tools: {
    title: 'My AI Tools & Design Stack',
    lead: 'The Adobe suite for craft, AI tools for speed: the thirteen tools behind every project, and how well I know each one.',
  },
  cta: {
    title: 'Ready to Create Something Amazing?',
    lead: 'Download my CV or resume to see the full story, or send a message and let us talk about your next project.',
    buttonLabel: "Let's Work Together",
  },
} as const satisfies HomeContent
