import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { toolMakers } from '#content/tool-makers.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * After a list of tools, 'the one that turns still photos into little films', 'the one that makes small pictures big'
 * or 'the video gen one' picks the tool whose kind that describes, and the question is asked of it: its maker or its
 * level. The tools come from content/tools.ts, their makers from content/tool-makers.ts.
 */
const ofKind = (re: RegExp) => tools.find((t) => re.test(t.category))!
const video = ofKind(/\bAI Video\b/)
const upscaler = ofKind(/\bUpscal/)
const imageMaker = ofKind(/\bImage Generation\b/)
const LIST = 'which AI tools are in your stack?'

describe('a tool picked by what it does', () => {
  it('the one that turns still photos into little films: its maker', async () => {
    const got = await askTurns([LIST, 'The one that turns still photos into little films — which company makes that one?'])
    expect(got.answer).toContain(toolMakers[video.id]!)
  })

  it.each([
    [LIST, 'the one that makes small pictures big — how good are you with it?', upscaler],
    ['which AI tools r in ur stack', 'how solid r u on the video gen one?', video],
    ['Which tools do you use?', 'how good are you with the one that makes images from text then?', imageMaker],
  ])('%s … %s', async (list, question, tool) => {
    const got = await askTurns([list, question])
    expect(got.answer).toContain(tool.name)
    expect(got.answer).toContain(`${tool.proficiency}%`)
  })
})

describe('a need told as what keeps happening', () => {
  const [slug, category] = Object.entries(categories).find(([, c]) => c.cards.some((card) => card.tags?.some((t) => /chatbot/i.test(t))))!
  const chatbots = category.cards.find((card) => card.tags?.some((t) => /chatbot/i.test(t)))!
  it('something that replies them automatic from my info: the chatbots lead', async () => {
    const got = await askTurns([
      'every day 100 msgs asking same thing. i want something replies them automatic from my info, not me all day on phone',
    ])
    expect(got.answer).toContain(chatbots.title)
    expect(got.sources[0]).toBe(`/portfolio/${slug}`)
  })
})
