/**
 * How an image loads. `priority` is for the page's LCP image only (eager, fetchpriority=high);
 * `eager` for the others in the first screen; everything else is lazy.
 */
export type Priority = 'priority' | 'eager' | 'lazy'
export type Loading = { lazy: boolean; high: boolean }

export const loadingFor = (priority: Priority | boolean | undefined): Loading => {
  const p = priority === true ? 'priority' : priority === false || priority === undefined ? 'lazy' : priority
  return { lazy: p === 'lazy', high: p === 'priority' }
}
