// A page kept in the storefront's cache is one document for every visitor, so it cannot carry a per-request
// CSP nonce (docs/adr/0037). Its inline scripts (Next.js's bootstrap and the page's RSC payload) are allowed
// by their SHA-256 hashes instead, computed from the exact document being sent: a script an attacker manages
// to inject has another hash and does not run. proxy.ts sends such pages a policy without a nonce; this is
// where the hashes are added, since only the server sees the finished body.
import { createHash } from 'node:crypto';

// Next.js escapes '</script' inside its payload strings, so the first closing tag ends the script.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;

/** The CSP hash sources of the inline scripts of `html`, each once, in document order. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(` ${attributes}`) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `hashes` added to its script-src; a policy without script-src is returned unchanged. */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy
    .split(/;\s*/)
    .map((directive) =>
      directive.startsWith('script-src ') ? `${directive} ${hashes.join(' ')}` : directive,
    )
    .join('; ');
}

const cspHeader = 'content-security-policy';

// A kept page is sent again and again with the same ETag, which Next.js derives from the body: its hashes are
// worked out once, and a page whose ETag is known goes out as it is written, unbuffered.
const rememberedPages = 1000;
const hashesByETag = new Map();

function rememberHashes(etag, hashes) {
  if (typeof etag !== 'string') return;
  hashesByETag.delete(etag);
  hashesByETag.set(etag, hashes);
  if (hashesByETag.size > rememberedPages) hashesByETag.delete(hashesByETag.keys().next().value);
}

/** A document whose policy leaves inline scripts to hashes: HTML, under a CSP with a script-src but no nonce. */
function needsHashes(response) {
  const type = String(response.getHeader('content-type') ?? '');
  const policy = response.getHeader(cspHeader);
  return (
    type.startsWith('text/html') &&
    typeof policy === 'string' &&
    policy.includes('script-src ') &&
    !policy.includes("'nonce-")
  );
}

/**
 * A 304 carries no body to hash. A browser keeps the headers of the 200 it revalidates unless the 304 replaces
 * them, and that 200 had the hashes of this very document (same ETag, same body): the 304 goes without a policy
 * rather than replace them with one that allows no inline script.
 */
function keepStoredPolicy(response) {
  const policy = response.getHeader(cspHeader);
  // A 304 names no content type: any policy without a nonce is one that hashes would complete.
  if (response.statusCode === 304 && typeof policy === 'string' && !policy.includes("'nonce-")) {
    response.removeHeader(cspHeader);
  }
}

/**
 * Makes `response` hold back an HTML body whose policy needs hashes until it is complete, then send it with
 * those hashes in its Content-Security-Policy. Any other response passes through untouched and unbuffered.
 */
export function hashInlineScriptsOf(response) {
  const { write, end, writeHead } = response;
  let decided = false;
  let buffering = false;
  const chunks = [];
  let pendingHead = null;

  const decide = () => {
    if (decided) return;
    decided = true;
    keepStoredPolicy(response);
    buffering = response.statusCode !== 304 && needsHashes(response);
    const known = buffering ? hashesByETag.get(response.getHeader('etag')) : undefined;
    if (known !== undefined) {
      response.setHeader(cspHeader, withScriptHashes(String(response.getHeader(cspHeader)), known));
      buffering = false;
    }
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');

  response.writeHead = function deferredWriteHead(status, ...rest) {
    // Headers passed to writeHead count as set before the decision; keep them, send them with the body.
    const headers = rest.find((value) => value !== null && typeof value === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    }
    const message = rest.find((value) => typeof value === 'string');
    response.statusCode = status;
    decide();
    if (!buffering) return writeHead.call(response, status, ...(message ? [message] : []));
    pendingHead = { status, message };
    return response;
  };
  response.write = function bufferedWrite(chunk, encoding, callback) {
    decide();
    if (!buffering) return write.call(response, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  response.end = function hashedEnd(chunk, encoding, callback) {
    decide();
    if (!buffering) return end.call(response, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, encoding));
    }
    const body = Buffer.concat(chunks);
    // From here on everything passes through: compression's end writes the head through writeHead.
    buffering = false;
    const policy = String(response.getHeader(cspHeader));
    const hashes = inlineScriptHashes(body.toString('utf8'));
    rememberHashes(response.getHeader('etag'), hashes);
    response.setHeader(cspHeader, withScriptHashes(policy, hashes));
    if (response.getHeader('content-length') !== undefined) response.setHeader('content-length', body.length);
    if (pendingHead) {
      writeHead.call(response, pendingHead.status, ...(pendingHead.message ? [pendingHead.message] : []));
    }
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    return end.call(response, body, done);
  };
}
