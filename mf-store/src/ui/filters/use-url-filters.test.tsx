import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from '@ps/shared/router';
import { useUrlFilters } from './use-url-filters';

let release: () => void = () => {};
const slowResults = new Promise<void>((resolve) => {
  release = resolve;
});

/** Stands for a result list whose featured answer is still loading. */
function Results() {
  const [filters] = useUrlFilters();
  if (filters.featured) use(slowResults);
  return <p>{useLocation().search || 'no filters'}</p>;
}

function FeaturedOnly() {
  const [filters, setFilters] = useUrlFilters();
  return (
    <label>
      <input
        type="checkbox"
        checked={filters.featured ?? false}
        onChange={(event) => setFilters({ ...filters, featured: event.target.checked || undefined })}
      />
      Featured only
    </label>
  );
}

afterEach(cleanup);

describe('useUrlFilters', () => {
  it('shows a choice at once while the address it moves to is still rendering, then keeps it in the URL', async () => {
    render(
      <MemoryRouter initialEntries={['/store']} future={{ v7_startTransition: true }}>
        <FeaturedOnly />
        <Suspense fallback={<p>loading</p>}>
          <Results />
        </Suspense>
      </MemoryRouter>,
    );

    await act(async () => fireEvent.click(screen.getByLabelText('Featured only')));

    expect(screen.getByLabelText<HTMLInputElement>('Featured only').checked).toBe(true);
    expect(screen.getByText('no filters')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('?featured=true')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Featured only').checked).toBe(true);
  });
});
