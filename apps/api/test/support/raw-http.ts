import { connect, type Socket } from 'node:net';

// HTTP/1.1 by hand, for what a client library hides: a request whose body is still on its way, a connection
// that is refused.

export interface RawConnection {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves when the server has closed the connection. */
  ended: Promise<void>;
}

/** A connection to `port` on loopback, once it is established. */
export async function openConnection(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => text, ended };
}

/** Whether a new connection to `port` on loopback is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Resolves once a new connection to `port` is refused, trying every 10 ms. */
export async function untilRefused(port: number): Promise<void> {
  while (!(await connectionRefused(port))) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Status, headers (names lower-cased) and JSON body of the one answer in `raw`. */
export function parseAnswer(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

/** The head of a JSON POST of `body` to `path` as the storefront sends it, and the body's first `sent` bytes. */
export function partialPost(path: string, body: string, frontendKey: string, sent: number): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nX-Frontend-Key: ${frontendKey}\r\n` +
    `Accept-Language: ro\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`
  );
}
