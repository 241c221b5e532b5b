import { chatCopy } from '#content/chat.ts'

type Props = {
  titleId: string
  minimized: boolean
  onToggleMinimized: () => void
  onClose: () => void
}

// 44 px targets on a phone, compact in the desktop card.
const headerButton = 'icon-btn h-11 w-11 border-transparent bg-transparent sm:h-8 sm:w-8'

export function ChatHeader({ titleId, minimized, onToggleMinimized, onClose }: Props) {
  return (
    <header className={`flex h-16 shrink-0 items-center gap-3 px-4 ${minimized ? '' : 'border-b border-line'}`}>
      <span className="i-lucide-bot text-2xl text-brand" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate font-display text-base font-semibold text-fg">
          {chatCopy.title}
        </h2>
        <p className="truncate text-xs text-muted">{chatCopy.subtitle}</p>
      </div>
      <button
        type="button"
        className={headerButton}
        aria-label={minimized ? chatCopy.restore : chatCopy.minimize}
        onClick={onToggleMinimized}
      >
        <span className={minimized ? 'i-lucide-chevron-up' : 'i-lucide-minus'} aria-hidden="true" />
      </button>
      <button type="button" className={headerButton} aria-label={chatCopy.close} onClick={onClose}>
        <span className="i-lucide-x" aria-hidden="true" />
      </button>
    </header>
  )
}
