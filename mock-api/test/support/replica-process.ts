import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { outboxDirOf } from '../../src/platform/mail/mailer';
import { createTestDataDir } from './data-dir';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const BOOT_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ReplicaProcess {
  name: string;
  baseUrl: string;
  outboxDir: string;
  /** What the process wrote to stderr, for a failing test's message. */
  stderr(): string;
  /** SIGTERM, as an orchestrator stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `mock-api/src/index.ts` as `npm start` runs it, in a child process of its own, on a
 * free port with a DATA_DIR of its own; resolves once it answers /api/health/ready.
 * SINGLE_INSTANCE=true waives the shared uploads, mailer and link key a real replica needs
 * (each test reads its replicas' own outboxes); `env` may set them and SINGLE_INSTANCE=false.
 */
export async function startReplica(name: string, env: Record<string, string>): Promise<ReplicaProcess> {
  const data = await createTestDataDir(`ps-replica-${name}-`);
  const { dataDir } = data;
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-api/src/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PREPARE_MEDIA_AT_START: 'false',
      SINGLE_INSTANCE: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica ${name} exited with ${child.exitCode}:\n${stderr}`);
    const healthy = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`replica ${name} did not answer within ${BOOT_TIMEOUT_MS} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    baseUrl,
    outboxDir: outboxDirOf({ dataDir }),
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const code = await exited;
      clearTimeout(timer);
      await data.remove();
      return code;
    },
  };
}
