import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed key pair: it refuses another access key (it does not check a V4 signature). */
const S3RVER_KEY = 'S3RVER';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The variables a server needs to keep its media in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) in this process, on a free port, with one empty bucket in a folder of its own. */
export async function startS3Server(bucket = 'panic-squad-media', port = 0): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ps-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
