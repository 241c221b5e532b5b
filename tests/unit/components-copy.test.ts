import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Components hold no text: every word a visitor sees or a screen reader announces comes from content/
 * (content/ui.ts for the site's frame). The chat window's components are another issue's to move.
 */
const root = join(import.meta.dirname, '..', '..')
const skipped = new Set([join('app', 'components', 'chat')])

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (skipped.has(relative(root, path))) return []
    if (entry.isDirectory()) return components(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

/** Attributes whose value is read out or shown. */
const worded = new Set(['aria-label', 'aria-valuetext', 'aria-roledescription', 'title', 'alt', 'placeholder', 'label', 'caption'])
const hasWords = (text: string) => /\p{L}{2,}/u.test(text)

/** Words written into a component's markup: text between tags, and worded attributes given a literal. */
function writtenWords(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim())
    if (ts.isJsxAttribute(node) && worded.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      if (value && ts.isStringLiteralLike(value) && hasWords(value.text)) found.push(`${node.name.getText(source)}="${value.text}"`)
      if (
        value &&
        ts.isTemplateExpression(value) &&
        [value.head, ...value.templateSpans.map((span) => span.literal)].some((part) => hasWords(part.text))
      )
        found.push(value.getText(source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.map((text) => `${relative(root, file)}: ${text}`)
}

describe('components', () => {
  it('hold no visible or announced text of their own', () => {
    expect(components(join(root, 'app')).flatMap(writtenWords)).toEqual([])
  })
})
