import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { PagedList } from './paged-list';

interface Page {
  names: string[];
  pagination: { total: number };
}

const loaded = (data: Page) => ({ isPending: false, isError: false, data }) as UseQueryResult<Page>;

function renderList(query: UseQueryResult<Page>, onView = vi.fn()) {
  renderWithKit(
    <PagedList
      query={query}
      view={{ page: 2, pageSize: 10, state: 'draft' }}
      onView={onView}
      errorTitle="Failed to fetch the posts"
      errorMessage="Please try again."
      empty="No drafts."
    >
      {(data) => (
        <ul aria-label="Posts">
          {data.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
  return onView;
}

describe('PagedList', () => {
  afterEach(cleanup);

  it('shows the page with its pager, and a new page size starts again at page 1 with the rest of the view kept', () => {
    const onView = renderList(loaded({ names: ['Acoustic set'], pagination: { total: 11 } }));
    expect(screen.getByRole('list', { name: 'Posts' }).textContent).toBe('Acoustic set');
    expect(screen.getByText('11–11 of 11')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onView).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, state: 'draft' });
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '50' } });
    expect(onView).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, state: 'draft' });
  });

  it('says its empty sentence instead of an empty table and pager', () => {
    renderList(loaded({ names: [], pagination: { total: 0 } }));
    expect(screen.getByText('No drafts.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Posts' })).toBeNull();
  });

  it('offers Retry when the page could not be loaded', () => {
    const refetch = vi.fn();
    renderList({ isPending: false, isError: true, refetch } as unknown as UseQueryResult<Page>);
    expect(screen.getByText('Failed to fetch the posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalled();
  });
});
