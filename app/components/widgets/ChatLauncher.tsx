import type { Ref } from 'react'
import { chatCopy } from '#content/chat.ts'

type Props = { hidden: boolean; onOpen: () => void; ref: Ref<HTMLButtonElement> }

/** The round button bottom-right. Tiny on purpose: everything else of the chat loads on first open. */
export function ChatLauncher({ hidden, onOpen, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      hidden={hidden}
      aria-haspopup="dialog"
      aria-label={chatCopy.launcherLabel}
      onClick={onOpen}
      className="floating-tuck fixed bottom-6 right-6 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand text-brand-fg shadow-lg transition-transform hover:scale-105 focus-ring"
    >
      <span className="i-lucide-message-circle text-2xl" aria-hidden="true" />
    </button>
  )
}
