import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A logo that moves, told in the visitor's words ('our name should fly in and spin', 'the crest builds itself', 'a
 * moving logo'), is the logo animation work; and 'how well do you know it?' asks the level of the tool just named.
 * The skill, the pieces and the tools come from content/.
 */
const logoAnimation = knowledge.entities.filter((e) => /\blogo animations?\b/i.test(`${e.name} ${e.description}`))
const levelOf = new Map(knowledge.entities.filter((e) => e.kind === 'tool' && e.level !== undefined).map((e) => [e.name, e.level!]))
/** Pieces made with one tool that has a level: 'which software was it made with?' names the piece and the tool. */
const madeWithOne = knowledge.entities.filter((e) => e.tools?.length === 1 && levelOf.has(e.tools[0]!))

const TOLD = [
  'My son wants our name to fly in and spin at the start of every youtube video. Can you do that kind of thing?',
  'For prize-giving night the headteacher would like our school crest to fly in and build itself. Is moving-logo stuff something you do?',
  'We want our hotel logo to move on the lobby screens. Have you done that?',
]

describe('a logo that moves, in the visitor’s words', () => {
  it('the content has logo animation work', () => {
    expect(logoAnimation.length).toBeGreaterThan(0)
  })

  it.each(TOLD)('%s', (message) => {
    const r = respond(message)
    expect(r.kinds).toContain('answer')
    expect(r.paths.some((p) => logoAnimation.some((e) => e.href === p))).toBe(true)
    expect(r.text).toMatch(/logo animation/i)
  })

  it("(guard) a logo that needs no motion is not an animation: 'our logo is old, can you redesign it?'", () => {
    expect(respond('our logo is old, can you redesign it?').text).not.toMatch(/logo animation/i)
  })
})

describe("'how well do you know it?' after a piece and its tool were named", () => {
  it('the content has pieces made with one tool that has a level', () => {
    expect(madeWithOne.length).toBeGreaterThan(0)
  })

  for (const piece of madeWithOne) {
    it(`gives the level of the tool ${piece.name} was made with`, async () => {
      const got = await askTurns([`which software was ${piece.name} made with?`, 'how well do you know it?'])
      expect(got.answer).toContain(`${levelOf.get(piece.tools![0]!)}%`)
    })
  }
})
