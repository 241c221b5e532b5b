import { describe, expect, it } from 'vitest'
import { askTurns } from '../eval/ask.ts'

/**
 * Greetings held long ('hellooo'), one letter off ('Hwllo', 'helo'), a 'test', 'how r u' and praise with thanks get a
 * short offer of help, never 'not on this site'; so do 'salam alaikum', 'thx habibi', 'nvm, wrong chat', laughter, and pleasantries over several sentences.
 * Praise or an apology beside a question still gets the question answered.
 */
describe('small talk as visitors type it', () => {
  it.each([
    'hellooo',
    'heyyyy 👋',
    'Hwllo',
    'helo',
    'test',
    'testing',
    'how r u doing today',
    'thx a lot, ur work is sick!!',
    'your portfolio is stunning',
    'helo thre',
    'nvm sorry wrong chat',
    'hahaha 😂😂😂',
    'yooo whats good 👋',
    'hru today',
    'test test 123',
    'Good afternoon. I hope you are keeping well. How are you today?',
    'nice looking site btw. gotta run, bye!',
    'Salam alaikum 👋',
    'assalamu alaykum',
    'thx habibi, really helpful 🙏',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds).toEqual(['small-talk'])
  })

  it('praise beside a question: the question is answered (guard)', async () => {
    const got = await askTurns(['love your work! do you make websites?'])
    expect(got.kinds).toContain('answer')
    expect(got.sources).toContain('/portfolio/web-design')
  })

  it('an apology beside a question: the question is answered (guard)', async () => {
    const got = await askTurns(['sorry, do you make websites?'])
    expect(got.sources).toContain('/portfolio/web-design')
  })
})
