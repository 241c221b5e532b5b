import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { ChatHeader } from './ChatHeader'
import { ChatInput } from './ChatInput'
import { MessageList } from './MessageList'
import { TypingIndicator } from './TypingIndicator'
import type { ChatWidgetState } from './types'
import { useChatMessages } from './useChatMessages'
import { usePhoneSheet } from './usePhoneSheet'

export type ChatDialogProps = {
  state: ChatWidgetState
  onClose: () => void
  onToggleMinimized: () => void
}

// A phone: a full-height sheet that follows the visual viewport and the safe areas. From `sm` up: the spec's 20 x 24 rem card.
const OPEN =
  'inset-x-0 top-[var(--chat-sheet-top,0px)] h-[var(--chat-sheet-height,100dvh)] rounded-none border-0 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] ' +
  'sm:inset-auto sm:bottom-4 sm:right-4 sm:top-auto sm:h-96 sm:max-h-[calc(100dvh-2rem)] sm:w-80 sm:rounded-2xl sm:border sm:p-0'
const MINIMIZED =
  'inset-x-0 bottom-0 rounded-none pb-[env(safe-area-inset-bottom)] sm:inset-auto sm:bottom-4 sm:right-4 sm:w-80 sm:rounded-2xl sm:pb-0'

/**
 * The chat: a sheet on a phone, a non-modal card on larger screens. It stays mounted once loaded
 * (hidden while closed), so the conversation and the draft survive closing and minimizing.
 */
export function ChatDialog({ state, onClose, onToggleMinimized }: ChatDialogProps) {
  const titleId = useId()
  const sheet = useRef<HTMLElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const { messages, draft, setDraft, send, cancel, pending, typing } = useChatMessages()
  const expanded = state === 'open'
  const phone = usePhoneSheet(sheet, expanded)

  useEffect(() => {
    if (expanded) inputRef.current?.focus()
  }, [expanded])

  // Closing stops an answer in flight; its question goes back to the input.
  function close() {
    cancel()
    onClose()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return
    event.stopPropagation()
    close()
  }

  return (
    <section
      ref={sheet}
      role="dialog"
      aria-modal={phone && expanded}
      aria-labelledby={titleId}
      hidden={state === 'closed'}
      onKeyDown={onKeyDown}
      className={`card fixed z-40 flex flex-col overflow-hidden shadow-xl ${expanded ? OPEN : `h-16 ${MINIMIZED}`}`}
    >
      <ChatHeader titleId={titleId} minimized={state === 'minimized'} onToggleMinimized={onToggleMinimized} onClose={close} />
      <div hidden={!expanded} className="flex min-h-0 flex-1 flex-col">
        <MessageList messages={messages} visible={expanded} streaming={pending} />
        <TypingIndicator active={typing} />
        <ChatInput value={draft} onChange={setDraft} onSend={send} pending={pending} inputRef={inputRef} />
      </div>
    </section>
  )
}
