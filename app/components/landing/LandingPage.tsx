// Placeholder until the showcase lands.
export function LandingPage() {
  return <section className="container-page py-16"><h1 className="heading-1">LandingPage</h1></section>
}
