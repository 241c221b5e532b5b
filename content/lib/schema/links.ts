import { z } from 'zod'
import { externalHref, icon, internalHref, text } from './atoms.ts'

/** Links of the site's frame: navigation, profiles, downloads. */

export const navItemSchema = z.object({ name: text, path: internalHref })
export type NavItem = z.infer<typeof navItemSchema>

export const externalLinkSchema = z.object({ name: text, href: externalHref, icon })
export type ExternalLink = z.infer<typeof externalLinkSchema>

export const downloadLinkSchema = z.object({ label: text, href: externalHref })

/** A back button at the top of a page. */
export const backLinkSchema = z.object({ label: text, to: internalHref })
