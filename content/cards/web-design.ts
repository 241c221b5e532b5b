import { webSites } from '../owner.ts'
import { localImage } from '../lib/media.ts'
import type { ProjectCard } from '../lib/schema.ts'

type SiteId = keyof typeof webSites

function siteCard(id: SiteId, title: string, description: string, tags: string[], hero: string): ProjectCard {
  return {
    id,
    title,
    description,
    image: localImage('web', id, '4/3', `Illustration: a browser window showing the ${title} homepage with ${hero} in the hero, in aqua, cyan and indigo`),
    tags,
    action: { kind: 'external', href: webSites[id], label: 'View Project' },
  }
}

/** Client websites; each card opens the live site in a new tab. */
export const webDesignCards: ProjectCard[] = [
  siteCard(
    'bloom-bakery',
    'Bloom Bakery',
    'A warm, photo-led site for an artisan bakery with a daily menu, pre-orders and a store locator.',
    ['Webflow', 'E-commerce', 'Branding'],
    'a croissant',
  ),
  siteCard(
    'pulse-fitness',
    'Pulse Fitness Studio',
    'A high-energy studio site with class timetables, trainer profiles and trial-class sign-ups.',
    ['Webflow', 'Booking', 'CMS'],
    'a dumbbell',
  ),
  siteCard(
    'atlas-architects',
    'Atlas Architects',
    'A minimal portfolio for an architecture practice, letting large project images do the talking.',
    ['Portfolio', 'Minimal', 'Webflow'],
    'a building',
  ),
  siteCard(
    'wanderlust-travel',
    'Wanderlust Travel Co.',
    'A travel agency site with destination guides, package filters and an enquiry flow that converts.',
    ['Travel', 'Landing Pages', 'Lovable'],
    'a paper plane',
  ),
  siteCard(
    'glow-skincare',
    'Glow Skincare',
    'A clean product showcase for a skincare brand, with ingredient stories and a routine builder.',
    ['Beauty', 'Product', 'Webflow'],
    'a serum bottle',
  ),
  siteCard(
    'harbor-coffee',
    'Harbor Coffee Roasters',
    'A roastery site with a subscription offer, brewing guides and a map of partner cafes.',
    ['Coffee', 'Subscription', 'Lovable'],
    'a coffee cup',
  ),
]
