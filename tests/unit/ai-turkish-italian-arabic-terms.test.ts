import { describe, expect, it } from 'vitest'
import { projects } from '#content/lib/projects.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Words of other languages that were missed or misread: Turkish 'kaç proje' (how many projects), Italian 'ingrandire'
 * and 'nitide' (enlarge, sharp: upscaling), and Arabic 'بعد', which alone is 'after' ('after the wedding'); only 'عن بعد'
 * is 'remotely'. The facts come from content/.
 */
describe('terms of Turkish, Italian and Arabic', () => {
  it('Turkish: how many projects', async () => {
    const got = await askTurns(['Merhaba, küçük bir firmam var. Tasarımcı şimdiye kadar kaç proje tamamladı?'])
    expect(got.answer).toContain(site.projectsCompleted)
  })

  it('Italian: the tool that enlarges and sharpens pictures', async () => {
    const upscaler = tools.find((t) => /upscal/i.test(t.description))!
    const got = await askTurns(['ciao! che programma di intelligenza artificiale usate per ingrandire le foto e renderle nitide?'])
    expect(got.answer).toContain(upscaler.name)
  })

  it('Arabic: after the wedding, when do we get the first photos', async () => {
    const wedding = Object.values(projects).find((p) => /wedding/i.test(p.title) || /wedding/i.test(p.description))!
    const got = await askTurns(['مرحبا، بعد حفل الزفاف، متى نحصل على أول الصور؟'])
    expect(got.answer).toContain(wedding.title)
    expect(got.answer).not.toMatch(/remote/i)
  })

  it('Arabic: remotely is still remote (guard)', async () => {
    const got = await askTurns(['مرحبا، هل تعمل عن بعد؟'])
    expect(got.answer).toMatch(/remote/i)
  })
})
