import { useId, type KeyboardEvent, type Ref } from 'react'
import { MAX_QUERY_LENGTH } from '@content/lib/chat-limits'
import { chatCopy } from '@content/chat'

type Props = {
  value: string
  onChange: (value: string) => void
  onSend: () => void
  disabled: boolean
  inputRef: Ref<HTMLTextAreaElement>
}

/** Enter sends, Shift+Enter starts a new line; both controls are disabled while a reply is pending. */
export function ChatInput({ value, onChange, onSend, disabled, inputRef }: Props) {
  const inputId = useId()
  const hintId = useId()

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend()
  }

  return (
    <form
      className="flex shrink-0 items-end gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
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
        disabled={disabled}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={chatCopy.inputPlaceholder}
        aria-describedby={hintId}
        className="field-sizing-content max-h-24 min-h-10 min-w-0 flex-1 resize-none rounded-xl border border-line bg-base px-3 py-2 text-sm text-fg placeholder:text-muted focus-ring focus-visible:ring-offset-0 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <span id={hintId} className="sr-only">
        {chatCopy.inputHint}
      </span>
      <button
        type="submit"
        disabled={disabled}
        aria-label={chatCopy.send}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg hover:brightness-110 focus-ring disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span className="i-lucide-send-horizontal text-lg" aria-hidden="true" />
      </button>
    </form>
  )
}
