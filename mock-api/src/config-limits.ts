import { z } from 'zod';

/* Limits that keep one process serving under abuse, spread into config.ts's one schema. */

const wholeNumber = (minimum: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number of at least ${minimum}`)
    .transform(Number)
    .refine((value) => value >= minimum, `must be a whole number of at least ${minimum}`);

export const limitsEnvShape = {
  /** The largest upload (a 10 MB product image) over a slow 1 Mbit/s uplink takes about 80 s. */
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1).default(120),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1).default(10),
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(1).default(5),
  MAX_CONNECTIONS: wholeNumber(1).default(2000),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(0).default(128),
  CART_CREATIONS_PER_MINUTE: wholeNumber(1).default(10),
  EMPTY_CART_TTL_HOURS: wholeNumber(1).default(2),
  SEARCH_SUGGESTIONS_PER_MINUTE: wholeNumber(1).default(120),
  EMBEDDED_DB_WAIT_MS: wholeNumber(100).default(5000),
};

type LimitsEnv = z.output<z.ZodObject<typeof limitsEnvShape>>;

export interface ConnectionLimits {
  /** A request's headers and body must have arrived within this long, or it gets 408 and its socket is closed. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Open connections in all; past it new sockets are closed at once. */
  maxConnections: number;
  /** Open connections from one address; 0 for none (behind a proxy every socket comes from the proxy). */
  maxConnectionsPerAddress: number;
}

export interface LimitsConfig {
  connections: ConnectionLimits;
  /** New carts one client address may create per minute. */
  cartCreationsPerMinute: number;
  /** A cart that never held a line is deleted after this long untouched. */
  emptyCartTtlHours: number;
  /** Search suggestions one client address may ask for per minute. */
  searchSuggestionsPerMinute: number;
  /** The embedded database's queue: a request waiting longer for its turn gets 503 with Retry-After. */
  embeddedDbWaitMs: number;
}

export function limitsConfigFrom(env: LimitsEnv, behindProxy: boolean): LimitsConfig {
  return {
    connections: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS) * 1000,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: env.MAX_CONNECTIONS,
      maxConnectionsPerAddress: behindProxy ? 0 : env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    cartCreationsPerMinute: env.CART_CREATIONS_PER_MINUTE,
    emptyCartTtlHours: env.EMPTY_CART_TTL_HOURS,
    searchSuggestionsPerMinute: env.SEARCH_SUGGESTIONS_PER_MINUTE,
    embeddedDbWaitMs: env.EMBEDDED_DB_WAIT_MS,
  };
}
