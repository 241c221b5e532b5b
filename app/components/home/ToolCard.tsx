import type { Tool } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { accentClasses } from '~/components/ui/accent'
import { ProgressBar } from '~/components/ui/ProgressBar'

/** The brand's logo where the icon set has it, else a neutral glyph of what the tool does. */
function ToolMark({ mark, className }: { mark: Tool['icon']; className: string }) {
  const [kind, icon] = 'logo' in mark ? ['logo', mark.logo] : ['glyph', mark.glyph]
  return <span aria-hidden="true" data-mark={kind} className={`${icon} text-2xl ${className}`} />
}

/** 324 px wide plus the 16 px gap: one card per 340 px arrow step. */
export function ToolCard({ tool }: { tool: Tool }) {
  const accent = accentClasses[tool.accent]
  return (
    <li className="w-[324px] shrink-0 snap-start">
      <article className="card flex h-full flex-col p-5">
        <div className="flex items-center gap-3">
          <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${accent.soft}`}>
            <ToolMark mark={tool.icon} className={accent.text} />
          </span>
          <div>
            <h3 className="font-display text-lg font-semibold">{tool.name}</h3>
            <p className={`text-sm font-medium ${accent.text}`}>{tool.category}</p>
          </div>
        </div>
        <p className="mt-3 flex-1 text-sm text-muted">{tool.description}</p>
        <ProgressBar
          className="mt-4"
          label={fill(uiCopy.toolsCarousel.proficiencyOf, { name: tool.name })}
          caption={uiCopy.toolsCarousel.proficiency}
          value={tool.proficiency}
          accent={tool.accent}
        />
      </article>
    </li>
  )
}
