import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@ps/shared/router';
import { LazyHydration } from './lazy-hydration';
import type * as HydrationGates from './hydration-gates';

// The gate opens in the very moment React has set the suspended section aside for a task, as an
// IntersectionObserver's report can on a busy phone: React then replays the section's render.
vi.mock('./hydration-gates', async (importOriginal) => {
  const gates = await importOriginal<typeof HydrationGates>();
  return {
    ...gates,
    gateOpened: (id: string) => {
      const opened = gates.gateOpened(id);
      if (!gates.isGateOpen(id)) queueMicrotask(() => gates.openGate(id));
      return opened;
    },
  };
});

function Page() {
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <LazyHydration hydrateOn="visible">
        <p>Server copy</p>
      </LazyHydration>
    </MemoryRouter>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('hydrates a section whose gate opens while React waits on it, keeping the server nodes', async () => {
  vi.stubGlobal('window', undefined);
  const html = renderToString(<Page />);
  vi.unstubAllGlobals();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const paragraph = container.querySelector('p')!;
  // React's own scheduler, not act(): the race needs React to yield between the suspension and the replay.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  const errors: unknown[] = [];
  hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });

  await vi.waitFor(() =>
    expect(container.querySelector('[data-lazy-hydration]')?.getAttribute('data-hydrated')).toBe('true'),
  );
  expect(errors).toEqual([]);
  expect(container.querySelector('p')).toBe(paragraph);
});
