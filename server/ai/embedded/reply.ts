import { mailtoLink, site, whatsappLink } from '../../../content/site.ts'

/** An embedded answer before it is shaped for the wire: plain text plus the pages it rests on. */
export interface Reply {
  text: string
  paths: string[]
}

export const reply = (text: string, ...paths: string[]): Reply => ({ text, paths })

/** The owner's first name: the assistant speaks about them, never as them. */
export const owner = site.ownerName.split(' ')[0] ?? site.ownerName

/** How to reach the owner; the widget turns the link and the address into real links. */
export const reachOwner = `You can message ${owner} on WhatsApp (${whatsappLink()}) or email ${site.email}.`

/** For booking a named service. */
export const bookOwner = (service?: string) =>
  service ? `To book ${service}, message ${owner} on WhatsApp (${whatsappLink()}) or email ${site.email}.` : reachOwner

export const NOT_STATED = 'That is not stated on this site.'

/** The honest default: say so, then say who knows. */
export const notStated = (what?: string, ...paths: string[]): Reply =>
  reply(`${what ? `${what} is not stated on this site.` : NOT_STATED} ${reachOwner}`, '/contact', ...paths)

export { mailtoLink }
