// The HAProxy configuration `npm run cluster` writes (docs/adr/0023): two front doors, one for the storefront and
// one for the API, each balancing round-robin over two processes. No stickiness: any process can serve any
// request, because everything a request needs is in PostgreSQL or Redis.

/**
 * Health checks every second: a process failing two in a row is out, two passes bring it back. The API is
 * checked on /health/ready (it answers 503 without its database, ADR 0019); the storefront on /robots.txt, a
 * page Next.js renders per request without asking the API.
 */
const check = 'check inter 1s fall 2 rise 2';

export function haproxyConfig({ host, webPort, apiPort, webPorts, apiPorts }) {
  const servers = (name, ports) =>
    ports.map((port, index) => `  server ${name}-${index + 1} ${host}:${port} ${check}`).join('\n');
  return `# Written by scripts/cluster.mjs at every start: edit scripts/lib/haproxy-config.mjs instead.
# HAProxy runs in the foreground (-db): it prints servers going down and coming back, not every request.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check 2s
  # A request whose process died is sent to the other one: at once when the connection was refused, and for
  # GET and HEAD also when the process closed the connection without an answer. Anything else is never sent
  # twice by HAProxy; the client decides (an order's creation is idempotent per cart, ADR 0013).
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend storefront
  bind ${host}:${webPort}
  # The visitor's address, for the storefront to pass on to the API (server.mjs trusts HAProxy only).
  option forwardfor
  default_backend storefronts

backend storefronts
  balance roundrobin
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  option httpchk
  http-check send meth GET uri /robots.txt
  http-check expect status 200
${servers('web', webPorts)}

frontend api
  bind ${host}:${apiPort}
  option forwardfor
  default_backend apis

backend apis
  balance roundrobin
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  option httpchk
  http-check send meth GET uri /health/ready
  http-check expect status 200
${servers('api', apiPorts)}
`;
}
