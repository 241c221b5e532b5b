// Placeholder until the showcase lands.
export function SkillsPage() {
  return <section className="container-page py-16"><h1 className="heading-1">SkillsPage</h1></section>
}
