import { useId } from 'react'
import type { LinkTilesBlock as LinkTiles } from '@content/schema'
import { ContentImage } from '~/components/media/ContentImage'
import { aspectClass, cardImageSizes, fixedGridClass, spanClass } from '~/lib/columns'
import { NewTabLink } from '../NewTabLink'
import { BlockHeading } from './BlockHeading'

type Props = { block: LinkTiles; priority: boolean }
type Tile = LinkTiles['tiles'][number]

/**
 * Image tiles, each with a 'Find Out More' link to a document on another site. With `grid`
 * (brand identity: 5 tiles in 6 x 4) the tiles fill a fixed grid from medium screens up, text
 * over a dark scrim; otherwise they are cards in 1/2/3 columns. Phones always stack them as cards.
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
          const image = <ContentImage image={tile.image} priority={priority && i < 2 ? (i === 0 ? 'priority' : 'eager') : 'lazy'} sizes={grid ? undefined : cardImageSizes} className={imageClass} />
          const title = <Heading id={titleId} className="font-display text-lg font-semibold">{tile.title}</Heading>
          const link = (
            <NewTabLink href={tile.href} describedBy={titleId} className="btn-primary mt-1 self-start">
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
              <div className="flex flex-col gap-2 p-4 md:absolute md:inset-x-0 md:bottom-0 md:gap-1 md:bg-black/75 md:text-white">
                {title}
                <TileDescription tile={tile} className="text-sm text-muted md:text-white/90" />
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

const imageClass =
  'absolute inset-0 h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.03]'

function TileDescription({ tile, className }: { tile: Tile; className: string }) {
  return tile.description ? <p className={className}>{tile.description}</p> : null
}
