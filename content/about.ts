import { experienceYears } from './lib/facts.ts'
import { localImage } from './lib/media.ts'
import type { AboutContent, Capability, OverviewSkill } from './lib/schema.ts'
import { site } from './site.ts'

export const aboutContent = {
  title: 'About Me',
  description: `${site.ownerName}, ${site.role.toLowerCase()}: ${site.experience} of branding, social media, web, video, photography and AI-assisted design for small businesses.`,
  intro: [
    `I'm ${site.ownerName}, a ${site.role.toLowerCase()} working across graphics, videography, photography and AI. I have been freelancing for ${site.experience} and in that time completed ${site.projectsCompleted} projects, most of them quick-turnaround social media sets and photo shoots, alongside logos and stationery, websites and short films, for cafes, restaurants, real-estate agents, event organisers and growing brands.`,
    'I like projects where the whole picture matters. A coffee roaster needs a logo, but also a menu people can read across the counter, packaging that survives a shelf, photos that make the beans look as good as they taste and posts that keep the feed consistent. Working across those disciplines means one voice from the first sketch to the last export.',
    'AI tools are part of my everyday workflow: I use them to explore more directions, upscale and retouch faster and prototype websites in days. The ideas, the taste and the final decisions stay human, and every file I hand over is checked, organised and ready to use.',
  ],
  badges: [`${experienceYears} Years Experience`, `${site.projectsCompleted} Projects`],
  capabilitiesTitle: 'What I Do',
  capabilitiesLead: 'Six ways I help businesses look as good as the work they do.',
  overviewTitle: 'Skills Overview',
} as const satisfies AboutContent

const art = (id: string, alt: string) => localImage('about', id, '4/3', alt)

export const capabilities = [
  {
    id: 'brand-identity',
    title: 'Brand Identity',
    description: 'Logos, colour palettes, type systems and guidelines that keep a brand consistent wherever it appears.',
    image: art('brand-identity', 'Illustration: a geometric D monogram inside a spotlight circle, in indigo, violet and amber'),
    icon: 'i-lucide-palette',
    skills: ['Logo Design', 'Brand Guidelines', 'Stationery', 'Packaging'],
  },
  {
    id: 'digital-design',
    title: 'Web & Digital Design',
    description: 'Responsive websites and landing pages in Webflow or built with AI tools, designed to convert.',
    image: art('digital-design', 'Illustration: a browser window with a hero banner and content blocks over a dotted backdrop, in aqua, cyan and indigo'),
    icon: 'i-lucide-monitor',
    skills: ['Webflow', 'Lovable', 'UI Design', 'Landing Pages'],
  },
  {
    id: 'ai-creative',
    title: 'AI-Powered Creative',
    description: 'Concept images, upscaling, AI video and chatbots, used to explore further and deliver faster.',
    image: art('ai-creative', 'Illustration: a glowing network of connected nodes under scattered stars, in deep indigo, violet and cyan'),
    icon: 'i-lucide-sparkles',
    skills: ['Midjourney', 'ChatGPT', 'Magnific AI', 'Kling'],
  },
  {
    id: 'social-content',
    title: 'Social Media Content',
    description: 'Posts, stories and carousels planned as campaigns, with seasonal sets such as Ramadan collections.',
    image: art('social-content', 'Illustration: a phone showing a grid of posts, surrounded by confetti, in sunny yellow, pink and purple'),
    icon: 'i-lucide-megaphone',
    skills: ['Instagram', 'Carousels', 'Stories', 'Campaigns'],
  },
  {
    id: 'video-production',
    title: 'Video & Motion',
    description: 'Brand films, event reels and animated graphics, edited, colour-graded and mixed for every platform.',
    image: art('video-production', 'Illustration: a clapperboard between film strip borders with a play button, in charcoal, red and amber'),
    icon: 'i-lucide-clapperboard',
    skills: ['Premiere Pro', 'After Effects', 'Audition', 'Colour Grading'],
  },
  {
    id: 'photography',
    title: 'Photography',
    description: 'Family, wedding, product, food and event photography, with retouching and consistent colour in post.',
    image: art('photography', 'Illustration: a camera with a large lens above rolling hills under a low sun, in peach, coral and plum'),
    icon: 'i-lucide-camera',
    skills: ['Portraits', 'Product Shoots', 'Food Styling', 'Lightroom'],
  },
] as const satisfies readonly Capability[]

export const overviewSkills = [
  { name: 'Graphic Design', level: 95, accent: 'violet' },
  { name: 'Social Media Design', level: 94, accent: 'pink' },
  { name: 'AI-Assisted Design', level: 92, accent: 'indigo' },
  { name: 'Brand Identity', level: 90, accent: 'amber' },
  { name: 'Photography', level: 89, accent: 'orange' },
  { name: 'Web Design', level: 88, accent: 'cyan' },
  { name: 'Video Editing', level: 88, accent: 'rose' },
  { name: 'Motion Graphics', level: 85, accent: 'teal' },
] as const satisfies readonly OverviewSkill[]
