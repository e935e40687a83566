import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { TrackForm } from './track-form';

function renderForm(orderNumber = '') {
  const onTrack = vi.fn();
  const view = renderWithKit(<TrackForm orderNumber={orderNumber} onTrack={onTrack} />);
  const input = screen.getByLabelText('Order number') as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Track Order' }) as HTMLButtonElement;
  return { onTrack, input, button, view };
}

describe('TrackForm', () => {
  afterEach(cleanup);

  it('keeps the button disabled while the number is blank after trimming', () => {
    const { input, button, onTrack } = renderForm();
    expect(input.placeholder).toBe('Enter order number (e.g., PS-2026-7KX4QM)');
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.submit(input.form!);
    expect(onTrack).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'PS' } });
    expect(button.disabled).toBe(false);
  });

  it('submits the trimmed, upper-cased number on Enter', () => {
    const { input, onTrack } = renderForm();
    fireEvent.change(input, { target: { value: '  ps-2026-7kx4qm ' } });
    fireEvent.submit(input.form!);
    expect(onTrack).toHaveBeenCalledWith('PS-2026-7KX4QM');
  });

  it('shows the number from the URL and follows it when it changes', () => {
    const { input, view } = renderForm('PS-2026-7KX4QM');
    expect(input.value).toBe('PS-2026-7KX4QM');
    view.rerender(<TrackForm orderNumber="PS-2026-AAAAAA" onTrack={vi.fn()} />);
    expect(input.value).toBe('PS-2026-AAAAAA');
  });
});
