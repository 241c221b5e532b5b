import { chatCopy } from '#content/chat.ts'
import { AnswerText } from './AnswerText'
import { MessageSources } from './MessageSources'
import type { ChatMessage } from './types'

// Spacing and list markers for the Markdown an answer may hold.
const answerBody =
  'break-words [&_p+p]:mt-2 [&_ul+p]:mt-2 [&_ol+p]:mt-2 [&_ul]:mt-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_li+li]:mt-0.5 [&_code]:rounded [&_code]:bg-base [&_code]:px-1'

/** One message: the visitor's as typed, the assistant's as Markdown turned into React elements, never HTML. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { isUser, content, sources } = message
  return (
    <div
      data-testid={isUser ? 'message-user' : 'message-assistant'}
      data-message-id={message.id}
      className={`flex ${isUser ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed ${
          isUser ? 'rounded-br-sm bg-brand text-brand-fg' : 'rounded-bl-sm bg-raised text-fg'
        }`}
      >
        <span className="sr-only">{isUser ? chatCopy.userPrefix : chatCopy.assistantPrefix} </span>
        {isUser ? (
          <p data-testid="message-content" className="whitespace-pre-wrap break-words">
            {content}
          </p>
        ) : (
          <div data-testid="message-content" className={answerBody}>
            <AnswerText text={content} />
          </div>
        )}
        {sources && sources.length > 0 && <MessageSources sources={sources} />}
      </div>
    </div>
  )
}
