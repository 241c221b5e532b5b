import type { FolderPageCopy } from './lib/schema.ts'

/**
 * The words of a photography page made from a folder alone (content/photos/<slug>/ whose photos.json
 * gives a title and a description): its back link and its booking button. `{title}` is the page's title.
 */
export const folderPageCopy = {
  icon: 'i-lucide-camera',
  back: { label: 'Back to Photography', to: '/portfolio/photography' },
  cta: {
    title: 'Like {title}?',
    description: 'Tell me about your project and the pictures you need; I will reply with dates and a quote.',
    label: 'Book a Photo Session',
    /** Completes the booking message: '… would like to book photography like Street Portraits'. */
    service: 'photography like {title}',
  },
} as const satisfies FolderPageCopy
