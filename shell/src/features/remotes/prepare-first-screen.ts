import { dropFirstScreen, findRouteGroup, readFirstScreen } from '@ps/shared/route-groups';
import { loadedRemoteBuild, loadRemoteRoutes } from './remote-component';

/**
 * Decides, when the server sent this page's first screen, whether the page may hydrate it
 * (decision 028): the remote that drew it is loaded first, so hydration finds the route's
 * component ready rather than a loader, and the embedded data is kept only if the loaded remote
 * is the very build that drew the markup. Otherwise the data is dropped and the page draws itself
 * from the API, as on any other page. Resolves true when the markup can be hydrated.
 */
export async function prepareFirstScreen(pathname: string): Promise<boolean> {
  const screen = readFirstScreen();
  if (!screen) return false;
  const sameRoute = screen.path === pathname && findRouteGroup(pathname)?.remote === screen.remote;
  const loaded =
    sameRoute &&
    (await loadRemoteRoutes(screen.remote).then(
      () => true,
      () => false,
    ));
  if (loaded && loadedRemoteBuild(screen.remote) === screen.build) return true;
  dropFirstScreen();
  return false;
}
