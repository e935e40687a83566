import { z } from 'zod';
import {
  adminMailingsQuerySchema,
  idParamSchema,
  mailingBodySchema,
  type AdminMailingResponse,
  type AdminMailingsResponse,
  type MailingTestResponse,
} from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../admin/admin-route-table';
import { staffOf } from '../staff/staff-guard';
import type { MailingService } from './service';

const mailingParamsSchema = z.object({ id: idParamSchema });

/**
 * /api/admin/mailings: the Newsletter screen. Behind 'catalog', the permission that already lets
 * staff mail every subscriber a tour announcement (decision 039).
 */
export function addMailingAdminRoutes(table: AdminRouteTable, mailings: MailingService): void {
  table.add({ method: 'get', path: '/mailings', permission: 'catalog' }, async (req, res) => {
    const body: AdminMailingsResponse = await mailings.list(parseQuery(adminMailingsQuerySchema, req));
    res.json(body);
  });

  table.add({ method: 'post', path: '/mailings', permission: 'catalog' }, async (req, res) => {
    const words = parseBody(mailingBodySchema, req);
    const body: AdminMailingResponse = { mailing: await mailings.create(words, staffOf(req)) };
    res.status(201).json(body);
  });

  table.add({ method: 'put', path: '/mailings/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(mailingParamsSchema, req);
    const body: AdminMailingResponse = { mailing: await mailings.update(id, parseBody(mailingBodySchema, req)) };
    res.json(body);
  });

  table.add({ method: 'delete', path: '/mailings/:id', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(mailingParamsSchema, req);
    await mailings.remove(id);
    res.status(204).end();
  });

  table.add({ method: 'post', path: '/mailings/:id/test', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(mailingParamsSchema, req);
    const body: MailingTestResponse = { sentTo: await mailings.sendTest(id, staffOf(req)) };
    res.json(body);
  });

  table.add({ method: 'post', path: '/mailings/:id/send', permission: 'catalog' }, async (req, res) => {
    const { id } = parseParams(mailingParamsSchema, req);
    const body: AdminMailingResponse = { mailing: await mailings.send(id, staffOf(req)) };
    res.json(body);
  });
}
