import { describe, expect, it } from 'vitest'
import { privacyPage } from '#content/legal.ts'
import { owner } from '#content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Quem é o designer por trás deste site?', 'an welche Firma werden meine Nachrichten weitergeleitet?': who the designer
 * is and which company gets the chat's messages, asked in other languages, answered from the site in English.
 */
describe('who the designer is and which company gets the messages, in other languages', () => {
  const provider = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bforward/i.test(p))!

  it.each([
    'Quem é o designer por trás deste site?',
    '¿Quién es el diseñador de esta web?',
    'Qui est le designer derrière ce site ?',
    'Wer ist der Designer hinter dieser Seite?',
  ])('%s names the owner', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(owner.name)
  })

  it.each([
    'Wenn ich hier im Chat schreibe, an welche Firma werden meine Nachrichten weitergeleitet?',
    'Quand j’écris ici, à quelle entreprise sont envoyés mes messages ?',
    'Si escribo aquí, ¿a qué empresa se envían mis mensajes?',
  ])('%s gives the provider paragraph', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(provider)
  })
})
