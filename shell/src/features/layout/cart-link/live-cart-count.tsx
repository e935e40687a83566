import { useEffect } from 'react';
import { useCartItemCount } from '@ps/shared/cart';
import { QueryProvider } from '@ps/shared/query';

interface Props {
  onCount: (count: number) => void;
}

function CartCountReporter({ onCount }: Props) {
  const count = useCartItemCount();
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

/**
 * The cart's live count, loaded on its own so that a page without a cart never downloads
 * react-query. It draws nothing: the header's link shows the count, so the link the server drew
 * stays the same element when the count arrives, and a click made on it before then still counts.
 */
export default function LiveCartCount({ onCount }: Props) {
  return (
    <QueryProvider>
      <CartCountReporter onCount={onCount} />
    </QueryProvider>
  );
}
