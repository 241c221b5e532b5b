import { expect, test } from '@playwright/test'
import { owner } from '#content/owner.ts'
import { ChatWidget } from './pages/chat'
import { useClaudeServer } from './helpers/claude-server'
import { stillPage } from './helpers/routes'

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('Markdown answers from Claude (the production server against a local Messages API)', () => {
  test.describe.configure({ mode: 'default' })
  const claude = useClaudeServer()

  test('streamed Markdown is rendered as it arrives and never shows raw asterisks', async ({ page }) => {
    let release!: () => void
    const rest = new Promise<void>((resolve) => (release = resolve))
    // The first chunk ends inside an unclosed bold span; the rest closes it, then a list follows.
    claude.fake.mode = {
      kind: 'chunks',
      chunks: ['Alex offers **brand ident', 'ity** and *logo* work:\n\n- logos\n- stationery'],
      release: rest,
    }
    const chat = new ChatWidget(page)
    await chat.goto(`${claude.server.url}${stillPage}`)
    await chat.open()
    // Every text the answer shows, recorded from the first mutation on.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seenTexts: string[] }).seenTexts = seen
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[data-testid="message-assistant"] [data-testid="message-content"]'))
          seen.push(node.textContent ?? '')
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await chat.send('What do you design?')

    const content = chat.assistantMessages().nth(1).getByTestId('message-content')
    await expect(content.locator('strong')).toHaveText('brand ident')
    release()
    await expect(content.locator('strong')).toHaveText('brand identity')
    await expect(content.locator('em')).toHaveText('logo')
    await expect(content.locator('li')).toHaveText(['logos', 'stationery'])
    await expect(chat.input).toBeEnabled()
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)
    expect(seen.length).toBeGreaterThan(0)
    for (const text of seen) expect(text).not.toContain('*')
  })

  test('only allowed links are clickable: a page of the site and the owner’s links, never another host', async ({ page }) => {
    claude.fake.mode = {
      kind: 'reply',
      text: `Read [the privacy policy](/privacy), the [CV](${owner.cvUrl}), [this site](https://evil.example/phish) or https://evil.example/bare and [a script](javascript:alert(1)).`,
    }
    const chat = new ChatWidget(page)
    await chat.goto(`${claude.server.url}${stillPage}`)
    await chat.open()
    await chat.send('Where can I read more?')

    const content = chat.assistantMessages().nth(1).getByTestId('message-content')
    await expect(content).toContainText('this site')
    await expect(content.getByRole('link')).toHaveCount(2)
    await expect(content.getByRole('link', { name: 'the privacy policy' })).toHaveAttribute('href', '/privacy')
    const cv = content.getByRole('link', { name: 'CV' })
    await expect(cv).toHaveAttribute('href', owner.cvUrl)
    await expect(cv).toHaveAttribute('target', '_blank')
    await expect(cv).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(content).toContainText('https://evil.example/bare')
    await expect(content.locator('a[href*="evil"], a[href^="javascript"]')).toHaveCount(0)
  })
})
