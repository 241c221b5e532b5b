import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'And the other profiles where I can follow?' asks for the owner's profiles; 'the taking-pictures part' is the
 * photography skill group. From content/ (the social links, the skill groups).
 */
const photography = skillGroups.find((g) => /^photography$/i.test(g.title))
const strongest = photography ? [...photography.skills].sort((a, b) => b.level - a.level)[0]! : undefined

describe('followed, and pictures taken', () => {
  it('the content has a photography skill group (guard)', () => {
    expect(strongest).toBeDefined()
  })

  it('after the Instagram page, the other profiles to follow: every profile', async () => {
    const got = await askTurns(['do you have instagram page?', 'and the other profiles where i can follow?'])
    for (const href of Object.values(owner.profiles)) expect(got.answer).toContain(href)
  })

  it('after all skills, the strongest in the taking-pictures part: the best photography skill', async () => {
    const got = await askTurns([
      'What are all your skills? Sorry, long list maybe.',
      'In the taking-pictures part, which one are you strongest?',
    ])
    expect(got.answer).toContain(strongest!.name)
    expect(got.answer).toContain(`${strongest!.level}%`)
  })
})
