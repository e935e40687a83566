import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { setAccountUser } from '@ps/shared/account';
import { createQueryClient } from '@ps/shared/query';
import { MemoryRouter, useLocation } from '@ps/shared/router';
import { theme } from '@ps/shared/theme';
import { testFan, type SignedInAs } from '../test-users';
import { stubScreenWidth } from './screen-width';
import { answerSessionsFor } from './sign-in-hook';

type Location = ReturnType<typeof useLocation>;

export interface KitOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The address the router starts at, with its query string. */
  path?: string;
  /** Signs the page in: the mock API's session routes answer for this role (needs `startMockApi`). */
  as?: SignedInAs;
  /** The app's own client (no retries, fresh forever) unless the test brings one. */
  queryClient?: QueryClient;
  /** Answers the page's media queries for a screen this wide (jsdom has none); undo with `vi.unstubAllGlobals`. */
  screenWidth?: number;
}

/** Where the router is now, read by a probe inside it, so tests assert the address the user sees. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** The providers an app mounts a page in, prepared for `options`, and the address the router is at. */
function prepareKit({ path = '/', as, queryClient, screenWidth }: KitOptions) {
  const client = queryClient ?? createQueryClient();
  let location: Location | undefined;
  const remember = (next: Location) => {
    location = next;
  };
  if (screenWidth !== undefined) stubScreenWidth(screenWidth);
  if (as) {
    answerSessionsFor(as);
    setAccountUser(as === 'fan' ? testFan : null);
  }
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <LocationProbe onChange={remember} />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    );
  }
  return {
    Providers,
    queryClient: client,
    /** The router's address now: path and query string, e.g. `/admin/orders?page=2`. */
    address: () => (location ? `${location.pathname}${location.search}` : path),
    searchParams: () => new URLSearchParams(location?.search ?? ''),
  };
}

/** Renders `ui` the way an app mounts it: a query client, the theme and a router, signed in as asked. */
export function renderWithKit(ui: ReactElement, options: KitOptions = {}) {
  const { path, as, queryClient, screenWidth, ...renderOptions } = options;
  const { Providers, ...kit } = prepareKit({ path, as, queryClient, screenWidth });
  return { ...render(ui, { ...renderOptions, wrapper: Providers }), ...kit };
}

/** A hook inside the same providers, e.g. one that reads or writes the address. */
export function renderHookWithKit<Result>(hook: () => Result, options: KitOptions = {}) {
  const { Providers, ...kit } = prepareKit(options);
  return { ...renderHook(hook, { wrapper: Providers }), ...kit };
}
