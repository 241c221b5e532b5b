import { describe, expect, it } from 'vitest'
import { portfolioPath } from '../../content/lib/routes.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { stem, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

// 'The one that sharpens old pictures - which tool did you use for it?': the words before the dash describe the
// one meant; the question after it ('which tool did you use') picks nothing, though a piece's text may say 'use'.
// The category whose pieces name the most different tools.
const piecesOf = (c: (typeof knowledge.entities)[number]) =>
  knowledge.entities.filter((e) => (e.kind === 'project' || e.kind === 'card') && portfolioPath(e.group) === c.href)
const toolsNamed = (c: (typeof knowledge.entities)[number]) => new Set(piecesOf(c).flatMap((p) => p.tools ?? [])).size
const category = knowledge.entities.filter((e) => e.kind === 'category').sort((a, b) => toolsNamed(b) - toolsNamed(a))[0]!
const pieces = piecesOf(category)
// A piece's words: its name, description, tags, picture and, for a project, every passage of its page.
const wordsOf = (e: (typeof pieces)[number]) =>
  new Set(
    words(
      `${e.name} ${e.description} ${e.tags ?? ''} ${e.pictured ?? ''} ${
        e.kind === 'project'
          ? knowledge.passages
              .filter((p) => p.href === e.href)
              .map((p) => p.text)
              .join(' ')
          : ''
      }`.toLowerCase(),
    ).map(stem),
  )
// For each piece with tools, a long word of its description that no other piece of the list says.
const cases = pieces.flatMap((piece) => {
  const others = pieces.filter((p) => p !== piece).map(wordsOf)
  const own = words(piece.description.toLowerCase()).find((w) => w.length >= 7 && others.every((o) => !o.has(stem(w))))
  return piece.tools?.length && own ? [[piece.name, own, piece.tools] as const] : []
})

describe(`the one described among ${category.name}'s pieces, then a question after a dash`, () => {
  it('has pieces to pick among', () => expect(cases.length).toBeGreaterThanOrEqual(2))
  it.each(cases)('%s (%s)', async (name, word, pieceTools) => {
    const { answer } = await askTurns([
      `what ${category.name} projects do you have?`,
      `the one with the ${word} - which tool did you use for it?`,
    ])
    expect(answer).toContain(name)
    for (const tool of pieceTools) expect(answer).toContain(tool)
  })
})
