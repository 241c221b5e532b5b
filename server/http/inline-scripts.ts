import { createHash } from 'node:crypto'

// `<script attrs>text</script>`: attribute values may hold `>`, so quoted values are matched whole.
const scriptElement = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script(?=[\s/>])/gi
const srcAttribute = /(?:^|[\s/])src\s*(?:[=\s/]|$)/i

/**
 * The CSP source expressions (`'sha256-…'`) for every inline `<script>` in an HTML document:
 * each element without a `src` attribute, hashed over the exact text between its tags, as
 * browsers hash it. Data blocks (JSON, JSON-LD) are hashed too; allowing them is harmless.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes.replace(/"[^"]*"|'[^']*'/g, '""'))) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
