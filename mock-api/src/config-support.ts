import { z } from 'zod';

/* Where shoppers reach the staff, spread into config.ts's one schema. */

export const supportEnvShape = {
  SUPPORT_EMAIL: z
    .email({ error: 'must be an e-mail address such as support@panicsquad.example' })
    .default('support@panicsquad.example'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[\d\s().-]{10,30}$/, 'must be a phone number such as +1 (615) 555-0142')
    .default('+1 (615) 555-0142'),
  CONTACT_MESSAGES_PER_HOUR: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number of at least 1')
    .transform(Number)
    .default(5),
};

export interface SupportConfig {
  /** Receives the contact form's messages; shown to shoppers as the support address. */
  email: string;
  /** Shown to shoppers as it is written. */
  phone: string;
  /** POST /api/contact requests one client IP may make per hour. */
  messagesPerHour: number;
}

export function supportConfigFrom(env: z.output<z.ZodObject<typeof supportEnvShape>>): SupportConfig {
  return { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE, messagesPerHour: env.CONTACT_MESSAGES_PER_HOUR };
}
