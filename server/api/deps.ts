import type { ApiDeps } from '../context.ts'
import { selectAnswerer } from '../ai/select-answerer.ts'
import { readApiConfig } from './config.ts'
import { jsonLogger } from './logger.ts'
import { processLimiter } from './process-state.ts'
import { createRequestLimiter } from './rate-limit.ts'

type Env = Record<string, string | undefined>

/** Everything the API needs, from the environment: answerer, limiter (memory or Redis), logger. */
export function buildDeps(env: Env = process.env, overrides: Partial<ApiDeps> = {}): ApiDeps {
  const config = readApiConfig(env)
  return {
    ...selectAnswerer(env),
    limiter: overrides.limiter ?? createRequestLimiter(config.rateLimit, config.redisUrl, { redis: config.redis }),
    logger: jsonLogger,
    trustProxy: config.trustProxy,
    proxyHeader: config.proxyHeader,
    ipv6Prefix: config.ipv6Prefix,
    maxBodyBytes: config.maxBodyBytes,
    bodyTimeoutMs: config.bodyTimeoutMs,
    deadlineMs: config.deadlineMs,
    siteOrigin: siteOriginOf(env.SITE_URL),
    ...overrides,
  }
}

const siteOriginOf = (value: string | undefined) => {
  try {
    return value?.trim() ? new URL(value.trim()).origin : undefined
  } catch {
    return undefined
  }
}

let deps: ApiDeps | undefined

/**
 * Built once per process on first use; derived from the environment, never changed after. The
 * limiter is the process's one (process-state.ts), which the production server made at start-up.
 */
export function defaultDeps(): ApiDeps {
  deps ??= buildDeps(process.env, { limiter: processLimiter() })
  return deps
}
