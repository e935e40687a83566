import { randomBytes } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaConfigFrom } from '../src/config-media';
import { mediaFileName, newMediaId } from '../src/platform/media/media-names';
import type { MediaStorage } from '../src/platform/media/media-storage';
import { createS3MediaStorage } from '../src/platform/media/s3-media-storage';
import { startS3Server, type S3Server } from './support/s3-server';

/*
 * The S3 media storage against a real S3-compatible server (s3rver: S3's wire protocol and errors; it checks
 * the access key but not a V4 signature), configured from the variables an operator sets.
 */
describe('S3 media storage against an S3-compatible server', () => {
  let s3: S3Server;
  let storage: MediaStorage;
  /** Reads an object as stored, past the storage's own code. */
  let rawObject: (key: string) => Promise<{ contentType: string | undefined; bytes: Buffer }>;

  beforeAll(async () => {
    s3 = await startS3Server();
    const config = s3MediaConfigFrom({ S3_REGION: 'us-east-1', ...s3.env });
    if (!config) throw new Error('S3_BUCKET was not taken');
    storage = createS3MediaStorage(config);
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: true,
      credentials: config.credentials,
    });
    rawObject = async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return {
        contentType: answer.ContentType,
        bytes: Buffer.from((await answer.Body?.transformToByteArray()) ?? []),
      };
    };
  });

  afterAll(async () => {
    await s3?.close();
  });

  const keyOf = (format: 'jpeg' | 'png' | 'webp') => mediaFileName(newMediaId(), 'full', format);

  it('stores the bytes under the key with their content type, and reads the same bytes back', async () => {
    const key = keyOf('webp');
    const bytes = randomBytes(64 * 1024);
    await storage.put(key, { bytes, contentType: 'image/webp' });
    expect(await rawObject(key)).toEqual({ contentType: 'image/webp', bytes });
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'image/webp' });
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('answers a stored %s file with %s', async (format, contentType) => {
    const key = keyOf(format);
    await storage.put(key, { bytes: Buffer.from(format), contentType });
    expect((await rawObject(key)).contentType).toBe(contentType);
    expect((await storage.get(key))?.contentType).toBe(contentType);
  });

  it('answers undefined for a key that was never stored', async () => {
    expect(await storage.get(keyOf('jpeg'))).toBeUndefined();
  });

  it('removes an object, after which it is missing; removing it again is no error', async () => {
    const key = keyOf('png');
    await storage.put(key, { bytes: Buffer.from('picture'), contentType: 'image/png' });
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('replaces the bytes when a key is stored twice', async () => {
    const key = keyOf('jpeg');
    await storage.put(key, { bytes: Buffer.from('first'), contentType: 'image/jpeg' });
    await storage.put(key, { bytes: Buffer.from('second'), contentType: 'image/jpeg' });
    expect((await storage.get(key))?.bytes.toString()).toBe('second');
  });

  it('fails loudly, not as a missing image, when the bucket refuses the credentials', async () => {
    const wrongKeys = createS3MediaStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrongKeys.get(keyOf('webp'))).rejects.toThrow(/Access Key Id/);
  });
});
