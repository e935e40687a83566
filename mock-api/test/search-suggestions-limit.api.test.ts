import { expect, it } from 'vitest';
import { expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('search suggestions under a flood of queries', (api) => {
  it('when one address asks past its limit, then it gets 429 with Retry-After', async () => {
    const client = ownClient();
    const limited = await api.startServer({ SEARCH_SUGGESTIONS_PER_MINUTE: '3', ...client.env });
    const ask = (q: string) =>
      fetch(`${limited}/api/search/suggestions?q=${encodeURIComponent(q)}`, { headers: client.headers });

    const statuses = [];
    for (const q of ['hoodie', 'vinyl', 'poster', 'cape', 'tote']) statuses.push((await ask(q)).status);

    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await ask('shirt');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await expectError(refused, 429)).code).toBe('RATE_LIMITED');
    // Another address is not held back by this one.
    expect((await fetch(`${limited}/api/search/suggestions?q=hoodie`, { headers: ownClient().headers })).status).toBe(
      200,
    );
  });

  it('when the same words come in another case or spacing, then they get the one answer', async () => {
    await createProduct(api.db, { name: 'Zebra Stripe Hoodie' });
    const answer = async (q: string) => {
      const response = await api.fetch(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return { etag: response.headers.get('etag'), body: await response.text() };
    };

    const plain = await answer('zebra hoodie');
    expect(plain.body).toContain('Zebra Stripe Hoodie');
    expect(await answer('  ZEBRA   Hoodie ')).toEqual(plain);
  });
});
