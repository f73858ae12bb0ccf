import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key tokens are signed with when AUTH_SECRET is unset: made once, kept in the data folder (readable by
 * its owner only), so a restart keeps everyone signed in. Several API processes need AUTH_SECRET or a shared
 * DATA_DIR.
 */
export async function persistedSecret(dataDir: string, name = 'auth-secret'): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': two processes starting at once do not overwrite each other's secret; the loser reads the winner's.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // The winner may still be writing: wait for a whole secret.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const kept = (await readFile(file, 'utf8')).trim();
      if (kept.length >= 32) return kept;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${file} holds no secret of 32 characters or more`);
  }
}
