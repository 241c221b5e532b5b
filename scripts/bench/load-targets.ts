import type { LoadTarget } from './types.ts'

export const PRERENDERED_PATH = '/home'
/** Not prerendered: every request renders the not-found page with React on the server. */
export const ON_DEMAND_PATH = '/this-page-does-not-exist'
export const API_PATH = '/api/trpc/ai-agent-proxy'
export const API_QUERY = { query: 'What tools do you use?' }

/**
 * The four targets in the order they run: the baseline right before the prerendered page, so
 * the ratio of the two compares runs that saw the same machine.
 */
export function loadTargets(serverOrigin: string, baselineOrigin: string): LoadTarget[] {
  return [
    {
      name: 'baseline',
      label: `static baseline: same /home bytes, bare node:http`,
      url: baselineOrigin + '/',
      method: 'GET',
      expectedStatus: 200,
    },
    {
      name: 'prerendered',
      label: `prerendered page (GET ${PRERENDERED_PATH})`,
      url: serverOrigin + PRERENDERED_PATH,
      method: 'GET',
      expectedStatus: 200,
    },
    {
      name: 'on-demand',
      label: `on-demand SSR, 404 page (GET ${ON_DEMAND_PATH})`,
      url: serverOrigin + ON_DEMAND_PATH,
      method: 'GET',
      expectedStatus: 404,
    },
    {
      name: 'ai-agent-proxy',
      label: `ai-agent-proxy, embedded answerer (POST ${API_PATH})`,
      url: serverOrigin + API_PATH,
      method: 'POST',
      body: JSON.stringify(API_QUERY),
      headers: { 'content-type': 'application/json' },
      expectedStatus: 200,
    },
  ]
}
