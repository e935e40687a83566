import { z } from 'zod';
import {
  adminMailingsQuerySchema,
  mailingBodySchema,
  type AdminMailingResponse,
  type AdminMailingsResponse,
  type MailingTestResponse,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import { staffOf } from '../staff';
import type { MailingService } from './service';

const mailingParamsSchema = z.object({ id: idParamSchema });

/**
 * /api/admin/mailings: the Newsletter screen. Behind 'content', the permission that already lets
 * staff mail every subscriber a tour announcement (decision 039).
 */
export function addMailingAdminRoutes(table: AdminRouteTable, mailings: MailingService): void {
  table.add({ method: 'get', path: '/mailings', permission: 'content' }, async (req, res) => {
    const body: AdminMailingsResponse = await mailings.list(parseQuery(adminMailingsQuerySchema, req));
    res.json(body);
  });

  table.add(auditedChange('post', '/mailings', 'content'), async (req, res, audit) => {
    const words = parseBody(mailingBodySchema, req);
    const body: AdminMailingResponse = { mailing: await mailings.create(words, staffOf(req), audit) };
    res.status(201).json(body);
  });

  table.add(auditedChange('put', '/mailings/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(mailingParamsSchema, req);
    const body: AdminMailingResponse = { mailing: await mailings.update(id, parseBody(mailingBodySchema, req), audit) };
    res.json(body);
  });

  table.add(auditedChange('delete', '/mailings/:id', 'content'), async (req, res, audit) => {
    const { id } = parseParams(mailingParamsSchema, req);
    await mailings.remove(id, audit);
    res.status(204).end();
  });

  table.add(auditedChange('post', '/mailings/:id/test', 'content'), async (req, res, audit) => {
    const { id } = parseParams(mailingParamsSchema, req);
    const body: MailingTestResponse = { sentTo: await mailings.sendTest(id, staffOf(req), audit) };
    res.json(body);
  });

  table.add(auditedChange('post', '/mailings/:id/send', 'content'), async (req, res, audit) => {
    const { id } = parseParams(mailingParamsSchema, req);
    const body: AdminMailingResponse = { mailing: await mailings.send(id, staffOf(req), audit) };
    res.json(body);
  });
}
