export interface LogEntry {
  level: 'info' | 'warn' | 'error'
  event: string
  [field: string]: unknown
}

export type Logger = (entry: LogEntry) => void

/** One JSON object per line: warnings and errors on stderr, the rest on stdout. */
export const jsonLineLogger: Logger = (entry) => {
  const line = `${JSON.stringify({ ...entry, ts: new Date().toISOString() })}\n`
  if (entry.level === 'info') process.stdout.write(line)
  else process.stderr.write(line)
}
