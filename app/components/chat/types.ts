/** A page of this site the assistant points to. */
export type ChatSource = { title: string; href: string }

/** The spec's chat message (id, content, isUser, timestamp), plus the pages an answer links to. */
export type ChatMessage = {
  id: string
  content: string
  isUser: boolean
  timestamp: Date
  sources?: ChatSource[]
}

export type ChatWidgetState = 'closed' | 'open' | 'minimized'
