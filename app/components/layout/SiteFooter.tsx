import { Link } from '@tanstack/react-router'
import { footerNav, mailtoLink, site, socialLinks, whatsappLink } from '#content/site.ts'
import type { NavItem } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { BrandMark } from './BrandMark'

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-fg">{title}</h2>
      <ul className="space-y-2 text-sm max-sm:space-y-0">
        {items.map((item) => (
          <li key={item.name}>
            <Link to={item.path} className="muted-link max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * On phones the footer is centred and ends with room below the last line: the floating messaging
 * and chat buttons sit over the bottom corners, and no link may pass under them.
 */
export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line bg-surface render-lazily">
      <div className="container-page grid gap-10 py-12 max-sm:text-center sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Link to="/home" className="inline-flex min-h-11 items-center gap-2 rounded-lg focus-ring">
            <BrandMark />
            <span className="font-display text-lg font-bold">{site.brand}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-muted max-sm:mx-auto">{uiCopy.footer.blurb}</p>
          <ul className="mt-4 flex gap-2 max-sm:justify-center" aria-label={uiCopy.footer.socialProfiles}>
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="icon-btn"
                  aria-label={`${link.name} ${uiCopy.newTab}`}
                >
                  <span aria-hidden="true" className={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={uiCopy.footer.services} items={footerNav.services} />
        <LinkColumn title={uiCopy.footer.quickLinks} items={footerNav.quickLinks} />
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-fg">{uiCopy.footer.contact}</h2>
          <ul className="space-y-2 text-sm max-sm:space-y-0">
            <li>
              <a
                href={whatsappLink()}
                target="_blank"
                rel="noopener noreferrer"
                className="muted-link max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center"
              >
                {uiCopy.messaging}
              </a>
            </li>
            <li>
              <a href={mailtoLink} className="muted-link max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center">
                {site.email}
              </a>
            </li>
            <li>
              <Link to="/portfolio" className="muted-link max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center">
                {uiCopy.footer.viewPortfolio}
              </Link>
            </li>
          </ul>
        </div>
        <LinkColumn title={uiCopy.footer.legal} items={footerNav.legal} />
      </div>
      <div className="border-t border-line">
        <p className="container-page pt-6 pb-24 text-center text-sm text-muted sm:pb-6">
          © {__BUILD_YEAR__} {site.brand} · {site.ownerName}. {uiCopy.footer.rights}
        </p>
      </div>
    </footer>
  )
}
