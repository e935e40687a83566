import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = path.join(import.meta.dirname, 'upload-source-maps.mjs');

interface Received {
  method: string;
  url: string;
  authorization: string;
  body: string;
}

describe('upload-source-maps', () => {
  let root: string;
  let server: Server;
  let received: Received[];
  let answer: number;

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ps-maps-'));
    const dist = path.join(root, 'shell', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'build-id.txt'), 'b1234\n');
    await writeFile(path.join(dist, 'main.5f2c.js'), 'console.log(1);\n');
    await writeFile(path.join(dist, 'main.5f2c.js.map'), '{"version":3,"sources":["main.tsx"]}');
    received = [];
    answer = 201;
    server = createServer((req, res) => {
      void readBody(req).then((body) => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          body,
        });
        res.writeHead(answer).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const upload = (env: Record<string, string>) =>
    run(process.execPath, [SCRIPT, root], { env: { PATH: process.env.PATH ?? '', ...env } });

  const sentry = () => ({
    SENTRY_AUTH_TOKEN: 'token-for-test',
    SENTRY_ORG: 'band',
    SENTRY_PROJECT: 'site',
    SENTRY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });

  it('when Sentry is not configured, then it says it skipped and sends nothing', async () => {
    const { stdout } = await upload({});
    expect(stdout).toContain('skipped');
    expect(received).toHaveLength(0);
  });

  it("when configured, then it creates the app's release by build id and uploads each script with its hidden map", async () => {
    const { stdout } = await upload(sentry());
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/0/organizations/band/releases/',
      `POST /api/0/organizations/band/releases/${encodeURIComponent('panic-squad-shell@b1234')}/files/`,
      `POST /api/0/organizations/band/releases/${encodeURIComponent('panic-squad-shell@b1234')}/files/`,
    ]);
    expect(received.every(({ authorization }) => authorization === 'Bearer token-for-test')).toBe(true);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ version: 'panic-squad-shell@b1234', projects: ['site'] });
    const [script, map] = [received[1]?.body ?? '', received[2]?.body ?? ''];
    expect(script).toContain('~/main.5f2c.js');
    expect(script).toContain('Sourcemap:main.5f2c.js.map');
    expect(map).toContain('~/main.5f2c.js.map');
    expect(map).toContain('"sources":["main.tsx"]');
    expect(stdout).toContain('1 maps uploaded');
  });

  it('when the server refuses, then the build step fails naming the call', async () => {
    answer = 401;
    await expect(upload(sentry())).rejects.toThrow(/POST \/releases\/: 401/);
  });
});
