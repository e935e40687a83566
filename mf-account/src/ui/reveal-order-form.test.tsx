import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { RevealOrderForm } from './reveal-order-form';

afterEach(cleanup);

function renderForm() {
  const onReveal = vi.fn();
  renderWithKit(<RevealOrderForm onReveal={onReveal} checking={false} />);
  const email = screen.getByLabelText<HTMLInputElement>("Enter the order's email to see full details");
  return { onReveal, email };
}

// The schema downloads on first use (decision 030), so these prove the loader reaches the schema's messages.
describe('RevealOrderForm', () => {
  it('when the fan leaves the field with an address that is not one, then the schema’s message shows', async () => {
    const { email } = renderForm();
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('when the fan submits, then a bad address is refused before the order is asked again and a good one is passed on', async () => {
    const { email, onReveal } = renderForm();
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(onReveal).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'Fan@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    await waitFor(() => expect(onReveal).toHaveBeenCalledTimes(1));
  });
});
