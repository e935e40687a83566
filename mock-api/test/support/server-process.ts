import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const LISTENING = /listening on http:\/\/[^:]+:(\d+)/;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the output once it matches, rejects if the process exits first or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Runs a command from the repository root as the production server would run, with `env` on top.
 * `detached` puts it in a process group of its own, as a terminal does with a foreground job.
 */
export function spawnCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  { detached = false } = {},
): ServerProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      listeners.forEach((listener) => listener());
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          finish();
          resolve(output);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (!listeners.has(check)) return;
          finish();
          reject(new Error(`exited before ${pattern}; output:\n${output}`));
        });
        check();
      });
    },
  };
}

/** The API as `node --import tsx mock-api/src/index.ts` runs it. */
/** Media preparation is off unless a test asks for it: 22 encodings per start would crowd the suite's CPU. */
export const spawnApi = (env: Record<string, string>) =>
  spawnCommand(process.execPath, ['--import', 'tsx', 'mock-api/src/index.ts'], {
    PREPARE_MEDIA_AT_START: 'false',
    ...env,
  });

/** Waits until the process says it listens (a first start migrates and seeds first); resolves with its base URL. */
export async function listeningUrl(server: ServerProcess, timeoutMs?: number): Promise<string> {
  const port = LISTENING.exec(await server.waitForOutput(LISTENING, timeoutMs))?.[1];
  return `http://127.0.0.1:${port}`;
}

/** Stops a process that may still run, and waits for it. */
export async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
