import { z } from 'zod';

/* Where uploaded images are kept, spread into config.ts's one schema. */

export const mediaEnvShape = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as panic-squad-media')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region such as eu-central-1')
    .default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:9000' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
};

type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

export interface S3MediaConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, ...); unset is AWS itself. Addressed by path when set. */
  endpoint: string | undefined;
  /** Both or neither; neither uses the SDK's own credential chain (instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Keys come in pairs: half a key pair is a typo that would otherwise surface at the first upload. */
export function requireS3KeyPair(env: MediaEnv, context: z.RefinementCtx): void {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'must be set together with the other S3 key',
    });
  }
}

/** Unset S3_BUCKET keeps media on the local disk under DATA_DIR/media. */
export function s3MediaConfigFrom(env: MediaEnv): S3MediaConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
