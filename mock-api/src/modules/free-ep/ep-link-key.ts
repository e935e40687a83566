import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/** Where the generated key lives when EP_LINK_SECRET is unset; e2e journeys read it to make an expired link. */
export const epLinkKeyFile = (dataDir: string) => path.join(dataDir, 'secrets', 'ep-link.key');

const isAlreadyThere = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * EP_LINK_SECRET, else a random key made once and kept in DATA_DIR, so links in mail already
 * sent keep working after a restart. `wx` makes the first of two starting processes win.
 */
export async function loadEpLinkKey(config: Pick<Config, 'dataDir' | 'epLinkSecret'>): Promise<string> {
  if (config.epLinkSecret) return config.epLinkSecret;
  const file = epLinkKeyFile(config.dataDir);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return existing.trim();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
