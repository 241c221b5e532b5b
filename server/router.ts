import { answerWithFallback } from './ai/answer-with-fallback.ts'
import { askInputSchema, askOutputSchema } from './ai/schema.ts'
import { publicProcedure, router } from './trpc.ts'

export const appRouter = router({
  /** The one backend call: POST /api/trpc/ai-agent-proxy with {"query": "..."}. */
  'ai-agent-proxy': publicProcedure
    .input(askInputSchema)
    .output(askOutputSchema)
    .mutation(async ({ input, ctx, signal }) => {
      const result = await answerWithFallback(input, { primary: ctx.answerer, fallback: ctx.fallback }, signal)
      ctx.meta.answeredBy = result.answeredBy
      ctx.meta.fallbackReason = result.fallbackReason
      return result.output
    }),
})

export type AppRouter = typeof appRouter
