import { Link } from '@tanstack/react-router'

/** The 'Back to ...' button at the top of category and project pages. */
export function BackLink({ back }: { back: { label: string; to: string } }) {
  return (
    <Link to={back.to} className="btn-ghost" data-testid="back-link">
      <span aria-hidden="true" className="i-lucide-arrow-left" />
      {back.label}
    </Link>
  )
}
