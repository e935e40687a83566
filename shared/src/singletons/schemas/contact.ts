import { z } from 'zod';
import { emailSchema } from './customer';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  ORDER_NUMBER_PATTERN,
} from '@ps/shared/rules';
import { safeText } from './safe-text';

export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactTopic,
} from '@ps/shared/rules';

const requiredText = (required: string) => safeText({ error: required }).trim().min(1, required);

/** POST /api/contact: the form and the server check the same rules. */
export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_NAME_MAX_LENGTH, CONTACT_MESSAGES.nameTooLong)
    // One line only: the name goes into the staff e-mail.
    .regex(/^[^\p{Cc}]*$/u, CONTACT_MESSAGES.nameOneLine),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topicRequired }),
  orderNumber: safeText({ error: CONTACT_MESSAGES.orderNumberInvalid })
    .trim()
    .toUpperCase()
    .refine((text) => text === '' || ORDER_NUMBER_PATTERN.test(text), CONTACT_MESSAGES.orderNumberInvalid)
    .optional()
    .transform((text) => text || undefined),
  message: requiredText(CONTACT_MESSAGES.messageRequired)
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  status: z.literal('received'),
  /** Quoted back so a follow-up can name the message. */
  reference: z.string(),
  message: z.string(),
});

export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

/** GET /api/contact: how shoppers reach the staff; one setting on the server. */
export const supportContactSchema = z.object({
  email: z.string(),
  /** For display, such as +1 (615) 555-0142. */
  phone: z.string(),
});

export type SupportContact = z.infer<typeof supportContactSchema>;
