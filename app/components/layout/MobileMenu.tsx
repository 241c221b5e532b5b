import { Link } from '@tanstack/react-router'
import { FocusTrap } from 'focus-trap-react'
import { useEffect, useId } from 'react'
import { createPortal } from 'react-dom'
import { contactNav, mainNav, portfolioNav } from '#content/site.ts'
import { uiCopy } from '#content/ui.ts'

type Props = { onClose: () => void }

/** The small-screen menu: a modal panel sliding in from the left. Loaded on first open. */
export default function MobileMenu({ onClose }: Props) {
  const titleId = useId()

  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  // Portalled to <body>: the sticky header's backdrop filter would otherwise be the containing
  // block of this fixed panel and squeeze it to the header's height.
  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: true,
        returnFocusOnDeactivate: true,
        onDeactivate: onClose,
      }}
    >
      <div className="fixed inset-0 z-50">
        <div className="absolute inset-0 bg-black/50 anim-fade-in" aria-hidden="true" onClick={onClose} />
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="mobile-menu"
          className="absolute inset-y-0 left-0 flex w-full flex-col bg-base shadow-2xl md:w-[420px] anim-slide-in-left"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={titleId} className="font-display text-xl font-bold">
              {uiCopy.mobileMenu.title}
            </h2>
            <button type="button" className="icon-btn" aria-label={uiCopy.mobileMenu.close} onClick={onClose}>
              <span aria-hidden="true" className="i-lucide-x" />
            </button>
          </div>
          <nav aria-label={uiCopy.mobileMenu.nav} className="flex-1 overflow-y-auto px-2 py-4 pb-28">
            <p className="px-4 pb-2 text-xs font-semibold uppercase tracking-wider text-muted">{uiCopy.mobileMenu.portfolio}</p>
            <NavLinks items={portfolioNav} onClose={onClose} />
            <NavLinks items={mainNav} onClose={onClose} className="mt-4 border-t border-line pt-4" />
          </nav>
          <div className="absolute inset-x-0 bottom-0 border-t border-line bg-base p-4">
            <Link to={contactNav.path} className="btn-primary w-full py-3 text-base" onClick={onClose}>
              {contactNav.name}
            </Link>
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  )
}

const linkClass = 'block rounded-xl px-4 py-3 text-base font-medium text-fg hover:bg-raised focus-ring'

function NavLinks({
  items,
  onClose,
  className,
}: {
  items: readonly { name: string; path: string }[]
  onClose: () => void
  className?: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path} className={linkClass} onClick={onClose}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
