import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/home')({
  component: () => <h1 className="heading-1">Creative Digital Design</h1>,
})
