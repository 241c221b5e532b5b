import { describe, expect, it } from 'vitest'
import { videographyCards } from '../../content/cards/videography.ts'
import { tools } from '../../content/tools.ts'
import { detectLanguage } from '../../server/ai/embedded/language.ts'
import { askTurns } from '../eval/ask.ts'

// Dutch, French, Portuguese and Turkish ask how long a film runs, which AI tool makes video and how well, and which
// shoot covered a company's event: the answer holds the site's own names and numbers, whatever the language.
const films = videographyCards.filter((c) => c.duration)
const eventFilm = films.find((c) => /\bevent\b/i.test(c.title))
const aiVideoTool = tools.find((t) => /\bAI\b/.test(t.category) && /\bvideo\b/i.test(t.category))

describe('films, tools and events asked in other languages', () => {
  it('the site has films with lengths', () => expect(films.length).toBeGreaterThan(0))

  it('Dutch: how long the event film runs', async () => {
    expect(eventFilm).toBeDefined()
    const { answer } = await askTurns(['hoi! wij organiseren festivals. hoe lang duurt de video van het evenement?'])
    expect(answer).toContain(eventFilm!.title)
    expect(answer).toContain(eventFilm!.duration)
  })

  it('French: the event film and how long it runs', async () => {
    expect(eventFilm).toBeDefined()
    const { answer } = await askTurns(["Salut ! On organise des soirées. Vous avez une vidéo d'un événement ? Elle dure combien ?"])
    expect(answer).toContain(eventFilm!.title)
    expect(answer).toContain(eventFilm!.duration)
  })

  it('Portuguese: the AI tool for video and its level', async () => {
    expect(aiVideoTool).toBeDefined()
    const { answer } = await askTurns([
      'olá! temos um bar. que ferramenta de IA usas para fazer vídeos? e quanto dominas essa ferramenta, em percentagem?',
    ])
    expect(answer).toContain(aiVideoTool!.name)
    expect(answer).toContain(`${aiVideoTool!.proficiency}%`)
  })
})

// Japanese and Chinese write no spaces between words: the terms are found inside the text.
describe('Japanese and Chinese questions', () => {
  it.each([
    ['こんにちは！新しいロゴをお願いしたいのですが、ロゴデザインのスキルは何パーセントですか？', ['how good', 'logo design skill']],
    ['你好！你的标志设计技能是百分之几？', ['how good', 'logo design skill']],
    ['结婚照片多少钱？', ['wedding photo price']],
    ['動画の料金はいくらですか？', ['video price']],
  ])('%s', (message, asked) => {
    const english = detectLanguage(message)?.english ?? ''
    for (const a of asked) expect(english).toContain(a)
  })
})
