import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@ps/shared/cart';

/** The cart read again whenever a cart or checkout page opens: stock may have moved since the store showed it. */
export const useFreshCart = () => useQuery({ ...cartQueryOptions(), staleTime: 0 });
