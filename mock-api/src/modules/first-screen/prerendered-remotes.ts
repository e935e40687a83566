import type { RemoteName } from '@ps/shared/schemas';

export interface PrerenderedRemote {
  /** Which of the remote's paths have a first screen that depends on nothing but public data. */
  draws(path: string): boolean;
  /**
   * How long a drawn screen is kept at most. Store screens change only with the catalog's NOTIFY;
   * fan screens show time ("next show") and share counts, which change without one (decision 026).
   */
  maxAgeMs: number;
}

const FAN_SCREEN_MAX_AGE_MS = 60_000;

/** Remotes whose first screens the server draws (decision 026). */
export const PRERENDERED_REMOTES: ReadonlyMap<RemoteName, PrerenderedRemote> = new Map<RemoteName, PrerenderedRemote>([
  ['mf_store', { draws: () => true, maxAgeMs: Number.POSITIVE_INFINITY }],
  // Not /newsletter/confirm: its screen depends on the link's token.
  ['mf_landing', { draws: (path) => path === '/', maxAgeMs: FAN_SCREEN_MAX_AGE_MS }],
  ['mf_social', { draws: () => true, maxAgeMs: FAN_SCREEN_MAX_AGE_MS }],
]);
