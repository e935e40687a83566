import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

function renderBoundary(resetKey: string) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={({ error, reset }) => (
        <button type="button" onClick={reset}>
          retry after {error.message}
        </button>
      )}
    >
      <Flaky />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    shouldThrow = true;
  });

  it('shows the fallback, and reset renders the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(renderBoundary('/a'));
    const retry = screen.getByRole('button', { name: 'retry after boom' });
    shouldThrow = false;
    act(() => retry.click());
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  it('clears the error when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(renderBoundary('/a'));
    expect(screen.getByRole('button')).toBeTruthy();
    shouldThrow = false;
    rerender(renderBoundary('/b'));
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
