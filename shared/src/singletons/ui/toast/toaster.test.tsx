import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { TOAST_VISIBLE_MS } from './toast-card';
import { raiseToastLayer } from './toast-layer';
import { toast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

function renderToaster() {
  renderWithKit(<Toaster />);
}

/** The card's code is a chunk of its own: a toast waits for it once, then shows at once. */
async function showFirstToast() {
  renderToaster();
  act(() => toast({ title: 'Added to cart!' }));
  await screen.findByRole('status');
  cleanup();
  useToastStore.setState({ current: null });
}

describe('Toaster', () => {
  afterEach(() => {
    cleanup();
    useToastStore.setState({ current: null });
  });

  it('shows a toast raised before its code arrived, in a live region drawn from the start', async () => {
    toast({ title: 'Removed from cart' });
    renderToaster();
    expect(screen.getByTestId('toaster').getAttribute('aria-live')).toBe('polite');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Removed from cart'),
    );
  });

  describe('once its code is loaded', () => {
    beforeAll(showFirstToast);
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('announces a plain toast politely and hides it after a few seconds', () => {
      renderToaster();
      act(() => toast({ title: 'Added to cart!' }));
      expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Added to cart!'));
      act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS));
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('keeps a toast with an action until the fan acts on it, and runs the action', () => {
      const reload = vi.fn();
      renderToaster();
      act(() =>
        toast({ title: 'New version available! Reload to update?', action: { label: 'Reload', onClick: reload } }),
      );
      act(() => vi.advanceTimersByTime(TOAST_VISIBLE_MS * 4));

      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledOnce();
      expect(screen.getByRole('status')).toHaveProperty(
        'textContent',
        expect.stringContaining('New version available!'),
      );
    });

    it('renders inside the open modal dialog, which leaves the rest of the page inert, and back out when it closes', () => {
      const slot = document.createElement('div');
      document.body.append(slot);
      renderToaster();
      let lower = () => {};
      act(() => {
        lower = raiseToastLayer(slot);
      });
      act(() => toast({ title: 'Signup Failed', variant: 'destructive' }));
      expect(slot.contains(screen.getByRole('alert'))).toBe(true);
      expect(screen.getByTestId('toaster').getAttribute('aria-live')).toBe('polite');
      act(() => lower());
      expect(slot.contains(screen.getByRole('alert'))).toBe(false);
      slot.remove();
    });
  });
});
