import { globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { loadConfig } from '@unocss/config'
import { createGenerator } from '@unocss/core'
import { extractIconSprite } from './scripts/postcss/icon-sprite.mjs'

/** Build output of this plugin, not source: Vite picks it up through the stylesheet's url() and hashes it. */
const SPRITE_FILE = 'node_modules/.cache/site-icons/icons.svg'

/**
 * Replaces `@unocss all;` in app/styles/app.css with the CSS for every class used in the
 * files uno.config.ts lists. Written here instead of using @unocss/postcss because that
 * plugin scans files concurrently, so the order of its output (and the stylesheet's hash)
 * changes from build to build, and the client and server builds of one `vite build` then
 * disagree on the stylesheet's file name. Sorted, sequential scanning makes it stable.
 */
function unocssStable() {
  return {
    postcssPlugin: 'unocss-stable',
    async Once(root, { result, postcss }) {
      const directives = []
      root.walkAtRules('unocss', (rule) => directives.push(rule))
      if (directives.length === 0) return

      const cwd = process.cwd()
      const { config } = await loadConfig(cwd, 'uno.config.ts')
      const uno = await createGenerator(config)
      const files = globSync(config.content?.filesystem ?? [], { cwd }).sort()
      const classes = new Set()
      for (const file of files) {
        const path = resolve(cwd, file)
        const { matched } = await uno.generate(readFileSync(path, 'utf8'), { id: path, preflights: false })
        for (const name of [...matched].sort()) classes.add(name)
        result.messages.push({ type: 'dependency', plugin: 'unocss-stable', file: path, parent: result.opts.from })
      }
      const { css } = await uno.generate([...classes].sort())
      const [first, ...rest] = directives
      first.replaceWith(postcss.parse(css, { from: result.opts.from }))
      for (const rule of rest) rule.remove()

      const spritePath = resolve(cwd, SPRITE_FILE)
      const from = result.opts.from ? dirname(result.opts.from) : cwd
      const sprite = extractIconSprite(root, relative(from, spritePath).split('\\').join('/'))
      if (sprite) {
        mkdirSync(dirname(spritePath), { recursive: true })
        // Only when it changed, so a watching dev server is not told about a file that did not.
        let current
        try {
          current = readFileSync(spritePath, 'utf8')
        } catch {
          // No sprite yet: write it.
        }
        if (current !== sprite) writeFileSync(spritePath, sprite)
      }
    },
  }
}
unocssStable.postcss = true

export default { plugins: [unocssStable()] }
