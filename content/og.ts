import type { CategoryId } from './ids.ts'
import { shareCardSize } from './lib/media.ts'
import type { Image } from './lib/schema.ts'
import { site } from './site.ts'

/** Social share cards (1200x630): one for the site, one per category at /images/og/<category>.svg. */
export const defaultOgImage: Image = {
  src: '/images/og/default.svg',
  alt: `${site.brand} share card: a white D monogram on a violet-to-pink gradient beside the words ${site.brand} and Creative Digital Design`,
  ...shareCardSize,
}

const card = (id: CategoryId, title: string, motif: string, palette: string): Image => ({
  src: `/images/og/${id}.svg`,
  alt: `${title} share card: ${motif} beside the words ${title} and ${site.brand}, ${palette}`,
  ...shareCardSize,
})

export const categoryOgImages: Record<CategoryId, Image> = {
  graphics: card('graphics', 'Graphics', 'a pen tool drawing a bezier curve', 'in violet and lavender'),
  'web-design': card('web-design', 'Web Design', 'a browser window with content blocks', 'in aqua, cyan and indigo'),
  'artificial-intelligence': card('artificial-intelligence', 'Artificial Intelligence', 'a glowing network of connected nodes', 'in deep indigo, violet and cyan'),
  'social-media': card('social-media', 'Social Media', 'a phone showing a grid of posts', 'in sunny yellow, pink and purple'),
  videography: card('videography', 'Videography', 'a film strip with a play button', 'in charcoal, red and amber'),
  photography: card('photography', 'Photography', 'a six-blade camera aperture', 'in peach, coral and plum'),
}
