import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { problemsOf } from './config-test-problems';

describe('parseConfig: media storage', () => {
  it('keeps media on the local disk unless S3_BUCKET is set', () => {
    expect(parseConfig({}).s3Media).toBeUndefined();
  });

  it('reads an S3-compatible bucket with its endpoint and key pair', () => {
    const config = parseConfig({
      S3_BUCKET: 'panic-squad-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.s3Media).toEqual({
      bucket: 'panic-squad-media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('leaves credentials to the SDK when no keys are given', () => {
    expect(parseConfig({ S3_BUCKET: 'panic-squad-media' }).s3Media).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it('refuses half a key pair and a bad bucket name, without repeating the secret', () => {
    const problems = problemsOf({ S3_BUCKET: 'Bad_Bucket', S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('S3_BUCKET: must be a bucket name');
    expect(problems.join('\n')).toContain('S3_ACCESS_KEY_ID: must be set together with the other S3 key');
    expect(problems.join('\n')).not.toContain('do-not-print-me');
  });
});
