/**
 * Fills the `{name}` placeholders of a text from content: `fill('Tags for {title}', { title: card.title })`.
 * A placeholder without a value stays as written, so a typo shows on the page rather than vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}
