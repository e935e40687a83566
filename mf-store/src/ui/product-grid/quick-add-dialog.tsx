import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useAddCartItem, useCartLine } from '@ps/shared/cart';
import type { Product } from '@ps/shared/schemas';
import { purchaseLimitHeadroom } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';
import {
  addBlockedReason,
  attributeNames,
  initialVariant,
  maxQuantity,
} from '../../lib/catalog-model/variant-selection';
import { PurchaseLimitNote } from '../purchase-limit-note';
import { VariantPicker } from '../variant-picker';
import { VariantStock } from '../variant-stock';
import { PriceTag } from './price-tag';
import { useProductUnitsInCart } from '../../lib/use-product-units-in-cart';

const Dialog = styled.dialog`
  width: min(480px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: ${({ theme }) => theme.space(5)};
  overflow: auto;
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::backdrop {
    background: rgb(0 0 0 / 75%);
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  h2 span {
    display: block;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Quick add for a product with options: a native modal dialog (focus stays inside,
 * Escape closes) that asks for the variant instead of picking one, then hands focus
 * back to the button that opened it.
 */
export function QuickAddDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [variant, setVariant] = useState(() => initialVariant(product.variants));
  const unitsInCart = useProductUnitsInCart(product.id);
  const line = useCartLine(variant?.sku);
  const reasonId = useId();
  const addToCart = useAddCartItem();

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const options = attributeNames(product.variants);
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => event.target === event.currentTarget && onClose();
  const headroom = purchaseLimitHeadroom(product.maxPerOrder, unitsInCart);
  const held = line?.quantity ?? 0;
  const fits = maxQuantity(variant, headroom, held) >= 1;
  const blockedReason = addBlockedReason(variant, headroom, held);
  const add = () =>
    variant && addToCart.mutate({ productId: product.id, variantId: variant.id, quantity: 1 }, { onSuccess: onClose });

  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onClose={onClose} onClick={closeOnBackdrop}>
      <div>
        <h2 id={titleId}>
          {options.length > 0 ? `Choose ${options.join(' and ')}` : 'Choose an option'}
          <span>{product.name}</span>
        </h2>
        <PriceTag
          basePrice={product.basePrice}
          salePrice={product.salePrice}
          priceAdjustment={variant?.priceAdjustment}
        />
        {variant && <VariantPicker variants={product.variants} selected={variant} onSelect={setVariant} />}
        <VariantStock variant={variant} fallback={product} />
        <PurchaseLimitNote maxPerOrder={product.maxPerOrder} unitsInCart={unitsInCart} />
        {blockedReason && <p id={reasonId}>{blockedReason}</p>}
        <Actions>
          <Button
            onClick={add}
            disabled={!fits || addToCart.isPending}
            aria-describedby={blockedReason ? reasonId : undefined}
          >
            {addToCart.isPending ? 'Adding…' : 'Add to Cart'}
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </div>
    </Dialog>
  );
}
