/** UnoCSS Wind4's `sm` breakpoint, where the lightbox's side padding grows (as in app/lib/columns.ts). */
const smBreakpoint = 640

/**
 * The lightbox shows an image as large as fits: the stage is the viewport less its side padding
 * (px-2, sm:px-20) and 9rem of header and caption in height, so a tall photo is limited by the height.
 * Its own module, so the lazily loaded viewer does not share the page's layout tables as a separate file.
 */
export function lightboxImageSizes(width: number, height: number): string {
  const ratio = (width / height).toFixed(3)
  const fit = (sidePx: number) => `min(calc(100vw - ${sidePx}px), calc((100vh - 144px) * ${ratio}))`
  return `(min-width: ${smBreakpoint}px) ${fit(160)}, ${fit(16)}`
}
