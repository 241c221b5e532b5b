import type { LegalPage } from './lib/schema.ts'
import { site } from './site.ts'

export const privacyPage = {
  title: 'Privacy Policy',
  description: 'What this portfolio site stores and sends: the AI chat messages you type, your theme choice in your browser, and nothing else. No cookies, no tracking.',
  updated: '2024-06-01',
  intro: `This site is the portfolio of ${site.ownerName}. It has no accounts, no forms and no analytics. This page explains the little data it does handle.`,
  sections: [
    {
      heading: 'The AI chat assistant',
      paragraphs: [
        "When you send a message in the chat widget, the text you typed and the last few turns of the conversation are sent to this site's server so it can answer.",
        'When the site owner has configured an AI provider, the server forwards that text to Anthropic, which generates the reply with its Claude models and processes it under its own privacy terms. Otherwise the answer comes from an assistant built into the site, and your message goes no further than the server.',
        'Messages are used only to answer you. They are not stored in a database, not attached to your identity and not used for marketing. Please do not type personal or sensitive information into the chat.',
      ],
    },
    {
      heading: 'Protection against abuse',
      paragraphs: [
        'To keep the chat available for everyone, the server counts requests per network address for a short time window. These counters expire on their own and are not linked to the content of your messages.',
      ],
    },
    {
      heading: 'Your theme choice',
      paragraphs: [
        "If you switch between the light and dark theme, your choice is saved in your browser's localStorage under the key 'theme' so the next visit opens the way you left it. It never leaves your device, and clearing your browser's site data removes it.",
      ],
    },
    {
      heading: 'No cookies, no tracking',
      paragraphs: [
        'The site sets no cookies and uses no analytics, advertising or tracking scripts. Nothing else about your visit is stored.',
        'Links to WhatsApp, email, social profiles, downloadable files and client websites take you to other services, which have their own privacy policies.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`For any question about this policy, write to ${site.email}.`],
    },
  ],
} as const satisfies LegalPage

export const termsPage = {
  title: 'Terms of Service',
  description: 'Terms for using this portfolio: all work shown belongs to the designer or their clients and may not be reused without written permission.',
  updated: '2024-06-01',
  intro: `By browsing this site you agree to these short terms. They exist to protect the work of ${site.ownerName} and the clients it was made for.`,
  sections: [
    {
      heading: 'Ownership of the work',
      paragraphs: [
        `All designs, illustrations, photographs, videos and text on this site are the work of ${site.ownerName}, shown with the permission of the clients involved where applicable.`,
        'Client names, logos and trademarks belong to their respective owners.',
      ],
    },
    {
      heading: 'No reuse without permission',
      paragraphs: [
        'You may view and share links to these pages. You may not copy, download for reuse, modify, resell or present any of the work as your own, or use it to train AI models, without written permission.',
        `To license or reference a piece, ask first at ${site.email}.`,
      ],
    },
    {
      heading: 'The AI chat assistant',
      paragraphs: [
        'The assistant answers questions about this portfolio. Its replies are generated automatically and may contain mistakes; they are not a quote or a contract. Prices, availability and project terms are agreed directly with the designer.',
      ],
    },
    {
      heading: 'External links',
      paragraphs: [
        'Client websites, videos and documents linked from this site are hosted elsewhere. They are provided as examples of work and are not controlled by this site.',
      ],
    },
  ],
} as const satisfies LegalPage
