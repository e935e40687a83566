import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const formLoads = vi.fn();

vi.mock('./back-in-stock-form', () => {
  formLoads();
  return { BackInStockForm: ({ variantName }: { variantName: string }) => <p>Tell me when {variantName} is back</p> };
});

const { BackInStockSlot, ServerBackInStockForm } = await import('./back-in-stock-slot');

afterEach(cleanup);

describe('BackInStockSlot', () => {
  it("when the server draws a sold-out variant, then the form is in its markup without waiting for the form's chunk", () => {
    const drawServerForm = ({ variantName }: { variantName: string }) => <p>server form for {variantName}</p>;
    const html = renderToString(
      <ServerBackInStockForm.Provider value={drawServerForm}>
        <BackInStockSlot variantId={7} variantName="XL" />
      </ServerBackInStockForm.Provider>,
    );
    expect(html).toContain('server form for <!-- -->XL');
    expect(formLoads).not.toHaveBeenCalled();
  });

  it('when the browser shows a sold-out variant, then the form loads and shows', async () => {
    render(<BackInStockSlot variantId={7} variantName="XL" />);
    expect(await screen.findByText('Tell me when XL is back')).toBeTruthy();
    expect(formLoads).toHaveBeenCalledOnce();
  });
});
