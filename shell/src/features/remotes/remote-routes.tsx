import { use } from 'react';
import type { RemoteName } from '@ps/shared/schemas';
import { loadRemoteRoutes } from './remote-component';

/** Suspends until the remote's exposed route tree is loaded, then renders it. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const Routes = use(loadRemoteRoutes(remote));
  // The load promise is cached per remote, so this is the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Routes />;
}
