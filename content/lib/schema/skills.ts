import { z } from 'zod'
import { accent, icon, level, percent, sentence, slug, text } from './atoms.ts'
import { imageSchema } from './media.ts'

/** Tools, skills and capabilities: the home carousel, /skills and /about. */

/**
 * A tool's mark: the brand's own logo where an icon set has it (Simple Icons), otherwise a
 * neutral tool glyph from the site's own icon set (Lucide) that says what the tool does, never
 * letters set beside real logos.
 */
export const toolMarkSchema = z.union([
  z.object({ logo: z.string().regex(/^i-simple-icons-[a-z0-9-]+$/, 'a tool logo is an i-simple-icons-* class') }),
  z.object({ glyph: z.string().regex(/^i-lucide-[a-z0-9-]+$/, 'a tool glyph is an i-lucide-* class') }),
])

export const toolSchema = z.object({
  id: slug,
  name: text,
  category: text,
  description: sentence,
  proficiency: percent,
  accent,
  icon: toolMarkSchema,
})
export type Tool = z.infer<typeof toolSchema>

export const skillSchema = z.object({ name: text, level })

export const skillGroupSchema = z.object({
  id: slug,
  title: text,
  description: sentence,
  image: imageSchema,
  skills: z.array(skillSchema).length(5, 'must be five skills'),
})
export type SkillGroup = z.infer<typeof skillGroupSchema>

export const capabilitySchema = z.object({
  id: slug,
  title: text,
  description: sentence,
  image: imageSchema,
  icon,
  skills: z.array(text).min(2),
})
export type Capability = z.infer<typeof capabilitySchema>

export const overviewSkillSchema = z.object({ name: text, level, accent })
export type OverviewSkill = z.infer<typeof overviewSkillSchema>
