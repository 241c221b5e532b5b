import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { webDesignCards } from '#content/cards/web-design.ts'
import { categories } from '#content/categories.ts'
import { categorySummaries } from '#content/category-summaries.ts'
import { tools } from '#content/tools.ts'
import { uiCopy } from '#content/ui.ts'
import { contentFiles } from '#content/lib/modules.ts'
import { validateContent } from '#content/lib/validate.ts'
import { contentChecks } from '#content/lib/validate/checks.ts'

/**
 * What the owner sees after a bad edit: one line per problem, naming the file to open and the field
 * in it. validateContent() is what the content test and the build both run.
 */
const root = join(import.meta.dirname, '..', '..')

/** The checks and files with some values replaced, as if the owner had edited them so. */
function edited(values: Record<string, unknown>, files: Record<string, object>) {
  const checks = contentChecks.map((check) => (check.name in values ? { ...check, value: values[check.name] } : check))
  return validateContent(checks, { ...contentFiles, ...files })
}

describe('content validation', () => {
  it('names the file and field of an empty title, once, though the card is also on its category page', () => {
    const cards = webDesignCards.map((card, i) => (i === 2 ? { ...card, title: '' } : card))
    const withCards = { ...categories, 'web-design': { ...categories['web-design'], cards } }
    const problems = edited(
      { categories: withCards },
      {
        'content/cards/web-design.ts': { webDesignCards: cards },
        'content/categories.ts': { ...contentFiles['content/categories.ts'], categories: withCards },
      },
    )
    expect(problems).toEqual(['content/cards/web-design.ts: webDesignCards[2].title: must not be empty'])
  })

  it('names a bad slug', () => {
    const broken = tools.map((tool, i) => (i === 0 ? { ...tool, id: 'Photo Shop' } : tool))
    const problems = edited({ tools: broken }, { 'content/tools.ts': { tools: broken } })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/tools\.ts: tools\[0\]\.id: must be a slug/)
  })

  it('traces a field that a page spreads from another file back to that file', () => {
    const summaries = { ...categorySummaries, graphics: { ...categorySummaries.graphics, title: '' } }
    const withSummary = { ...categories, graphics: { ...categories.graphics, ...summaries.graphics } }
    const problems = edited(
      { categorySummaries: summaries, categories: withSummary },
      {
        'content/category-summaries.ts': { ...contentFiles['content/category-summaries.ts'], categorySummaries: summaries },
        'content/categories.ts': { ...contentFiles['content/categories.ts'], categories: withSummary },
      },
    )
    expect(problems).toEqual(['content/category-summaries.ts: categorySummaries.graphics.title: must not be empty'])
  })

  it('keeps the placeholders the site fills in', () => {
    const copy = { ...uiCopy, tagsOf: 'Tags' }
    expect(edited({ uiCopy: copy }, { 'content/ui.ts': { uiCopy: copy } })).toEqual([
      'content/ui.ts: uiCopy.tagsOf: must keep {title} (the site fills it in)',
    ])
  })

  it('names the file of a plain text value', () => {
    const checks = contentChecks.map((check) => (check.name === 'categoryPageTitle' ? { ...check, value: 'Portfolio' } : check))
    expect(validateContent(checks)).toEqual(['content/seo.ts: categoryPageTitle: must keep {title} (the site fills it in)'])
  })

  it("knows every file of the owner's in content/ (all but content/lib/)", () => {
    const owned = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return entry.name === 'lib' ? [] : owned(path)
        return entry.name.endsWith('.ts') ? [relative(root, path)] : []
      })
    expect(owned(join(root, 'content')).sort()).toEqual(Object.keys(contentFiles).sort())
  })
})

describe('a build on broken content', () => {
  // A copy of the project's content with two bad edits, built by Vite with the build's content check.
  const scratch = mkdtempSync(join(tmpdir(), 'content-check-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('stops before bundling and lists each problem with its file and field', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: unknown }
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', imports: pkg.imports }))
    cpSync(join(root, 'content'), join(scratch, 'content'), {
      recursive: true,
      filter: (from) => !from.includes(`${join(root, 'content', 'photos')}/`),
    })
    cpSync(join(root, 'scripts', 'check-content'), join(scratch, 'scripts', 'check-content'), { recursive: true })
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir')
    const edit = (file: string, from: string, to: string) => {
      const path = join(scratch, file)
      const text = readFileSync(path, 'utf8')
      expect(text, `${file} has ${from}`).toContain(from)
      writeFileSync(path, text.replace(from, to))
    }
    edit('content/cards/web-design.ts', `'${webDesignCards[0]!.title}',`, `'',`)
    edit('content/tools.ts', `id: '${tools[0].id}'`, `id: 'Photo Shop'`)
    writeFileSync(
      join(scratch, 'build.mjs'),
      `import { build } from 'vite'
import { contentCheck } from './scripts/check-content/vite-plugin.ts'
await build({ configFile: false, root: import.meta.dirname, logLevel: 'silent', plugins: [contentCheck()], build: { write: false, lib: { entry: 'content/ids.ts', formats: ['es'] } } })
console.log('built')
`,
    )
    const run = spawnSync(process.execPath, ['build.mjs'], { cwd: scratch, encoding: 'utf8' })
    const output = `${run.stdout}\n${run.stderr}`
    expect(run.status, output).not.toBe(0)
    expect(output).not.toContain('built')
    const lines = output.split('\n').map((line) => line.trim())
    expect(lines).toContain('content/cards/web-design.ts: webDesignCards[0].title: must not be empty')
    expect(lines.filter((line) => line.startsWith('content/tools.ts: tools[0].id: must be a slug'))).toHaveLength(1)
  })
})
