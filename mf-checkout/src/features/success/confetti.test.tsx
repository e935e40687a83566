import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { Confetti, CONFETTI_MS, CONFETTI_PIECES } from './confetti';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

const renderConfetti = () => renderWithKit(<Confetti />);

describe('Confetti', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('throws 50 pieces and clears them after 5 seconds', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderConfetti();
    expect(screen.getByTestId('confetti').children).toHaveLength(CONFETTI_PIECES);
    act(() => vi.advanceTimersByTime(CONFETTI_MS));
    expect(screen.queryByTestId('confetti')).toBeNull();
  });

  it('shows nothing under reduced motion', () => {
    mockReducedMotion(true);
    renderConfetti();
    expect(screen.queryByTestId('confetti')).toBeNull();
  });
});
