/** Where the two soft colour pools of a backdrop sit: CSS radial-gradient `size at position`. */
type Pools = { brand: string; accent: string; accentStrength: number }

/** A decorative backdrop: a brand-coloured and an accent-coloured pool of light behind a section. */
export function BrandWash({ brand, accent, accentStrength }: Pools) {
  const pool = (at: string, color: string, strength: number) =>
    `radial-gradient(${at}, color-mix(in oklab, var(${color}) ${strength}%, transparent), transparent)`
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10"
      style={{ background: `${pool(brand, '--c-brand', 14)}, ${pool(accent, '--c-accent', accentStrength)}` }}
    />
  )
}
