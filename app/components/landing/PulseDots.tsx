import { round, seededRandom } from '~/components/decor/seededRandom'
import { InlineStyles } from '~/components/ui/InlineStyles'

/** Spec: 20 dots, pulsing every 3 s and floating every 6 s. */
export const DOT_COUNT = 20

// Positions come from a fixed seed, so server HTML and the hydrating client agree.
const random = seededRandom(20_240_601)
const dots = Array.from({ length: DOT_COUNT }, () => ({
  top: round(random() * 100),
  left: round(random() * 100),
  size: round(4 + random() * 6, 1),
  pulseDelay: round(random() * 3),
  floatDelay: round(random() * 6),
}))

const css = `
@keyframes landing-dot-pulse { 0%, 100% { opacity: .3; } 50% { opacity: .9; } }
@keyframes landing-dot-float { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-14px); } }
.landing-dot { animation: landing-dot-pulse 3s ease-in-out infinite, landing-dot-float 6s ease-in-out infinite; opacity: .3; }
@media (prefers-reduced-motion: reduce) { .landing-dot { animation: none; opacity: .5; } }
`

/** Decorative dots scattered over the landing page. */
export function PulseDots() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <InlineStyles id="landing-dots" css={css} />
      {dots.map((dot, i) => (
        <span
          key={i}
          data-dot=""
          className="landing-dot absolute rounded-full bg-brand"
          style={{
            top: `${dot.top}%`,
            left: `${dot.left}%`,
            width: dot.size,
            height: dot.size,
            animationDelay: `-${dot.pulseDelay}s, -${dot.floatDelay}s`,
          }}
        />
      ))}
    </div>
  )
}
