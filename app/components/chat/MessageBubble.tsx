import { chatCopy } from '@content/chat'
import { AnswerText } from './AnswerText'
import { MessageSources } from './MessageSources'
import type { ChatMessage } from './types'

/** One message: text nodes and checked links, never HTML from the server. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { isUser, content, sources } = message
  return (
    <div
      data-testid={isUser ? 'message-user' : 'message-assistant'}
      className={`flex ${isUser ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed ${
          isUser ? 'rounded-br-sm bg-brand text-brand-fg' : 'rounded-bl-sm bg-raised text-fg'
        }`}
      >
        <span className="sr-only">{isUser ? chatCopy.userPrefix : chatCopy.assistantPrefix} </span>
        <p data-testid="message-content" className="whitespace-pre-wrap break-words">
          {isUser ? content : <AnswerText text={content} />}
        </p>
        {sources && sources.length > 0 && <MessageSources sources={sources} />}
      </div>
    </div>
  )
}
