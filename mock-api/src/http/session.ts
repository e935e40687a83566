import type { Request } from 'express';
import { SESSION_ID_HEADER, sessionIdSchema, type SessionId } from '@ps/shared/schemas';
import { AppError } from './app-error';

/** The browser session a cart call acts for, from the x-session-id header. */
export function sessionIdOf(req: Request): SessionId {
  const header = req.get(SESSION_ID_HEADER);
  if (header === undefined || header === '') {
    throw new AppError(
      400,
      'INVALID_SESSION',
      `The ${SESSION_ID_HEADER} header is required: send the browser's session id`,
    );
  }
  const parsed = sessionIdSchema.safeParse(header);
  if (!parsed.success) {
    throw new AppError(
      400,
      'INVALID_SESSION',
      `The ${SESSION_ID_HEADER} header must be a UUID v4 such as crypto.randomUUID() makes`,
    );
  }
  return parsed.data;
}
