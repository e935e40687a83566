import { sql } from 'kysely';
import type { NewsletterSource } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export interface NewSubscriber {
  email: string;
  name: string | null;
  source: NewsletterSource;
  variant: string | null;
  wantsUpdates: boolean;
  unsubscribeToken: string;
}

export interface WelcomedSubscriber {
  email: string;
  name: string | null;
  unsubscribeToken: string;
}

function newsletterQueries(db: Db) {
  return {
    /**
     * Adds the address, or renews it if it had unsubscribed, in one statement so
     * two signups at once cannot both count as new. Undefined when it was
     * subscribed already: nothing changes then.
     */
    subscribe(subscriber: NewSubscriber): Promise<WelcomedSubscriber | undefined> {
      return db
        .insertInto('newsletterSubscribers')
        .values(subscriber)
        .onConflict((conflict) =>
          conflict
            .expression(sql`lower(email)`)
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              source: eb.ref('excluded.source'),
              variant: eb.ref('excluded.variant'),
              wantsUpdates: eb.ref('excluded.wantsUpdates'),
              subscribedAt: sql<Date>`now()`,
              unsubscribedAt: null,
            }))
            .where('newsletterSubscribers.unsubscribedAt', 'is not', null),
        )
        .returning(['email', 'name', 'unsubscribeToken'])
        .executeTakeFirst();
    },

    /** False for a token nobody holds; an address already unsubscribed keeps its first date. */
    async unsubscribe(token: string): Promise<boolean> {
      const row = await db
        .updateTable('newsletterSubscribers')
        .set({ unsubscribedAt: sql<Date>`coalesce(unsubscribed_at, now())` })
        .where('unsubscribeToken', '=', token)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type NewsletterQueries = ReturnType<typeof newsletterQueries>;

export function createNewsletterRepository(db: Db) {
  return {
    ...newsletterQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it and the transaction for other modules' writes. */
    inTransaction<T>(work: (queries: NewsletterQueries, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(newsletterQueries(trx), trx));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
