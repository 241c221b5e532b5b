import { useState } from 'react'
import type { ChatWidgetState } from '~/components/chat/types'
import { ChatWidget } from './ChatWidget'
import { WhatsAppButton } from './WhatsAppButton'

/**
 * Rendered once by the root route on every page: messaging-app link bottom-left, AI assistant
 * bottom-right. On small screens the chat card spans the width the messaging button sits in,
 * so that button steps aside while the chat is open or minimized.
 */
export function FloatingWidgets() {
  const [chatState, setChatState] = useState<ChatWidgetState>('closed')
  return (
    <>
      <WhatsAppButton besideChat={chatState !== 'closed'} />
      <ChatWidget onStateChange={setChatState} />
    </>
  )
}

export default FloatingWidgets
