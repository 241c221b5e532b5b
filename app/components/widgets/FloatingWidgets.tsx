import { useEffect, useState } from 'react'
import type { ChatWidgetState } from '~/components/chat/types'
import { ChatWidget } from './ChatWidget'
import { WhatsAppButton } from './WhatsAppButton'

/** How far the page must move one way before the buttons tuck away or come back. */
const SCROLL_STEP_PX = 24

/**
 * Marks <html> with data-scrolling="down" while the visitor scrolls down, away from the top and the
 * end; app.css tucks the floating buttons away then on a phone, so they never sit on text being read.
 */
function useScrollDirection() {
  useEffect(() => {
    const root = document.documentElement
    let anchor = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const nearEdge = y < SCROLL_STEP_PX * 4 || y + window.innerHeight >= root.scrollHeight - 2
      if (nearEdge || anchor - y > SCROLL_STEP_PX) delete root.dataset.scrolling
      else if (y - anchor > SCROLL_STEP_PX) root.dataset.scrolling = 'down'
      else return
      anchor = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      delete root.dataset.scrolling
    }
  }, [])
}

/**
 * Rendered once by the root route on every page: messaging-app link bottom-left, AI assistant
 * bottom-right. On small screens the chat card spans the width the messaging button sits in,
 * so that button steps aside while the chat is open or minimized; both step out of the way while
 * the visitor scrolls down.
 */
export function FloatingWidgets() {
  const [chatState, setChatState] = useState<ChatWidgetState>('closed')
  useScrollDirection()
  return (
    <>
      <WhatsAppButton besideChat={chatState !== 'closed'} />
      <ChatWidget onStateChange={setChatState} />
    </>
  )
}
