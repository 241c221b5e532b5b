import type { Deadline } from './request-deadline.ts'

/**
 * A streamed response (the widget's `ai-agent-stream`) has its headers out long before its last
 * byte, so the deadline cannot end with the handler: it stays armed until the body ends (its signal
 * still stops the answerer, which then sends the embedded answer), and a body still open at the
 * deadline itself is cut there. `onEnd` runs once, when the body is done, cut or cancelled.
 */
export function streamWithinDeadline(response: Response, deadline: Deadline, onEnd: (cut: boolean) => void): Response {
  if (!response.body) {
    deadline.clear()
    onEnd(false)
    return response
  }
  const reader = response.body.getReader()
  let finished = false
  const finish = (cut: boolean) => {
    if (finished) return false
    finished = true
    deadline.clear()
    onEnd(cut)
    return true
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      void deadline.expired.then(() => {
        if (!finish(true)) return
        controller.error(new Error('the streamed answer did not end within the API deadline'))
        reader.cancel().catch(() => {})
      })
    },
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        if (finish(false)) controller.error(error)
        return
      }
      if (finished) return
      if (chunk.done) {
        finish(false)
        controller.close()
      } else controller.enqueue(chunk.value)
    },
    cancel(reason) {
      finish(false)
      return reader.cancel(reason)
    },
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}
