import type { ShippingMethod, ShippingMethodId } from '@ps/shared/schemas';

/** The shopper's pick, else the method the server marks as default (the one the summary already charges). */
export function chosenShippingMethod(
  picked: ShippingMethodId | null,
  methods: readonly Pick<ShippingMethod, 'id' | 'isDefault'>[] | undefined,
): ShippingMethodId | null {
  if (picked && (!methods || methods.some((method) => method.id === picked))) return picked;
  return methods?.find((method) => method.isDefault)?.id ?? null;
}
