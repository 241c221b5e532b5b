import { Link } from '@tanstack/react-router'
import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { portfolioNav } from '#content/site.ts'
import { uiCopy } from '#content/ui.ts'
import { useDismiss } from '~/lib/use-dismiss'

/** The desktop Portfolio dropdown: a disclosure button and a list of links, arrow keys move between them. */
export function PortfolioMenu() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  const close = useCallback((reason: 'escape' | 'outside' | 'choice') => {
    setOpen(false)
    if (reason === 'escape') buttonRef.current?.focus()
  }, [])
  useDismiss(rootRef, open, close)

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusLink(0))
    }
  }
  const onListKey = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') focusLink(index + 1)
    else if (event.key === 'ArrowUp') focusLink(index - 1)
    else if (event.key === 'Home') focusLink(0)
    else if (event.key === 'End') focusLink(-1)
    else return
    event.preventDefault()
  }

  // Keyboard focus that tabs past the menu closes it, as a click outside does.
  const onBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget)) close('outside')
  }

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-fg hover:bg-raised focus-ring"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
      >
        {uiCopy.header.portfolio}
        <span aria-hidden="true" className={`i-lucide-chevron-down transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!open} onKeyDown={onListKey} className="absolute left-0 top-full z-50 mt-2 w-64 card p-2 shadow-xl">
        {portfolioNav.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              data-menu-link
              className="block rounded-lg px-3 py-2 text-sm text-fg hover:bg-raised focus-ring"
              activeProps={{ className: 'font-semibold text-brand' }}
              onClick={() => close('choice')}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
