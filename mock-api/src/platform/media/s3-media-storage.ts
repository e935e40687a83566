import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../../config-media';
import { contentTypeOfFile } from './media-names';
import type { MediaStorage } from './media-storage';

/** Objects in one bucket of AWS S3 or an S3-compatible service; every replica sees the same files. */
export function createS3MediaStorage(config: S3MediaConfig): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;
  return {
    async put(key, { bytes, contentType }) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: contentTypeOfFile(key) };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
