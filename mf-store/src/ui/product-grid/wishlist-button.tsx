import styled from 'styled-components';
import { useVisitorStateReady } from '@ps/shared/page-resource';
import { useWishlistStore } from '../../lib/wishlist/wishlist-store';

const Toggle = styled.button<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme, $on }) => ($on ? theme.color.panic : theme.color.textMuted)};
  font-size: 1.25rem;
  cursor: pointer;
`;

export function WishlistButton({ productId, productName }: { productId: number; productName: string }) {
  // This browser's list shows once the page is live: the server drew every heart empty.
  const ready = useVisitorStateReady();
  const saved = useWishlistStore((state) => state.productIds.includes(productId)) && ready;
  const toggle = useWishlistStore((state) => state.toggle);
  return (
    <Toggle
      type="button"
      $on={saved}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productName} from wishlist` : `Save ${productName} to wishlist`}
      onClick={() => toggle(productId)}
    >
      {saved ? '♥' : '♡'}
    </Toggle>
  );
}
