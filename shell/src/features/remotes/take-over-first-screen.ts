import { dropFirstScreen, findRouteGroup, readFirstScreen } from '@ps/shared/route-groups';
import { loadedRemoteBuild, loadRemoteRoutes } from './remote-component';

/**
 * Waits, when the server sent this page's first screen, until the page can draw the same screen
 * itself: the remote that drew it is loaded, so the first render shows the page rather than a
 * loader in place of the server's markup. The embedded data is kept only if the loaded remote is
 * the very build that drew the markup; otherwise the remote reads the API as on any other page.
 */
export async function takeOverFirstScreen(pathname: string): Promise<void> {
  const screen = readFirstScreen();
  if (!screen) return;
  const sameRoute = screen.path === pathname && findRouteGroup(pathname)?.remote === screen.remote;
  const loaded =
    sameRoute &&
    (await loadRemoteRoutes(screen.remote).then(
      () => true,
      () => false,
    ));
  if (!loaded || loadedRemoteBuild(screen.remote) !== screen.build) dropFirstScreen();
}
