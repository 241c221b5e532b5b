import type { Block } from '#content/lib/schema.ts'
import { ComparisonBlock } from './ComparisonBlock'
import { CtaBlock } from './CtaBlock'
import { GalleryBlock } from './GalleryBlock'
import { InfoBoxesBlock } from './InfoBoxesBlock'
import { LinkTilesBlock } from './LinkTilesBlock'
import { VideoCardsBlock } from './VideoCardsBlock'

/** One block of a project page. `priority`: the first block is above the fold, so its first images load eagerly. */
function BlockView({ block, label, priority }: { block: Block; label: string; priority: boolean }) {
  switch (block.type) {
    case 'gallery':
      return <GalleryBlock block={block} label={label} priority={priority} />
    case 'linkTiles':
      return <LinkTilesBlock block={block} priority={priority} />
    case 'comparison':
      return <ComparisonBlock block={block} priority={priority} />
    case 'infoBoxes':
      return <InfoBoxesBlock block={block} />
    case 'videoCards':
      return <VideoCardsBlock block={block} priority={priority} />
    case 'cta':
      return <CtaBlock block={block} />
  }
}

/** The blocks of a project page, in content order. */
export function BlockRenderer({ blocks, label }: { blocks: readonly Block[]; label: string }) {
  return blocks.map((block, i) => (
    <section key={i} className="mt-12" data-block={block.type}>
      <BlockView block={block} label={label} priority={i === 0} />
    </section>
  ))
}
