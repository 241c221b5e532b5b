import { createRouter } from '@tanstack/react-router'
import { NotFoundContent } from './components/layout/NotFoundPage'
import { ErrorPage } from './components/layout/ErrorPage'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundContent,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
