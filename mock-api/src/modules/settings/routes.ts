import { Router } from 'express';
import { shopSettingsBodySchema, type PublicSettings } from '@ps/shared/schemas';
import { parseBody } from '../../http/validate';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import { clientAddressOf } from '../../platform/rate-limit/rate-limit';
import { staffOf } from '../staff';
import { toPublicSettings } from './settings-record';
import type { SettingsService } from './settings-service';
import type { SettingsStore } from './settings-store';

/** GET and PUT /api/admin/settings (admin): the whole document; a save writes its own audit row with the diff. */
export function addSettingsRoutes(table: AdminRouteTable, settings: SettingsService): void {
  table.add({ method: 'get', path: '/settings', permission: 'settings' }, async (_req, res) => {
    res.json(await settings.read());
  });
  table.add({ method: 'put', path: '/settings', permission: 'settings', audit: 'own-row' }, async (req, res) => {
    const body = parseBody(shopSettingsBodySchema, req);
    const staff = staffOf(req);
    res.json(await settings.save(body, { id: staff.id, email: staff.email, ip: clientAddressOf(req) }));
  });
}

/** GET /api/settings: the shop's public face. Revalidated on every use, so a save shows on the next page. */
export function publicSettingsRouter(store: SettingsStore): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const body: PublicSettings = toPublicSettings(await store.current());
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
