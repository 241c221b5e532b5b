import type { LandingContent } from '#content/lib/schema.ts'

type Props = { content: LandingContent; entering: boolean }

/** The round 'Journey Home' button. It submits a plain GET form to /home, so it works without JavaScript too. */
export function EnterButton({ content, entering }: Props) {
  return (
    <button
      type="submit"
      disabled={entering}
      data-testid="enter-button"
      className="group relative flex h-48 w-48 flex-col items-center justify-center gap-2 rounded-full bg-brand px-6 text-center text-brand-fg shadow-xl shadow-brand/30 transition-transform duration-300 hover:scale-105 focus-ring disabled:cursor-wait disabled:hover:scale-100 motion-reduce:transition-none motion-reduce:hover:scale-100"
    >
      <span
        aria-hidden="true"
        className={`text-3xl ${entering ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-sparkles'}`}
      />
      <span className="font-display text-xl font-bold leading-tight">{content.enterTitle}</span>
      <span className="min-h-8 text-xs font-medium leading-4">{entering ? content.enteringLabel : content.enterLabel}</span>
    </button>
  )
}
