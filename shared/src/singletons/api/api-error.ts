import type { ApiErrorBody } from '@ps/shared/schemas';

/**
 * Every non-2xx answer becomes one of these. `message` follows the spec's
 * generic helper ("{status}: {text}"); screens that show the server's words
 * read `body.message` through `userMessage`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    text: string,
    readonly body: ApiErrorBody | null,
    /** From a 429's Retry-After header: how long until the server accepts another try. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${text}`);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  get fields(): Record<string, string> | undefined {
    return this.body?.fields;
  }

  userMessage(fallback: string): string {
    return this.body?.message ?? fallback;
  }
}
