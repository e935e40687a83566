import { z } from 'zod';
import { emailSchema } from './customer';
import { ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { ORDER_NUMBER_PATTERN } from './order';
import { safeText } from './safe-text';

export const CONTACT_TOPICS = ['order', 'returns', 'shipping', 'product', 'privacy', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  order: 'An order I placed',
  returns: 'A return or exchange',
  shipping: 'Shipping and delivery',
  product: 'A product question',
  privacy: 'Privacy and my data',
  other: 'Something else',
};

export const CONTACT_NAME_MAX_LENGTH = 50;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be less than ${CONTACT_NAME_MAX_LENGTH} characters`,
  nameOneLine: 'Please enter your name on one line',
  topicRequired: 'Please choose a topic',
  orderNumberInvalid: `Order numbers look like ${ORDER_NUMBER_EXAMPLE}`,
  messageRequired: 'Please write your message',
  messageTooShort: `Please write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  messageTooLong: `Messages can be at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  sent: 'Message sent',
  notSent: 'Message not sent',
  tryAgain: 'Please try again later.',
} as const;

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
