import type { Promotion, PromotionBody, PromotionType } from '@ps/shared/schemas';

/** The form keeps text as typed and the pickers' ids; the API gets numbers and ISO times. */
export interface PromotionFormValues {
  code: string;
  type: PromotionType;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
  productIds: number[];
  categoryIds: number[];
  /** The code's version as the form read it (null for a new one): the save is refused if it moved on. */
  version: number | null;
}

/** A datetime-local input's value for an ISO time, in the browser's zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function toFormValues(promotion: Promotion | null): PromotionFormValues {
  return {
    code: promotion?.code ?? '',
    type: promotion?.type ?? 'percentage',
    value: promotion ? String(promotion.value) : '',
    minSubtotal: promotion ? String(promotion.minSubtotal) : '0',
    startsAt: toLocalInput(promotion?.startsAt ?? null),
    endsAt: toLocalInput(promotion?.endsAt ?? null),
    usageLimit: promotion?.usageLimit ? String(promotion.usageLimit) : '',
    usageLimitPerCustomer: promotion?.usageLimitPerCustomer ? String(promotion.usageLimitPerCustomer) : '',
    productIds: promotion?.productIds ?? [],
    categoryIds: promotion?.categoryIds ?? [],
    version: promotion?.version ?? null,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function toPromotionBody(values: PromotionFormValues, active: boolean): PromotionBody {
  return {
    code: values.code,
    type: values.type,
    value: values.type === 'free_shipping' ? 0 : Number(values.value || Number.NaN),
    minSubtotal: Number(values.minSubtotal || 0),
    startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : undefined,
    endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    usageLimit: numberOrNull(values.usageLimit),
    usageLimitPerCustomer: numberOrNull(values.usageLimitPerCustomer),
    productIds: values.productIds,
    categoryIds: values.categoryIds,
    active,
    expectedVersion: values.version ?? undefined,
  };
}
