/**
 * The shapes of all showcase content, one file per kind of thing (content/lib/schema/). Components
 * import only the inferred types (`import type`), so zod stays out of the client bundle;
 * content/lib/validate.ts checks every content file with these schemas, in the content test and
 * at the start of every build.
 */
export * from './schema/atoms.ts'
export * from './schema/media.ts'
export * from './schema/links.ts'
export * from './schema/blocks.ts'
export * from './schema/projects.ts'
export * from './schema/categories.ts'
export * from './schema/skills.ts'
export * from './schema/pages.ts'
export * from './schema/ui.ts'
