import { globSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadConfig } from '@unocss/config'
import { createGenerator } from '@unocss/core'

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
      first.replaceWith(postcss.parse(css, { from: undefined }))
      for (const rule of rest) rule.remove()
    },
  }
}
unocssStable.postcss = true

export default { plugins: [unocssStable()] }
