import { describe, expect, it } from 'vitest'
import { aiCards } from '#content/cards/ai.ts'
import { videographyCards } from '#content/cards/videography.ts'
import { skillGroups } from '#content/skills.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The conference film: how long is it and what year? And the reel with the moving logos, how long is that one?':
 * each subject put in front is what the questions after it are about; 'and which ones for Y?' asks for the same
 * things as the clause before; a film's length is asked of the film a skill's name describes. From content/.
 */
const films = videographyCards.filter((c) => c.duration && c.year)
const first = films[0]
const made = aiCards.filter((c) => (c.tools?.length ?? 0) > 0)
/** A tag of one piece that no other piece of the category shows in its tags, title or description: 'the upscaling project'. */
const ownTag = (card: (typeof aiCards)[number]) =>
  card.tags.find((tag) =>
    aiCards.every((o) => o === card || !`${o.tags.join(' ')} ${o.title} ${o.description}`.toLowerCase().includes(tag.toLowerCase())),
  )
const [one, other] = made.filter((c) => ownTag(c) && !made.some((o) => o !== c && o.tools!.join() === c.tools!.join()))

const skills = skillGroups.flatMap((g) => g.skills.map((s) => s.name))
/** Films whose description names a skill ('a showreel of logo animations'): the skill is not the film. */
const filmsOfSkill = films.flatMap((film) =>
  skills
    .filter((skill) => new RegExp(`\\b${skill.replace(/[^\p{L} ]/gu, '')}s?\\b`, 'iu').test(film.description))
    .map((skill) => [skill, film.title, film.duration!] as const),
)

describe('subjects in turn', () => {
  it('the content has films, two pieces made with different tools, and a film that names a skill (guard)', () => {
    expect(first).toBeDefined()
    expect(one && other).toBeTruthy()
    expect(filmsOfSkill.length).toBeGreaterThan(0)
  })

  it('each question carries the subject put in front of it, up to the next subject', () => {
    const [a, b] = films
    const { questions, context } = splitQuestions(
      `The ${a!.title}: how long is it and what year? And the ${b!.title}, how long is that one?`,
    )
    expect(questions).toHaveLength(3)
    expect(questions.slice(0, 2).some((q) => q.includes(b!.title))).toBe(false)
    expect(context).not.toContain(b!.title)
    expect(questions[2]).toContain(b!.title)
  })

  it.each(filmsOfSkill.filter(([, title]) => title !== first?.title))(
    'a film put in front, then the reel with the %s (%s): each answers the questions after it',
    async (skill, _title, duration) => {
      const got = await askTurns([
        `The ${first!.title}: how long is it and what year? And the reel with the ${skill.toLowerCase()}s, how long is that one?`,
      ])
      expect(got.answer).toContain(first!.duration!)
      expect(got.answer).toContain(String(first!.year))
      expect(got.answer).toContain(duration)
    },
  )

  it("'and which ones for the other?' asks for the same things of the second piece", async () => {
    const got = await askTurns([
      `Which tools were used for the ${ownTag(one!)!.toLowerCase()} project, and which ones for the ${ownTag(other!)!.toLowerCase()} project?`,
    ])
    for (const tool of [...one!.tools!, ...other!.tools!]) expect(got.answer).toContain(tool)
  })

  it.each(filmsOfSkill)('how long is the reel with the %s: %s, not the skill', async (skill, title, duration) => {
    const got = await askTurns([`how long is the reel with the ${skill.toLowerCase()}s?`])
    expect(got.answer).toContain(duration)
    expect(got.answer).toContain(title)
  })
})
