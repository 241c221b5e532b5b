/** What one part of a visitor's message gets: the reply's kind is the answerer's own record of what it did. */
export type Kind = 'answer' | 'not-on-site' | 'refusal' | 'small-talk' | 'decline'

export interface Part {
  text: string
  paths: string[]
  kind: Kind
  /** The visitor wants to hire, ask or book, or the site has no answer: add how to reach the owner. */
  contact?: boolean
  /** The booking service the contact line names, when the part is about one. */
  service?: string
  /** Answered with the designer's own papers (the CV), which no piece of work stands beside. */
  owner?: boolean
  /** Found in a few words of a long statement only: a match in meaning over the whole message may be nearer. */
  fromPart?: boolean
  /** Asked for a thing the site does not list (a camera, how many revisions): no work near in meaning answers it instead. */
  certain?: boolean
  /** The question of the visitor's message this part answers. */
  question?: string
}

export const part = (kind: Kind, text: string, paths: string[] = [], extra: Partial<Part> = {}): Part => ({ kind, text, paths, ...extra })
