import { getQueryClient } from '@ps/shared/query';
import { staffNotificationsResponseSchema } from '@ps/shared/console-schemas';
import { answer, mockServer, type SignedInAs } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import AdminRoutes from '../routes';

/**
 * The console's route tree at `path` as the shell mounts it, signed in as `as` (an admin unless told),
 * with an empty notification bell. The page's query client starts empty for every render.
 */
export function renderConsole(path: string, as: SignedInAs = 'admin') {
  const queryClient = getQueryClient();
  queryClient.clear();
  mockServer.use(
    answer('get', '/api/admin/notifications', staffNotificationsResponseSchema, {
      unreadCount: 0,
      notifications: [],
      pagination: { total: 0, hasMore: false },
    }),
  );
  return renderWithKit(<AdminRoutes />, { path, as, queryClient, screenWidth: 1280 });
}
