import type { ContactMessageInput } from '@ps/shared/schemas';
import { CONTACT_TOPICS, type ContactTopic } from '@ps/shared/rules';

const isTopic = (value: string | null): value is ContactTopic => CONTACT_TOPICS.includes(value as ContactTopic);

/** Links such as /contact?topic=order&order=PS-2026-7KX4QM start the form filled in. */
export function contactPrefill(search: URLSearchParams): Partial<ContactMessageInput> {
  const topic = search.get('topic');
  return {
    name: '',
    email: '',
    topic: isTopic(topic) ? topic : undefined,
    orderNumber: search.get('order')?.slice(0, 20) ?? '',
    message: '',
  };
}
