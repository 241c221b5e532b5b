import { connect, type Socket } from 'node:net'

export interface RawConnection {
  /** The socket itself, for writing at a pace of one's own. */
  socket: Socket
  write(text: string): void
  /** Everything the server sent so far, as text. */
  received(): string
  /** Resolves when the server (or we) closed the connection. */
  closed: Promise<void>
  destroy(): void
}

/** A plain TCP connection to the server: the request goes out byte for byte, nothing is added (no Host, no Connection). */
export async function rawConnection(baseUrl: string): Promise<RawConnection> {
  const { port } = new URL(baseUrl)
  const socket = connect(Number(port), '127.0.0.1')
  let received = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return { socket, write: (text) => void socket.write(text), received: () => received, closed, destroy: () => socket.destroy() }
}

/** Sends `request` on a fresh connection and returns all the server sent once it closed the connection. */
export async function exchange(baseUrl: string, request: string): Promise<string> {
  const connection = await rawConnection(baseUrl)
  connection.write(request)
  await connection.closed
  return connection.received()
}

/** The status lines in what a connection received: one per response. */
export const statusLines = (text: string) => text.match(/HTTP\/1\.[01] \d{3}[^\r\n]*/g) ?? []
