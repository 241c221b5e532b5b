import { describe, expect, it } from 'vitest'
import { MAX_HISTORY_TURNS, MAX_QUERY_LENGTH, readReply, toHistory } from '../../app/components/chat/chatProtocol'
import type { ChatMessage } from '../../app/components/chat/types'
import * as wire from '../../server/ai/schema'

const message = (id: string, content: string, isUser: boolean): ChatMessage => ({ id, content, isUser, timestamp: new Date(0) })

describe('client limits', () => {
  it('match the wire contract the server enforces', () => {
    expect(MAX_QUERY_LENGTH).toBe(wire.MAX_QUERY_LENGTH)
    expect(MAX_HISTORY_TURNS).toBe(wire.MAX_HISTORY_TURNS)
  })

  it('every reply readReply accepts with sources also passes the server output schema', () => {
    const reply = readReply({ answer: 'Hi', sources: [{ title: 'Skills', href: '/skills' }] })
    expect(wire.askOutputSchema.safeParse(reply).success).toBe(true)
  })
})

describe('readReply', () => {
  it('accepts a reply with a non-empty answer and keeps internal sources', () => {
    expect(readReply({ answer: 'Hello', sources: [{ title: 'Skills', href: '/skills' }] })).toEqual({
      answer: 'Hello',
      sources: [{ title: 'Skills', href: '/skills' }],
    })
  })

  it.each([undefined, null, 'text', {}, { answer: '' }, { answer: '   ' }, { answer: 42 }, { sources: [] }])(
    'rejects %j as an invalid response',
    (data) => {
      expect(readReply(data)).toBeNull()
    },
  )

  it('drops sources that are not pages of this site, malformed or repeated', () => {
    const reply = readReply({
      answer: 'Hi',
      sources: [
        { title: 'Outside', href: 'https://evil.example/' },
        { title: 'Protocol-relative', href: '//evil.example' },
        { title: 'Script', href: 'javascript:alert(1)' },
        { title: '', href: '/about' },
        { href: '/about' },
        'nonsense',
        { title: 'Photography', href: '/portfolio/photography' },
        { title: 'Photography again', href: '/portfolio/photography' },
      ],
    })
    expect(reply?.sources).toEqual([{ title: 'Photography', href: '/portfolio/photography' }])
  })

  it('treats a non-array sources field as no sources', () => {
    expect(readReply({ answer: 'Hi', sources: 'x' })).toEqual({ answer: 'Hi', sources: [] })
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

  it(`keeps only the last ${MAX_HISTORY_TURNS} turns and caps each turn at 4000 characters`, () => {
    const messages = Array.from({ length: 15 }, (_, i) => message(String(i), `m${i}`, i % 2 === 0))
    messages.push(message('long', 'x'.repeat(5000), true))
    const history = toHistory(messages, 'greeting')
    expect(history).toHaveLength(MAX_HISTORY_TURNS)
    expect(history[0]?.content).toBe('m6')
    expect(history.at(-1)?.content).toHaveLength(4000)
  })
})
