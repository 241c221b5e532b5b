/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string
    method?: string
    body?: string
    headers?: Record<string, string>
    connections?: number
    pipelining?: number
    duration?: number
    workers?: number
    timeout?: number
  }
  interface Histogram {
    average: number
    p99: number
  }
  interface Result {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): PromiseLike<Result>
  export default autocannon
}
