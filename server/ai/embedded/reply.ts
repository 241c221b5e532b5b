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

/** How to reach the designer (the links are plain text; the widget shows text). */
export const reachMe = `message me on WhatsApp (${whatsappLink()}) or email me at ${site.email}.`

export const contactLine = (service?: string) => `${service ? `To book ${service}` : 'To get in touch'}, ${reachMe}`

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

/** 'six' for 6, as prose reads; digits from 13 on. */
export const inWords = (n: number) => numberWords[n] ?? String(n)


/** 'Brand identities' -> 'brand identities' inside a sentence; 'AI video' stays as it is. */
export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s)
