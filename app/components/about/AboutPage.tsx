// Placeholder until the showcase lands.
export function AboutPage() {
  return <section className="container-page py-16"><h1 className="heading-1">AboutPage</h1></section>
}
