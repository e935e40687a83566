import { safeText } from './safe-text';

/** Suggestions start at two characters (spec 2 §4); longer queries are cut off by the box. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** What a shopper typed, trimmed; at most SEARCH_MAX_LENGTH characters. */
export const searchTextSchema = safeText({
  error: (issue) => (issue.input === undefined ? 'is required' : 'must be text'),
})
  .trim()
  .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`);
