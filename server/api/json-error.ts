import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'

/** The headers of every API response: never cached, never sniffed. */
export const apiHeaders = () => new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })

/** An error answered before tRPC runs, in the same JSON shape tRPC uses for its own errors. */
export function jsonError(httpStatus: number, code: TRPC_ERROR_CODE_KEY, message: string): Response {
  return Response.json(
    { error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus } } },
    { status: httpStatus, headers: apiHeaders() },
  )
}
