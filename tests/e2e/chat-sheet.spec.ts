import { expect, test, type Page } from '@playwright/test'
import { AI_ROUTE, ChatWidget, fulfillStreamed } from './pages/chat'
import { stillPage } from './helpers/routes'
import { axeViolations } from './helpers/axe'

const phone = { width: 390, height: 844 }
const laptop = { width: 1366, height: 768 }

/** Whether the focused element is inside the chat dialog. */
const focusInChat = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))

test.describe('the chat on a phone (390 px)', () => {
  test.use({ viewport: phone })

  test('opens as a full-height sheet with its header, and the page behind it does not scroll', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    const box = await chat.panel.boundingBox()
    expect(box).toEqual({ x: 0, y: 0, width: phone.width, height: phone.height })
    await expect(chat.minimizeButton).toBeVisible()
    await expect(chat.closeButton).toBeVisible()
    for (const control of [chat.minimizeButton, chat.closeButton, chat.sendButton]) {
      const target = await control.boundingBox()
      expect(target!.width).toBeGreaterThanOrEqual(44)
      expect(target!.height).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    await chat.minimizeButton.click()
    const bar = await chat.panel.boundingBox()
    expect(bar!.y + bar!.height).toBe(phone.height)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('the input stays visible when an on-screen keyboard shrinks the visual viewport', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    // A keyboard leaves the layout viewport alone and shrinks only the visual viewport: stand one in.
    const keyboardTop = 480
    await page.evaluate((height) => {
      const viewport = window.visualViewport!
      Object.defineProperty(viewport, 'height', { configurable: true, get: () => height })
      viewport.dispatchEvent(new Event('resize'))
    }, keyboardTop)
    await expect
      .poll(async () => {
        const input = await chat.input.boundingBox()
        return input!.y + input!.height
      })
      .toBeLessThanOrEqual(keyboardTop)
    await expect(chat.minimizeButton).toBeInViewport()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the open sheet with an answer has no accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      await page.route(AI_ROUTE, (route) =>
        fulfillStreamed(route, [
          {
            type: 'final',
            answer: 'Yes: **logos** and *stationery*.\n\n- one\n- two\n\nSee /portfolio/stationery.',
            sources: [{ title: 'Stationery', href: '/portfolio/stationery' }],
          },
        ]),
      )
      const chat = new ChatWidget(page)
      await chat.goto(stillPage)
      await chat.open()
      await chat.send('Do you design stationery?')
      await expect(chat.assistantMessages().nth(1).locator('strong')).toHaveText('logos')
      await expect(chat.log).toHaveAttribute('aria-busy', 'false')
      expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([])
    })
  }

  test('a long answer opens at its first line', async ({ page }) => {
    const long = [
      '**First line of a long answer.**',
      ...Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 2} of the answer, with enough words to wrap.`),
    ].join('\n\n')
    await page.route(AI_ROUTE, (route) => fulfillStreamed(route, [{ type: 'final', answer: long }]))
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    await chat.send('Tell me everything')
    const first = chat.assistantMessages().nth(1).getByText('First line of a long answer.')
    await expect(first).toBeVisible()
    await expect(chat.assistantMessages().nth(1).getByText('Paragraph 41 of the answer')).toBeAttached()
    await expect
      .poll(() =>
        first.evaluate((el) => {
          const log = el.closest('[role="log"]')!.getBoundingClientRect()
          const line = el.getBoundingClientRect()
          return line.top >= log.top && line.bottom <= log.bottom
        }),
      )
      .toBe(true)
  })
})

test.describe('the chat on a laptop (1366 px)', () => {
  test.use({ viewport: laptop })

  test('opens as the floating 20 x 24 rem panel at the bottom right', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    const box = await chat.panel.boundingBox()
    expect(box!.width).toBe(320)
    expect(box!.height).toBe(384)
    expect(box!.x + box!.width).toBe(laptop.width - 16)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })
})

for (const viewport of [phone, laptop]) {
  test.describe(`while an answer is pending (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('focus stays in the chat, and Escape closes it, cancels the request and gives the question back', async ({ page }) => {
      const chat = new ChatWidget(page)
      // The cancel is seen from both sides: the browser's failed request, or the page's own fetch signal (a request
      // held by the route does not always report as failed).
      let failed = false
      await page.addInitScript(() => {
        const original = window.fetch.bind(window)
        window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
          const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
          if (url.includes('ai-agent-stream')) signal?.addEventListener('abort', () => Object.assign(window, { aiAborted: true }))
          return original(input, init)
        }
      })
      await page.route(AI_ROUTE, async () => {
        // Never answered: the request ends only when the widget cancels it.
      })
      page.on('requestfailed', (request) => {
        if (request.url().includes('ai-agent-stream')) failed = true
      })
      const requestAborted = () => expect.poll(async () => failed || (await page.evaluate(() => 'aiAborted' in window))).toBe(true)
      await chat.goto(stillPage)
      await chat.open()
      await chat.send('A question that will not be answered')
      await expect(chat.typing).toHaveText('Assistant is typing')
      // Announced once by the status region; the log is busy, so screen readers wait for the whole answer.
      await expect(chat.log).toHaveAttribute('aria-busy', 'true')
      await expect(chat.input).toBeDisabled()
      expect(await focusInChat(page)).toBe(true)
      await page.keyboard.press('Tab')
      expect(await focusInChat(page)).toBe(true)
      await chat.input.focus()

      await page.keyboard.press('Escape')
      await expect(chat.panel).toBeHidden()
      await requestAborted()
      await expect(chat.launcher).toBeFocused()
      await chat.open()
      await expect(chat.input).toHaveValue('A question that will not be answered')
      await expect(chat.userMessages()).toHaveCount(0)
      await expect(chat.errorToast()).toHaveCount(0)
      await expect(chat.input).toBeEnabled()
    })
  })
}
