import { chatCopy } from '#content/chat.ts'

/** Shown in the panel's place while the chat chunk downloads. */
export function ChatPanelLoading() {
  return (
    <div role="status" className="card fixed bottom-4 right-4 z-40 inline-flex items-center gap-2 px-4 py-3 text-sm text-fg shadow-xl">
      <span className="i-lucide-loader-circle text-lg text-brand motion-safe:animate-spin" aria-hidden="true" />
      {chatCopy.loading}
    </div>
  )
}
