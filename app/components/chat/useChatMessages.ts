import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { useTRPC } from '~/lib/trpc'
import { readReply, toHistory } from './chatProtocol'
import { chatCopy } from '@content/chat'
import type { ChatMessage, ChatSource } from './types'

const GREETING_ID = 'greeting'

let lastId = 0
const nextId = () => `m${Date.now().toString(36)}-${(lastId += 1)}`

const createMessage = (content: string, isUser: boolean, sources?: ChatSource[]): ChatMessage => ({
  id: nextId(),
  content,
  isUser,
  timestamp: new Date(),
  ...(sources?.length ? { sources } : {}),
})

const greeting = (): ChatMessage => ({ id: GREETING_ID, content: chatCopy.greeting, isUser: false, timestamp: new Date() })

/** The conversation, the draft in the input, and sending through `ai-agent-proxy`. */
export function useChatMessages() {
  const trpc = useTRPC()
  const ask = useMutation(trpc['ai-agent-proxy'].mutationOptions())
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()])
  const [draft, setDraft] = useState('')
  // A ref, not ask.isPending: two Enter presses in one frame both see the old render's state.
  const inFlight = useRef(false)

  async function send() {
    const typed = draft
    const query = typed.trim()
    if (query === '' || inFlight.current) return
    inFlight.current = true

    const question = createMessage(query, true)
    const history = toHistory(messages, GREETING_ID)
    setMessages((current) => [...current, question])
    setDraft('')

    try {
      const reply = readReply(await ask.mutateAsync(history.length ? { query, history } : { query }))
      if (!reply) throw new Error('The reply has no answer')
      setMessages((current) => [...current, createMessage(reply.answer, false, reply.sources)])
    } catch {
      // Spec §8: the question is taken back out of the conversation; its text returns to the input.
      setMessages((current) => current.filter((message) => message.id !== question.id))
      setDraft((current) => (current === '' ? typed : current))
      toast.error(chatCopy.errorTitle, { description: chatCopy.errorDescription })
    } finally {
      inFlight.current = false
    }
  }

  return { messages, draft, setDraft, send, pending: ask.isPending }
}
