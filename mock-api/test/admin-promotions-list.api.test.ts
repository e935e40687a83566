import { expect, it } from 'vitest';
import { promotionsResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { createPromotion } from './support/promotions';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('the Promotions list: newest first, a page at a time', (api) => {
  it('answers the asked page with the total, and refuses a page size over 100', async () => {
    const staff = await staffBrowser(api, 'admin');
    const made = [];
    for (let index = 0; index < 3; index += 1) made.push(await createPromotion(api.db));
    const list = async (query: string) =>
      promotionsResponseSchema.parse(await (await staff.get(`/api/admin/promotions?${query}`)).json());

    const first = await list('limit=2&offset=0');
    expect(first.promotions.map((promotion) => promotion.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.pagination).toEqual({ total: 3, hasMore: true });
    const second = await list('limit=2&offset=2');
    expect(second.promotions.map((promotion) => promotion.id)).toEqual([made[0]!.id]);
    expect(second.pagination).toEqual({ total: 3, hasMore: false });
    expect((await expectError(await staff.get('/api/admin/promotions?limit=101'), 400)).code).toBe('VALIDATION_ERROR');
  });
});
