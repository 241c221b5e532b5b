import { useId, type KeyboardEvent, type Ref } from 'react'
import { chatCopy } from '#content/chat.ts'
import { MAX_QUERY_LENGTH } from '#content/lib/chat-limits.ts'

type Props = {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  pending: boolean
  inputRef: Ref<HTMLTextAreaElement>
}

const disabledLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60'

/**
 * Enter sends, Shift+Enter starts a new line. While a reply is pending both controls are
 * disabled (aria-disabled and read-only rather than `disabled`, which would drop the keyboard
 * focus out of the chat and leave Escape with nowhere to go).
 */
export function ChatInput({ value, onChange, onSend, pending, inputRef }: Props) {
  const inputId = useId()
  const hintId = useId()

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (!pending) onSend()
  }

  return (
    <form
      className="flex shrink-0 items-end gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!pending) onSend()
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={pending}
        aria-disabled={pending}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={chatCopy.inputPlaceholder}
        aria-describedby={hintId}
        className={`field-sizing-content max-h-24 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-line bg-base px-3 py-2.5 text-base text-fg placeholder:text-muted focus-ring focus-visible:ring-offset-0 sm:text-sm ${disabledLook}`}
      />
      <span id={hintId} className="sr-only">
        {chatCopy.inputHint}
      </span>
      <button
        type="submit"
        aria-disabled={pending}
        aria-label={chatCopy.send}
        className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg hover:brightness-110 focus-ring ${disabledLook}`}
      >
        <span className="i-lucide-send-horizontal text-lg" aria-hidden="true" />
      </button>
    </form>
  )
}
