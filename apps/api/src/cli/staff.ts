import { parseArgs } from 'node:util';
import { read } from 'read';
import { type Config, ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { staffCliHeader } from '../modules/admin/internal-routes';
import {
  type CommandResult,
  runStaffCommand,
  type StaffCommand,
  staffCommand,
} from '../modules/admin/staff-command';
import { persistedSecret } from '../modules/auth/secret';

// npm run staff -- add --email owner@example.md --role admin [--name "Ion Popescu"]
// npm run staff -- reset --email …   |   disable --email …   |   enable --email …   |   list
//
// The password is asked on the terminal without echo, or taken from STAFF_PASSWORD (for scripts); it is never
// printed or logged. With the embedded database (no DATABASE_URL) only one process may open it: when the API is
// running, the command asks it over loopback with the secret kept in DATA_DIR; otherwise it opens it itself.

const usage = `Usage:
  npm run staff -- add --email <e-mail> --role admin|manager|editor [--name <name>]
  npm run staff -- reset --email <e-mail>
  npm run staff -- disable --email <e-mail>
  npm run staff -- enable --email <e-mail>
  npm run staff -- list
The password is asked for, or taken from STAFF_PASSWORD.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function password(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail('No terminal to ask the password on: set STAFF_PASSWORD.');
  const first = await read({ prompt: 'Password (12 characters or more): ', silent: true, replace: '*' });
  const again = await read({ prompt: 'The same password again: ', silent: true, replace: '*' });
  if (first !== again) fail('The two passwords differ.');
  return first;
}

async function command(): Promise<StaffCommand> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const action = positionals[0];
  const needsPassword = action === 'add' || action === 'reset';
  const parsed = staffCommand.safeParse({
    action,
    ...values,
    ...(needsPassword ? { password: await password() } : {}),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'action'}: ${issue.message}`,
    );
    fail(`${problems.join('\n')}\n\n${usage}`);
  }
  return parsed.data;
}

/** Asks the running API; undefined when nothing listens on its port. */
async function askApi(config: Config, sent: StaffCommand): Promise<CommandResult | undefined> {
  const secret = await persistedSecret(config.dataDir, 'staff-cli-secret');
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/admin/internal/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [staffCliHeader]: secret },
      body: JSON.stringify(sent),
    });
    const body = (await response.json()) as Partial<CommandResult> & Record<string, unknown>;
    if (typeof body.message === 'string') return { ok: body.ok === true, message: body.message };
    return {
      ok: false,
      message: `The API refused the command (${response.status}): ${JSON.stringify(body)}`,
    };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

async function main() {
  const sent = await command();
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  let result = config.databaseUrl ? undefined : await askApi(config, sent);
  if (result === undefined) {
    const database = await openDatabase(config);
    try {
      await migrate(database);
      result = await runStaffCommand(database, sent);
    } finally {
      await database.close();
    }
  }
  if (!result.ok) fail(result.message);
  console.log(result.message);
  if (sent.action === 'add') console.log(`Sign in at ${config.apiPublicUrl}/admin/`);
}

await main();
