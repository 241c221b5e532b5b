import { videos } from '../owner.ts'
import { localImage } from '../lib/media.ts'
import type { ProjectCard } from '../lib/schema.ts'

type VideoId = keyof typeof videos

type VideoSpec = { title: string; description: string; tags: string[]; duration: string; year: number; scene: string }

function videoCard(id: VideoId, spec: VideoSpec): ProjectCard {
  return {
    id,
    title: spec.title,
    description: spec.description,
    image: localImage('video', id, '16/9', `Video still illustration for ${spec.title}: ${spec.scene} between film strip borders with a play button, in charcoal, red and amber`),
    tags: spec.tags,
    action: { kind: 'external', href: videos[id], label: 'Watch Video' },
    duration: spec.duration,
    year: spec.year,
  }
}

/** Films hosted on a video platform; each card opens the video in a new tab. */
export const videographyCards: ProjectCard[] = [
  videoCard('brand-story-film', {
    title: 'Brand Story Film',
    description: 'A short documentary-style film about a family bakery, from the 5 a.m. ovens to the first customer.',
    tags: ['Brand Film', 'Premiere Pro', 'Colour Grading'],
    duration: '2:45',
    year: 2024,
    scene: 'a clapperboard',
  }),
  videoCard('product-launch-teaser', {
    title: 'Product Launch Teaser',
    description: 'A punchy teaser for a skincare launch, cut to the beat with animated titles and macro shots.',
    tags: ['Teaser', 'After Effects', 'Social'],
    duration: '0:45',
    year: 2024,
    scene: 'a gift box with a ribbon',
  }),
  videoCard('event-highlights-reel', {
    title: 'Event Highlights Reel',
    description: 'Highlights of a corporate conference: keynotes, panels and candid moments in under two minutes.',
    tags: ['Event', 'Corporate', 'Reel'],
    duration: '1:50',
    year: 2024,
    scene: 'confetti falling under a spotlight',
  }),
  videoCard('music-video-edit', {
    title: 'Music Video Edit',
    description: 'A performance music video edited for rhythm, with stylised grading and light-leak transitions.',
    tags: ['Music', 'Editing', 'Grading'],
    duration: '3:20',
    year: 2023,
    scene: 'an audio waveform of glowing bars',
  }),
  videoCard('documentary-short', {
    title: 'Documentary Short',
    description: 'A mini documentary following a hiking guide, combining interviews, drone shots and ambient sound design.',
    tags: ['Documentary', 'Interview', 'Audition'],
    duration: '4:10',
    year: 2023,
    scene: 'mountain ridges under a pale sun',
  }),
  videoCard('motion-graphics-reel', {
    title: 'Motion Graphics Reel',
    description: 'A showreel of logo animations, kinetic typography and animated social posts made in After Effects.',
    tags: ['Motion', 'After Effects', 'Showreel'],
    duration: '1:15',
    year: 2024,
    scene: 'bouncing geometric shapes',
  }),
]
