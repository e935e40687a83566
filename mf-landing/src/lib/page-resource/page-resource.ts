import { useEffect, useState } from 'react';

export type PageResource<Data> =
  { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; data: Data };

/**
 * One request per page for every section that reads the same data, and a Retry after a failure.
 * The landing page keeps react-query off its first load (decision 004), hence this small loader.
 */
export function pageResource<Data>(load: () => Promise<Data>) {
  let pending: Promise<Data> | undefined;
  const request = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));

  /** Nothing is requested while `enabled` is false. */
  return function usePageResource(enabled = true): PageResource<Data> {
    const [state, setState] = useState<PageResource<Data>>({ status: 'pending' });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (!enabled) return;
      let current = true;
      request().then(
        (data) => current && setState({ status: 'success', data }),
        () => current && setState({ status: 'error', retry: () => setAttempt((count) => count + 1) }),
      );
      return () => {
        current = false;
      };
    }, [enabled, attempt]);
    return state;
  };
}
