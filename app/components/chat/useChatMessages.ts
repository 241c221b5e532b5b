import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { chatCopy } from '#content/chat.ts'
import { useTRPC, type AbortHolder } from '~/lib/trpc'
import { CLIENT_TIMEOUT_MS, toHistory, type ChatReply, type StreamInput } from './chatProtocol'
import type { ChatMessage, ChatSource } from './types'

const GREETING_ID = 'greeting'

let lastId = 0
const nextId = () => `m${Date.now().toString(36)}-${(lastId += 1)}`

const createMessage = (content: string, isUser: boolean): ChatMessage => ({ id: nextId(), content, isUser, timestamp: new Date() })
const greeting = (): ChatMessage => ({ id: GREETING_ID, content: chatCopy.greeting, isUser: false, timestamp: new Date() })

type Ask = { input: StreamInput; onText: (text: string) => void }

/**
 * The streamed `ai-agent-stream` call as a react-query mutation: tRPC's own mutation key and
 * function, with the stream read to its end, so `isPending` lasts until the final answer.
 */
function useAskMutation(abort: AbortHolder) {
  const trpc = useTRPC()
  const { mutationKey, mutationFn: call } = trpc['ai-agent-stream'].mutationOptions({ trpc: { context: { abort } } })
  return useMutation({
    mutationKey,
    mutationFn: async ({ input, onText }: Ask, context): Promise<ChatReply> => {
      if (!call) throw new Error('tRPC gave no mutation function')
      const events = await call(input, context)
      let text = ''
      for await (const event of events) {
        if (event.type === 'delta') onText((text += event.text))
        // Spec §5: a reply must carry an answer, otherwise it is an invalid response.
        else if (event.answer.trim() === '') throw new Error('The reply has no answer')
        else return { answer: event.answer, sources: event.sources ?? [] }
      }
      throw new Error('The reply has no answer')
    },
  })
}

/** The conversation, the draft in the input, and sending, cancelling and failing per the spec. */
export function useChatMessages() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()])
  const [draft, setDraft] = useState('')
  const abort = useRef<AbortController | null>(null)
  const ask = useAskMutation(abort)
  // A ref, not the pending state: two Enter presses in one frame both see the old render's state.
  const inFlight = useRef(false)

  function send() {
    const typed = draft
    const query = typed.trim()
    if (query === '' || inFlight.current) return
    inFlight.current = true
    const question = createMessage(query, true)
    const answer = createMessage('', false)
    const history = toHistory(messages, GREETING_ID)
    setMessages((current) => [...current, question])
    setDraft('')
    // A visitor never waits forever: past the deadline the request is dropped and counts as failed.
    const controller = new AbortController()
    abort.current = controller
    const timer = setTimeout(() => controller.abort(new Error('timeout')), CLIENT_TIMEOUT_MS)
    const show = (content: string, sources?: ChatSource[]) =>
      setMessages((current) => [
        ...current.filter((m) => m.id !== answer.id),
        { ...answer, content, ...(sources?.length ? { sources } : {}) },
      ])

    ask.mutate(
      { input: history.length ? { query, history } : { query }, onText: show },
      {
        onSuccess: (reply) => show(reply.answer, reply.sources),
        onError: () => {
          // Spec §8: the question is taken back out of the conversation; its text returns to the input.
          setMessages((current) => current.filter((message) => message.id !== question.id && message.id !== answer.id))
          setDraft((current) => (current === '' ? typed : current))
          if (controller.signal.reason !== 'cancelled') toast.error(chatCopy.errorTitle, { description: chatCopy.errorDescription })
        },
        onSettled: () => {
          clearTimeout(timer)
          if (abort.current === controller) abort.current = null
          inFlight.current = false
        },
      },
    )
  }

  /** Stops the answer in flight (the visitor closed the chat): no error, the question goes back to the input. */
  function cancel() {
    abort.current?.abort('cancelled')
  }

  const pending = ask.isPending
  // The answer's bubble appears with its first words; until then the typing indicator stands in for it.
  const typing = pending && messages.at(-1)?.isUser === true
  return { messages, draft, setDraft, send, cancel, pending, typing }
}
