import { initTRPC, TRPCError } from '@trpc/server'
import type { Context } from './context.ts'
import { formatError, RateLimitedError } from './errors.ts'

/** No transformer: plain JSON, so `curl -d '{"query":"hi"}'` works. Never a stack trace in errors. */
const t = initTRPC.context<Context>().create({ isDev: false, errorFormatter: formatError })

/** Counts every call, valid or not, before the input is even parsed. */
const rateLimited = t.middleware(async ({ ctx, next }) => {
  const decision = await ctx.limiter.consume(ctx.clientAddress)
  if (!decision.allowed) {
    const seconds = decision.retryAfterSeconds
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many questions in a short time. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      cause: new RateLimitedError(seconds),
    })
  }
  return next()
})

export const router = t.router
export const publicProcedure = t.procedure.use(rateLimited)
export const createCallerFactory = t.createCallerFactory
