import { afterEach, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderWithKit } from '@ps/test-kit/render';
import { useSectionView } from '../lib/use-section-view';
import { LazySection } from './lazy-section';

// Called once per render of a section: the count of its renders.
vi.mock('../lib/use-section-view', () => ({ useSectionView: vi.fn() }));

const Band = () => <p>The band</p>;

/** The landing page renders again as it measures the header and the scroll position; its sections do not change. */
function Page({ scrollY }: { scrollY: number }) {
  return (
    <main data-scroll={scrollY}>
      <LazySection id="band" label="The band" minHeight="20rem" component={Band} />
    </main>
  );
}

afterEach(cleanup);

it('is not drawn again when the page around it renders again with the same section', () => {
  const { rerender } = renderWithKit(<Page scrollY={0} />);
  const rendersAtFirst = vi.mocked(useSectionView).mock.calls.length;

  rerender(<Page scrollY={120} />);

  expect(rendersAtFirst).toBeGreaterThan(0);
  expect(vi.mocked(useSectionView).mock.calls.length).toBe(rendersAtFirst);
});
