import { isIP } from 'node:net';
import { z } from 'zod';

/* The environment of sign-in and proxies, spread into config.ts's one schema. */

/** Express's names for address ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * How many proxies stand in front (a hop count) or which addresses are proxies (a list
 * of addresses and subnets). "true" (trust every hop) is refused: anyone could then
 * choose their own address with X-Forwarded-For.
 */
const trustProxySchema = z.string().transform((value, context): number | string[] => {
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isAddressOrSubnet)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be a hop count (1) or a comma-separated list of proxy addresses and subnets (10.0.0.0/8, loopback)',
  });
  return z.NEVER;
});

export const signInEnvShape = {
  TRUST_PROXY: trustProxySchema.optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(10, 'must be at least 10 characters')
    .max(128, 'must be at most 128 characters')
    .optional(),
};

type SignInEnv = z.output<z.ZodObject<typeof signInEnvShape>>;

/** Half an admin is a typo, not a choice: both or neither. */
export function requireAdminEmailWithPassword(env: SignInEnv, context: z.RefinementCtx): void {
  if (Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD)) return;
  const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
  const other = env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
  context.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
}

export interface FirstAdminConfig {
  email: string;
  password: string;
}

export function firstAdminFrom(env: SignInEnv): FirstAdminConfig | undefined {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return undefined;
  return { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD };
}
