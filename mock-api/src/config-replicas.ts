import { z } from 'zod';

/* What a replica on a shared PostgreSQL must share with the others, spread into config.ts's one schema. */

export const replicaEnvShape = {
  /** Says this process is the only one on DATABASE_URL, so local uploads, keys, mail and payments are safe. */
  SINGLE_INSTANCE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
};

/**
 * What goes wrong when each is left unset on one of several replicas. The embedded database
 * needs none of them: its folder lock already makes it one instance.
 */
const SHARED_BY_REPLICAS = {
  S3_BUCKET: 'an uploaded image would exist only on the replica that stored it',
  EP_LINK_SECRET: 'each replica would sign download links with a key of its own, refused by the others',
  SMTP_URL: 'mail would be written as .eml files on whichever replica sent it, and never delivered',
} as const;

const ALONE_HINT = 'or set SINGLE_INSTANCE=true if this is the only instance on DATABASE_URL';

type ReplicaEnv = {
  DATABASE_URL?: string;
  NODE_ENV: string;
  SINGLE_INSTANCE: 'true' | 'false';
  STRIPE_SECRET_KEY?: string;
} & Partial<Record<keyof typeof SHARED_BY_REPLICAS, string>>;

/** With DATABASE_URL another replica may share the database; unless told otherwise, refuse a setup that would split. */
export function requireSharedSettingsForReplicas(env: ReplicaEnv, context: z.RefinementCtx): void {
  if (!env.DATABASE_URL || env.SINGLE_INSTANCE === 'true') return;
  for (const [name, harm] of Object.entries(SHARED_BY_REPLICAS)) {
    if (env[name as keyof typeof SHARED_BY_REPLICAS]) continue;
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `is required with DATABASE_URL, since ${harm}; set it, ${ALONE_HINT}`,
    });
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'is required with DATABASE_URL in production, since the sandbox payment provider keeps payments ' +
        `in one process's memory; set it, ${ALONE_HINT}`,
    });
  }
}
