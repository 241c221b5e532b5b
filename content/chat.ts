import { site } from './site.ts'

const firstName = site.ownerName.split(' ')[0] ?? site.ownerName

/** Every visible or announced string of the chat widget, kept together so the owner edits one place. */
export const chatCopy = {
  launcherLabel: 'Open AI assistant chat',
  loading: 'Loading the assistant…',
  loadFailed: 'The assistant could not load. Check your connection and try again.',
  retry: 'Try again',
  title: 'AI Assistant',
  subtitle: `Ask about ${firstName}'s work`,
  minimize: 'Minimize chat',
  restore: 'Restore chat',
  close: 'Close chat',
  greeting: `Hi! I'm ${firstName}'s AI assistant. I can help you learn about ${firstName}'s portfolio, skills and creative work. What would you like to know?`,
  logLabel: 'Conversation',
  userPrefix: 'You:',
  assistantPrefix: 'Assistant:',
  sourcesLabel: 'Related pages',
  inputLabel: 'Message the AI assistant',
  inputPlaceholder: 'Type your question…',
  inputHint: 'Enter to send, Shift+Enter for a new line',
  send: 'Send message',
  typing: 'Assistant is typing',
  errorTitle: 'Error',
  errorDescription: 'Failed to get AI response. Please try again.',
} as const

export const whatsappCopy = {
  tooltip: 'Chat on WhatsApp',
  label: 'Chat on WhatsApp (opens in a new tab)',
} as const
