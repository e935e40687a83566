// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenReader } from './first-screen-reader';
import { FirstScreenReaderContext, pageResource } from './page-resource';

afterEach(() => document.getElementById('ps-first-screen')?.remove());

function embedFirstScreen(path: string, queries: { key: unknown[]; data: unknown }[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'ps-first-screen';
  script.textContent = JSON.stringify({ remote: 'mf_landing', build: 'b1', path, queries });
  document.body.append(script);
}

describe('a resource every section of the page reads', () => {
  it('makes one request for all its readers and gives each the data', async () => {
    const load = vi.fn().mockResolvedValue(['Austin']);
    const useShows = pageResource(['tour', 'dates'], load);
    const first = renderHook(() => useShows());
    const second = renderHook(() => useShows());
    await waitFor(() => expect(first.result.current).toEqual({ status: 'success', data: ['Austin'] }));
    await waitFor(() => expect(second.result.current).toEqual({ status: 'success', data: ['Austin'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while disabled', () => {
    const load = vi.fn().mockResolvedValue([]);
    const { result } = renderHook(() => pageResource(['tour', 'dates'], load)(false));
    expect(result.current).toEqual({ status: 'pending' });
    expect(load).not.toHaveBeenCalled();
  });

  it('after a failure, Retry asks again and shows the data', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['Denver']);
    const useShows = pageResource(['tour', 'dates'], load);
    const { result } = renderHook(() => useShows());
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    if (failed.status !== 'error') throw new Error('expected an error');
    act(() => failed.retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: ['Denver'] }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a resource on a page the server drew', () => {
  it('starts from the data embedded for this path under its key, without asking the API', () => {
    embedFirstScreen(window.location.pathname, [{ key: ['tour', 'dates'], data: ['Austin'] }]);
    const load = vi.fn().mockResolvedValue(['Denver']);
    const { result } = renderHook(() => pageResource(['tour', 'dates'], load)());
    expect(result.current).toEqual({ status: 'success', data: ['Austin'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the API when the embedded screen was drawn for another path or holds another key', async () => {
    embedFirstScreen('/store', [{ key: ['tour', 'dates'], data: ['Austin'] }]);
    const load = vi.fn().mockResolvedValue(['Denver']);
    const { result } = renderHook(() => pageResource(['tour', 'dates'], load)());
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: ['Denver'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("on the server reads the request's QueryClient: pending at first, the fetched data once it is filled", async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(FirstScreenReaderContext.Provider, { value: firstScreenReader(client) }, children);
    const load = vi.fn().mockResolvedValue(['Austin']);
    const useShows = pageResource(['tour', 'dates'], load);
    expect(renderHook(() => useShows(), { wrapper }).result.current).toEqual({ status: 'pending' });
    await Promise.all(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.fetch()),
    );
    expect(renderHook(() => useShows(), { wrapper }).result.current).toEqual({ status: 'success', data: ['Austin'] });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
