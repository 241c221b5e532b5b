import { showcasePage } from '#content/placeholders.ts'
import { ComingSoon } from './ComingSoon'

export function ShowcasePage() {
  return <ComingSoon text={showcasePage.text} />
}
