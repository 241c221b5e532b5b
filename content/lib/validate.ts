import { contentChecks, type Check } from './validate/checks.ts'
import { formatPath, locate, placesOf, type Key } from './validate/places.ts'
import { contentFiles, type ContentFiles } from './modules.ts'

/**
 * Every content value checked against its schema, one line per problem naming the file to open and
 * the field in it: `content/cards/web-design.ts: webDesignCards[2].title: must not be empty`. The
 * content test and the build (scripts/check-content/vite-plugin.ts) both run it; empty when all is well.
 */
export function validateContent(checks: readonly Check[] = contentChecks, files: ContentFiles = contentFiles): string[] {
  const places = placesOf(files)
  const lines = checks.flatMap(({ name, schema, value, file }) => {
    const result = schema.safeParse(value)
    if (result.success) return []
    return result.error.issues.map((issue) => {
      const path = issue.path.filter((key): key is Key => typeof key !== 'symbol')
      const place = locate(value, path, places)
      if (place) return `${place.file}: ${formatPath(place.path)}: ${issue.message}`
      return `${file ? `${file}: ` : ''}${formatPath([name, ...path])}: ${issue.message}`
    })
  })
  // A field reached from two values (a card in its file and on its category page) is named once.
  return [...new Set(lines)]
}
