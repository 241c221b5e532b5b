import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useCallback, useRef, useState } from 'react'
import { contactNav, mainNav, site } from '#content/site.ts'
import { uiCopy } from '#content/ui.ts'
import { BrandMark } from './BrandMark'
import { PortfolioMenu } from './PortfolioMenu'
import { ThemeToggle } from './ThemeToggle'

const loadMobileMenu = () => import('./MobileMenu')
const MobileMenu = lazy(loadMobileMenu)

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    menuButtonRef.current?.focus()
  }, [])

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-base/85 backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/home" className="flex min-h-11 items-center gap-2 rounded-lg focus-ring" aria-label={uiCopy.header.homeLink}>
          <BrandMark />
          <span className="font-display text-lg font-bold tracking-tight">{site.brand}</span>
        </Link>

        <nav aria-label={uiCopy.header.nav} className="hidden items-center gap-1 lg:flex">
          <PortfolioMenu />
          {mainNav.map((item) => (
            <Link
              key={item.path}
              to={item.path}
              className="rounded-full px-3 py-2 text-sm font-medium text-fg hover:bg-raised focus-ring"
              activeProps={{ className: 'text-brand font-semibold' }}
            >
              {item.name}
            </Link>
          ))}
          <Link to={contactNav.path} className="btn-primary ml-2">
            {contactNav.name}
          </Link>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-btn lg:hidden"
            aria-label={uiCopy.header.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMenuOpen(true)}
          >
            <span aria-hidden="true" className="i-lucide-menu" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  )
}
