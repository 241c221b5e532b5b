/** Limits on what one client may hold on the production server; every value can be set from the environment. */
export interface ServerLimits {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeoutMs: number
  /** The whole request, body included, must arrive within this (a dribbled body). */
  requestTimeoutMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** Open connections one client may hold; 0 means no cap (behind a proxy every connection is the proxy's). */
  maxConnectionsPerClient: number
  /** An IPv6 client is its prefix of this length, as for the rate limit (RATE_LIMIT_IPV6_PREFIX). */
  ipv6Prefix: number
  /** In-flight requests get this long to finish after SIGTERM/SIGINT before connections are cut. */
  shutdownGraceMs: number
  /**
   * Before that, the server keeps accepting for this long while /healthz answers 503, so a load
   * balancer that probes it stops sending before the port closes (0: close the port at once).
   */
  shutdownDrainMs: number
}

type Env = Record<string, string | undefined>

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value?.trim() && Number.isInteger(n) && n >= 0 ? n : fallback
}

export function readServerLimits(env: Env = process.env): ServerLimits {
  const behindProxy = /^([1-9]\d*|true|yes|on)$/i.test(env.TRUST_PROXY?.trim() ?? '')
  const headersTimeoutMs = Math.max(1, positiveInt(env.HEADERS_TIMEOUT_MS, 5_000))
  return {
    headersTimeoutMs,
    // Node refuses a request timeout shorter than the headers timeout.
    requestTimeoutMs: Math.max(headersTimeoutMs, positiveInt(env.REQUEST_TIMEOUT_MS, 10_000)),
    keepAliveTimeoutMs: Math.max(1, positiveInt(env.KEEP_ALIVE_TIMEOUT_MS, 5_000)),
    maxConnectionsPerClient: positiveInt(env.MAX_CONNECTIONS_PER_CLIENT, behindProxy ? 0 : 64),
    ipv6Prefix: Math.min(128, Math.max(1, positiveInt(env.RATE_LIMIT_IPV6_PREFIX, 64))),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 5_000),
    shutdownDrainMs: positiveInt(env.SHUTDOWN_DRAIN_MS, 0),
  }
}
