import { expect, it } from 'vitest';
import { socialProofSchema, type SocialProof } from '@ps/shared/schemas';
import { uniqueEmail } from './support/browser';
import { createOrder } from './support/factories';
import { describeEachDatabase } from './support/suite';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('social proof', (api) => {
  const proof = async (): Promise<SocialProof> => {
    const response = await api.fetch('/api/social-proof');
    expect(response.status).toBe(200);
    const body = (await response.json()) as object;
    expect(Object.keys(body).sort()).toEqual(['joinedThisWeek', 'ordersShipped']);
    return socialProofSchema.parse(body);
  };

  it('when fans confirm their signup, then the weekly count grows by exactly them and names nobody', async () => {
    const before = (await proof()).joinedThisWeek;
    const [confirming, waiting] = [uniqueEmail('proof'), uniqueEmail('proof')];
    for (const email of [confirming, waiting]) {
      const response = await api.fetch('/api/newsletter/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, source: 'contact_form' }),
      });
      expect(response.status).toBeLessThan(300);
    }
    expect((await proof()).joinedThisWeek).toBe(before);
    await api.db
      .updateTable('newsletterSubscribers')
      .set({ confirmedAt: new Date() })
      .where('email', '=', confirming)
      .execute();
    await api.db
      .insertInto('newsletterSubscribers')
      .values({
        email: uniqueEmail('old'),
        source: 'contact_form',
        unsubscribeToken: `old-${Date.now()}`,
        subscribedAt: new Date(Date.now() - 8 * DAY),
        confirmedAt: new Date(Date.now() - 8 * DAY),
      })
      .execute();
    expect((await proof()).joinedThisWeek).toBe(before + 1);
  });

  it('when orders ship, then the shipped count grows by exactly the shipped and delivered ones', async () => {
    const before = (await proof()).ordersShipped;
    for (const status of ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const) {
      await createOrder(api.db, { status });
    }
    expect((await proof()).ordersShipped).toBe(before + 2);
  });
});
