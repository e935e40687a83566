import { sql } from 'kysely';
import type { NewsletterSource } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

/** A confirm link works this long; a later signup sends a fresh one. */
export const CONFIRM_LINK_TTL_DAYS = 7;

export interface NewSubscriber {
  email: string;
  name: string | null;
  source: NewsletterSource;
  variant: string | null;
  wantsUpdates: boolean;
  unsubscribeToken: string;
  confirmTokenHash: string;
}

export interface PendingSubscriber {
  email: string;
  name: string | null;
}

export interface WelcomedSubscriber {
  id: number;
  email: string;
  name: string | null;
  unsubscribeToken: string;
}

export type ConfirmOutcome = { kind: 'confirmed'; subscriber: WelcomedSubscriber } | { kind: 'expired' | 'invalid' };

/**
 * Adds the address unconfirmed, or, when it is still unconfirmed or had unsubscribed, starts
 * its confirmation again with the new token, in one statement so two signups at once cannot
 * both count as new. Undefined for a confirmed subscriber: nothing changes then.
 */
export function requestNewsletterConfirmation(
  db: Db,
  subscriber: NewSubscriber,
): Promise<PendingSubscriber | undefined> {
  const expiresAt = sql<Date>`now() + ${CONFIRM_LINK_TTL_DAYS} * interval '1 day'`;
  return db
    .insertInto('newsletterSubscribers')
    .values({ ...subscriber, confirmExpiresAt: expiresAt })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          source: eb.ref('excluded.source'),
          variant: eb.ref('excluded.variant'),
          wantsUpdates: eb.ref('excluded.wantsUpdates'),
          confirmTokenHash: eb.ref('excluded.confirmTokenHash'),
          confirmExpiresAt: eb.ref('excluded.confirmExpiresAt'),
          confirmedAt: null,
          subscribedAt: sql<Date>`now()`,
          unsubscribedAt: null,
        }))
        .where((eb) =>
          eb.or([
            eb('newsletterSubscribers.unsubscribedAt', 'is not', null),
            eb('newsletterSubscribers.confirmedAt', 'is', null),
          ]),
        ),
    )
    .returning(['email', 'name'])
    .executeTakeFirst();
}

/** Uses the token up: a second click finds nothing. */
export async function confirmNewsletterSubscriber(db: Db, tokenHash: string): Promise<ConfirmOutcome> {
  const confirmed = await db
    .updateTable('newsletterSubscribers')
    .set({ confirmedAt: sql<Date>`now()`, confirmTokenHash: null, confirmExpiresAt: null })
    .where('confirmTokenHash', '=', tokenHash)
    .where('confirmExpiresAt', '>', sql<Date>`now()`)
    .returning(['id', 'email', 'name', 'unsubscribeToken'])
    .executeTakeFirst();
  if (confirmed) return { kind: 'confirmed', subscriber: confirmed };
  const expired = await db
    .selectFrom('newsletterSubscribers')
    .select('id')
    .where('confirmTokenHash', '=', tokenHash)
    .executeTakeFirst();
  return { kind: expired ? 'expired' : 'invalid' };
}

/** False for a token nobody holds; an address already unsubscribed keeps its first date. */
export async function unsubscribeFromNewsletter(db: Db, token: string): Promise<boolean> {
  const row = await db
    .updateTable('newsletterSubscribers')
    .set({ unsubscribedAt: sql<Date>`coalesce(unsubscribed_at, now())` })
    .where('unsubscribeToken', '=', token)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
