import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@ps/shared/router';
import { theme } from '@ps/shared/theme';
import { registerSingleton } from './instance-registry';
import { useSingletonFingerprint, useSingletonLoaded } from './use-singleton-fingerprint';

function Probe() {
  const fingerprint = useSingletonFingerprint();
  const cartLoaded = useSingletonLoaded('cart');
  return <p data-singletons={fingerprint}>{cartLoaded ? 'cart loaded' : 'no cart'}</p>;
}

// React reports act() misuse (and hydration mismatches, in development) with console.error.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const page = (
  <MemoryRouter>
    <ThemeProvider theme={theme}>
      <Probe />
    </ThemeProvider>
  </MemoryRouter>
);

describe('the singleton fingerprint and late singletons on a server-drawn page', () => {
  it('hydrate without a mismatch, then show the browser page’s own instances', async () => {
    registerSingleton('cart', {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const serverParagraph = container.querySelector('p');
    expect(container.innerHTML).toBe('<p data-singletons="server">no cart</p>');

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });

    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(serverParagraph?.textContent).toBe('cart loaded');
    expect(serverParagraph?.dataset.singletons).toMatch(/^react=.*;cart=(?!none)/);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
