/** Something the benchmark started and must stop: a server, a browser, a build. */
export interface Stoppable {
  stop(): Promise<void>
  /** Synchronous last resort, used when the process exits before `stop` could finish. */
  killNow(): void
}

export interface Teardown {
  /** Aborted on SIGINT/SIGTERM: long loops check it so nothing new starts after the user asked to stop. */
  readonly signal: AbortSignal
  /**
   * Registers a resource; the returned function unregisters it once it was stopped normally.
   * After an interruption it kills the resource at once and throws instead.
   */
  add(resource: Stoppable): () => void
  /** Stops everything still registered, newest first. */
  run(): Promise<void>
  /** Ctrl-C, SIGTERM or an early exit still stop every child before the process ends. */
  guardProcess(): void
}

/** After a signal, the run unwinds through its own `finally` blocks; this is the limit for that. */
const FORCED_EXIT_MS = 20_000

export function createTeardown(): Teardown {
  const active = new Set<Stoppable>()
  const controller = new AbortController()

  async function run() {
    while (active.size > 0) {
      const resource = [...active].at(-1)!
      active.delete(resource)
      await resource.stop().catch(() => resource.killNow())
    }
  }

  function interrupt(signal: NodeJS.Signals, code: number) {
    if (controller.signal.aborted) return
    process.stderr.write(`\n${signal}: stopping the server and browser...\n`)
    process.exitCode = code
    controller.abort(new Error(`interrupted by ${signal}`))
    setTimeout(() => process.exit(code), FORCED_EXIT_MS)
    void run()
  }

  return {
    signal: controller.signal,
    add(resource) {
      if (controller.signal.aborted) {
        resource.killNow()
        throw controller.signal.reason
      }
      active.add(resource)
      return () => active.delete(resource)
    },
    run,
    guardProcess() {
      process.on('SIGINT', () => interrupt('SIGINT', 130))
      process.on('SIGTERM', () => interrupt('SIGTERM', 143))
      process.on('exit', () => {
        for (const resource of active) resource.killNow()
      })
    },
  }
}
