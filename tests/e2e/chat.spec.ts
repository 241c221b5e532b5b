import { expect, test } from '@playwright/test'
import { CLIENT_TIMEOUT_MS } from '../../app/components/chat/chatProtocol'
import { projects } from '#content/lib/projects.ts'
import { site, whatsappLink } from '#content/site.ts'
import { AI_ROUTE, CHAT_CODE_MARKERS, ChatWidget, fulfillStreamed, streamedReplyBody } from './pages/chat'
import { useClaudeServer } from './helpers/claude-server'
import { stillPage } from './helpers/routes'
import { axeViolations } from './helpers/axe'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'

const firstName = site.ownerName.split(' ')[0]
const greeting = `Hi! I'm ${firstName}'s AI assistant. I can help you learn about ${firstName}'s portfolio, skills and creative work. What would you like to know?`
const errorText = 'Failed to get AI response. Please try again.'

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('AI assistant widget', () => {
  test('the chat code is downloaded on first open, not with the page', async ({ page }) => {
    // Told apart by what the code contains, not by chunk file names, which the bundler chooses.
    const scriptBodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptBodies.push(response.text().catch(() => ''))
    })
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)

    const pageCode = (await Promise.all(scriptBodies)).join('\n')
    for (const marker of CHAT_CODE_MARKERS) expect(pageCode, `initial scripts contain ${marker}`).not.toContain(marker)
    const loadedWithPage = scriptBodies.length

    await chat.open()
    const openCode = (await Promise.all(scriptBodies.slice(loadedWithPage))).join('\n')
    for (const marker of CHAT_CODE_MARKERS) expect(openCode, `scripts fetched on open contain ${marker}`).toContain(marker)
  })

  test('opens from the launcher with one greeting and focus in the input', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await expect(chat.panel).toBeHidden()
    await chat.open()
    await expect(chat.assistantMessages()).toHaveCount(1)
    await expect(chat.assistantMessages().first()).toContainText(greeting)
    await expect(chat.userMessages()).toHaveCount(0)
    await expect(chat.launcher).toBeHidden()

    const box = await chat.panel.boundingBox()
    expect(box?.width).toBe(320)
    expect(box?.height).toBe(384)
  })

  test('Enter sends; typing indicator and disabled controls while the reply is pending; history goes along', async ({ page }) => {
    const chat = new ChatWidget(page)
    const replies = await chat.holdReplies()
    await chat.goto(stillPage)
    await chat.open()

    await chat.send('What services do you offer?')
    await expect(chat.userMessages()).toHaveCount(1)
    await expect(chat.userMessages().first()).toContainText('What services do you offer?')
    await expect(chat.input).toHaveValue('')
    await expect(chat.typing).toHaveText('Assistant is typing')
    await expect(chat.input).toBeDisabled()
    await expect(chat.sendButton).toBeDisabled()

    replies.release()
    await expect(chat.assistantMessages()).toHaveCount(2)
    await expect(chat.assistantMessages().nth(1).getByTestId('message-content')).not.toBeEmpty()
    await expect(chat.typing).toHaveText('')
    await expect(chat.input).toBeEnabled()
    await expect(chat.input).toBeFocused()
    expect(replies.bodies).toEqual([{ query: 'What services do you offer?' }])

    await chat.send('  And photography?  ')
    await expect(chat.assistantMessages()).toHaveCount(3)
    const answer = await chat.assistantMessages().nth(1).getByTestId('message-content').textContent()
    expect(replies.bodies[1]).toEqual({
      query: 'And photography?',
      history: [
        { role: 'user', content: 'What services do you offer?' },
        { role: 'assistant', content: answer },
      ],
    })
  })

  test('a grounded answer links to a page of the site, and the link navigates in place', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    await chat.send('Show me your photography work')

    const answer = chat.assistantMessages().nth(1)
    await expect(answer.getByTestId('message-content')).not.toBeEmpty()
    const link = answer.getByRole('link').first()
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/[a-z0-9\-/]*$/)

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === href)
    // A client-side navigation: same document, and the conversation is still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await expect(chat.panel).toBeVisible()
    await expect(chat.assistantMessages()).toHaveCount(2)
  })

  test('Shift+Enter inserts a new line; the message keeps its line breaks', async ({ page }) => {
    const chat = new ChatWidget(page)
    const bodies = await chat.recordRequests()
    await chat.goto(stillPage)
    await chat.open()

    await chat.input.pressSequentially('First line')
    await chat.input.press('Shift+Enter')
    await chat.input.pressSequentially('second line')
    await expect(chat.input).toHaveValue('First line\nsecond line')
    await expect(chat.userMessages()).toHaveCount(0)

    await chat.input.press('Enter')
    const content = chat.userMessages().first().getByTestId('message-content')
    await expect(content).toHaveJSProperty('textContent', 'First line\nsecond line')
    await expect(content).toHaveCSS('white-space', 'pre-wrap')
    await expect(chat.assistantMessages()).toHaveCount(2)
    expect(bodies).toEqual([{ query: 'First line\nsecond line' }])
  })

  test('empty and whitespace-only input is ignored', async ({ page }) => {
    const chat = new ChatWidget(page)
    const bodies = await chat.recordRequests()
    await chat.goto(stillPage)
    await chat.open()

    await chat.input.press('Enter')
    await chat.input.fill('   \n\t  ')
    await chat.input.press('Enter')
    await chat.sendButton.click()
    await expect(chat.userMessages()).toHaveCount(0)
    await expect(chat.typing).toHaveText('')
    expect(bodies).toEqual([])

    // The widget still works afterwards (and only that one request was made).
    await chat.send('Hello')
    await expect(chat.assistantMessages()).toHaveCount(2)
    expect(bodies).toEqual([{ query: 'Hello' }])
  })

  test('minimize collapses to the header and restores with the conversation intact', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    await chat.input.fill('a draft')

    await chat.minimizeButton.click()
    await expect(chat.input).toBeHidden()
    await expect(chat.log).toBeHidden()
    await expect(chat.restoreButton).toBeVisible()
    expect((await chat.panel.boundingBox())?.height).toBe(64)

    await chat.restoreButton.click()
    await expect(chat.input).toBeVisible()
    await expect(chat.input).toBeFocused()
    await expect(chat.input).toHaveValue('a draft')
    await expect(chat.assistantMessages()).toHaveCount(1)
    expect((await chat.panel.boundingBox())?.height).toBe(384)
  })

  test('close returns focus to the launcher; reopening keeps the conversation', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    await chat.send('Hello')
    await expect(chat.assistantMessages()).toHaveCount(2)

    await chat.closeButton.click()
    await expect(chat.panel).toBeHidden()
    await expect(chat.launcher).toBeFocused()

    await chat.open()
    await expect(chat.userMessages()).toHaveCount(1)
    await expect(chat.assistantMessages()).toHaveCount(2)
  })

  test('Escape closes the panel and focus returns to the launcher', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    await page.keyboard.press('Escape')
    await expect(chat.panel).toBeHidden()
    await expect(chat.launcher).toBeFocused()
  })

  test('the showAIWidget window event opens it, also from the minimized state', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await page.evaluate(() => window.dispatchEvent(new Event('showAIWidget')))
    await expect(chat.panel).toBeVisible()
    await expect(chat.input).toBeFocused()

    await chat.minimizeButton.click()
    await expect(chat.input).toBeHidden()
    await page.evaluate(() => window.dispatchEvent(new Event('showAIWidget')))
    await expect(chat.input).toBeVisible()
  })

  test('a failed request shows the error toast, removes the message and gives its text back', async ({ page }) => {
    const chat = new ChatWidget(page)
    await page.route(AI_ROUTE, (route) => route.abort())
    await chat.goto(stillPage)
    await chat.open()

    await chat.send('Will this fail?')
    const toast = chat.errorToast()
    await expect(toast).toBeVisible()
    await expect(toast.getByText('Error', { exact: true })).toBeVisible()
    await expect(toast.getByText(errorText, { exact: true })).toBeVisible()
    await expect(chat.userMessages()).toHaveCount(0)
    await expect(chat.assistantMessages()).toHaveCount(1)
    await expect(chat.input).toHaveValue('Will this fail?')
    await expect(chat.input).toBeEnabled()
  })

  test('a visitor never waits forever: past the client timeout the question comes back with the error toast', async ({ page }) => {
    await page.clock.install()
    const chat = new ChatWidget(page)
    let asked!: () => void
    const requested = new Promise<void>((resolve) => (asked = resolve))
    // The server never answers this one.
    await page.route(AI_ROUTE, () => asked())
    await chat.goto(stillPage)
    await chat.open()
    await chat.send('Will this ever end?')
    await requested
    await expect(chat.typing).toHaveText('Assistant is typing')

    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000)
    await expect(chat.errorToast().getByText(errorText, { exact: true })).toBeVisible()
    await expect(chat.userMessages()).toHaveCount(0)
    await expect(chat.input).toHaveValue('Will this ever end?')
    await expect(chat.input).toBeEnabled()
  })

  test('a reply without an answer is an invalid response: error toast, message removed', async ({ page }) => {
    const chat = new ChatWidget(page)
    await page.route(AI_ROUTE, (route) => fulfillStreamed(route, [{ type: 'final', sources: [] }]))
    await chat.goto(stillPage)
    await chat.open()

    await chat.send('Anything there?')
    await expect(chat.errorToast().getByText(errorText, { exact: true })).toBeVisible()
    await expect(chat.userMessages()).toHaveCount(0)
    await expect(chat.input).toHaveValue('Anything there?')
  })

  test('the stand-in replies in these tests have the server’s own format', async ({ request }) => {
    const res = await request.post('/api/trpc/ai-agent-stream?batch=1', {
      headers: { 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' },
      data: { 0: { query: 'What tools do you use?' } },
    })
    expect(res.status()).toBe(200)
    const body = await res.text()
    const eventLine = body.split('\n').find((line) => line.startsWith('[3,1,'))
    expect(eventLine).toBeDefined()
    const [event] = (JSON.parse(eventLine!) as [number, number, [[unknown]]])[2][0]
    expect(event).toMatchObject({ type: 'final', answer: expect.stringContaining('Photoshop') })
    expect(body).toBe(streamedReplyBody([event]))
  })

  test('the built server answers a need by meaning when no word of it is on the site', async ({ request }) => {
    const brandIdentity = knowledge.entities.find((e) => e.kind === 'project' && /brand identity/i.test(e.name))!
    const res = await request.post('/api/trpc/ai-agent-proxy', {
      data: {
        query:
          'starting my own consultancy and i have literally nothing yet, no logo, no colours, no idea what fonts to use or how things should look. can you sort out the whole look + some rules so it stays consistent?',
      },
    })
    expect(res.status()).toBe(200)
    const { answer, sources } = ((await res.json()) as { result: { data: { answer: string; sources: { href: string }[] } } }).result.data
    expect(answer).toContain(brandIdentity.name)
    expect(sources.map((s) => s.href)).toContain(brandIdentity.href)
  })

  test('answers are plain text: markup in a streamed answer is shown, never rendered', async ({ page }) => {
    const chat = new ChatWidget(page)
    const markup = '<img src=x onerror=alert(1)><img src=x onerror="window.injected=1"><b>bold</b>'
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.route(AI_ROUTE, (route) =>
      fulfillStreamed(route, [
        { type: 'delta', text: markup },
        {
          type: 'final',
          answer: markup,
          sources: [
            { title: 'Elsewhere', href: 'https://evil.example/' },
            { title: 'Skills', href: '/skills' },
          ],
        },
      ]),
    )
    await chat.goto(stillPage)
    await chat.open()
    await chat.send('Say something odd')

    const answer = chat.assistantMessages().nth(1)
    await expect(answer.getByTestId('message-content')).toHaveText(markup)
    await expect(chat.input).toBeEnabled()
    await expect(chat.log.locator('img, b')).toHaveCount(0)
    await expect(answer.getByRole('link')).toHaveCount(1)
    await expect(answer.getByRole('link', { name: 'Skills' })).toHaveAttribute('href', '/skills')
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  test('fits within a very small phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 300, height: 360 })
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await chat.open()
    const box = await chat.panel.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(300)
    expect(box!.y + box!.height).toBeLessThanOrEqual(360)
    await expect(chat.input).toBeInViewport()
  })

  test('with reduced motion the typing dots stand still', async ({ page }) => {
    const chat = new ChatWidget(page)
    const replies = await chat.holdReplies()
    await chat.goto(stillPage)
    await chat.open()
    await chat.send('Hello')
    const dots = chat.typing.locator('span[aria-hidden="true"]')
    await expect(dots).toHaveCount(3)
    await expect(dots.first()).toHaveCSS('animation-name', 'bounce')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(dots.first()).toHaveCSS('animation-name', 'none')
    replies.release()
    await expect(chat.typing).toHaveText('')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`no accessibility violations in the open panel and the error toast (${theme})`, async ({ page }) => {
      const chat = new ChatWidget(page)
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      await page.route(AI_ROUTE, (route) => route.abort())
      await chat.goto(stillPage)
      await chat.open()
      await chat.send('Will this fail?')
      await expect(chat.errorToast()).toBeVisible()
      // Let the toast finish its entrance so colours are measured at full opacity.
      await expect(chat.errorToast()).toHaveCSS('opacity', '1')

      expect(await axeViolations(page, { include: ['[role="dialog"]', '[data-sonner-toaster]'] })).toEqual([])
    })
  }
})

test.describe('messaging-app button', () => {
  test('links to the chat in a new tab with a tooltip on hover and keyboard focus', async ({ page }) => {
    const chat = new ChatWidget(page)
    await chat.goto(stillPage)
    await expect(chat.whatsapp).toHaveAttribute('href', whatsappLink())
    await expect(chat.whatsapp).toHaveAttribute('target', '_blank')
    await expect(chat.whatsapp).toHaveAttribute('rel', 'noopener noreferrer')

    const tooltip = chat.whatsapp.getByText('Chat on WhatsApp', { exact: true })
    await expect(tooltip).toBeHidden()
    await chat.whatsapp.hover()
    await expect(tooltip).toBeVisible()
    await page.mouse.move(640, 100)
    await expect(tooltip).toBeHidden()

    await chat.whatsapp.focus()
    await expect(tooltip).toBeVisible()

    const box = await chat.whatsapp.boundingBox()
    expect(box!.x).toBeLessThan(100)
    expect(box!.y).toBeGreaterThan(600)
  })
})

test.describe('answers streamed from Claude (the production server against a local Messages API)', () => {
  // One server pair for these tests, in one worker, one test after the other.
  test.describe.configure({ mode: 'default' })
  const claude = useClaudeServer()

  test('a streamed answer appears as it arrives; the controls stay disabled until it is complete', async ({ page }) => {
    let release!: () => void
    const rest = new Promise<void>((resolve) => (release = resolve))
    claude.fake.mode = {
      kind: 'chunks',
      chunks: ['Alex designs brand identities', ' and logos: see /portfolio/brand-identity.'],
      release: rest,
    }
    const chat = new ChatWidget(page)
    await chat.goto(`${claude.server.url}${stillPage}`)
    await chat.open()
    await chat.send('Do you design logos?')

    const content = chat.assistantMessages().nth(1).getByTestId('message-content')
    // The first words are on screen while the upstream still holds the rest back.
    await expect(content).toHaveText('Alex designs brand identities')
    await expect(chat.typing).toHaveText('')
    await expect(chat.input).toBeDisabled()

    release()
    await expect(content).toHaveText('Alex designs brand identities and logos: see /portfolio/brand-identity.')
    await expect(content.getByRole('link', { name: '/portfolio/brand-identity' })).toHaveAttribute('href', '/portfolio/brand-identity')
    await expect(chat.input).toBeEnabled()
    expect(claude.fake.requests.at(-1)?.body.stream).toBe(true)
  })

  test('links in an answer: a site page navigates in place, WhatsApp and email open outside', async ({ page }) => {
    const projectPath = '/portfolio/brand-identity'
    claude.fake.mode = {
      kind: 'reply',
      text: `See ${projectPath}, then message Alex on WhatsApp (${whatsappLink()}) or write to ${site.email}.`,
    }
    // The messaging app is stood in for, so the new tab opens without the network.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }))
    const chat = new ChatWidget(page)
    await chat.goto(`${claude.server.url}${stillPage}`)
    await chat.open()
    await chat.send('How do I book Alex?')

    const content = chat.assistantMessages().nth(1).getByTestId('message-content')
    const whatsapp = content.getByRole('link', { name: whatsappLink() })
    await expect(whatsapp).toHaveAttribute('href', whatsappLink())
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    const email = content.getByRole('link', { name: site.email })
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(email).toHaveAttribute('rel', 'noopener noreferrer')

    const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()])
    await expect(popup).toHaveURL(/^https:\/\/wa\.me\//)
    expect(await popup.evaluate(() => window.opener === null)).toBe(true)
    await popup.close()
    expect(new URL(page.url()).pathname).toBe(stillPage)

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await content.getByRole('link', { name: projectPath }).click()
    await expect(page).toHaveURL((url) => url.pathname === projectPath)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(projects['brand-identity'].title)
    // A client-side navigation: same document, and the conversation is still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await expect(chat.assistantMessages()).toHaveCount(2)
  })

  test('an upstream that fails gives the embedded answer, not an error', async ({ page }) => {
    claude.fake.mode = { kind: 'status', status: 429, type: 'rate_limit_error', retryAfter: '3600' }
    const chat = new ChatWidget(page)
    await chat.goto(`${claude.server.url}${stillPage}`)
    await chat.open()
    await chat.send('What tools do you use?')
    await expect(chat.assistantMessages().nth(1).getByTestId('message-content')).toContainText('Photoshop')
    await expect(chat.input).toBeEnabled()
    await expect(chat.errorToast()).toHaveCount(0)
  })
})
