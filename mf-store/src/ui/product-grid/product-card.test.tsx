import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartQueryOptions } from '@ps/shared/cart';
import type { Cart, Product, Variant } from '@ps/shared/schemas';
import { buildProduct } from '@ps/test-kit/factories';
import { renderWithKit } from '@ps/test-kit/render';
import { PriceTag } from './price-tag';
import type * as PriceTagModule from './price-tag';
import { ProductCard } from './product-card';

vi.mock('./price-tag', async (importOriginal) => {
  const actual = await importOriginal<typeof PriceTagModule>();
  return { PriceTag: vi.fn(actual.PriceTag) };
});

const size = (id: number, value: string, available: number): Variant => ({
  id,
  sku: `TEE-${value}`,
  name: value,
  attributes: { size: value },
  imageIds: [],
  priceAdjustment: 0,
  price: 25,
  inventory: { inStock: available > 0, available },
});

const tee = (variants: Variant[]): Product =>
  buildProduct({
    id: 1,
    slug: 'comic-panel-tee',
    name: 'Comic Panel Tee',
    variants,
    inStock: variants.some((variant) => variant.inventory.inStock),
    totalStock: variants.reduce((sum, variant) => sum + variant.inventory.available, 0),
  });

function renderCard(product: Product) {
  renderWithKit(<ProductCard product={product} />);
}

describe('ProductCard', () => {
  beforeEach(() => {
    // The card asks for the cart; it never answers here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers an in-stock product whose first size is sold out, and asks for the size instead of adding one', async () => {
    renderCard(tee([size(1, 'S', 0), size(2, 'M', 173)]));
    const add = screen.getByRole('button', { name: 'Add to Cart: Comic Panel Tee' });
    expect(add).toHaveProperty('disabled', false);
    expect(screen.queryByText('SOLD OUT')).toBeNull();

    // The dialog's code loads when the click opens it; loaded first, the test does not wait on compiling it.
    await import('./quick-add-dialog');
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Choose sizeComic Panel Tee');
    expect(screen.getByLabelText('M')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('S (sold out)')).toHaveProperty('disabled', true);
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/cart/items'), expect.anything());
  });

  it('is Sold Out only when every size is, with the badge to match', () => {
    renderCard(tee([size(1, 'S', 0), size(2, 'M', 0)]));
    expect(screen.getByRole('button', { name: 'Sold Out: Comic Panel Tee' })).toHaveProperty('disabled', true);
    expect(screen.getByText('SOLD OUT')).toBeDefined();
  });

  it('badges stock from the variants: Only 3 left', () => {
    renderCard(tee([size(1, 'S', 0), size(2, 'M', 3)]));
    expect(screen.getByText('Only 3 left')).toBeDefined();
    expect(screen.getByText('LOW STOCK')).toBeDefined();
  });

  it('shows In Cart when the cart arrives without drawing the rest of the card again', async () => {
    const { queryClient } = renderWithKit(<ProductCard product={tee([size(2, 'M', 173)])} />);
    const drawsBeforeTheCart = vi.mocked(PriceTag).mock.calls.length;
    // Only what the badge reads: two of this product's units.
    const cart = { items: [{ product: { id: 1 }, quantity: 2 }] } as unknown as Cart;

    act(() => queryClient.setQueryData(cartQueryOptions().queryKey, cart));

    expect(await screen.findByText('In Cart')).toBeTruthy();
    expect(vi.mocked(PriceTag).mock.calls.length).toBe(drawsBeforeTheCart);
  });
});
