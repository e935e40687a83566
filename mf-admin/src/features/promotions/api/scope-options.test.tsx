import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminProductResponseSchema, type AdminProduct } from '@ps/shared/console-schemas';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { useChosenProducts } from './scope-options';

startMockApi();
afterEach(cleanup);

const NAMES: Record<string, string> = { '1': 'Panic Tee', '3': 'Heart Rate Hoodie' };

const adminProduct = (id: number, name: string): AdminProduct => ({
  id,
  name,
  slug: `product-${id}`,
  description: '',
  tags: [],
  basePrice: 2500,
  salePrice: null,
  categoryId: 1,
  category: { id: 1, name: 'Shirts', slug: 'shirts' },
  isFeatured: false,
  isActive: true,
  maxPerOrder: null,
  variants: [],
  images: [],
  totalStock: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function ChosenChips({ ids }: { ids: number[] }) {
  const chips = useChosenProducts(ids);
  return (
    <ul>
      {chips.map((chip) => (
        <li key={chip.id}>{chip.label}</li>
      ))}
    </ul>
  );
}

describe('useChosenProducts', () => {
  it('names each chosen product in order, and keeps the number of one that cannot be read', async () => {
    mockServer.use(
      answerError('get', '/api/admin/products/2', 404, { code: 'NOT_FOUND', message: 'Product not found' }),
      answer('get', '/api/admin/products/:id', adminProductResponseSchema, ({ params }) => ({
        product: adminProduct(Number(params.id), NAMES[String(params.id)] ?? ''),
      })),
    );
    renderWithKit(<ChosenChips ids={[3, 2, 1]} />, { as: 'staff' });

    expect(await screen.findByText('Panic Tee')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Heart Rate Hoodie',
      'Product 2',
      'Panic Tee',
    ]);
  });
});
