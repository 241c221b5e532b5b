// Placeholder until the showcase lands.
export function PortfolioHub() {
  return <section className="container-page py-16"><h1 className="heading-1">PortfolioHub</h1></section>
}
