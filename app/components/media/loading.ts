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

/** The attributes an <img> gets from its loading: lazy or eager, high priority or not, decoded off the main thread. */
export const imgLoadingAttributes = (loading: Loading) =>
  ({ loading: loading.lazy ? 'lazy' : 'eager', decoding: 'async', fetchPriority: loading.high ? 'high' : 'auto' }) as const
