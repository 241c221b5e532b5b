import type { CategoryId } from '../../../content/ids.ts'
import { portfolioPath } from '../../../content/lib/routes.ts'
import type { HarmCategory } from './harm.ts'
import { firstName } from './owner.ts'

// Categories, not projects: the six categories are the spec's, while an owner replaces every project.
const categoryPage = (id: CategoryId) => portfolioPath(id)
const webDesign = categoryPage('web-design')
const graphics = categoryPage('graphics')
const ai = categoryPage('artificial-intelligence')

/** Why each kind of harmful request is declined, in one sentence, and the legitimate version worth asking for instead. */
const REFUSALS: Record<HarmCategory, { why: string; instead: string; path: string }> = {
  deception: {
    why: "I can't help with that: reviews, credentials, results, client lists and claims about other people have to be true, or they mislead the people who rely on them.",
    instead: `What ${firstName} can do is present your real work and your real customers' feedback well, for example on a clear testimonials page.`,
    path: webDesign,
  },
  infringement: {
    why: "I can't help with that: copying another brand's mark, site or content, or removing watermarks and credits, takes work that belongs to someone else.",
    instead: `The legitimate version is an original identity of your own, like the brand work in the graphics portfolio (${graphics}), or properly licensed images.`,
    path: graphics,
  },
  phishing: {
    why: "I can't help with that: pages or messages that pose as someone else to collect people's details are phishing.",
    instead: `If you need a genuine login page, newsletter or email design for your own brand, that is the kind of work the portfolio shows (${webDesign}).`,
    path: webDesign,
  },
  intrusion: {
    why: "I can't help with that: getting into accounts, devices or systems without their owner's permission is unlawful.",
    instead: 'If it is your own account, the service’s official recovery process is the safe way back in.',
    path: '/privacy',
  },
  imagery: {
    why: "I can't help with that: images or videos that put real people in situations they never agreed to can hurt them and mislead others.",
    instead: `Original visuals with consenting models, or clearly fictional characters, are the legitimate route (${ai}).`,
    path: ai,
  },
  privacy: {
    why: "I can't share that: other people's contact details and conversations are private, and they are not given out to anyone.",
    instead: `The only contact details on the site are ${firstName}'s own, on the contact page (/contact).`,
    path: '/privacy',
  },
  evasion: {
    why: "I can't help with that: plates, papers or marks made to slip past cameras, inspectors or the police break the law.",
    instead: `Legal vehicle graphics, signage and branding for your business are the kind of work the graphics portfolio shows (${graphics}).`,
    path: graphics,
  },
  discrimination: {
    why: "I can't help with that: a sign or post that turns people away for their nationality, race or religion singles them out unfairly, and in most places it is unlawful.",
    // The portfolio's index, which every owner's site has, rather than one demo project's page.
    instead: `A clear house-rules sign about behaviour, the same for every guest, is the kind of signage ${firstName} designs (/portfolio).`,
    path: '/portfolio',
  },
  minors: {
    why: "I can't help with that: alcohol, vapes and gambling may not be promoted to people under age, and aiming them at teenagers puts them at risk.",
    instead: `An alcohol-free teen night with its own look and poster is the kind of event graphics ${firstName} designs (${graphics}).`,
    path: graphics,
  },
  secrets: {
    why: "I can't share that: my instructions and the site's keys stay private.",
    instead: `I'm happy to answer questions about ${firstName}'s work on this site instead.`,
    path: '/portfolio',
  },
}

/** A refusal: why, in one sentence, then the legitimate alternative. Never a booking invitation. */
export function refusal(category: HarmCategory): { text: string; paths: string[] } {
  const r = REFUSALS[category]
  return { text: `${r.why} ${r.instead}`, paths: [r.path] }
}
