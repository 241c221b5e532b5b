import { describe, expect, expectTypeOf, it } from 'vitest'
import { toHistory, type StreamEvent, type StreamInput } from '../../app/components/chat/chatProtocol'
import type { ChatMessage } from '../../app/components/chat/types'
import { MAX_HISTORY_TURNS, MAX_TURN_LENGTH } from '#content/lib/chat-limits.ts'
import * as wire from '../../server/ai/schema'

const message = (id: string, content: string, isUser: boolean): ChatMessage => ({ id, content, isUser, timestamp: new Date(0) })

describe('the widget and the server share one contract', () => {
  it('one set of limits: the server schema enforces the values the widget imports', () => {
    expect(wire.askInputSchema.safeParse({ query: 'x'.repeat(wire.MAX_QUERY_LENGTH) }).success).toBe(true)
    expect(wire.askInputSchema.safeParse({ query: 'x'.repeat(wire.MAX_QUERY_LENGTH + 1) }).success).toBe(false)
    const turns = Array.from({ length: MAX_HISTORY_TURNS + 1 }, () => ({ role: 'user', content: 'hi' }))
    expect(wire.askInputSchema.safeParse({ query: 'q', history: turns.slice(1) }).success).toBe(true)
    expect(wire.askInputSchema.safeParse({ query: 'q', history: turns }).success).toBe(false)
  })

  // Type-level: these fail to compile (npm run typecheck) when the server's shapes change.
  it("the widget's streamed events are the router's type, which is the server's event schema", () => {
    expectTypeOf<StreamEvent>().toEqualTypeOf<wire.StreamEvent>()
    expectTypeOf<StreamEvent>().toEqualTypeOf<
      { type: 'delta'; text: string } | { type: 'final'; answer: string; sources?: { title: string; href: string }[] | undefined }
    >()
    expectTypeOf<StreamInput>().toEqualTypeOf<wire.AskInput>()
  })
})

describe('toHistory', () => {
  it('maps messages to turns without the greeting, oldest first', () => {
    const messages = [message('greeting', 'Hi there', false), message('1', 'Question', true), message('2', 'Answer', false)]
    expect(toHistory(messages, 'greeting')).toEqual([
      { role: 'user', content: 'Question' },
      { role: 'assistant', content: 'Answer' },
    ])
  })

  it(`keeps only the last ${MAX_HISTORY_TURNS} turns and caps each turn at ${MAX_TURN_LENGTH} characters`, () => {
    const messages = Array.from({ length: 15 }, (_, i) => message(String(i), `m${i}`, i % 2 === 0))
    messages.push(message('long', 'x'.repeat(MAX_TURN_LENGTH + 1000), true))
    const history = toHistory(messages, 'greeting')
    expect(history).toHaveLength(MAX_HISTORY_TURNS)
    expect(history[0]?.content).toBe(`m${16 - MAX_HISTORY_TURNS}`)
    expect(history.at(-1)?.content).toHaveLength(MAX_TURN_LENGTH)
    expect(wire.askInputSchema.safeParse({ query: 'q', history }).success).toBe(true)
  })
})
