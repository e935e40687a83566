import { useId, useState } from 'react';
import styled from 'styled-components';
import { clampQuantity, QuantityStepper, useAddCartItem, useCartLine } from '@ps/shared/cart';
import type { Product, Variant } from '@ps/shared/schemas';
import { purchaseLimitHeadroom } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';
import { addBlockedReason, maxQuantity } from '../../../lib/catalog-model/variant-selection';
import { PriceTag } from '../../../ui/product-grid/price-tag';
import { PurchaseLimitNote } from '../../../ui/purchase-limit-note';
import { VariantPicker } from '../../../ui/variant-picker';
import { VariantStock } from '../../../ui/variant-stock';
import { useProductUnitsInCart } from '../../../lib/use-product-units-in-cart';
import { BackInStockSlot } from '../back-in-stock/back-in-stock-slot';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  > p {
    margin: 0;
  }
`;

function addLabel(soldOut: boolean, pending: boolean, inCart: number | undefined): string {
  if (soldOut) return 'Out of Stock';
  if (pending) return 'Adding…';
  return inCart ? `Added to Cart (${inCart})` : 'Add to Cart';
}

interface Props {
  product: Product;
  /** Chosen above the panel: the gallery shows its pictures. */
  variant: Variant | undefined;
  onVariantChange: (variant: Variant) => void;
}

export function PurchasePanel({ product, variant, onVariantChange }: Props) {
  const [quantity, setQuantity] = useState(1);
  const line = useCartLine(variant?.sku);
  const unitsInCart = useProductUnitsInCart(product.id);
  const addToCart = useAddCartItem();

  const reasonId = useId();
  const headroom = purchaseLimitHeadroom(product.maxPerOrder, unitsInCart);
  const held = line?.quantity ?? 0;
  const limit = maxQuantity(variant, headroom, held);
  const blockedReason = addBlockedReason(variant, headroom, held);
  const soldOut = !variant || !variant.inventory.inStock || variant.inventory.available <= 0;
  // Units added a moment ago (or another tab's) shrink the room: the stepper follows rather than blocking the button.
  const shownQuantity = clampQuantity(quantity, limit);
  const disabled = soldOut || limit === 0 || addToCart.isPending;

  return (
    <Panel>
      <PriceTag
        basePrice={product.basePrice}
        salePrice={product.salePrice}
        priceAdjustment={variant?.priceAdjustment}
      />
      {variant && (
        <VariantPicker
          variants={product.variants}
          selected={variant}
          onSelect={(next) => {
            onVariantChange(next);
            setQuantity((current) => clampQuantity(current, maxQuantity(next, headroom)));
          }}
        />
      )}
      <VariantStock variant={variant} fallback={product} />
      <PurchaseLimitNote maxPerOrder={product.maxPerOrder} unitsInCart={unitsInCart} />
      <QuantityStepper value={shownQuantity} max={limit} disabled={soldOut || limit === 0} onChange={setQuantity} />
      <Button
        disabled={disabled}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() =>
          variant && addToCart.mutate({ productId: product.id, variantId: variant.id, quantity: shownQuantity })
        }
      >
        {addLabel(soldOut, addToCart.isPending, line?.quantity)}
      </Button>
      {blockedReason && <p id={reasonId}>{blockedReason}</p>}
      {soldOut && variant && <BackInStockSlot key={variant.id} variantId={variant.id} variantName={variant.name} />}
    </Panel>
  );
}
