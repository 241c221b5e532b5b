import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: () => <h1 className="heading-1 i-lucide-palette">Welcome to Discovery</h1>,
})
