import { expect, test } from '@playwright/test'

/**
 * Icons are CSS masks pointing at views in one SVG sprite (scripts/postcss/icon-sprite.mjs).
 * Every icon on the page must name a view the sprite really has, or it would paint nothing.
 */
test('every icon on the home page is drawn from a view in the one icon sprite', async ({ page, request }) => {
  await page.goto('/home')
  const masks = await page.locator('[class*="i-lucide-"], [class*="i-simple-icons-"]').evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element)
      return style.maskImage || style.webkitMaskImage
    }),
  )
  expect(masks.length).toBeGreaterThan(20)

  const refs = masks.map((mask) => /url\("?([^")]+)"?\)/.exec(mask)?.[1] ?? mask)
  const sprites = new Set(refs.map((ref) => new URL(ref).pathname))
  expect([...sprites]).toHaveLength(1)
  const [spritePath] = [...sprites]
  expect(spritePath).toMatch(/^\/assets\/icons-[\w-]+\.svg$/)

  const response = await request.get(spritePath!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
  const sprite = await response.text()
  for (const ref of new Set(refs)) {
    const id = new URL(ref).hash.slice(1)
    expect(id, `${ref} names a view`).not.toBe('')
    expect(sprite, `the sprite has a view for #${id}`).toContain(`<view id="${id}" `)
  }
})
