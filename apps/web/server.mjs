#!/usr/bin/env node
// The storefront in production: Next.js's own request handler behind a plain Node server, only so that
// X-Forwarded-For is honest before Next.js reads it (server/forwarded-for.mjs). `next dev` serves development.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { keepForwardedForFromTrustedProxies, trustedProxies } from './server/forwarded-for.mjs';

const port = Number(process.env.PORT ?? process.env.WEB_PORT ?? 3000);
const trusted = trustedProxies(process.env.WEB_TRUSTED_PROXIES);
const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  keepForwardedForFromTrustedProxies(request.headers, request.socket.remoteAddress, trusted);
  void handle(request, response);
}).listen(port, () => console.log(`Storefront listening on port ${port}`));
