import { describe, expect, it } from 'vitest'
import type { ChatTurn } from '../../server/ai/schema.ts'
import { resolveReference } from '../../server/ai/embedded/dialogue.ts'
import { knowledge, WORK_KINDS, type Entity } from '../../server/ai/embedded/knowledge.ts'
import { words } from '../../server/ai/embedded/text.ts'

/**
 * 'The AI one for the florist', 'the one for the bakery': a piece picked by what it was for, and by the kind of work the
 * visitor asked for when the last answer showed other things. The pieces come from content/.
 */

/** Words of four letters or more: the ones that say what a piece is. */
const longWords = (s: string) => words(s).filter((w) => w.length >= 4)
const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
const shown = (e: Entity) => `${e.name} (${e.href}): ${e.description}`
/** A word of a piece's description that no other piece's name or description has. */
const ownWord = (e: Entity, among: readonly Entity[]) =>
  longWords(e.description).find((w) => among.every((o) => o === e || !longWords(`${o.name} ${o.description}`).includes(w)))

/** Films on a page whose name has a word the film's own name lacks ('AI' of 'AI Video Production'). */
const films = work
  .filter((e) => e.kind === 'video')
  .map((film) => {
    const page = knowledge.entities.find((p) => p.key === film.group)
    const pageWord = page ? longWords(page.name).find((w) => !longWords(film.name).includes(w)) : undefined
    return { film, page, pageWord, word: ownWord(film, work) }
  })
  .filter((f) => f.page && f.pageWord && f.word)

/** Sites with a word of their own that a piece of another kind shares ('bakery': a site and a film). */
const sites = work
  .filter((e) => e.kind === 'site')
  .map((site) => ({
    site,
    word: longWords(site.description)
      .filter(
        (w) =>
          work.filter((o) => o.kind === 'site' && longWords(o.description).includes(w)).length === 1 &&
          work.some((o) => o.kind !== 'site' && longWords(o.description).includes(w)),
      )
      .sort((a, b) => b.length - a.length)[0],
  }))
  .filter((s) => s.word)

describe("a piece picked by what it was for ('the AI one for the florist')", () => {
  it('the content has films on pages named by another word, and sites that share a word with other work', () => {
    expect(films.length).toBeGreaterThan(0)
    expect(sites.length).toBeGreaterThan(0)
  })

  it.each(films.map((f) => [f.film.name, f] as const))(
    "'the <page word> one for the <its word>' picks %s",
    (_, { film, page, pageWord, word }) => {
      const other = work.find((o) => o !== film && o !== page && o.kind !== 'video')!
      const history: ChatTurn[] = [
        { role: 'user', content: 'anything in your work like that?' },
        { role: 'assistant', content: `${film.name}, a film on ${page!.name} (${page!.href}): ${film.description} ${shown(other)}` },
      ]
      const ref = resolveReference(`the ${pageWord} one for the ${word} — how long is that clip?`, history)
      expect(ref?.entity.name).toBe(film.name)
    },
  )

  it.each(sites.map((s) => [s.word, s] as const))(
    "'do you build websites?' then 'the one for the %s' picks the site, not other work with that word",
    (word, { site }) => {
      const others = work.filter((o) => o.kind !== 'site' && !longWords(o.description).includes(word!)).slice(0, 2)
      const history: ChatTurn[] = [
        { role: 'user', content: 'Do you build websites for small businesses?' },
        { role: 'assistant', content: others.map(shown).join(' ') },
      ]
      const ref = resolveReference(`The one for the ${word} — what can customers do on it?`, history)
      expect(ref?.entity.name).toBe(site.name)
    },
  )
})
