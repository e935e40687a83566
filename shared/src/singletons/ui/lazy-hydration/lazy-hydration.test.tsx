import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@ps/shared/router';
import { LazyHydration, type HydrateOn } from './lazy-hydration';

const rendered = vi.fn();

function Counter() {
  rendered();
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function Label({ text }: { text: string }) {
  rendered();
  return <p>{text}</p>;
}

function Page({ hydrateOn }: { hydrateOn: HydrateOn }) {
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <h1>Always hydrated</h1>
      <LazyHydration hydrateOn={hydrateOn}>
        <Counter />
      </LazyHydration>
    </MemoryRouter>
  );
}

/** A page whose own state changes after it hydrated: a re-render, and a new label for the section. */
function UpdatingPage() {
  const [text, setText] = useState('Server label');
  const [count, setCount] = useState(0);
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <button type="button" onClick={() => setCount(count + 1)}>
        Re-render {count}
      </button>
      <button type="button" onClick={() => setText('Browser label')}>
        Relabel
      </button>
      <LazyHydration hydrateOn="interaction">
        <Label text={text} />
      </LazyHydration>
    </MemoryRouter>
  );
}

/** The page's server markup in a container attached to the document, as the browser gets it. */
function serverDrawn(hydrateOn: HydrateOn): HTMLElement {
  // The server has no window; jsdom's would make the section wait there too.
  vi.stubGlobal('window', undefined);
  const html = renderToString(<Page hydrateOn={hydrateOn} />);
  vi.unstubAllGlobals();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, hydrateOn: HydrateOn, errors: unknown[]) {
  rendered.mockClear();
  await act(async () => {
    hydrateRoot(container, <Page hydrateOn={hydrateOn} />, { onRecoverableError: (error) => errors.push(error) });
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a lazily hydrated section', () => {
  it('keeps the server markup without running its components while the page hydrates', async () => {
    const container = serverDrawn('interaction');
    const button = container.querySelector('button')!;
    const errors: unknown[] = [];
    await hydrate(container, 'interaction', errors);
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('[data-lazy-hydration]')?.getAttribute('data-hydrated')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('hydrates on the first click in it and handles that click', async () => {
    const container = serverDrawn('interaction');
    const button = container.querySelector('button')!;
    const errors: unknown[] = [];
    await hydrate(container, 'interaction', errors);
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Clicked 1');
    expect(container.querySelector('[data-lazy-hydration]')?.getAttribute('data-hydrated')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('stays the server markup when the page re-renders with the same children, and shows new children once given', async () => {
    vi.stubGlobal('window', undefined);
    const html = renderToString(<UpdatingPage />);
    vi.unstubAllGlobals();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const paragraph = container.querySelector('p')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <UpdatingPage />, { onRecoverableError: (error) => errors.push(error) });
    });
    rendered.mockClear();
    const [rerender, relabel] = container.querySelectorAll('button');
    await act(async () => rerender!.click());
    expect(rerender!.textContent).toBe('Re-render 1');
    expect(rendered).not.toHaveBeenCalled();
    await act(async () => relabel!.click());
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('Browser label');
    expect(errors).toEqual([]);
  });

  it('renders at once on a page the browser draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    rendered.mockClear();
    await act(async () => {
      createRoot(container).render(<Page hydrateOn="interaction" />);
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('button')?.textContent).toBe('Clicked 0');
    expect(container.querySelector('[data-lazy-hydration]')?.getAttribute('data-hydrated')).toBe('true');
  });
});
