import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Home = () => <h1>Store home</h1>;

afterEach(cleanup);

describe('lazyPage', () => {
  it('draws a preloaded page in the first render, without its Suspense fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Home));
    await Page.preload();
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('Store home');
    expect(html).not.toContain('Loading');
  });

  it('suspends until a page that was not preloaded arrives, loading its code once', async () => {
    const load = vi.fn(() => Promise.resolve(Home));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Store home' })).toBeDefined();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load, so a retry can draw the page', async () => {
    const load = vi.fn<() => Promise<typeof Home>>().mockRejectedValueOnce(new Error('chunk failed'));
    load.mockResolvedValue(Home);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToString(<Page />)).toContain('Store home');
  });
});
