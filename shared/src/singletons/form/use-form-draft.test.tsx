import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormDrafts, useFormDraft } from './use-form-draft';
import { useZodForm } from './use-zod-form';

const schema = z.object({ city: z.string(), password: z.string() });
type Values = z.infer<typeof schema>;

/** A form that re-renders on every change, as the checkout's forms do (they watch their values). */
function DraftedForm({ secret }: { secret?: string[] }) {
  const form = useZodForm(schema, { city: '', password: '' });
  useFormDraft(form, 'test', secret);
  form.watch();
  return (
    <>
      <input aria-label="city" {...form.register('city')} />
      <input aria-label="password" {...form.register('password')} />
    </>
  );
}

const stored = () => JSON.parse(window.localStorage.getItem('ps_checkout_draft_test') ?? 'null');

const type = (field: keyof Values, value: string) =>
  act(() => void fireEvent.input(screen.getByLabelText(field), { target: { value } }));

describe('useFormDraft', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('saves a form that re-renders on every keystroke, with no secret fields given', () => {
    render(<DraftedForm />);
    type('city', 'Port');
    type('city', 'Portland');
    act(() => vi.advanceTimersByTime(300));
    expect(stored()).toEqual({ city: 'Portland', password: '' });
  });

  it('keeps saving when the caller passes a new secret-field array every render', () => {
    const { rerender } = render(<DraftedForm secret={['password']} />);
    type('city', 'Leeds');
    type('password', 'Secret123');
    rerender(<DraftedForm secret={['password']} />);
    act(() => vi.advanceTimersByTime(300));
    expect(stored()).toEqual({ city: 'Leeds' });
  });

  it('writes the last keystrokes when the form goes away before the delay', () => {
    const { unmount } = render(<DraftedForm />);
    type('city', 'Austin');
    unmount();
    expect(stored()).toEqual({ city: 'Austin', password: '' });
  });

  it('writes the last keystrokes when the page is reloaded before the delay', () => {
    render(<DraftedForm />);
    type('city', 'Boise');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual({ city: 'Boise', password: '' });
  });

  it('puts a saved draft back after a reload, and forgets it when cleared', () => {
    window.localStorage.setItem('ps_checkout_draft_test', JSON.stringify({ city: 'Denver' }));
    render(<DraftedForm />);
    expect(screen.getByLabelText<HTMLInputElement>('city').value).toBe('Denver');
    clearFormDrafts(['test']);
    expect(stored()).toBeNull();
  });
});
