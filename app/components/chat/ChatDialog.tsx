import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { ChatHeader } from './ChatHeader'
import { ChatInput } from './ChatInput'
import { MessageList } from './MessageList'
import { TypingIndicator } from './TypingIndicator'
import type { ChatWidgetState } from './types'
import { useChatMessages } from './useChatMessages'

export type ChatDialogProps = {
  state: ChatWidgetState
  onClose: () => void
  onToggleMinimized: () => void
}

/**
 * The non-modal chat card. It stays mounted once loaded (hidden while closed), so the
 * conversation and the draft survive closing and minimizing.
 */
export function ChatDialog({ state, onClose, onToggleMinimized }: ChatDialogProps) {
  const titleId = useId()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const { messages, draft, setDraft, send, pending, typing } = useChatMessages()
  const expanded = state === 'open'

  useEffect(() => {
    if (expanded) inputRef.current?.focus()
  }, [expanded])

  // Disabling the input while a reply is pending drops its focus; give it back unless the visitor moved on.
  useEffect(() => {
    const active = document.activeElement
    if (!pending && expanded && (active === document.body || active === inputRef.current)) inputRef.current?.focus()
  }, [pending, expanded])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return
    event.stopPropagation()
    onClose()
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={state === 'closed'}
      onKeyDown={onKeyDown}
      className={`card fixed bottom-4 right-4 z-40 flex w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden shadow-xl ${
        expanded ? 'h-96 max-h-[calc(100dvh-2rem)]' : 'h-16'
      }`}
    >
      <ChatHeader titleId={titleId} minimized={state === 'minimized'} onToggleMinimized={onToggleMinimized} onClose={onClose} />
      <div hidden={!expanded} className="flex min-h-0 flex-1 flex-col">
        <MessageList messages={messages} visible={expanded} />
        <TypingIndicator active={typing} />
        <ChatInput value={draft} onChange={setDraft} onSend={send} disabled={pending} inputRef={inputRef} />
      </div>
    </section>
  )
}
