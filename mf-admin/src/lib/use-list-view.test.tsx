import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from '@ps/shared/router';
import { renderHookWithKit } from '@ps/test-kit/render';
import { useChoiceListView, useListPageView } from './use-list-view';

const WHEN = ['upcoming', 'played', 'all'] as const;

describe('useChoiceListView', () => {
  it('reads the page, size and choice from the address, and an unknown choice as the default', () => {
    const { result } = renderHookWithKit(() => useChoiceListView('when', WHEN, 'upcoming'), {
      path: '/admin/tour?when=played&page=3&size=50',
    });
    expect(result.current[0]).toEqual({ page: 3, pageSize: 50, when: 'played' });

    const unknown = renderHookWithKit(() => useChoiceListView('when', WHEN, 'upcoming'), {
      path: '/admin/tour?when=tomorrow',
    });
    expect(unknown.result.current[0]).toEqual({ page: 1, pageSize: 20, when: 'upcoming' });
  });

  it('writes only what differs from the defaults into the address', () => {
    const { result } = renderHookWithKit(
      () => ({ list: useChoiceListView('when', WHEN, 'upcoming'), location: useLocation() }),
      { path: '/admin/tour?when=played&page=3' },
    );
    act(() => result.current.list[1]({ page: 1, pageSize: 20, when: 'upcoming' }));
    expect(result.current.location.search).toBe('');
    act(() => result.current.list[1]({ page: 2, pageSize: 100, when: 'all' }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('when=all&page=2&size=100');
  });
});

describe('useListPageView', () => {
  it('keeps a plain list page in the address', () => {
    const { result } = renderHookWithKit(() => ({ list: useListPageView(), location: useLocation() }), {
      path: '/admin/promotions?page=2',
    });
    expect(result.current.list[0]).toEqual({ page: 2, pageSize: 20 });
    act(() => result.current.list[1]({ page: 1, pageSize: 50 }));
    expect(result.current.location.search).toBe('?size=50');
  });
});
