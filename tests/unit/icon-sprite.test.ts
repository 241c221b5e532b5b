import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { extractIconSprite } from '../../scripts/postcss/icon-sprite.mjs'

const icon = (path: string, viewBox = '0 0 24 24') =>
  `url("data:image/svg+xml;utf8,${encodeURIComponent(`<svg viewBox='${viewBox}' width='1.15em' height='1.15em' xmlns='http://www.w3.org/2000/svg' ><path d='${path}'/></svg>`)}")`

const rule = (name: string, url: string) => `.i-${name}{--un-icon:${url};mask:var(--un-icon) no-repeat;mask-size:100% 100%}`

describe('icon sprite', () => {
  it('points every inline icon at a view in one sprite, sharing views between identical icons', () => {
    const root = postcss.parse(
      rule('a', icon('M1 1h2')) + rule('b', icon('M0 0h16v16H0z', '0 0 16 16')) + rule('a-again', icon('M1 1h2')) + '.x{color:red}',
    )
    const sprite = extractIconSprite(root, '../sprite.svg')
    const values: Record<string, string> = {}
    root.walkDecls('--un-icon', (decl) => {
      values[(decl.parent as postcss.Rule).selector] = decl.value
    })
    expect(values).toEqual({
      '.i-a': 'url("../sprite.svg#i0")',
      '.i-b': 'url("../sprite.svg#i1")',
      '.i-a-again': 'url("../sprite.svg#i0")',
    })
    expect(sprite).toContain(
      `<view id="i0" viewBox="0 0 24 24"/><svg x="0" y="0" width="24" height="24" viewBox="0 0 24 24"><path d='M1 1h2'/></svg>`,
    )
    // The second icon sits after the first and an 8-unit gap, so neither view shows part of the other.
    expect(sprite).toContain(`<view id="i1" viewBox="32 0 16 16"/><svg x="32" y="0" width="16" height="16" viewBox="0 0 16 16">`)
    expect(sprite?.match(/<view /g)).toHaveLength(2)
    expect(root.toString()).toContain('.x{color:red}')
  })

  it('leaves a stylesheet without inline icons alone', () => {
    const css = '.i-remote{--un-icon:url("/icons/a.svg")}.y{margin:0}'
    const root = postcss.parse(css)
    expect(extractIconSprite(root, 'sprite.svg')).toBeUndefined()
    expect(root.toString()).toBe(css)
  })

  it('refuses an icon without a viewBox rather than drawing it at the wrong size', () => {
    const bare = `url("data:image/svg+xml;utf8,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0'/></svg>")}")`
    expect(() => extractIconSprite(postcss.parse(rule('bare', bare)), 'sprite.svg')).toThrow(/no viewBox/)
  })
})
