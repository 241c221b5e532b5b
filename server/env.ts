import { z } from 'zod'

/**
 * Every environment variable the site reads, each with its default and its rule, parsed once.
 * A blank value counts as unset. Numbers are whole numbers within their stated range; 0 is a value
 * like any other, accepted only where it means "none", never read as "use the default".
 * An invalid value stops the process at start-up: its name and what is allowed go to stderr.
 */

/** The longest delay Node's timers keep (2^31 - 1 ms); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2_147_483_647

const wholeNumber = (min: number, max = LONGEST_TIMER_MS) =>
  z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, `a whole number from ${min} to ${max}`)
    .transform(Number)

const YES = ['true', 'yes', 'on', '1']
const NO = ['false', 'no', 'off', '0']

const flag = z
  .string()
  .toLowerCase()
  .refine((text) => YES.includes(text) || NO.includes(text), `one of ${[...YES, ...NO].join(', ')}`)
  .transform((text) => YES.includes(text))

/** Express's meaning: how many proxies we run in front of the server. Never "trust every hop". */
const MAX_PROXIES = 32
const proxyCount = z
  .string()
  .toLowerCase()
  .refine(
    (text) => (/^\d+$/.test(text) ? Number(text) <= MAX_PROXIES : YES.includes(text) || NO.includes(text)),
    `a whole number from 0 to ${MAX_PROXIES} (the proxies in front of the server), or true/yes/on for one, false/no/off for none`,
  )
  .transform((text) => (/^\d+$/.test(text) ? Number(text) : YES.includes(text) ? 1 : 0))

const oneOf = <const T extends string>(...choices: T[]) =>
  z
    .string()
    .toLowerCase()
    .refine((text) => (choices as string[]).includes(text), `one of ${choices.join(', ')}`)
    .transform((text) => text as T)

const url = (...protocols: string[]) =>
  z.string().refine(
    (text) => {
      try {
        return protocols.includes(new URL(text).protocol)
      } catch {
        return false
      }
    },
    `a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
  )

const text = z.string()

const variables = z.object({
  PORT: wholeNumber(0, 65_535).default(3000),
  HOST: text.default('localhost'),
  DIST_DIR: text.optional(),
  SITE_URL: url('http:', 'https:').optional(),

  ANTHROPIC_API_KEY: text.optional(),
  ANTHROPIC_MODEL: text.default('claude-haiku-4-5'),
  ANTHROPIC_BASE_URL: url('http:', 'https:').optional(),
  ANTHROPIC_DEADLINE_MS: wholeNumber(1).default(8_000),
  API_DEADLINE_MS: wholeNumber(1).default(10_000),

  RATE_LIMIT_POINTS: wholeNumber(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1).default(60),
  RATE_LIMIT_BURST_POINTS: wholeNumber(0).default(5),
  RATE_LIMIT_BURST_WINDOW_SECONDS: wholeNumber(1).default(600),
  RATE_LIMIT_MAX_CLIENTS: wholeNumber(1).default(10_000),
  RATE_LIMIT_IPV6_PREFIX: wholeNumber(1, 128).default(64),
  REDIS_URL: url('redis:', 'rediss:').optional(),
  REDIS_COMMAND_TIMEOUT_MS: wholeNumber(1).default(500),
  REDIS_CONNECT_TIMEOUT_MS: wholeNumber(1).default(2_000),
  TRUST_PROXY: proxyCount.default(0),
  TRUST_PROXY_HEADER: oneOf('auto', 'x-forwarded-for', 'forwarded').default('auto'),

  HEADERS_TIMEOUT_MS: wholeNumber(1).default(5_000),
  REQUEST_TIMEOUT_MS: wholeNumber(1).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1).default(5_000),
  MAX_CONNECTIONS_PER_CLIENT: wholeNumber(0).optional(),
  SHUTDOWN_GRACE_MS: wholeNumber(0).default(5_000),
  SHUTDOWN_DRAIN_MS: wholeNumber(0).default(0),

  PHOTOS_DIR: text.optional(),
  BUILD_OUT_DIR: text.default('dist'),
  SOURCE_DATE_EPOCH: wholeNumber(0, 253_402_300_799).optional(),
  NO_PRERENDER: flag.default(false),
})

const schema = variables.transform((env) => ({
  ...env,
  // Node refuses a request timeout shorter than the headers timeout.
  REQUEST_TIMEOUT_MS: Math.max(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
  // Behind a proxy every connection comes from the proxy: no cap unless one is asked for.
  MAX_CONNECTIONS_PER_CLIENT: env.MAX_CONNECTIONS_PER_CLIENT ?? (env.TRUST_PROXY > 0 ? 0 : 64),
}))

export type Env = z.output<typeof schema>

export class EnvError extends Error {
  override readonly name = 'EnvError'
}

/** The environment `source` describes, or an EnvError naming each variable that is wrong and what it allows. */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const given: Record<string, string> = {}
  for (const name of Object.keys(variables.shape)) {
    const value = source[name]?.trim()
    if (value) given[name] = value
  }
  const result = schema.safeParse(given)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} must be ${issue.message}`)
  throw new EnvError(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
}

function parseProcessEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

/** The process's environment, read at start-up. */
export const env: Env = parseProcessEnv()

/** What an empty environment reads as: the defaults of settings a caller leaves out. */
export const defaults: Env = parseEnv({})
