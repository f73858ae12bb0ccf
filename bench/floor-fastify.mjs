// The floor the API's cached answers are measured against (issue 19, docs/adr/0035-cached-answers-are-sent-prepared.md):
// bare Fastify routes, the same Fastify as apps/api, with no plugin, hook or logger. Each answers, at the API's
// own path, the exact bytes the API answered there, as a prepared Buffer — the cheapest way Fastify can send
// them — so that the ratio measures what the API adds on top of sending its answer, not the size of the answer.
// `/ok` answers `{"ok":true}`, for a figure with no body to speak of.
// Usage: node bench/floor-fastify.mjs <port> <answers.json>, the JSON being {"<path>": "<body>", …}.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, answersFile] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
const app = Fastify({ logger: false });
app.get('/ok', async () => ({ ok: true }));
for (const [path, body] of Object.entries(answers)) {
  const bytes = Buffer.from(body);
  app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
