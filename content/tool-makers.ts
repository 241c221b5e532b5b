import type { tools } from './tools.ts'

type ToolId = (typeof tools)[number]['id']

/**
 * Who makes each tool of the carousel: the assistant answers 'which Adobe apps do you use?' with these.
 * A tool left out is simply not counted under any maker.
 */
export const toolMakers: Partial<Record<ToolId, string>> = {
  photoshop: 'Adobe',
  illustrator: 'Adobe',
  'after-effects': 'Adobe',
  indesign: 'Adobe',
  'premiere-pro': 'Adobe',
  audition: 'Adobe',
  lightroom: 'Adobe',
  chatgpt: 'OpenAI',
  kling: 'Kuaishou',
  midjourney: 'Midjourney',
  'magnific-ai': 'Magnific',
  lovable: 'Lovable',
  webflow: 'Webflow',
}
