import { aiVideos, documents } from '../owner.ts'
import { imageSeries, localImage } from '../lib/media.ts'
import type { ProjectPage } from '../lib/schema.ts'

const back = { label: 'Back to AI Portfolio', to: '/portfolio/artificial-intelligence' } as const
const palette = 'in deep indigo, violet and cyan'

const proposalImage = (n: number, scene: string) =>
  localImage('ai', `brand-proposal-${n}`, '4/3', `Illustration for AI Brand Proposal, tile ${n} of 3: ${scene} under scattered stars, ${palette}`)

const proposalTiles = [
  {
    title: 'Logo Concepts',
    description: 'Forty AI-explored directions narrowed to three refined marks.',
    image: proposalImage(1, 'a geometric D monogram'),
    href: documents.aiBrandProposal['logo-concepts'],
    label: 'Find Out More',
  },
  {
    title: 'Mood Board',
    description: 'Colour, texture and photography direction generated and curated.',
    image: proposalImage(2, 'a mood board of colour swatches and image tiles'),
    href: documents.aiBrandProposal['mood-board'],
    label: 'Find Out More',
  },
  {
    title: 'Brand Mockups',
    description: 'The proposed identity applied to phone screens, cards and signage.',
    image: proposalImage(3, 'a mockup of a phone screen beside a business card'),
    href: documents.aiBrandProposal.mockups,
    label: 'Find Out More',
  },
] as const

const promptImages = imageSeries({
  area: 'ai',
  slug: 'prompt',
  count: 6,
  ratio: '1/1',
  label: 'AI Prompt Images',
  kind: 'AI-style illustration',
  subjects: [
    'layered mountain ranges under a huge pale moon',
    'a floating island with a single tree and trailing roots among clouds',
    'a glowing ring portal standing in a desert with a lone figure',
    'a ringed planet rising over a dark horizon',
    'a misty pine forest in receding layers',
    'rolling sand dunes under a pink sky',
  ],
  palette,
})

const videoStill = (n: number, title: string, scene: string) =>
  localImage('ai', `video-${n}`, '16/9', `Video still illustration for ${title}: ${scene}, with a play button, ${palette}`)

const enhancedBefore = localImage('ai', 'enhanced-before', '4/3', `Before upscaling: a pixelated, blocky mountain landscape at sunset, ${palette}`)
const enhancedAfter = localImage(
  'ai',
  'enhanced-after',
  '4/3',
  `After upscaling: the same mountain landscape at sunset, sharp and smooth, with crisp ridgelines and a glowing sun, ${palette}`,
)

const videoCards = [
  {
    title: 'Ocean Dreams',
    description: 'A calm looping seascape generated from a single still, for a wellness brand.',
    image: videoStill(1, 'Ocean Dreams', 'rolling ocean waves under a low moon'),
    href: aiVideos['ocean-dreams'],
    duration: '0:30',
    year: 2024,
  },
  {
    title: 'Neon City',
    description: 'A night-time city flythrough used as the opener of an event aftermovie.',
    image: videoStill(2, 'Neon City', 'a city skyline with lit windows at night'),
    href: aiVideos['neon-city'],
    duration: '0:45',
    year: 2024,
  },
  {
    title: 'Product Orbit',
    description: 'A perfume bottle orbiting in light, made for a launch teaser without a studio shoot.',
    image: videoStill(3, 'Product Orbit', 'a perfume bottle circled by an orbit ring'),
    href: aiVideos['product-orbit'],
    duration: '0:20',
    year: 2024,
  },
  {
    title: 'Cosmic Drift',
    description: 'A slow spiral through a galaxy, cut to music for a podcast intro.',
    image: videoStill(4, 'Cosmic Drift', 'a spiral galaxy of glowing dots'),
    href: aiVideos['cosmic-drift'],
    duration: '1:05',
    year: 2024,
  },
  {
    title: 'Bloom Timelapse',
    description: 'A flower opening in a single shot, generated for a florist’s spring campaign.',
    image: videoStill(5, 'Bloom Timelapse', 'a flower opening its petals'),
    href: aiVideos['bloom-timelapse'],
    duration: '0:25',
    year: 2023,
  },
  {
    title: 'Summit Flyover',
    description: 'An aerial glide over mountain ridges, used as a travel agency banner video.',
    image: videoStill(6, 'Summit Flyover', 'snowy mountain ridges at dawn'),
    href: aiVideos['summit-flyover'],
    duration: '0:40',
    year: 2023,
  },
] as const

export const aiProjects = {
  'ai-brand-proposal': {
    id: 'ai-brand-proposal',
    category: 'artificial-intelligence',
    title: 'AI Brand Proposal',
    icon: 'i-lucide-wand-sparkles',
    description:
      'A brand proposal built with AI in the loop: logo concepts, a mood board and mockups explored with generative tools, then refined by hand into a pitch deck.',
    cover: proposalTiles[0].image,
    back,
    blocks: [{ type: 'linkTiles', aspectRatio: '4/3', tiles: [...proposalTiles] }],
  },
  'ai-prompt-images': {
    id: 'ai-prompt-images',
    category: 'artificial-intelligence',
    title: 'AI Prompt Images',
    icon: 'i-lucide-image',
    description:
      'Concept art generated from carefully written prompts: dreamlike landscapes used for campaign key visuals, album covers and mood exploration, upscaled for print.',
    cover: promptImages[0]!,
    back,
    blocks: [
      { type: 'gallery', columns: { base: 1, sm: 2, lg: 3 }, aspectRatio: '1/1', images: promptImages },
      {
        type: 'infoBoxes',
        boxes: [
          {
            title: 'Advantage',
            description:
              'Prompt-driven generation turns a one-line brief into dozens of visual directions in an afternoon, so clients choose from real options instead of imagining them.',
            icon: 'i-lucide-zap',
            badge: 'Faster concepts',
            items: ['Many directions in hours, not days', 'Cheap to explore bold ideas', 'Final picks upscaled and retouched for print'],
            accent: 'emerald',
          },
          {
            title: 'Prompt',
            description:
              'A surreal floating island with a single windswept tree, roots trailing into soft clouds, cinematic rim light, muted violet and cyan palette, highly detailed, square format.',
            icon: 'i-lucide-terminal',
            badge: 'Example',
            tools: [
              { name: 'Midjourney', icon: 'i-lucide-sailboat' },
              { name: 'ChatGPT', icon: 'i-simple-icons-openai' },
              { name: 'Magnific AI', icon: 'i-lucide-scan-search' },
            ],
            accent: 'violet',
          },
        ],
      },
    ],
  },
  'ai-enhanced': {
    id: 'ai-enhanced',
    category: 'artificial-intelligence',
    title: 'AI Enhanced',
    icon: 'i-lucide-scan-search',
    description:
      'Low-resolution images rescued with AI upscaling: detail recovered, edges sharpened and noise removed, so old assets hold up on large screens and in print.',
    cover: enhancedAfter,
    back,
    blocks: [
      {
        type: 'comparison',
        title: 'Before and after upscaling',
        description: 'Drag the handle to compare the original low-resolution file with the AI-enhanced result.',
        before: enhancedBefore,
        after: enhancedAfter,
        beforeLabel: 'Before',
        afterLabel: 'After',
        initial: 50,
      },
    ],
  },
  'ai-video-section1': {
    id: 'ai-video-section1',
    category: 'artificial-intelligence',
    title: 'AI Video Production',
    icon: 'i-lucide-video',
    description:
      'Short AI-generated films for social media and brand teasers: generated from stills and prompts, then edited, graded and scored in a classic post workflow.',
    cover: videoCards[0].image,
    back,
    blocks: [
      {
        type: 'videoCards',
        videos: [...videoCards],
      },
    ],
  },
} as const satisfies Record<string, ProjectPage>
