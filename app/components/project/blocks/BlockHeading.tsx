/** The optional h2 title and lead of a block. */
export function BlockHeading({ title, description }: { title?: string; description?: string }) {
  if (!title && !description) return null
  return (
    <header className="mb-6 max-w-3xl">
      {title && <h2 className="heading-2">{title}</h2>}
      {description && <p className="mt-2 text-muted">{description}</p>}
    </header>
  )
}
