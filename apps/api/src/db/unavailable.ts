/** Errors of the network below a database connection: the server is down, restarting or unreachable. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve: 57P01 admin_shutdown (pg_ctl stop, a failover), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300
 * too_many_connections, and class 08, connection exceptions.
 */
const isUnavailableState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) ||
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300';

/** What node-postgres, pg-pool and PGlite say when there is no connection to run a query on. */
const unavailableMessages = [
  /^timeout exceeded when trying to connect/i, // pg-pool: no connection free or made within the timeout
  /^Connection terminated/i, // the server closed the socket ('… unexpectedly', '… due to connection timeout')
  /not queryable/i, // a client whose connection already failed, or that was closed
  /^Client was closed/i,
  /^Cannot use a pool after calling end/i,
  /^PGlite is closed/i,
];

/**
 * True when `error` means that the database cannot be reached right now (rather than that a query is wrong):
 * such a request is answered 503 with Retry-After, and the next one may well succeed. Drizzle wraps a failed
 * query's error as its `cause`; Node's happy-eyeballs connect gives an AggregateError of every address tried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (networkCodes.has(code) || isUnavailableState(code))) return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
    return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
