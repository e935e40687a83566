import type { Promotion, PromotionBody, promotionBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { PromotionRecord, PromotionValues } from './repository';

type ParsedBody = z.output<typeof promotionBodySchema>;

function stateOf(record: PromotionRecord, now: Date): Promotion['state'] {
  if (!record.active) return 'inactive';
  if (record.endsAt && now >= record.endsAt) return 'ended';
  if (record.usageLimit !== null && record.usedCount >= record.usageLimit) return 'used_up';
  if (now < record.startsAt) return 'scheduled';
  return 'running';
}

/** A fixed amount travels in dollars and is kept in cents; a percentage is whole percent both ways. */
export function toPromotion(record: PromotionRecord, now = new Date()): Promotion {
  return {
    id: record.id,
    code: record.code,
    type: record.type,
    value: record.type === 'fixed' ? centsToDollars(record.value) : record.value,
    minSubtotal: centsToDollars(record.minSubtotalCents),
    startsAt: record.startsAt.toISOString(),
    endsAt: record.endsAt?.toISOString() ?? null,
    usageLimit: record.usageLimit,
    usageLimitPerCustomer: record.usageLimitPerCustomer,
    usedCount: record.usedCount,
    productIds: record.productIds,
    categoryIds: record.categoryIds,
    active: record.active,
    state: stateOf(record, now),
    version: record.version,
  };
}

export function toPromotionValues(body: ParsedBody, startsAtDefault: Date): PromotionValues {
  const valueOf: Record<PromotionBody['type'], number> = {
    percentage: body.value,
    fixed: dollarsToCents(body.value),
    free_shipping: 0,
  };
  return {
    code: body.code,
    type: body.type,
    value: valueOf[body.type],
    minSubtotalCents: dollarsToCents(body.minSubtotal),
    startsAt: body.startsAt ? new Date(body.startsAt) : startsAtDefault,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    usageLimit: body.usageLimit,
    usageLimitPerCustomer: body.usageLimitPerCustomer,
    productIds: [...new Set(body.productIds)],
    categoryIds: [...new Set(body.categoryIds)],
    active: body.active,
  };
}
