// A kept page is the same document for every visitor (docs/adr/0037), yet Next.js answered each request for it
// by running the proxy, routing, hashing the 160 KB body for its ETag and compressing it again: a category page
// served 0.15 of a bare Next.js page's requests per second (issue 19). This process keeps the finished answer
// of such a page, headers (with its script hashes) and body already gzipped and brotli-compressed, and sends it
// itself until the page's shared lifetime (s-maxage) runs out or a publish revalidates the storefront
// (docs/adr/0053). Each process keeps its own copies: it is a cache, never needed by another process.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers that belong to one answer on one connection, never to a stored copy. */
const perAnswerHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Next.js's own marks of a page served from its cache (HIT) or rendered into it just now (MISS); a STALE copy
 * is being rendered again and is not kept, and a page rendered per request (search, a list's later pages, a
 * 404) carries no mark at all.
 */
const keptMarks = new Set(['HIT', 'MISS']);

const encodings = ['br', 'gzip', 'identity'];

/** Seconds a shared cache may keep the answer, from its Cache-Control; 0 when it names none. */
export function sharedLifetimeSeconds(cacheControl) {
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(String(cacheControl ?? ''));
  return match ? Number(match[1]) : 0;
}

/** The request headers the answer varies on, besides the encoding this cache chooses itself. */
function varyingHeaders(vary) {
  return String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'accept-encoding');
}

/** Whether `response`, as it stands when its body is written, is a kept page a stored copy may answer for. */
function isKeptPage(response) {
  return (
    response.statusCode === 200 &&
    String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
    keptMarks.has(String(response.getHeader('x-nextjs-cache'))) &&
    sharedLifetimeSeconds(response.getHeader('cache-control')) > 0 &&
    response.getHeader('set-cookie') === undefined
  );
}

function storedHeaders(response) {
  const headers = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!perAnswerHeaders.has(name)) headers[name] = value;
  }
  return headers;
}

/**
 * @param {{ maxBytes?: number, clock?: { now: () => number } }} [options] the most bytes of bodies (all
 *   encodings) kept at once; the clock lifetimes are counted on (milliseconds), `performance` unless a test's
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, clock } = {}) {
  const pages = new LRUCache({
    maxSize: maxBytes,
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length,
  });
  // Bumped by every revalidation: a page rendered before it must not be stored after it.
  let generation = 0;

  async function store(url, response, body, renderedIn) {
    const headers = storedHeaders(response);
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    if (renderedIn !== generation) return;
    const page = {
      headers,
      etag: headers.etag,
      varyOn: varyingHeaders(headers.vary),
      bodies: { identity: body, gzip: gzipped, br: brotli },
    };
    pages.set(url, page, { ttl: sharedLifetimeSeconds(headers['cache-control']) * 1000 });
  }

  return {
    /** Answers `request` from a stored copy and says true, or says false and leaves it untouched. */
    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const page = pages.get(request.url);
      if (page === undefined || page.varyOn.some((name) => request.headers[name] !== undefined)) return false;
      if (page.etag !== undefined && fresh(request.headers, { etag: page.etag })) {
        // As for a 304 of Next.js's own (server/inline-script-hashes.mjs): no policy, the browser keeps the
        // one that came with the body.
        response.writeHead(304, {
          etag: page.etag,
          'cache-control': page.headers['cache-control'],
          vary: page.headers.vary,
        });
        response.end();
        return true;
      }
      const encoding = new Negotiator(request).encoding(encodings, ['br', 'gzip']) ?? 'identity';
      const body = page.bodies[encoding];
      response.writeHead(200, {
        ...page.headers,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },

    /**
     * Watches the answer Next.js writes to `request` and, if it is a kept page, stores it once it is sent.
     * Patched last, so it sees the body as Next.js wrote it and the headers as they finally went out.
     */
    capture(request, response) {
      if (request.method !== 'GET') return;
      const url = request.url;
      const renderedIn = generation;
      const { write, end } = response;
      let keeping;
      const chunks = [];
      const keep = (chunk, encoding) => {
        keeping ??= isKeptPage(response);
        if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
        );
      };
      response.write = function capturedWrite(chunk, encoding, callback) {
        keep(chunk, encoding);
        return write.call(response, chunk, encoding, callback);
      };
      response.end = function capturedEnd(chunk, encoding, callback) {
        keep(chunk, encoding);
        const result = end.call(response, chunk, encoding, callback);
        const varyOn = varyingHeaders(response.getHeader('vary'));
        if (keeping && !varyOn.some((name) => request.headers[name] !== undefined)) {
          void store(url, response, Buffer.concat(chunks), renderedIn).catch(() => {
            // Not kept: the next request renders it through Next.js, as before.
          });
        }
        return result;
      };
    },

    /** Drops every stored page, and any being stored: the storefront's data changed. */
    clear() {
      generation += 1;
      pages.clear();
    },
  };
}

/** Clears `pages` once `request` turns out to be an accepted revalidation (app/api/revalidate). */
export function clearOnRevalidation(pages, revalidationPath, request, response) {
  if (request.method !== 'POST' || request.url.split('?')[0] !== revalidationPath) return;
  response.on('finish', () => {
    if (response.statusCode >= 200 && response.statusCode < 300) pages.clear();
  });
}
