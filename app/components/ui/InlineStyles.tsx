/**
 * Keyframes that belong to one component. React 19 hoists a `<style href precedence>` into
 * <head> (in the server HTML too) and includes each `href` once, however often it renders.
 */
export function InlineStyles({ id, css }: { id: string; css: string }) {
  return (
    <style href={id} precedence="default">
      {css}
    </style>
  )
}
