// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageResource } from './page-resource';

describe('a resource every section of the page reads', () => {
  it('makes one request for all its readers and gives each the data', async () => {
    const load = vi.fn().mockResolvedValue(['Austin']);
    const useShows = pageResource(load);
    const first = renderHook(() => useShows());
    const second = renderHook(() => useShows());
    await waitFor(() => expect(first.result.current).toEqual({ status: 'success', data: ['Austin'] }));
    await waitFor(() => expect(second.result.current).toEqual({ status: 'success', data: ['Austin'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while disabled', () => {
    const load = vi.fn().mockResolvedValue([]);
    const { result } = renderHook(() => pageResource(load)(false));
    expect(result.current).toEqual({ status: 'pending' });
    expect(load).not.toHaveBeenCalled();
  });

  it('after a failure, Retry asks again and shows the data', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['Denver']);
    const useShows = pageResource(load);
    const { result } = renderHook(() => useShows());
    await waitFor(() => expect(result.current.status).toBe('error'));
    const failed = result.current;
    if (failed.status !== 'error') throw new Error('expected an error');
    act(() => failed.retry());
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: ['Denver'] }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
