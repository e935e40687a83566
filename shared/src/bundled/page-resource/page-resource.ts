import { createContext, useContext, useEffect, useState } from 'react';
import { readFirstScreen } from '@ps/shared/route-groups';

export type PageResource<Data> =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; data: Data };

/**
 * How a server render reads page resources (decision 026): the remote's prerender entry answers
 * from its per-request cache, which the server fills between render rounds. Never set in a browser.
 */
export interface FirstScreenReader {
  read<Data>(key: readonly unknown[], load: () => Promise<Data>): PageResource<Data>;
}

export const FirstScreenReaderContext = createContext<FirstScreenReader | null>(null);

/** The data the server drew this very page with, under the same key; only for the path it was drawn for. */
function embeddedData<Data>(key: readonly unknown[]): { data: Data } | null {
  if (typeof document === 'undefined') return null;
  const screen = readFirstScreen();
  if (screen?.path !== window.location.pathname) return null;
  const wanted = JSON.stringify(key);
  const query = screen.queries.find((candidate) => JSON.stringify(candidate.key) === wanted);
  return query ? { data: query.data as Data } : null;
}

/**
 * One request per page for every section that reads the same data, and a Retry after a failure.
 * Pages that keep react-query off their first load (decision 004) use this small loader. `key`
 * names the data in a first screen drawn by the server: the page starts from it and does not ask again.
 */
export function pageResource<Data>(key: readonly unknown[], load: () => Promise<Data>) {
  let pending: Promise<Data> | undefined;
  // Looked up on first use, after the page has decided whether it keeps the server's data.
  let embedded: { data: Data } | null | undefined;
  const seed = () => (embedded === undefined ? (embedded = embeddedData<Data>(key)) : embedded);
  const request = () => {
    const seeded = seed();
    return (pending ??= seeded
      ? Promise.resolve(seeded.data)
      : load().catch((error: unknown) => {
          pending = undefined;
          throw error;
        }));
  };

  /** Nothing is requested while `enabled` is false. */
  return function usePageResource(enabled = true): PageResource<Data> {
    const server = useContext(FirstScreenReaderContext);
    const [state, setState] = useState<PageResource<Data>>(() => {
      const seeded = server ? null : seed();
      return seeded ? { status: 'success', data: seeded.data } : { status: 'pending' };
    });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (server || !enabled || state.status === 'success') return;
      let current = true;
      request().then(
        (data) => current && setState({ status: 'success', data }),
        () => current && setState({ status: 'error', retry: () => setAttempt((count) => count + 1) }),
      );
      return () => {
        current = false;
      };
      // The state is read only to skip a request for data already drawn.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [enabled, attempt]);
    return server && enabled ? server.read(key, load) : state;
  };
}
