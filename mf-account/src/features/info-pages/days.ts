const DAY_MS = 24 * 60 * 60 * 1000;

/** "30 days" from a retention in milliseconds. */
export const daysOf = (ms: number): string => `${Math.round(ms / DAY_MS)} days`;
