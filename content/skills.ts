import { localImage } from './lib/media.ts'
import type { SkillGroup, SkillsPage } from './lib/schema.ts'

export const skillsPage = {
  title: 'Skills and Expertise',
  intro:
    'Ten disciplines, one studio: from brand marks and layouts to edited video, retouched photos and AI-assisted concepts. Each bar shows how much of the day-to-day work rests on that skill.',
  backLabel: 'Back to Home',
  backTo: '/home',
  description:
    'Skills of a freelance creative designer: graphic design, branding, web, AI-assisted design, social media, video, motion, photography, retouching and 3D/2D art.',
} as const satisfies SkillsPage

const art = (id: string, alt: string) => localImage('skills', id, '4/3', alt)

export const skillGroups = [
  {
    id: 'graphic-design',
    title: 'Graphic Design',
    description: 'Layouts, posters and print pieces with a clear hierarchy, so the message lands at first glance.',
    image: art('graphic-design', 'Illustration: a pen tool drawing a bezier curve between two anchor handles on a fine grid, in violet and lavender'),
    skills: [
      { name: 'Layout & Composition', level: 95 },
      { name: 'Typography', level: 92 },
      { name: 'Colour Theory', level: 90 },
      { name: 'Print Production', level: 85 },
      { name: 'Illustration', level: 84 },
    ],
  },
  {
    id: 'branding',
    title: 'Brand Identity',
    description: 'Logos and visual systems that make a business recognisable on every sign, screen and shopping bag.',
    image: art('branding', 'Illustration: a geometric D monogram inside a spotlight circle, in indigo, violet and amber'),
    skills: [
      { name: 'Logo Design', level: 93 },
      { name: 'Visual Identity Systems', level: 90 },
      { name: 'Brand Guidelines', level: 88 },
      { name: 'Packaging Design', level: 85 },
      { name: 'Brand Strategy', level: 80 },
    ],
  },
  {
    id: 'web-design',
    title: 'Web Design',
    description: 'Responsive websites and landing pages that look sharp on a phone and turn visitors into enquiries.',
    image: art('web-design', 'Illustration: a browser window with a hero banner and content blocks over a dotted backdrop, in aqua, cyan and indigo'),
    skills: [
      { name: 'UI Design', level: 90 },
      { name: 'Responsive Layouts', level: 88 },
      { name: 'Webflow Development', level: 85 },
      { name: 'Landing Page Conversion', level: 84 },
      { name: 'Design Systems', level: 82 },
    ],
  },
  {
    id: 'ai-design',
    title: 'AI-Assisted Design',
    description: 'Generative tools used with intent: faster concepts, richer options and more time for the craft.',
    image: art('ai-design', 'Illustration: a glowing network of connected nodes under scattered stars, in deep indigo, violet and cyan'),
    skills: [
      { name: 'Prompt Engineering', level: 92 },
      { name: 'AI Image Generation', level: 88 },
      { name: 'AI Workflow Integration', level: 86 },
      { name: 'AI Upscaling & Enhancement', level: 85 },
      { name: 'AI Video Generation', level: 80 },
    ],
  },
  {
    id: 'social-media',
    title: 'Social Media Design',
    description: 'Scroll-stopping posts, stories and carousels designed as a consistent feed, not one-off graphics.',
    image: art('social-media', 'Illustration: a phone showing a grid of posts, surrounded by confetti, in sunny yellow, pink and purple'),
    skills: [
      { name: 'Post & Story Design', level: 94 },
      { name: 'Carousel Storytelling', level: 90 },
      { name: 'Campaign Visuals', level: 88 },
      { name: 'Platform Best Practices', level: 86 },
      { name: 'Content Calendars', level: 84 },
    ],
  },
  {
    id: 'video-editing',
    title: 'Video Editing',
    description: 'Footage shaped into stories with rhythm, clean sound and a colour grade that matches the brand.',
    image: art('video-editing', 'Illustration: an editing timeline with stacked clip tracks and a red playhead, in charcoal, red and amber'),
    skills: [
      { name: 'Premiere Pro Editing', level: 90 },
      { name: 'Short-Form Video', level: 89 },
      { name: 'Storytelling & Pacing', level: 88 },
      { name: 'Colour Grading', level: 84 },
      { name: 'Sound Design', level: 80 },
    ],
  },
  {
    id: 'motion-graphics',
    title: 'Motion Graphics',
    description: 'Animated logos, titles and explainers that add movement without losing clarity.',
    image: art('motion-graphics', 'Illustration: a curved motion path marked with diamond keyframes over a grid, in sky blue, indigo and orange'),
    skills: [
      { name: 'Animated Social Content', level: 87 },
      { name: 'Logo Animation', level: 86 },
      { name: 'After Effects Animation', level: 85 },
      { name: 'Transitions & Effects', level: 84 },
      { name: 'Kinetic Typography', level: 83 },
    ],
  },
  {
    id: 'photography',
    title: 'Photography',
    description: 'Portraits, events, products and food photographed with planned light and a clear shot list.',
    image: art('photography', 'Illustration: a six-blade camera aperture inside a spotlight circle, in peach, coral and plum'),
    skills: [
      { name: 'Product Photography', level: 90 },
      { name: 'Food Photography', level: 89 },
      { name: 'Portrait Photography', level: 88 },
      { name: 'Event Coverage', level: 84 },
      { name: 'Lighting Setup', level: 82 },
    ],
  },
  {
    id: 'photo-retouching',
    title: 'Photo Retouching',
    description: 'Natural skin, true colour and clean backgrounds: retouching that nobody notices, only the result.',
    image: art('photo-retouching', 'Illustration: a retouching brush sweeping a smooth stroke above soft waves, in lilac, violet and silver'),
    skills: [
      { name: 'Background Removal', level: 95 },
      { name: 'Colour Correction', level: 92 },
      { name: 'Skin Retouching', level: 90 },
      { name: 'Compositing', level: 87 },
      { name: 'Lightroom Presets', level: 86 },
    ],
  },
  {
    id: 'art-3d-2d',
    title: '3D & 2D Art',
    description: 'Illustrations, mockups and simple 3D renders that show a product before it exists.',
    image: art('art-3d-2d', 'Illustration: an isometric cube beside floating flat shapes on a dotted backdrop, in mint, strawberry pink and cream'),
    skills: [
      { name: 'Vector Art', level: 90 },
      { name: 'Digital Illustration', level: 86 },
      { name: '3D Mockups', level: 82 },
      { name: 'Character Design', level: 80 },
      { name: 'Product Renders', level: 79 },
    ],
  },
] as const satisfies readonly SkillGroup[]
