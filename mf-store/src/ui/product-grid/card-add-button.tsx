import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from '@ps/shared/router';
import { useAddCartItem } from '@ps/shared/cart';
import type { Product } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { cardAction } from '../../lib/catalog-model/card-action';

// Only a click opens it, so its code (with the variant picker) loads then, not with the page (decision 031).
const QuickAddDialog = lazy(() => import('./quick-add-dialog').then((module) => ({ default: module.QuickAddDialog })));

/**
 * The card's add button. Its accessible name starts with its visible text and adds the
 * product's name, so "Add to Cart" said aloud finds it and each card's button is distinct.
 */
export function CardAddButton({ product }: { product: Product }) {
  const navigate = useNavigate();
  const addToCart = useAddCartItem();
  const [choosing, setChoosing] = useState(false);
  const action = cardAction(product);

  const onClick = () => {
    if (action.kind === 'view') navigate(`/store/${product.slug}`);
    if (action.kind === 'choose') setChoosing(true);
    if (action.kind === 'add') addToCart.mutate({ productId: product.id, variantId: action.variant.id, quantity: 1 });
  };
  const text = action.kind === 'sold-out' ? 'Sold Out' : addToCart.isPending ? 'Adding…' : 'Add to Cart';

  return (
    <>
      <Button
        $variant="secondary"
        onClick={onClick}
        disabled={action.kind === 'sold-out' || addToCart.isPending}
        aria-haspopup={action.kind === 'choose' ? 'dialog' : undefined}
        aria-label={`${text}: ${product.name}`}
      >
        {text}
      </Button>
      {/* Outside the card, so the card's own styles and its stretched link stay off the dialog. */}
      {choosing &&
        createPortal(
          <Suspense fallback={null}>
            <QuickAddDialog product={product} onClose={() => setChoosing(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
