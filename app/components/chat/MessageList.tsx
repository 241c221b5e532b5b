import { useEffect, useRef } from 'react'
import { chatCopy } from '@content/chat'
import { MessageBubble } from './MessageBubble'
import type { ChatMessage } from './types'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

type Props = { messages: readonly ChatMessage[]; visible: boolean }

/** The conversation log; it keeps the newest message in view (hiding the panel resets its scroll). */
export function MessageList({ messages, visible }: Props) {
  const log = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    const element = log.current
    if (!element || !visible) return
    element.scrollTo({ top: element.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' })
  }, [messages, visible, reducedMotion])

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={chatCopy.logLabel}
      // Focusable so keyboard users can scroll the conversation.
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-3 focus-ring focus-visible:ring-inset focus-visible:ring-offset-0"
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
    </div>
  )
}
