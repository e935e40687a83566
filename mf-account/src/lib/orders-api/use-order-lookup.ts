import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCartStore } from '@ps/shared/cart';
import { orderQueryOptions } from './get-order';
import { useOrdersOwner, type OrdersOwner } from './get-orders';

/** Nothing is asked while the session check is out, so one visit never spends two lookups. */
const NOBODY_YET: OrdersOwner = { sessionId: '' };

/**
 * One order, read by number, plus the e-mail that unmasks it. The e-mail belongs to
 * the number it was typed for: another number starts masked again.
 */
export function useOrderLookup(orderNumber: string | undefined) {
  const owner = useOrdersOwner();
  const sessionId = useCartStore((state) => state.sessionId);
  const [typed, setTyped] = useState<{ orderNumber?: string; email?: string }>({});
  const email = typed.orderNumber === orderNumber ? typed.email : undefined;
  const query = useQuery({
    ...orderQueryOptions(orderNumber ?? '', email, owner ?? NOBODY_YET, sessionId),
    enabled: Boolean(orderNumber) && owner !== undefined,
  });
  return {
    query,
    email,
    reveal: (nextEmail: string) => setTyped({ orderNumber, email: nextEmail }),
    forgetEmail: () => setTyped({}),
  };
}

export type OrderLookup = ReturnType<typeof useOrderLookup>;
