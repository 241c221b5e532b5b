import type { VideoCardsBlock as VideoCards } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { cardImageSizes } from '~/lib/columns'
import { BlockHeading } from './BlockHeading'

/** Video cards: the whole card opens the video on its host in a new tab (a stretched link). */
export function VideoCardsBlock({ block, priority }: { block: VideoCards; priority: boolean }) {
  const Heading = block.title ? 'h3' : 'h2'
  return (
    <>
      <BlockHeading title={block.title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="video-cards">
        {block.videos.map((video, i) => (
          <li
            key={video.href}
            className="card group relative flex flex-col overflow-hidden hover:border-brand focus-within:ring-3 focus-within:ring-brand focus-within:ring-offset-2 focus-within:ring-offset-base"
            data-testid="video-card"
          >
            <div className="relative overflow-hidden bg-raised" style={{ aspectRatio: `${video.image.width} / ${video.image.height}` }}>
              <ContentImage
                image={video.image}
                priority={priority && i < 3 ? (i === 0 ? 'priority' : 'eager') : 'lazy'}
                sizes={cardImageSizes}
                className="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.03]"
              />
              <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-black/20">
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-black/75 text-white">
                  <span className="i-lucide-play ml-0.5 text-2xl" />
                </span>
              </span>
              {video.duration && (
                <span className="absolute bottom-2 right-2 rounded-md bg-black/80 px-2 py-0.5 text-xs font-semibold tabular-nums text-white">
                  <span className="sr-only">{uiCopy.cardMeta.duration} </span>
                  {video.duration}
                </span>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-2 p-5">
              <Heading className="font-display text-lg font-semibold">
                <a
                  href={video.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="outline-none after:absolute after:inset-0 after:content-['']"
                  data-testid="video-link"
                >
                  {video.title}
                  <span className="sr-only"> {uiCopy.newTab}</span>
                </a>
              </Heading>
              <p className="text-sm text-muted">{video.description}</p>
              {video.year && <p className="mt-auto pt-1 text-xs font-medium text-muted">{video.year}</p>}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
