import { z } from 'zod';

export const databaseDriverSchema = z.enum(['pglite', 'postgres']);

export type DatabaseDriver = z.infer<typeof databaseDriverSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseDriverSchema,
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process is up and answering (200 even while the database opens). */
export const livenessResponseSchema = z.object({ status: z.literal('live') });

export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /api/health/ready at 200: migrations ran, the database answers, notifications are heard. */
export const readinessResponseSchema = z.object({ status: z.literal('ready'), database: databaseDriverSchema });

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** GET /api/health/ready at 503: the error body, with each reason this process must not take traffic. */
export const notReadyBodySchema = z.object({
  code: z.literal('SERVICE_UNAVAILABLE'),
  message: z.string(),
  reasons: z.array(z.string()).min(1),
});

export type NotReadyBody = z.infer<typeof notReadyBodySchema>;
