import { site, whatsappLink } from '../../../content/site.ts'

/** An embedded answer before it is shaped for the wire: plain text plus the pages it rests on. */
export interface Reply {
  text: string
  paths: string[]
}

export const reply = (text: string, ...paths: string[]): Reply => ({ text, paths })

/** 'a', 'a and b', 'a, b and c'. */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

export const firstName = site.ownerName.split(' ')[0] ?? site.ownerName

/** How to reach the designer, in one sentence (the links are plain text; the widget shows text). */
export const contactLine = (service?: string) =>
  `${service ? `To book ${service}, ` : 'To get in touch, '}message me on WhatsApp (${whatsappLink()}) or email me at ${site.email}.`

