import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { registerSingleton } from '@ps/shared/remote';
import { renderWithKit } from '@ps/test-kit/render';
import { SiteHeader } from './site-header';
import { SiteLayout } from './site-layout';

vi.mock('./site-header', () => ({ SiteHeader: vi.fn(() => <header>Header</header>) }));

afterEach(cleanup);

it('marks the page with a shared instance that loads later without drawing the header again', () => {
  renderWithKit(<SiteLayout />, { path: '/store' });
  const page = screen.getByText('Header').closest('[data-shell]')!;
  const markBefore = page.getAttribute('data-singletons');
  const headerDraws = vi.mocked(SiteHeader).mock.calls.length;

  // A remote brings the cart store, as the store's first page does.
  act(() => registerSingleton('cart', {}));

  expect(page.getAttribute('data-singletons')).not.toBe(markBefore);
  expect(vi.mocked(SiteHeader).mock.calls.length).toBe(headerDraws);
});
