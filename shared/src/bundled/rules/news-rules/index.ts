/*
 * The news rules both the landing and the console read, without zod (fan routes keep it off
 * their load, decision 029); the API imports them from here.
 */

export const NEWS_TYPES = ['milestone', 'content', 'community', 'tour'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The landing shows four cards; a caller may ask for a few more, never the whole archive. */
export const NEWS_PUBLIC_LIMIT = { default: 4, max: 12 } as const;

/** How long a post flagged hot may say so: after that "HOT" would be an untrue claim. */
export const HOT_FOR_DAYS = 30;
