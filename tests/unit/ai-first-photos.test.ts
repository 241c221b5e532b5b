import { describe, expect, it } from 'vitest'
import { knowledge, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { words } from '../../server/ai/embedded/text.ts'

/**
 * 'How soon would we see the first photos?' asks for what the site calls a sneak peek: the piece of work whose page
 * promises one within a time answers with that time. The piece, its word and the time come from content/.
 */
const peek = knowledge.passages
  .map((p) => {
    const time = /\bsneak peek within (\d+|\w+) (hours|days)\b/i.exec(p.text)
    const e = knowledge.entities.find((x) => x.key === p.entity && WORK_KINDS.has(x.kind))
    return time && e ? { time: `${time[1]} ${time[2]}`, word: words(e.name.toLowerCase())[0]!.replace(/s$/, '') } : undefined
  })
  .find(Boolean)

describe('the first photos are the sneak peek', () => {
  it('the content promises a sneak peek within a time', () => {
    expect(peek).toBeDefined()
  })

  it.each([
    'my best friend is planning her <piece> and she is SO impatient. how soon would she see the first photos?',
    'For the <piece>, how soon would we see a first few photos?',
    '<piece> next spring - when do we get the first pictures?',
  ])('%s', (message) => {
    expect(respond(message.replace('<piece>', peek!.word)).text).toContain(peek!.time)
  })
})
