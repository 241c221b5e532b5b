import { categorySummaryList as categoryList } from '#content/category-summaries.ts'
import { portfolioHub } from '#content/portfolio.ts'
import { CategoryTile } from './CategoryTile'
import { TilePreview } from './TilePreview'
import { useHighlightCycle } from './useHighlightCycle'
import { useTilePreview } from './useTilePreview'

const PREVIEW_ID = 'hub-preview'

export function PortfolioHub() {
  const { open, active, tileHandlers, panelHandlers } = useTilePreview()
  const highlight = useHighlightCycle(active !== null)
  const openCategory = open ? categoryList.find((category) => category.id === open.id) : undefined

  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="heading-1">{portfolioHub.title}</h1>
        <p className="mt-4 text-lg text-muted">{portfolioHub.intro}</p>
      </header>
      <ul data-testid="hub-grid" data-highlight-index={highlight} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categoryList.map((category, index) => (
          <CategoryTile
            key={category.id}
            category={category}
            label={portfolioHub.tileLabel}
            highlighted={index === highlight}
            priority={index < 3}
            previewId={open?.id === category.id ? PREVIEW_ID : undefined}
            handlers={tileHandlers(category.id)}
          />
        ))}
      </ul>
      {open && openCategory ? <TilePreview id={PREVIEW_ID} category={openCategory} anchor={open.element} handlers={panelHandlers} /> : null}
    </div>
  )
}
