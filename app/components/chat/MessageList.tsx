import { useEffect, useRef } from 'react'
import { chatCopy } from '#content/chat.ts'
import { usePrefersReducedMotion } from '~/lib/motion'
import { MessageBubble } from './MessageBubble'
import type { ChatMessage } from './types'

type Props = { messages: readonly ChatMessage[]; visible: boolean; streaming: boolean }

/**
 * The conversation log. A question scrolls to the end; an answer scrolls to its own first line
 * and stays there as it grows, so the links at its start are in sight. While an answer streams
 * the log is busy, so screen readers announce the finished answer once, not every word.
 */
export function MessageList({ messages, visible, streaming }: Props) {
  const log = useRef<HTMLDivElement>(null)
  const shownAnswer = useRef<string | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  const last = messages.at(-1)

  useEffect(() => {
    const element = log.current
    if (!element || !visible || !last) return
    const behavior = reducedMotion ? 'auto' : 'smooth'
    if (last.isUser) {
      element.scrollTo({ top: element.scrollHeight, behavior })
      return
    }
    if (shownAnswer.current === last.id) return
    shownAnswer.current = last.id
    const bubble = element.querySelector<HTMLElement>(`[data-message-id="${last.id}"]`)
    if (bubble) element.scrollTo({ top: bubble.offsetTop - 12, behavior })
  }, [last, visible, reducedMotion])

  // Hiding the panel resets its scroll; showing it again brings the latest answer back.
  useEffect(() => {
    if (!visible) shownAnswer.current = null
  }, [visible])

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-busy={streaming}
      aria-label={chatCopy.logLabel}
      // Focusable so keyboard users can scroll the conversation.
      tabIndex={0}
      className="relative flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-3 focus-ring focus-visible:ring-inset focus-visible:ring-offset-0"
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
    </div>
  )
}
