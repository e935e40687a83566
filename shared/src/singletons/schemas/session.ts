import { z } from 'zod';

export { SESSION_ID_HEADER } from '@ps/shared/rules';

/** A v4 UUID as crypto.randomUUID() makes it; upper case is read as the same id. */
export const sessionIdSchema = z
  .uuid({ version: 'v4', error: 'must be a UUID v4 such as crypto.randomUUID() makes' })
  .transform((id) => id.toLowerCase());

export type SessionId = z.output<typeof sessionIdSchema>;
