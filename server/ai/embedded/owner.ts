import { site, socialLinks, whatsappLink } from '#content/site.ts'

/**
 * Who the assistant speaks for, and how to reach them: read from content/ (owner.ts through
 * site.ts), never written here, so editing content/owner.ts is all a new owner does.
 */
export const ownerName = site.ownerName
export const firstName = site.ownerName.split(' ')[0] ?? site.ownerName
/** The first name as it may stand inside a regular expression. */
export const firstNamePattern = firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
export const email = site.email
export const whatsapp = whatsappLink()
export const profiles = socialLinks.filter((l) => !l.href.startsWith(whatsapp))

/** How to reach the owner; the widget turns the link and the address into real links. */
export const reach = (service?: string) =>
  service
    ? `To book ${service}, message ${firstName} on WhatsApp (${whatsapp}) or email ${email}.`
    : `You can reach ${firstName} on WhatsApp (${whatsapp}) or by email at ${email}.`
