import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SiteShell } from '~/components/layout/SiteShell'

export const Route = createFileRoute('/_site')({
  // The layout is a few bytes: a chunk of its own would cost a request on every page.
  codeSplitGroupings: [],
  component: () => (
    <SiteShell>
      <Outlet />
    </SiteShell>
  ),
})
