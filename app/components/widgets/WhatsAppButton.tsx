import { whatsappLink } from '#content/site.ts'
import { whatsappCopy } from '#content/chat.ts'

/**
 * Messaging-app link bottom-left with a CSS-only tooltip on hover and keyboard focus.
 * #128c7e is WhatsApp's teal: the white icon on it is 4.1:1, above the 3:1 needed for graphics.
 * `besideChat`: the chat card is showing; below `sm` it would half-cover this button, so the button hides.
 */
export function WhatsAppButton({ besideChat = false }: { besideChat?: boolean }) {
  return (
    <a
      href={whatsappLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={whatsappCopy.label}
      data-testid="whatsapp-button"
      className={`${besideChat ? 'max-sm:hidden ' : ''}group floating-tuck fixed bottom-6 left-6 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg transition-transform hover:scale-105 focus-ring`}
    >
      <span className="i-simple-icons-whatsapp text-2xl" aria-hidden="true" />
      <span
        aria-hidden="true"
        className="pointer-events-none invisible absolute left-full top-1/2 ml-3 -translate-y-1/2 whitespace-nowrap rounded-lg bg-fg px-3 py-1.5 text-sm font-medium text-[var(--c-bg)] opacity-0 shadow-md transition-opacity group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100"
      >
        {whatsappCopy.tooltip}
      </span>
    </a>
  )
}
