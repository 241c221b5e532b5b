import { categories } from '#content/categories.ts'
import type { CategoryId } from '#content/ids.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import type { Category } from '#content/lib/schema.ts'
import { entitiesNamed } from './entities.ts'
import { knowledge, WORK_KINDS, type Entity } from './knowledge.ts'
import { part, type Part } from './part.ts'
import { list, STOP, stem, withoutThisSite, words } from './text.ts'
import { confirmOpening, isYesNo } from './voice.ts'
import { mend } from './vocabulary.ts'

/** How visitors name each category of work, as stems. */
const CATEGORY_WORDS: Record<CategoryId, string[]> = {
  graphics: ['graphic', 'graphics', 'print'],
  'web-design': ['website', 'websites', 'site', 'sites', 'web', 'webdesign'],
  'artificial-intelligence': ['ai', 'artificial', 'intelligence', 'generative'],
  'social-media': ['social', 'media', 'instagram', 'posts'],
  videography: ['video', 'videos', 'videography', 'film', 'films', 'movies', 'clips', 'reels'],
  photography: ['photo', 'photos', 'photography', 'photographs', 'shoots', 'pictures'],
}
const categoryOfStem = new Map<string, CategoryId>()
for (const [id, ws] of Object.entries(CATEGORY_WORDS) as [CategoryId, string[]][]) for (const w of ws) categoryOfStem.set(stem(w), id)
/** The one category a visitor's stems name by its everyday words, if exactly one. */
export function categoryOf(stems: readonly string[]): CategoryId | undefined {
  const ids = [...new Set(stems.map((s) => categoryOfStem.get(s)).filter((id): id is CategoryId => Boolean(id)))]
  return ids.length === 1 ? ids[0] : undefined
}
const FRAME = new Set(
  // Who the work was for, said in general ('websites you made for people'), names no narrower kind of work.
  'people clients customers businesses companies others folks saw seen noticed spotted found design designed made make done create created shown show portfolio project projects example examples sample samples work works kind kinds piece pieces there site available list see have offer do edit edited shot filmed built build produced designed shoot featured feature page pages all every main two three four five six seven eight nine ten twelve watch view browse check section sections category categories part area tab bit stuff thing things contain contains include includes inside demonstrate demonstrates illustrate illustrates'
    .split(' ')
    .map(stem),
)
const LISTING = /\b(what|whats|which|show|list|examples?|samples?|any|see|saw|seen|noticed|spotted|tell me about|more about|about your)\b/i

/** Work done, asked for: 'what did you do in graphic design?', 'your graphic design projects'. */
const WORK_DONE =
  /\bwhat (did|have|has) (you|u|she|he|they) (do|done|make|made|create|created|design|designed|work on|worked on)\b|\b(projects?|examples?|samples?|pieces)\b|\b(see|show|view|browse|look at)\b[^?.]*\b(work|portfolio)\b/i

/**
 * A question about a whole category ('What websites have you designed?', 'Do you make videos?'):
 * the category and its projects in page order, which later questions can point back into.
 */
export function listing(text: string, named: readonly Entity[], context = ''): Part | undefined {
  if (named.some((e) => e.kind !== 'category' && e.kind !== 'skill-group')) return undefined
  // 'The Web one' picked out of a list of skill groups is that group, not the category of work of that name; 'what did you
  // do in graphic design?' asks for the work.
  if (named.length > 0 && named.every((e) => e.kind === 'skill-group') && !WORK_DONE.test(text)) return undefined
  named = named.filter((e) => e.kind === 'category')
  const stems = words(withoutThisSite(text))
    .map(mend)
    .filter((w) => !STOP.has(w))
    .map(stem)
  const ids = [...new Set(stems.map((s) => categoryOfStem.get(s)).filter((id): id is CategoryId => Boolean(id)))]
  for (const e of named) if (!ids.includes(e.key as CategoryId)) ids.push(e.key as CategoryId)
  const around = words(context)
    .filter((w) => !STOP.has(w))
    .map(stem)
  // 'My grandson says you do things with artificial intelligence, what projects are there?': the projects of the one
  // category the statement names.
  // 'That 2:45 brand story film in your videos, what kind of business was it about?': a statement that names a piece
  // of work is about that piece, not its category.
  const aroundId =
    ids.length === 0 &&
    LISTING.test(text) &&
    stems.every((s) => FRAME.has(s)) &&
    !entitiesNamed(context).some((e) => WORK_KINDS.has(e.kind))
      ? categoryOf(around)
      : undefined
  if (aroundId) ids.push(aroundId)
  if (ids.length === 0) return undefined
  // 'I sell villas, can you make posts?' asks for something more specific than the category.
  const rest = [...stems, ...(aroundId ? [] : around)].filter((s) => !categoryOfStem.has(s) && !FRAME.has(s) && !/^\d+$/.test(s))
  if (
    rest.length > 0 ||
    !(LISTING.test(text) || isYesNo(text) || /^(and|or|what about|how about)\b/i.test(text.trim()) || words(text).length <= 2)
  )
    return undefined
  // 'Do you also make videos with AI?': 'also' adds to what came before, not one kind to another.
  if (ids.length > 1 && !/\b(and|both|or|plus)\b|,/i.test(text)) {
    // 'Videos made with AI', 'the AI video stuff': one project whose name joins the kinds named.
    const joined = knowledge.entities.filter(
      (e) => e.kind === 'project' && ids.every((id) => words(e.name).some((w) => CATEGORY_WORDS[id].map(stem).includes(stem(w)))),
    )
    const [project] = joined
    if (joined.length !== 1 || !project) return undefined
    // Its pieces in page order, which later questions can point back into ('the second one').
    const pieces = knowledge.entities.filter((e) => e.group === project.key).map((e) => e.name)
    const shows = pieces.length ? ` It shows ${list(pieces)}.` : ''
    return part('answer', `${project.name} (${project.href}): ${project.description}${shows}`, [project.href])
  }
  if (ids.length > 1) {
    // Several disciplines at once ('photography and video?'): each in a sentence, with its page.
    const all: Category[] = ids.map((id) => categories[id])
    return part(
      'answer',
      `${isYesNo(text) ? confirmOpening(text) : ''}${all.map((c) => `${c.title} (${portfolioPath(c.id)}): ${c.description}`).join(' ')}`,
      all.map((c) => portfolioPath(c.id)),
    )
  }
  const c: Category = categories[ids[0]!]
  const href = portfolioPath(c.id)
  const items = [...c.cards.map((card) => card.title), ...(c.more?.links.map((l) => l.title) ?? [])]
  return part(
    'answer',
    `${isYesNo(text) ? confirmOpening(text) : ''}${c.title} (${href}): ${c.description} Skills: ${list([...c.skills])}. The page shows ${list(items)}.`,
    [href],
  )
}
