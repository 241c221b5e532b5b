import type { Plugin } from 'vite'
import { validateContent } from '#content/lib/validate.ts'

/**
 * Stops `npm run build` at its start while any content value breaks its schema, listing each problem
 * with the file and field to fix (`content/cards/web-design.ts: webDesignCards[2].title: must not be
 * empty`): the same check as the content test (content/lib/validate.ts), on the content as written.
 * Photographs and their photos.json are checked by the image pipeline (scripts/images/).
 */
export function contentCheck(): Plugin {
  let checked = false
  return {
    name: 'content-check',
    apply: 'build',
    // Before any bundling, so the list is the whole message (a hook inside the bundler gets its error wrapped and repeated).
    config() {
      // A build resolves its config more than once (client, server, prerender): the content is the same for all.
      if (checked) return
      checked = true
      const problems = validateContent()
      if (problems.length === 0) return
      // The owner's list, printed plainly once (as the image pipeline does); the error that stops the build points at it.
      console.error(
        `\ncontent check: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix in content/:\n${problems.map((line) => `  ${line}`).join('\n')}\n`,
      )
      const stop = new Error(`content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix, listed above`)
      stop.stack = stop.message
      throw stop
    },
  }
}
