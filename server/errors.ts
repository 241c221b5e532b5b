import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server'

/** Carried as the cause of a TOO_MANY_REQUESTS error; the handler turns it into Retry-After. */
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError'
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super('rate limited')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export const retryAfterOf = (error: TRPCError) => (error.cause instanceof RateLimitedError ? error.cause.retryAfterSeconds : undefined)

type Issue = { message: string }
const hasIssues = (cause: unknown): cause is { issues: Issue[] } =>
  typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues)

const INVALID_JSON = 'the body must be valid JSON, like {"query": "..."}'

/** A message a person can act on; never upstream text, stack traces or internals. */
export function publicMessage(error: TRPCError): string {
  switch (error.code) {
    case 'BAD_REQUEST':
      if (error.cause instanceof SyntaxError) return INVALID_JSON
      if (hasIssues(error.cause)) return [...new Set(error.cause.issues.map((i) => i.message))].join('; ')
      return error.message
    case 'PARSE_ERROR':
      return INVALID_JSON
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'send the body as JSON with the header Content-Type: application/json'
    case 'INTERNAL_SERVER_ERROR':
      return 'Something went wrong on our side. Please try again.'
    default:
      return error.message
  }
}

/** tRPC error formatter: human-readable messages and no `stack`, in every environment. */
export function formatError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const { stack: _stack, ...data } = shape.data
  const retryAfterSeconds = retryAfterOf(error)
  return {
    ...shape,
    message: publicMessage(error),
    data: retryAfterSeconds === undefined ? data : { ...data, retryAfterSeconds },
  }
}
