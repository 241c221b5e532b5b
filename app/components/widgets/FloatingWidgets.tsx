import { ChatWidget } from './ChatWidget'
import { WhatsAppButton } from './WhatsAppButton'

/** Rendered once by the root route on every page: messaging-app link bottom-left, AI assistant bottom-right. */
export function FloatingWidgets() {
  return (
    <>
      <WhatsAppButton />
      <ChatWidget />
    </>
  )
}

export default FloatingWidgets
