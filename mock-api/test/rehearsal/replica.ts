import path from 'node:path';
import { spawnCommand, type ServerProcess } from '../support/server-process';
import { replicaUnitCommand } from './deploy-files';
import { waitForHealth } from './wait-for-health';

const BOOT_TIMEOUT_MS = 60_000;

export interface Replica {
  name: string;
  /** The replica's own address, which only nginx uses. */
  directUrl: string;
  /** nginx's loopback port for this replica alone (the proxy's settings, no balancing). */
  pinnedUrl: string;
  dataDir: string;
  /** Its stdout and stderr since the last start. */
  output(): string;
  /** Starts it (again) as systemd would, and resolves once it is healthy. */
  start(): Promise<void>;
  /** SIGKILL, as a machine that dies: no shutdown runs. */
  kill(): Promise<void>;
  /** SIGTERM, as systemd stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** One instance of deploy/panic-squad-api@.service: the compiled API on its port, with its own DATA_DIR. */
export function defineReplica(
  name: string,
  ports: { port: number; pinnedPort: number },
  stateDirectory: string,
  sharedEnv: Record<string, string>,
): Replica {
  const directUrl = `http://127.0.0.1:${ports.port}`;
  let server: ServerProcess | undefined;
  const ended = () => !server || server.child.exitCode !== null || server.child.signalCode !== null;
  return {
    name,
    directUrl,
    pinnedUrl: `http://127.0.0.1:${ports.pinnedPort}`,
    dataDir: path.join(stateDirectory, 'panic-squad', String(ports.port)),
    output: () => server?.output() ?? '',
    async start() {
      const unit = await replicaUnitCommand(String(ports.port), stateDirectory);
      const started = spawnCommand(process.execPath, unit.args, { ...unit.env, ...sharedEnv });
      server = started;
      const exitedWith = () => (started.child.exitCode === null ? undefined : String(started.child.exitCode));
      await waitForHealth(directUrl, exitedWith, BOOT_TIMEOUT_MS).catch((error: Error) => {
        throw new Error(`replica ${name}: ${error.message}\n${started.output()}`);
      });
    },
    async kill() {
      if (ended()) return;
      server?.child.kill('SIGKILL');
      await server?.exited;
    },
    async stop() {
      if (ended()) return server?.child.exitCode ?? null;
      server?.child.kill('SIGTERM');
      return (await server?.exited) ?? null;
    },
  };
}
