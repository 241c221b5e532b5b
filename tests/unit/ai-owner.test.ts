import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import type { owner as realOwner } from '#content/owner.ts'
import { secondOwner } from './fixtures/second-owner.ts'

// The whole module graph of this file sees the second owner in place of content/owner.ts.
vi.mock('#content/owner.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#content/owner.ts')>()),
  owner: (await import('./fixtures/second-owner.ts')).secondOwner,
}))

const serverDir = fileURLToPath(new URL('../../server', import.meta.url))
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** Every value of content/owner.ts's owner, and the name's parts. */
const ownerValues = (o: typeof realOwner | typeof secondOwner) => [
  ...o.name.split(' '),
  o.name,
  o.email,
  o.whatsappNumber,
  o.cvUrl,
  o.resumeUrl,
  ...Object.values(o.profiles),
]

describe('the owner lives in content/owner.ts only', () => {
  it('no file under server/ holds a literal owner name or contact value', async () => {
    const { owner } = await vi.importActual<typeof import('#content/owner.ts')>('#content/owner.ts')
    const values = ownerValues(owner)
    const found: string[] = []
    // In any case: a pattern written 'alex' names the owner as much as 'Alex' does. The word table is generated
    // English vocabulary (scripts/word-vectors.ts), where a common first name is just a word.
    for (const file of filesUnder(serverDir).filter((f) => !f.includes(join('word-vectors', 'data.ts')))) {
      const text = readFileSync(file, 'utf8')
      for (const value of values)
        if (new RegExp(`(?<![\\w])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'i').test(text))
          found.push(`${file}: ${value}`)
    }
    expect(found).toEqual([])
  })

  it('the embedded assistant follows a second owner', async () => {
    const { createEmbeddedAnswerer } = await import('../../server/ai/embedded-answerer.ts')
    const answerer = createEmbeddedAnswerer()
    const ask = async (query: string) => (await answerer.answer({ query })).answer
    const first = secondOwner.name.split(' ')[0]!
    const real = await vi.importActual<typeof import('#content/owner.ts')>('#content/owner.ts')

    const contact = await ask('How can I contact you?')
    expect(contact).toContain(secondOwner.email)
    expect(contact).toContain(`wa.me/${secondOwner.whatsappNumber}`)
    expect(await ask('Who are you?')).toContain(`${first}'s AI assistant`)
    expect(await ask('Can I download your CV?')).toContain(secondOwner.cvUrl)
    expect(await ask('Do you have a LinkedIn profile?')).toContain(secondOwner.profiles.linkedin)
    expect(await ask('How much does a logo cost?')).toContain(secondOwner.email)
    for (const answer of [contact, await ask('Tell me about the wedding photography')]) {
      for (const value of ownerValues(real.owner)) expect(answer).not.toContain(value)
    }
  })

  it('the Claude prompt follows a second owner', async () => {
    const { buildSystemPrompt } = await import('../../server/ai/prompts.ts')
    const prompt = buildSystemPrompt()
    expect(prompt).toContain(secondOwner.name)
    expect(prompt).toContain(secondOwner.email)
    const real = await vi.importActual<typeof import('#content/owner.ts')>('#content/owner.ts')
    for (const value of ownerValues(real.owner)) expect(prompt).not.toContain(value)
  })
})
