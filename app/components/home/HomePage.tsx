// Placeholder until the showcase lands.
export function HomePage() {
  return <section className="container-page py-16"><h1 className="heading-1">HomePage</h1></section>
}
