import { ApiError } from './api-error';

export const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";

/**
 * What a screen says when a request failed: a refusal (4xx) in the server's own words, the network
 * failing (fetch throws a TypeError) as such, and anything else, a 5xx included, as the screen's
 * `fallback`, since a 5xx's words are about the server, not about what the person asked.
 */
export function userErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.status >= 500 ? fallback : error.userMessage(fallback);
  return error instanceof TypeError ? UNREACHABLE : fallback;
}
