import type { NewsletterState } from '@ps/shared/console-schemas';
import { Badge, type BadgeTone } from '@ps/shared/ui';

const LOOK: Record<NewsletterState, { label: string; tone: BadgeTone }> = {
  subscribed: { label: 'Subscribed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
  never: { label: 'Not subscribed', tone: 'neutral' },
};

export function NewsletterBadge({ state }: { state: NewsletterState }) {
  const { label, tone } = LOOK[state];
  return <Badge $tone={tone}>{label}</Badge>;
}
