import { z } from 'zod';

export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});

export type Pagination = z.infer<typeof paginationSchema>;

export const MAX_PAGE_SIZE = 100;

export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be between 1 and ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `must be between 1 and ${MAX_PAGE_SIZE}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(0),
  });
}
