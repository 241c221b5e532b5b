import { contactPage } from '#content/placeholders.ts'
import { mailtoLink, site, whatsappLink } from '#content/site.ts'
import { uiCopy } from '#content/ui.ts'
import { ComingSoon } from './ComingSoon'

export function ContactPage() {
  return (
    <ComingSoon text={contactPage.text}>
      <p className="max-w-xl text-lg text-muted">{contactPage.lead}</p>
      <ul className="flex flex-wrap justify-center gap-3">
        <li>
          <a className="btn-primary" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true" className="i-simple-icons-whatsapp" />
            {uiCopy.messaging}
          </a>
        </li>
        <li>
          <a className="btn-ghost" href={mailtoLink}>
            <span aria-hidden="true" className="i-lucide-mail" />
            {site.email}
          </a>
        </li>
      </ul>
    </ComingSoon>
  )
}
