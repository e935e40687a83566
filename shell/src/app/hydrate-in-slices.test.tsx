import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateInSlices } from './hydrate-in-slices';

const ROWS = 40;
const WORK_PER_ROW_MS = 1;

const hydration = { rows: 0 };

/** A row that costs a millisecond in the browser, as a card does on a slow phone. */
function hydrateCostlyRow(): void {
  hydration.rows += 1;
  const until = performance.now() + WORK_PER_ROW_MS;
  while (performance.now() < until) {
    // busy, like a render
  }
}

function Row({ index }: { index: number }) {
  if (typeof window !== 'undefined') hydrateCostlyRow();
  return <li>Row {index}</li>;
}

function List() {
  return (
    <ul>
      {Array.from({ length: ROWS }, (_, index) => (
        <Row key={index} index={index} />
      ))}
    </ul>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  hydration.rows = 0;
});

it('lets the browser run other tasks while it hydrates a long tree, and keeps the server nodes', async () => {
  vi.stubGlobal('window', undefined);
  const html = renderToString(<List />);
  vi.unstubAllGlobals();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const firstRow = container.querySelector('li');
  // React's own scheduler, not act(): what is tested is that React yields between rows.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);

  hydrateInSlices(container, <List />);
  const rowsWhenAnotherTaskRan = await new Promise<number>((resolve) => {
    const poll = () => (hydration.rows > 0 ? resolve(hydration.rows) : setTimeout(poll, 0));
    setTimeout(poll, 0);
  });

  // 40 ms of rendering in one task would let no other task in until every row had rendered.
  expect(rowsWhenAnotherTaskRan).toBeLessThan(ROWS);
  await vi.waitFor(() => expect(hydration.rows).toBe(ROWS));
  expect(container.querySelector('li')).toBe(firstRow);
});
