import { aiWebsite } from '../owner.ts'
import { localImage } from '../lib/media.ts'
import type { ProjectCard } from '../lib/schema.ts'
import { projectCard } from '../lib/project-card.ts'

const palette = 'in deep indigo, violet and cyan'

/** The AI category: four project pages, one live site, and a card that opens the chat widget. */
export const aiCards: ProjectCard[] = [
  projectCard('ai-brand-proposal', 'View Project', { tags: ['Branding', 'Concepts', 'Pitch'], tools: ['Midjourney', 'ChatGPT', 'Illustrator'] }),
  projectCard('ai-prompt-images', 'View Project', { tags: ['Concept Art', 'Prompting', 'Key Visuals'], tools: ['Midjourney', 'ChatGPT'] }),
  projectCard('ai-enhanced', 'View Project', { tags: ['Upscaling', 'Restoration', 'Print'], tools: ['Magnific AI', 'Photoshop'] }),
  projectCard('ai-video-section1', 'View Project', { tags: ['AI Video', 'Editing', 'Social'], tools: ['Kling', 'Premiere Pro'] }),
  {
    id: 'ai-built-website',
    title: 'AI-Built Website',
    description: 'A studio website designed and shipped in four days with an AI web builder, then polished by hand.',
    image: localImage('ai', 'website', '4/3', `Illustration: a browser window with a sparkle in its hero under scattered stars, ${palette}`),
    tags: ['Web App', 'Rapid Prototype', 'Launch'],
    action: { kind: 'external', href: aiWebsite, label: 'Visit Website' },
    tools: ['Lovable', 'ChatGPT'],
  },
  {
    id: 'ai-chatbots',
    title: 'AI Chatbots',
    description: 'Assistants that answer customer questions from a business’s own content, like the one on this site. Try it now.',
    image: localImage('ai', 'chatbots', '4/3', `Illustration: two chat bubbles in conversation, one with typing dots, under scattered stars, ${palette}`),
    tags: ['Chatbot', 'Customer Service', 'Automation'],
    action: { kind: 'widget', event: 'showAIWidget', label: 'Open the Chat' },
    tools: ['Claude', 'ChatGPT'],
  },
]
