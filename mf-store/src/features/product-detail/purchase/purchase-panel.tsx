import { useState } from 'react';
import styled from 'styled-components';
import { clampQuantity, QuantityStepper, useAddCartItem, useCartLine } from '@ps/shared/cart';
import type { Product } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { stockStatus } from '../../../lib/catalog-model/stock-status';
import { PriceTag } from '../../../ui/product-grid';
import { initialVariant, maxQuantity } from './variant-selection';
import { VariantPicker } from './variant-picker';

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

const Stock = styled.p<{ $status: string }>`
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'out-of-stock' ? theme.color.danger : $status === 'low-stock' ? '#ffb347' : theme.color.success};
`;

function addLabel(soldOut: boolean, pending: boolean, inCart: number | undefined): string {
  if (soldOut) return 'Out of Stock';
  if (pending) return 'Adding…';
  return inCart ? `Added to Cart (${inCart})` : 'Add to Cart';
}

export function PurchasePanel({ product }: { product: Product }) {
  const [variant, setVariant] = useState(() => initialVariant(product.variants));
  const [quantity, setQuantity] = useState(1);
  const line = useCartLine(variant?.sku);
  const addToCart = useAddCartItem();

  const limit = maxQuantity(variant);
  const available = variant ? variant.inventory.available : product.totalStock;
  const status = variant ? stockStatus(variant.inventory.inStock, available) : stockStatus(product.inStock, available);
  const soldOut = status === 'out-of-stock' || !variant;
  const disabled = soldOut || quantity > limit || addToCart.isPending;

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
            setVariant(next);
            setQuantity((current) => clampQuantity(current, maxQuantity(next)));
          }}
        />
      )}
      <Stock $status={status} data-testid="stock-status">
        {status === 'out-of-stock'
          ? 'Sold out'
          : status === 'low-stock'
            ? `Low stock: only ${available} left`
            : 'In stock'}
      </Stock>
      <QuantityStepper value={quantity} max={limit} disabled={soldOut} onChange={setQuantity} />
      <Button
        disabled={disabled}
        onClick={() => variant && addToCart.mutate({ productId: product.id, variantId: variant.id, quantity })}
      >
        {addLabel(soldOut, addToCart.isPending, line?.quantity)}
      </Button>
    </Panel>
  );
}
