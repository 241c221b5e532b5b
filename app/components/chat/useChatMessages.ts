import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { useTRPCClient } from '~/lib/trpc'
import { CLIENT_TIMEOUT_MS, readReply, toHistory } from './chatProtocol'
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The conversation, the draft in the input, and sending through the streamed `ai-agent-stream`. */
export function useChatMessages() {
  const client = useTRPCClient()
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()])
  const [draft, setDraft] = useState('')
  const [pending, setPending] = useState(false)
  const [typing, setTyping] = useState(false)
  // A ref, not the pending state: two Enter presses in one frame both see the old render's state.
  const inFlight = useRef(false)

  async function send() {
    const typed = draft
    const query = typed.trim()
    if (query === '' || inFlight.current) return
    inFlight.current = true
    setPending(true)
    setTyping(true)

    const question = createMessage(query, true)
    const answer = createMessage('', false)
    const history = toHistory(messages, GREETING_ID)
    setMessages((current) => [...current, question])
    setDraft('')
    // A visitor never waits forever: past the deadline the request is dropped and counts as failed.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), CLIENT_TIMEOUT_MS)
    const show = (content: string, sources?: ChatSource[]) =>
      setMessages((current) => [
        ...current.filter((m) => m.id !== answer.id),
        { ...answer, content, ...(sources?.length ? { sources } : {}) },
      ])

    try {
      const events = await client['ai-agent-stream'].mutate(history.length ? { query, history } : { query }, { signal: controller.signal })
      let text = ''
      let final = null
      for await (const event of events as AsyncIterable<unknown>) {
        if (!isRecord(event)) continue
        if (event.type === 'delta' && typeof event.text === 'string') {
          text += event.text
          setTyping(false)
          show(text)
        } else if (event.type === 'final') {
          final = readReply(event)
        }
      }
      if (!final) throw new Error('The reply has no answer')
      show(final.answer, final.sources)
    } catch {
      // Spec §8: the question is taken back out of the conversation; its text returns to the input.
      setMessages((current) => current.filter((message) => message.id !== question.id && message.id !== answer.id))
      setDraft((current) => (current === '' ? typed : current))
      toast.error(chatCopy.errorTitle, { description: chatCopy.errorDescription })
    } finally {
      clearTimeout(timer)
      inFlight.current = false
      setPending(false)
      setTyping(false)
    }
  }

  return { messages, draft, setDraft, send, pending, typing }
}
