import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import type { ChatWidgetState } from '~/components/chat/types'
import { ChatLauncher } from './ChatLauncher'
import { ChatLoadBoundary } from './ChatLoadBoundary'
import { ChatPanelLoading } from './ChatPanelLoading'
import { SHOW_AI_WIDGET_EVENT } from './showAIWidget'

/** The panel, tRPC, react-query and sonner live in this chunk and download on first open only. */
const lazyChatPanel = () => lazy(() => import('~/components/chat/ChatPanel'))

type Props = { onStateChange?: (state: ChatWidgetState) => void }

/** The AI assistant: closed (launcher), open, or minimized (header only). */
export function ChatWidget({ onStateChange }: Props) {
  const [state, setState] = useState<ChatWidgetState>('closed')
  const [hasOpened, setHasOpened] = useState(false)
  const [ChatPanel, setChatPanel] = useState(lazyChatPanel)
  const launcherRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  const open = useCallback(() => {
    setHasOpened(true)
    setState('open')
  }, [])
  const close = useCallback(() => {
    returnFocus.current = true
    setState('closed')
  }, [])
  const toggleMinimized = useCallback(() => setState((current) => (current === 'minimized' ? 'open' : 'minimized')), [])

  useEffect(() => {
    window.addEventListener(SHOW_AI_WIDGET_EVENT, open)
    return () => window.removeEventListener(SHOW_AI_WIDGET_EVENT, open)
  }, [open])

  useEffect(() => onStateChange?.(state), [state, onStateChange])

  useEffect(() => {
    if (state !== 'closed' || !returnFocus.current) return
    returnFocus.current = false
    launcherRef.current?.focus()
  }, [state])

  return (
    <>
      <ChatLauncher ref={launcherRef} hidden={state !== 'closed'} onOpen={open} />
      {hasOpened && (
        <ChatLoadBoundary visible={state !== 'closed'} onRetry={() => setChatPanel(lazyChatPanel)} onClose={close}>
          <Suspense fallback={state === 'closed' ? null : <ChatPanelLoading />}>
            <ChatPanel state={state} onClose={close} onToggleMinimized={toggleMinimized} />
          </Suspense>
        </ChatLoadBoundary>
      )}
    </>
  )
}
