import { ApiError, apiRequest } from '@ps/shared/api';
import { SESSION_ID_HEADER } from '@ps/shared/rules';

/** The API answers 429 when one browser looks up order numbers too fast. */
export class TooManyLookupsError extends Error {
  override readonly name = 'TooManyLookupsError';
}

/**
 * Order reads name this browser (x-session-id): it sees in full the orders it placed.
 * Other failures throw the spec's message and keep the API error as the cause.
 */
export async function ordersRequest<T>(
  path: string,
  sessionId: string | undefined,
  failure: string,
  signal?: AbortSignal,
) {
  try {
    const headers = sessionId ? { [SESSION_ID_HEADER]: sessionId } : undefined;
    return await apiRequest<T>(path, { headers, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new TooManyLookupsError(error.userMessage('Too many lookups'), { cause: error });
    }
    throw new Error(failure, { cause: error });
  }
}
