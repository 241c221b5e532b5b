import type { HomeExcellence } from './lib/schema.ts'

/**
 * 'Creative Excellence' on /home. Its own module, read by its section directly: the section is
 * below the fold, and its text loads with its code when the visitor scrolls near.
 */
export const homeExcellence = {
  title: 'Creative Excellence',
  lead: 'Three principles behind every brief, whether it is a single post or a full brand.',
  cards: [
    {
      title: 'AI-Enhanced Creativity',
      description: 'Generative tools open up more directions in less time; design judgement picks the one that fits your brand and refines it by hand.',
      icon: 'i-lucide-sparkles',
      accent: 'violet',
    },
    {
      title: 'Strategic Visual Storytelling',
      description: 'Every visual starts with who it is for and what it should make them do, so posts, films and pages tell one consistent story.',
      icon: 'i-lucide-book-open',
      accent: 'pink',
    },
    {
      title: 'Data-Driven Design',
      description: 'Engagement, click-through and feedback shape the next round: designs are measured, compared and improved, not just delivered.',
      icon: 'i-lucide-chart-line',
      accent: 'cyan',
    },
  ],
} as const satisfies HomeExcellence
