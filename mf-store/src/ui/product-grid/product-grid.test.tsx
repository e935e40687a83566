import { cleanup, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@ps/shared/schemas';
import { buildProduct } from '@ps/test-kit/factories';
import { renderWithKit } from '@ps/test-kit/render';
import { ProductGrid } from './product-grid';

const product = (id: number): Product =>
  buildProduct({
    id,
    slug: `tee-${id}`,
    name: `Tee ${id}`,
    description: '<p>Soft.</p>',
    images: [{ id, imageUrl: `/art/tee-${id}.svg`, altText: `Tee ${id}` }],
    primaryImage: { imageUrl: `/art/tee-${id}.svg`, altText: `Tee ${id}` },
  });

function renderGrid(props: Partial<ComponentProps<typeof ProductGrid>>) {
  renderWithKit(
    <ProductGrid label="Products" products={[]} isPending={false} error={null} onRetry={vi.fn()} {...props} />,
  );
}

const pictures = () =>
  screen.getAllByRole('img').map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]);

describe('ProductGrid', () => {
  // The cards ask for the cart; it never answers here.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the first priorityCount pictures at once and first, and the rest lazily', () => {
    renderGrid({ products: [1, 2, 3, 4, 5].map(product), priorityCount: 2 });
    expect(pictures()).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('loads every picture lazily by default', () => {
    renderGrid({ products: [1, 2].map(product) });
    expect(pictures()).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('holds room for as many cards as it expects while pending', () => {
    renderGrid({ isPending: true, placeholders: 6 });
    expect(screen.getByRole('list', { name: 'Products' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(6);
  });
});
