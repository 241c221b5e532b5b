/** A small pill naming a skill or tool. */
export function SkillTag({ children }: { children: string }) {
  return <li className="rounded-full border border-line bg-base px-2.5 py-0.5 text-xs font-medium text-fg">{children}</li>
}

/** A wrapping list of skill tags. */
export function SkillTagList({ tags, label, className = '' }: { tags: readonly string[]; label?: string; className?: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {tags.map((tag) => (
        <SkillTag key={tag}>{tag}</SkillTag>
      ))}
    </ul>
  )
}
