import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnApi, stop, type ServerProcess } from './support/server-process';

/** A first start creates and seeds the embedded database, then encodes 22 sketches: slow on a busy machine. */
const PREPARED_WITHIN_MS = 400_000;
const PREPARED = /"previews":(\d+),"ms":\d+,"msg":"media prepared"/;

describe('media prepared at start', { timeout: PREPARED_WITHIN_MS + 30_000 }, () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await stop(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('when the API starts, then every preview is encoded and the free EP built before anyone asks', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-media-'));
    server = spawnApi({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', PREPARE_MEDIA_AT_START: 'true' });
    await server.waitForOutput(/listening on/, PREPARED_WITHIN_MS);
    const url = await listeningUrl(server);

    const output = await server.waitForOutput(PREPARED, PREPARED_WITHIN_MS);
    expect(Number(PREPARED.exec(output)?.[1])).toBe(22);
    // Nobody asked for a preview or the EP: the start did the work.
    expect(output).not.toMatch(/"url":"\/api\/(audio|free-ep)\//);
    expect(await readdir(path.join(dataDir, 'free-ep'))).toEqual([expect.stringMatching(/\.zip$/)]);

    const preview = await fetch(`${url}/api/audio/previews/my-space-01`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('audio/mpeg');
  });
});
