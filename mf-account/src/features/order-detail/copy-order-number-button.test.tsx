import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@ps/shared/ui';
import { renderWithKit } from '@ps/test-kit/render';
import { CopyOrderNumberButton } from './copy-order-number-button';

const TWO_SECONDS = 2000;

function renderButton() {
  renderWithKit(
    <>
      <CopyOrderNumberButton orderNumber="PS-2026-7KX4QM" />
      <Toaster />
    </>,
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** Lets the awaited clipboard promise settle inside act. */
const flush = () => act(async () => {});

describe('CopyOrderNumberButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("copies the number and says 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'Copy order number' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('PS-2026-7KX4QM');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('copied');

    act(() => vi.advanceTimersByTime(TWO_SECONDS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy order number' })).toBeTruthy();
  });

  it("shows the 'Copy Failed' toast when the clipboard refuses", async () => {
    // The toast's card loads with the first toast raised: wait for it in real time.
    vi.useRealTimers();
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'Copy order number' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Copy Failed');
    expect(alert.textContent).toContain('Unable to copy to clipboard.');
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull();
  });
});
