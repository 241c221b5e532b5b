export interface Deadline {
  /** Aborts shortly before the deadline (or when the client goes away): the work should stop. */
  signal: AbortSignal
  /** Resolves at the deadline itself: whatever has not answered by then gets an error response. */
  expired: Promise<void>
  clear(): void
}

/** Time the answerers' fallback gets between the abort and the deadline: a quarter, at most 2 s. */
export const fallbackShareMs = (totalMs: number) => Math.min(2_000, Math.floor(totalMs / 4))

export class DeadlineError extends Error {
  override readonly name = 'AbortError'
  constructor() {
    super('the request deadline is near')
  }
}

export function startDeadline(totalMs: number, clientSignal?: AbortSignal): Deadline {
  const controller = new AbortController()
  const onClientGone = () => controller.abort(clientSignal?.reason)
  clientSignal?.addEventListener('abort', onClientGone, { once: true })
  const soft = setTimeout(() => controller.abort(new DeadlineError()), totalMs - fallbackShareMs(totalMs))
  let hard: NodeJS.Timeout | undefined
  const expired = new Promise<void>((resolve) => {
    hard = setTimeout(resolve, totalMs)
  })
  return {
    signal: controller.signal,
    expired,
    clear() {
      clearTimeout(soft)
      clearTimeout(hard)
      clientSignal?.removeEventListener('abort', onClientGone)
    },
  }
}
