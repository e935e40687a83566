import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxTemplate, renderTemplate } from './deploy-files';
import { waitForHealth } from './wait-for-health';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 15_000;

export interface Upstream {
  /** The replica's own port. */
  port: number;
  /** The loopback port on which nginx reaches this replica alone. */
  pinnedPort: number;
}

export interface NginxProcess {
  url: string;
  /** What nginx wrote to its error log, for a failing run's message. */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** nginx in the foreground with deploy/nginx.conf.template rendered into a folder of its own; no root paths. */
export async function startNginx(listenPort: number, upstreams: Upstream[]): Promise<NginxProcess> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'ps-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user that must reach the body buffers here.
  await chmod(prefix, 0o755);
  const runDir = path.join(prefix, 'run');
  const logDir = path.join(prefix, 'log');
  await Promise.all([mkdir(runDir), mkdir(logDir)]);
  const config = renderTemplate(await nginxTemplate(), {
    RUN_DIR: runDir,
    LOG_DIR: logDir,
    LISTEN: `127.0.0.1:${listenPort}`,
    SERVERS: upstreams.map(({ port }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'),
    PINNED_SERVERS: upstreams
      .map(
        ({ port, pinnedPort }) =>
          `  server { listen 127.0.0.1:${pinnedPort}; location / { proxy_pass http://127.0.0.1:${port}; } }`,
      )
      .join('\n'),
  });
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const errorLogFile = path.join(logDir, 'error.log');
  const child = spawn(NGINX, ['-p', prefix, '-e', errorLogFile, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });
  const errorLog = async () => `${stderr}${await readFile(errorLogFile, 'utf8').catch(() => '')}`;
  const stop = async () => {
    if (!spawnError && child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${listenPort}`;
  const exitedWith = () => spawnError?.message ?? (child.exitCode === null ? undefined : String(child.exitCode));
  try {
    await waitForHealth(url, exitedWith, READY_TIMEOUT_MS);
  } catch (error) {
    const log = await errorLog();
    await stop();
    throw new Error(`nginx: ${(error as Error).message}\n${log}`);
  }
  return { url, errorLog, stop };
}
