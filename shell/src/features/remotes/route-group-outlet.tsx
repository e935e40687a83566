import { Suspense } from 'react';
import { useLocation } from '@ps/shared/router';
import { ErrorBoundary, NotFoundPage, PageLoader } from '@ps/shared/ui';
import { findRouteGroup, type RouteGroup } from '@ps/shared/route-groups';
import { prepareRetry } from './remote-component';
import { RemoteFallback } from './remote-fallback';
import { RemoteRoutes } from './remote-routes';

function RemoteMount({ group, pathname }: { group: RouteGroup; pathname: string }) {
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => console.error(`The ${group.label} failed`, error)}
      fallback={({ error, reset }) => (
        <RemoteFallback
          label={group.label}
          onRetry={() => {
            prepareRetry(error);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoader label={`Loading the ${group.label}…`} />}>
        <RemoteRoutes remote={group.remote} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function RouteGroupOutlet() {
  const { pathname } = useLocation();
  const group = findRouteGroup(pathname);
  if (!group) return <NotFoundPage />;
  return <RemoteMount key={group.remote} group={group} pathname={pathname} />;
}
