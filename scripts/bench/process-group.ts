import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import type { Stoppable } from './teardown.ts'

export interface GroupProcess extends Stoppable {
  child: ChildProcess
  /** Resolves with the exit code (or the signal name) of the group leader. */
  exited: Promise<number | string>
}

/**
 * Spawns a command as the leader of its own process group, so stopping it also stops whatever it
 * started (npm -> sh -> vite, or a server's workers).
 */
export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true })
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
    child.once('error', (error) => resolve(error.message))
  })

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // ESRCH: the whole group is already gone.
    }
  }

  return {
    child,
    exited,
    async stop(graceMs = 5000) {
      signalGroup('SIGTERM')
      const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref())
      await Promise.race([exited, timer])
      // Also reaches any member that outlived the leader.
      signalGroup('SIGKILL')
    },
    killNow: () => signalGroup('SIGKILL'),
  }
}
