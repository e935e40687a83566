import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every message in the outbox, oldest first, as raw .eml text (quoted-printable soft breaks joined). */
export async function readOutbox(outboxDir: string): Promise<string[]> {
  const files = await readdir(outboxDir).catch(() => []);
  const messages = await Promise.all(files.sort().map((file) => readFile(path.join(outboxDir, file), 'utf8')));
  return messages.map((message) => message.replace(/=\r?\n/g, ''));
}

/**
 * Mail goes out after the response, so wait (up to 5 s) for the messages that match. Replicas each
 * keep an outbox and whichever claims the job sends it: pass every replica's folder.
 */
export async function waitForMail(
  outboxDirs: string | readonly string[],
  matches: (eml: string) => boolean,
  count = 1,
): Promise<string[]> {
  const dirs = typeof outboxDirs === 'string' ? [outboxDirs] : outboxDirs;
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = (await Promise.all(dirs.map(readOutbox))).flat().filter(matches);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
