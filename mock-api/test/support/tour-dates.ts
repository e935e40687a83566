import { randomBytes } from 'node:crypto';
import type { TourDateBody } from '@ps/shared/schemas';
import { uniqueEmail } from './browser';
import type { ApiTestContext } from './suite';

export const DAY = 24 * 60 * 60 * 1000;

/** A valid show 20 days out, as the Tour screen's dialog sends it. */
export const newShow = (overrides: Partial<TourDateBody> = {}): TourDateBody => ({
  city: 'Boise, ID',
  venue: 'Knitting Factory',
  startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
  timeZone: 'America/Boise',
  ticketUrl: 'https://tickets.example/boise',
  ticketsTotal: 900,
  ticketsRemaining: 120,
  ...overrides,
});

export type SubscriberState = 'confirmed' | 'unconfirmed' | 'unsubscribed';

/** A newsletter address in the given state, straight in the table; its address. */
export async function subscriber(api: ApiTestContext, state: SubscriberState, name: string | null = null) {
  const email = uniqueEmail(`tour-${state}`);
  await api.db
    .insertInto('newsletterSubscribers')
    .values({
      email,
      name,
      source: 'contact_form',
      unsubscribeToken: randomBytes(32).toString('base64url'),
      confirmedAt: state === 'unconfirmed' ? null : new Date(),
      unsubscribedAt: state === 'unsubscribed' ? new Date() : null,
    })
    .execute();
  return email;
}
