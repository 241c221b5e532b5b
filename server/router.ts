import { answerWithFallback, streamWithFallback } from './ai/answer-with-fallback.ts'
import { askInputSchema, askOutputSchema } from './ai/schema.ts'
import { publicProcedure, router } from './trpc.ts'

export const appRouter = router({
  /** The one plain backend call: POST /api/trpc/ai-agent-proxy with {"query": "..."}, answer {"answer": "..."}. */
  'ai-agent-proxy': publicProcedure
    .input(askInputSchema)
    .output(askOutputSchema)
    .mutation(async ({ input, ctx, signal }) => {
      const result = await answerWithFallback(input, { primary: ctx.answerer, fallback: ctx.fallback }, signal)
      ctx.meta.answeredBy = result.answeredBy
      ctx.meta.fallbackReason = result.fallbackReason
      return result.output
    }),

  /**
   * The same question, streamed for the widget (httpBatchStreamLink, a batch of one): text events
   * as they arrive, then the final answer. Each event is checked against `streamEventSchema`.
   */
  'ai-agent-stream': publicProcedure.input(askInputSchema).mutation(async function* ({ input, ctx, signal }) {
    const events = streamWithFallback(input, { primary: ctx.answerer, fallback: ctx.fallback }, signal)
    while (true) {
      const next = await events.next()
      if (next.done) {
        ctx.meta.answeredBy = next.value.answeredBy
        ctx.meta.fallbackReason = next.value.fallbackReason
        return
      }
      yield next.value
    }
  }),
})

export type AppRouter = typeof appRouter
