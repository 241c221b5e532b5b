import type { Category } from '@content/schema'

// Placeholder until the showcase lands.
export function CategoryPage({ category }: { category: Category }) {
  return <section className="container-page py-16"><h1 className="heading-1">{category.title}</h1></section>
}
