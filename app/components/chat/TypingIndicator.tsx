import { chatCopy } from '#content/chat.ts'

const dot = 'h-2 w-2 rounded-full bg-muted motion-safe:animate-bounce'

/**
 * Always rendered, so the polite status region exists before its text changes and screen
 * readers announce it. The dots bounce only when the visitor has not asked for less motion.
 */
export function TypingIndicator({ active }: { active: boolean }) {
  return (
    <div role="status" aria-live="polite" className="shrink-0 px-4">
      {active && (
        <div className="mb-2 inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-raised px-3 py-2.5">
          <span className="sr-only">{chatCopy.typing}</span>
          <span aria-hidden="true" className={dot} />
          <span aria-hidden="true" className={`${dot} animate-delay-[150ms]`} />
          <span aria-hidden="true" className={`${dot} animate-delay-[300ms]`} />
        </div>
      )}
    </div>
  )
}
