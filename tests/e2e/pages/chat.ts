import { expect, type Locator, type Page, type Route } from '@playwright/test'

/** The widget's call: `ai-agent-stream` through httpBatchStreamLink, a batch of one (`?batch=1`). */
export const AI_ROUTE = '**/api/trpc/ai-agent-stream**'

/** Markers that only the lazily loaded chat code contains (tRPC client, its streaming link, sonner, the call itself). */
export const CHAT_CODE_MARKERS = ['TRPCClientError', 'trpc-accept', 'data-sonner-toaster', 'ai-agent-stream']

/** The question the widget sent: the batch's only call, `{"0": {query, history?}}`. */
const questionOf = (route: Route) => (route.request().postDataJSON() as Record<string, unknown>)['0']

/**
 * A streamed reply as the server sends it (tRPC 11's JSON Lines for a batch of one whose result is
 * an async iterable): the head, the result and data placeholders, one line per event, the end.
 */
export function streamedReplyBody(events: readonly unknown[]): string {
  const lines: unknown[] = [
    { 0: [[0], [null, 0, 0]] },
    [0, 0, [[{ result: 0 }], ['result', 0, 1]]],
    [1, 0, [[{ data: 0 }], ['data', 0, 2]]],
    [2, 0, [[0], [null, 1, 3]]],
    ...events.map((event) => [3, 1, [[event]]]),
    [3, 0, [[]]],
  ]
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('')
}

/** Answers the widget's next calls with these events instead of the server. */
export const fulfillStreamed = (route: Route, events: readonly unknown[]) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: streamedReplyBody(events) })

/** Stable handles on the floating widgets: the AI assistant and the messaging-app button. */
export class ChatWidget {
  readonly launcher: Locator
  readonly panel: Locator
  readonly log: Locator
  readonly input: Locator
  readonly sendButton: Locator
  readonly minimizeButton: Locator
  readonly restoreButton: Locator
  readonly closeButton: Locator
  readonly typing: Locator
  readonly toaster: Locator
  readonly whatsapp: Locator

  constructor(readonly page: Page) {
    this.launcher = page.getByRole('button', { name: 'Open AI assistant chat' })
    this.panel = page.getByRole('dialog', { name: 'AI Assistant' })
    this.log = this.panel.getByRole('log')
    this.input = this.panel.getByRole('textbox', { name: 'Message the AI assistant' })
    this.sendButton = this.panel.getByRole('button', { name: 'Send message' })
    this.minimizeButton = this.panel.getByRole('button', { name: 'Minimize chat' })
    this.restoreButton = this.panel.getByRole('button', { name: 'Restore chat' })
    this.closeButton = this.panel.getByRole('button', { name: 'Close chat' })
    this.typing = this.panel.getByRole('status')
    this.toaster = page.getByRole('region', { name: /Notifications/ })
    this.whatsapp = page.getByRole('link', { name: /Chat on WhatsApp/ })
  }

  userMessages() {
    return this.log.getByTestId('message-user')
  }

  assistantMessages() {
    return this.log.getByTestId('message-assistant')
  }

  errorToast() {
    return this.toaster.locator('[data-sonner-toast][data-type="error"]')
  }

  /** The launcher reacts to clicks once React has hydrated it (it then carries React's props). */
  async waitUntilInteractive() {
    await expect(this.launcher).toBeVisible()
    await expect
      .poll(() => this.launcher.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))), {
        message: 'React hydrated the chat launcher',
      })
      .toBe(true)
  }

  async goto(path = '/home') {
    await this.page.goto(path)
    await this.waitUntilInteractive()
  }

  async open() {
    await this.launcher.click()
    await expect(this.panel).toBeVisible()
    await expect(this.input).toBeFocused()
  }

  async send(text: string) {
    await this.input.fill(text)
    await this.input.press('Enter')
  }

  /**
   * Holds every `ai-agent-stream` request until `release()` is called, then passes it on to
   * the real server. Records each request body.
   */
  async holdReplies() {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    await this.page.route(AI_ROUTE, async (route: Route) => {
      bodies.push(questionOf(route))
      await released
      const response = await route.fetch()
      await route.fulfill({ response })
    })
    return { release, bodies }
  }

  /** Records request bodies and lets them through unchanged. */
  async recordRequests() {
    const bodies: unknown[] = []
    await this.page.route(AI_ROUTE, async (route) => {
      bodies.push(questionOf(route))
      await route.continue()
    })
    return bodies
  }
}
