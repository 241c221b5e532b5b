import { showcasePage } from '@content/placeholders'
import { ComingSoon } from './ComingSoon'

export function ShowcasePage() {
  return <ComingSoon text={showcasePage.text} />
}
