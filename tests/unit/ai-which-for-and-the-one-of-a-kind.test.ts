import { describe, expect, it } from 'vitest'
import { videographyCards } from '#content/cards/videography.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { askTurns } from '../eval/ask.ts'

// 'Which program do you cut videos in, … and which for X?': a bare 'which for' asks the first question's kind of thing
// again for X.
describe('which program, then which for another use', () => {
  it.each([
    ['which program do you cut videos in, and which for cleaning up the sound?', 'which program for cleaning up the sound?'],
    ['which tool do you rely on for logos, and which for retouching?', 'which tool for retouching?'],
    ['which app do you edit in? and which for the captions?', 'which app for the captions?'],
  ])('%s', (message, second) => {
    expect(splitQuestions(message).questions.at(-1)).toBe(second)
  })
})

// 'Quick qs on your films: how long is the bakery one?': 'the bakery one' is one of the films, though a website says
// 'bakery' too.
describe('the one of the kind the questions were announced about', () => {
  // Each film called by a word of its description that no other film uses but another kind of piece has in its name
  // ('the bakery one', where a website is called Bakery too).
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? []
  const otherNames = knowledge.entities.filter((e) => e.kind !== 'video' && e.kind !== 'category').flatMap((e) => wordsOf(e.name))
  const called = videographyCards.flatMap((film) => {
    const others = videographyCards.filter((f) => f !== film).flatMap((f) => wordsOf(`${f.title} ${f.description}`))
    const word = wordsOf(film.description).find(
      (w) => !others.includes(w) && otherNames.includes(w) && !/^(films?|videos?|clips?|reels?)$/.test(w),
    )
    return word ? [[film.title, word, film] as const] : []
  })
  it('calls a film by a word another piece is named by', () => expect(called.length).toBeGreaterThan(0))
  it.each(called)('%s (the %s one)', async (_, word) => {
    const announced = await askTurns([`quick qs on your films: how long is the ${word} one?`])
    const said = await askTurns([`how long is the ${word} film?`])
    expect(announced.answer).toBe(said.answer)
  })
})
