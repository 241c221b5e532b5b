import type { Deadline } from './request-deadline.ts'

/** How a streamed body ended: all of it sent, cut at the deadline, cancelled (the client left, or shutdown), or failed. */
export type StreamEnd = 'complete' | 'deadline' | 'cancelled' | 'error'

/**
 * A streamed response (the widget's `ai-agent-stream`) has its headers out long before its last
 * byte, so the deadline cannot end with the handler: it stays armed until the body ends (its signal
 * still stops the answerer, which then sends the embedded answer), and a body still open at the
 * deadline itself is cut there. `onEnd` runs once, when the body is done, cut, cancelled or failed.
 */
export function streamWithinDeadline(response: Response, deadline: Deadline, onEnd: (end: StreamEnd) => void): Response {
  if (!response.body) {
    deadline.clear()
    onEnd('complete')
    return response
  }
  const reader = response.body.getReader()
  let finished = false
  const finish = (end: StreamEnd) => {
    if (finished) return false
    finished = true
    deadline.clear()
    onEnd(end)
    return true
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      void deadline.expired.then(() => {
        if (!finish('deadline')) return
        controller.error(new Error('the streamed answer did not end within the API deadline'))
        reader.cancel().catch(() => {})
      })
    },
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        if (finish('error')) controller.error(error)
        return
      }
      if (finished) return
      if (chunk.done) {
        finish('complete')
        controller.close()
      } else controller.enqueue(chunk.value)
    },
    cancel(reason) {
      finish('cancelled')
      return reader.cancel(reason)
    },
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}
