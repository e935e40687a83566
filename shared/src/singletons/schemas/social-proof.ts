import { z } from 'zod';

/** GET /api/social-proof: counted from stored signups and orders; never names a fan (none agreed to be named). */
export const socialProofSchema = z.object({
  /** Subscribers who joined in the last 7 days and are still subscribed. */
  joinedThisWeek: z.number().int().nonnegative(),
  /** Orders that have left the warehouse (shipped or delivered), all time. */
  ordersShipped: z.number().int().nonnegative(),
});
export type SocialProof = z.infer<typeof socialProofSchema>;
