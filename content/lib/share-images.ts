/** Share images are PNG (platforms do not render SVG), rasterised by scripts/generate-raster.ts. */
export const shareImagePath = {
  default: '/images/og/default.png',
  page: (slug: string) => `/images/og/pages/${slug}.png`,
  category: (id: string) => `/images/og/${id}.png`,
  project: (id: string) => `/images/og/projects/${id}.png`,
}
