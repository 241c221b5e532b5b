import { useId } from 'react'
import type { LinkTilesBlock as LinkTiles } from '#content/lib/schema.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { aspectClass, cardImageSizes, fixedGridClass, spanClass } from '~/lib/columns'
import { NewTabLink } from '../NewTabLink'
import { BlockHeading } from './BlockHeading'

type Props = { block: LinkTiles; priority: boolean }
type Tile = LinkTiles['tiles'][number]

/**
 * Image tiles, each with a 'Find Out More' link to a document on another site. With `grid`
 * (brand identity: 5 tiles in 6 x 4) the tiles fill a fixed grid from medium screens up, text
 * in one compact bar over the artwork (the description shows on hover and focus, and is always
 * read by screen readers), so the work stays visible; otherwise they are cards in 1/2/3 columns. Phones always stack them as cards.
 */
export function LinkTilesBlock({ block, priority }: Props) {
  const id = useId()
  const ratio = aspectClass[block.aspectRatio ?? '4/3']
  const Heading = block.title ? 'h3' : 'h2'
  const grid = block.grid
  return (
    <>
      <BlockHeading title={block.title} />
      <ul className={grid ? `grid gap-4 ${fixedGridClass(grid)}` : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'} data-testid="link-tiles">
        {block.tiles.map((tile, i) => {
          const titleId = `${id}-${i}`
          const image = (
            <ContentImage
              image={tile.image}
              priority={priority && i < 2 ? (i === 0 ? 'priority' : 'eager') : 'lazy'}
              sizes={grid ? undefined : cardImageSizes}
              className={imageClass}
            />
          )
          const title = (
            <Heading id={titleId} className={`font-display text-lg font-semibold ${grid ? 'md:text-base' : ''}`}>
              {tile.title}
            </Heading>
          )
          const link = (
            <NewTabLink
              href={tile.href}
              describedBy={titleId}
              className={`btn-primary mt-1 self-start ${grid ? 'md:mt-0 md:self-center md:px-3 md:py-1.5' : ''}`}
            >
              {tile.label}
            </NewTabLink>
          )
          return grid ? (
            <li
              key={tile.title}
              className={`card group flex flex-col overflow-hidden md:relative md:block md:border-0 ${tile.span ? spanClass(tile.span) : ''}`}
              data-testid="link-tile"
            >
              <div className={`relative overflow-hidden bg-raised ${ratio} md:absolute md:inset-0 md:aspect-auto`}>{image}</div>
              <div
                className="flex flex-col gap-2 p-4 md:absolute md:inset-x-0 md:bottom-0 md:flex-row md:flex-wrap md:items-center md:justify-between md:gap-x-3 md:gap-y-1 md:bg-black/75 md:px-3 md:py-2 md:text-white"
                data-testid="link-tile-caption"
              >
                {title}
                <TileDescription tile={tile} className={tileDescriptionClass} />
                {link}
              </div>
            </li>
          ) : (
            <li key={tile.title} className="card group flex flex-col overflow-hidden" data-testid="link-tile">
              <div className={`relative overflow-hidden bg-raised ${ratio}`}>{image}</div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                {title}
                <TileDescription tile={tile} className="text-sm text-muted" />
                <div className="mt-auto pt-2">{link}</div>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** On the grid from md up: visually hidden until the tile is hovered or holds focus. */
const tileDescriptionClass =
  'text-sm text-muted md:order-last md:basis-full md:text-white/90 md:sr-only md:group-hover:not-sr-only md:group-focus-within:not-sr-only'

const imageClass =
  'absolute inset-0 h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.03]'

function TileDescription({ tile, className }: { tile: Tile; className: string }) {
  return tile.description ? <p className={className}>{tile.description}</p> : null
}
