import { ORDER_NUMBER_EXAMPLE } from '../store-rules';

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
