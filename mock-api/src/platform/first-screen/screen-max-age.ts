import type { RemoteName } from '@ps/shared/schemas';

/**
 * The home page and the hub show time ("Next show" until it starts, "4 min ago") and share counts,
 * which change without a NOTIFY: their screens are drawn again after a minute (decision 026), the aged
 * one still sent meanwhile, so no visitor waits for the drawing.
 * Every other screen is kept until what it shows changes.
 */
const MAX_AGE_MS: Partial<Record<RemoteName, number>> = { mf_landing: 60_000, mf_social: 60_000 };

export const screenMaxAgeMs = (remote: RemoteName): number => MAX_AGE_MS[remote] ?? Number.POSITIVE_INFINITY;
