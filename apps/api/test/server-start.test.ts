import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent-vitrina-test', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

describe('starting with a setting that makes no sense', () => {
  it('stops on a port that is not a number with one line and exit code 1', () => {
    const { status, stderr } = start({ API_PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe('Configuration error: API_PORT must be a port number (1-65535), got "abc"');
  });

  it('stops on a public PUBLIC_ORIGIN that would take payments in the sandbox unasked', () => {
    const { status, stderr } = start({ PUBLIC_ORIGIN: 'https://ferestre.md' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'Configuration error: PAYMENT_PROVIDER must be set when PUBLIC_ORIGIN (https://ferestre.md) is not a ' +
        "local address: maib (with the bank's keys), or sandbox to take test payments that move no money",
    );
  });

  it('stops on an unreachable DATABASE_URL with one line naming it', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://nobody:pw@127.0.0.1:1/nothing' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Configuration error: DATABASE_URL is unreachable \(postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/nothing\)/,
    );
  });
});
