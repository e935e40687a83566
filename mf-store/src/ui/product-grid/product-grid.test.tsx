// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@ps/shared/query';
import { MemoryRouter } from '@ps/shared/router';
import type { Product } from '@ps/shared/schemas';
import { theme } from '@ps/shared/theme';
import { ProductGrid } from './product-grid';

const product = (id: number): Product => ({
  id,
  slug: `tee-${id}`,
  name: `Tee ${id}`,
  description: '<p>Soft.</p>',
  basePrice: 25,
  salePrice: null,
  category: { id: 1, name: 'T-Shirts', slug: 't-shirts' },
  images: [{ id, imageUrl: `/art/tee-${id}.svg`, altText: `Tee ${id}` }],
  primaryImage: { imageUrl: `/art/tee-${id}.svg`, altText: `Tee ${id}` },
  variants: [],
  isNew: false,
  isFeatured: false,
  inStock: true,
  totalStock: 10,
  maxPerOrder: null,
});

function renderGrid(props: Partial<ComponentProps<typeof ProductGrid>>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ProductGrid label="Products" products={[]} isPending={false} error={null} onRetry={vi.fn()} {...props} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
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
