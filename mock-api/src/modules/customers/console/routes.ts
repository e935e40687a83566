import { z } from 'zod';
import {
  adminCustomersExportQuerySchema,
  adminCustomersQuerySchema,
  customerKeySchema,
  eraseCustomerBodySchema,
  type AdminCustomerResponse,
} from '@ps/shared/console-schemas';
import { parseBody, parseParams, parseQuery } from '../../../http/validate';
import type { AdminRouteTable } from '../../../platform/admin/admin-route-table';
import { staffActorOf } from '../../staff';
import type { AdminCustomerService } from './service';

const customerParamsSchema = z.object({ key: customerKeySchema });

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The console's customers: staff who run orders may list, open and export them; only an
 * admin ('customers.gdpr') may take a customer's personal data out or erase it.
 */
export function addAdminCustomerRoutes(table: AdminRouteTable, customers: AdminCustomerService): void {
  table.add({ method: 'get', path: '/customers', permission: 'customers.view' }, async (req, res) => {
    const { limit, offset, ...filter } = parseQuery(adminCustomersQuerySchema, req);
    res.json(await customers.list(filter, { limit, offset }));
  });

  // Before /customers/:key, which would otherwise take "export" for a key.
  table.add({ method: 'get', path: '/customers/export', permission: 'customers.view' }, async (req, res) => {
    const { format: _format, ...filter } = parseQuery(adminCustomersExportQuerySchema, req);
    res.type('text/csv; charset=utf-8');
    res.attachment(`customers-${today()}.csv`);
    await customers.exportCsv(filter, res);
  });

  table.add({ method: 'get', path: '/customers/:key', permission: 'customers.view' }, async (req, res) => {
    const { key } = parseParams(customerParamsSchema, req);
    const body: AdminCustomerResponse = { customer: await customers.detail(key) };
    res.json(body);
  });

  table.add({ method: 'get', path: '/customers/:key/data', permission: 'customers.gdpr' }, async (req, res) => {
    const { key } = parseParams(customerParamsSchema, req);
    const data = await customers.exportData(key, staffActorOf(req));
    res.attachment(`customer-${key}-data-${today()}.json`);
    res.json(data);
  });

  table.add(
    { method: 'post', path: '/customers/:key/erase', permission: 'customers.gdpr', audit: 'own-row' },
    async (req, res) => {
      const { key } = parseParams(customerParamsSchema, req);
      const { confirmEmail } = parseBody(eraseCustomerBodySchema, req);
      res.json(await customers.erase(key, confirmEmail, staffActorOf(req)));
    },
    // Its own row: the request's body would keep the e-mail typed to confirm the erasure.
  );
}
