import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where `npm run build -w @vitrina/admin` writes the back office (apps/admin/dist). */
export const adminDist = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/** What Vite writes as the page's nonce (apps/admin/vite.config.ts); every answer gets a fresh one. */
const noncePlaceholder = '__VITRINA_CSP_NONCE__';

const notBuilt = 'The back office is not built: run npm run build -w @vitrina/admin\n';

/**
 * The back office's own policy instead of the API's deny-all one: its scripts, styles and requests are all
 * same-origin. MUI styles through emotion, which injects <style> tags at run time; they carry this answer's
 * nonce (read from the page's csp-nonce meta tag), so no 'unsafe-inline' is needed for them, and no
 * 'unsafe-eval' for anything.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

async function isFile(root: string, relative: string): Promise<boolean> {
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return false;
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** The app's page, read at each request so a rebuild needs no restart, never cached without asking again. */
async function sendPage(reply: FastifyReply, dist: string) {
  let page: string;
  try {
    page = await readFile(path.join(dist, 'index.html'), 'utf8');
  } catch {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(notBuilt);
  }
  const nonce = randomBytes(16).toString('base64');
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(page.replaceAll(noncePlaceholder, nonce));
}

/**
 * The back office (docs/adr/0016) under /admin/: hashed assets cached for good, other files of the build for a
 * day, and every other path the app's page, whose router takes it from there. /admin/api/* is the API's
 * (modules/admin); a path there that no route answers stays a 404.
 */
export async function registerAdminApp(app: FastifyInstance, dist = adminDist): Promise<void> {
  await app.register(async (scope) => {
    // Only reply.sendFile: the paths are routed below, and the build may appear after the API started.
    await scope.register(fastifyStatic, { serve: false });

    // The API ignores trailing slashes, so this one route answers both /admin and /admin/.
    scope.get('/admin', async (_request, reply) => sendPage(reply, dist));
    scope.get('/admin/*', async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      if (rest === 'api' || rest.startsWith('api/')) return reply.callNotFound();
      if (rest.startsWith('assets/'))
        return reply.sendFile(rest, dist, { immutable: true, maxAge: '365d', cacheControl: true });
      if (rest !== 'index.html' && (await isFile(dist, rest)))
        return reply.sendFile(rest, dist, { maxAge: '1d' });
      return sendPage(reply, dist);
    });
  });
}
