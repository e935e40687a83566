import { createBrowserRouter } from 'react-router-dom';
import { RootErrorPage, SiteLayout } from '../features/layout';
import { RouteGroupOutlet } from '../features/remotes';

/**
 * One splat route: the route-group table picks the remote, and each remote's
 * own <Routes> matches the rest of the path relative to the site root.
 */
export const router = createBrowserRouter(
  [
    {
      element: <SiteLayout />,
      errorElement: <RootErrorPage />,
      children: [{ path: '*', element: <RouteGroupOutlet /> }],
    },
  ],
  {
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  },
);
