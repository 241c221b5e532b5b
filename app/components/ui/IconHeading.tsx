/** A page's heading with its icon in a brand tile: the category and project pages open with it. */
export function IconHeading({ icon, title }: { icon: string; title: string }) {
  return (
    <h1 className="heading-1 flex items-center gap-4">
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-brand-fg sm:h-14 sm:w-14">
        <span aria-hidden="true" className={`${icon} text-2xl sm:text-3xl`} />
      </span>
      <span>{title}</span>
    </h1>
  )
}
