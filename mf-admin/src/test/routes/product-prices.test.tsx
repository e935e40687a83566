import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminProductResponseSchema } from '@ps/shared/console-schemas';
import { categoryListResponseSchema } from '@ps/shared/schemas';
import { buildAdminProduct } from '@ps/test-kit/factories';
import { answer, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderConsole } from '../render-console';

startMockApi();
afterEach(cleanup);

async function savedVariantAdjustment() {
  await screen.findByLabelText('Base price');
  // By text: a role query with a name walks the whole console page's styles and outlasts its timeout.
  const edit = screen.getAllByRole('button').find((button) => button.textContent === 'Edit Medium')!;
  fireEvent.click(edit);
  return screen.getByLabelText<HTMLInputElement>('Price adjustment');
}

const tee = buildAdminProduct({
  id: 7,
  name: 'Panic Tee',
  slug: 'panic-tee',
  description: '<p>Soft.</p>',
  totalStock: 4,
  variants: [
    {
      id: 70,
      name: 'Medium',
      sku: 'PT-M',
      size: 'M',
      color: '',
      priceAdjustment: 0,
      stock: 4,
      reserved: 0,
      imageIds: [],
    },
  ],
});

function productApi() {
  mockServer.use(
    answer('get', '/api/admin/products/7', adminProductResponseSchema, { product: tee }),
    answer('get', '/api/categories', categoryListResponseSchema, { categories: [] }),
  );
}

describe("a saved product's prices", () => {
  it('are read-only, and say why, for a role that may not reprice', async () => {
    productApi();
    renderConsole('/admin/products/7/edit', 'staff');
    const base = await screen.findByLabelText<HTMLInputElement>('Base price');
    expect(base.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Sale price (optional)').readOnly).toBe(true);
    expect(screen.getAllByText('Your role may not change prices.')).toHaveLength(2);
    expect((await savedVariantAdjustment()).readOnly).toBe(true);
  });

  it('can be changed by a role that may reprice', async () => {
    productApi();
    renderConsole('/admin/products/7/edit', 'admin');
    const base = await screen.findByLabelText<HTMLInputElement>('Base price');
    expect(base.readOnly).toBe(false);
    expect(screen.queryByText('Your role may not change prices.')).toBeNull();
    expect((await savedVariantAdjustment()).readOnly).toBe(false);
  });
});
