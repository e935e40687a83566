import { z } from 'zod';

export const CONSENT_VERSION = '1.0';

export const consentFlagsSchema = z.object({
  allowTracking: z.boolean(),
  allowPersonalization: z.boolean(),
  allowMarketing: z.boolean(),
  allowAnalytics: z.boolean(),
});

export const consentRecordSchema = consentFlagsSchema.extend({
  consentDate: z.iso.datetime(),
  version: z.literal(CONSENT_VERSION),
});

export type ConsentFlags = z.infer<typeof consentFlagsSchema>;
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
