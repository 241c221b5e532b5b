import { describe, expect, it } from 'vitest'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which AI tools are in your toolkit? I only know ChatGPT': the tools are asked, not the work made with the one the
 * visitor knows; then 'the one that makes blurry images sharp again' is the upscaler, with its level. From
 * content/tools.ts.
 */
const aiTools = tools.filter((t) => /^AI/.test(t.category))
const known = aiTools[0]
const upscaler = aiTools.find((t) => /\bupscal/i.test(`${t.category} ${t.description}`))

describe('tools asked beside one the visitor knows', () => {
  it('the content has AI tools with an upscaler (guard)', () => {
    expect(aiTools.length).toBeGreaterThan(1)
    expect(upscaler).toBeDefined()
  })

  it('which AI tools are in your toolkit? i only know <one>: no list of work made with it', async () => {
    const got = await askTurns([`which AI tools are in your toolkit? i only know ${known!.name.toLowerCase()} honestly 😅`])
    expect(got.answer).not.toMatch(new RegExp(`^Made with ${known!.name}`))
  })

  it('then: the one that makes blurry images sharp again — how good are you with it?', async () => {
    const got = await askTurns([
      `which AI tools are in your toolkit? i only know ${known!.name.toLowerCase()} honestly 😅`,
      'the one that makes blurry images sharp again — how good are you with it?',
    ])
    expect(got.answer).toContain(`${upscaler!.proficiency}%`)
  })
})
