import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { parseConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { createLogger } from '../../src/logger';

export interface TestServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** The real app on an ephemeral port, configured from a test environment plus overrides. */
export async function startTestServer(db: DatabaseHandle, env: Record<string, string> = {}): Promise<TestServer> {
  const config = parseConfig({ NODE_ENV: 'test', ...env });
  const app = createApp({ db, config, logger: createLogger(config) });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
