/** Window event that opens the AI assistant from anywhere (the AI Chatbots card dispatches it). */
export const SHOW_AI_WIDGET_EVENT = 'showAIWidget'

export const showAIWidget = () => window.dispatchEvent(new Event(SHOW_AI_WIDGET_EVENT))
