import type { ProjectPage } from '#content/lib/schema.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import { projectSeo } from '#content/lib/seo.ts'
import { areaServed, site, socialLinks } from '#content/site.ts'
import { absoluteUrl, siteUrl } from './seo'

const personId = `${siteUrl}/#person`

/** JSON-LD for the designer: a Person and the ProfessionalService they run. */
export function designerJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Person',
        '@id': personId,
        name: site.ownerName,
        jobTitle: site.role,
        description: site.summary,
        email: `mailto:${site.email}`,
        url: absoluteUrl('/about'),
        sameAs: socialLinks.filter((link) => link.name !== 'WhatsApp').map((link) => link.href),
      },
      {
        '@type': 'ProfessionalService',
        '@id': `${siteUrl}/#service`,
        name: site.brand,
        description: site.summary,
        url: absoluteUrl('/home'),
        image: absoluteUrl('/images/og/default.png'),
        founder: { '@id': personId },
        areaServed,
        email: site.email,
      },
    ],
  }
}

/** JSON-LD for one project page; its image is the page's share image (a photographed cover's is the pipeline's crop, never the original). */
export function projectJsonLd(project: ProjectPage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    url: absoluteUrl(portfolioPath(project.id)),
    image: absoluteUrl(projectSeo(project).image ?? project.cover.src),
    creator: { '@id': personId, '@type': 'Person', name: site.ownerName },
    genre: project.category,
  }
}

/** A head script entry for TanStack's head(): JSON-LD is data, not code, so CSP does not apply. */
export const jsonLdScript = (data: object) => ({
  type: 'application/ld+json',
  children: JSON.stringify(data).replace(/</g, '\\u003c'),
})
