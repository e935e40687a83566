import { z } from 'zod';

export const databaseDriverSchema = z.enum(['pglite', 'postgres']);

export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseDriverSchema,
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
