import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  orderMailResendSchema,
  orderRefundSchema,
  orderShipmentCreateSchema,
  orderStatusChangeSchema,
  parcelCorrectionSchema,
  shipmentDeliveredSchema,
  shipmentParamsSchema,
  staffMay,
  staffNoteBodySchema,
  type AdminOrderResponse,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../../http/validate';
import type { AdminRouteTable } from '../../../platform/admin/admin-route-table';
import { renderInvoicePdf } from './invoice/invoice-pdf';
import { staffActorOf, staffOf } from '../../staff';
import type { AdminOrderService } from './service';
import type { OrderStaffActor } from './status-change';

const orderParamsSchema = z.object({ id: idParamSchema });

/** The member acting, with what their role lets them give back (decision 070). */
export function actorOf(req: Request): OrderStaffActor {
  const member = staffOf(req);
  const refunds = { permitted: staffMay(member, 'orders.refund'), limitCents: member.refundLimitCents };
  return { ...staffActorOf(req), refunds };
}

function csvAttachment(res: Response, name: string): void {
  const day = new Date().toISOString().slice(0, 10);
  res.type('text/csv; charset=utf-8');
  res.attachment(`${name}-${day}.csv`);
}

/** The console's order routes: 'orders.view' to read, 'orders.fulfil' to move them on, 'orders.refund' for money back. */
export function addAdminOrderRoutes(table: AdminRouteTable, orders: AdminOrderService): void {
  table.add({ method: 'get', path: '/orders', permission: 'orders.view' }, async (req, res) => {
    const { limit, offset, ...filter } = parseQuery(adminOrdersQuerySchema, req);
    res.json(await orders.list(filter, { limit, offset }));
  });

  // Before /orders/:id, which would otherwise take "export" for an id.
  table.add({ method: 'get', path: '/orders/export', permission: 'orders.view' }, async (req, res) => {
    const { format: _format, ...filter } = parseQuery(adminOrdersExportQuerySchema, req);
    csvAttachment(res, 'orders');
    await orders.exportCsv(filter, res);
  });

  table.add({ method: 'get', path: '/orders/export/lines', permission: 'orders.view' }, async (req, res) => {
    const { format: _format, ...filter } = parseQuery(adminOrdersExportQuerySchema, req);
    csvAttachment(res, 'order-lines');
    await orders.exportLinesCsv(filter, res);
  });

  table.add({ method: 'get', path: '/orders/:id', permission: 'orders.view' }, async (req, res) => {
    const { id } = parseParams(orderParamsSchema, req);
    const body: AdminOrderResponse = { order: await orders.detail(id) };
    res.json(body);
  });

  table.add({ method: 'get', path: '/orders/:id/invoice.pdf', permission: 'orders.view' }, async (req, res) => {
    const { id } = parseParams(orderParamsSchema, req);
    const order = await orders.invoice(id);
    res.type('application/pdf');
    // Order numbers are PS-YYMMDD-XXXX; the pattern keeps the file name safe whatever they become.
    res.attachment(`invoice-${order.orderNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`);
    res.set('Cache-Control', 'private, no-store');
    const doc = renderInvoicePdf(order, new Date());
    doc.pipe(res);
    doc.end();
  });

  table.add(
    { method: 'put', path: '/orders/:id/status', permission: 'orders.fulfil', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(orderParamsSchema, req);
      const change = parseBody(orderStatusChangeSchema, req);
      const body: AdminOrderResponse = { order: await orders.changeStatus(id, change, actorOf(req)) };
      res.json(body);
    },
  );

  table.add(
    { method: 'post', path: '/orders/:id/refunds', permission: 'orders.refund', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(orderParamsSchema, req);
      const refund = parseBody(orderRefundSchema, req);
      const body: AdminOrderResponse = { order: await orders.refundLines(id, refund, actorOf(req)) };
      res.status(201).json(body);
    },
  );

  table.add(
    { method: 'post', path: '/orders/:id/mails', permission: 'orders.fulfil', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(orderParamsSchema, req);
      const { mail } = parseBody(orderMailResendSchema, req);
      res.status(202).json(await orders.resendMail(id, mail, actorOf(req)));
    },
  );

  const notes = { method: 'post', path: '/orders/:id/notes', permission: 'orders.fulfil', audit: 'in-change' } as const;
  table.add(notes, async (req, res, audit) => {
    const { id } = parseParams(orderParamsSchema, req);
    const { body: note } = parseBody(staffNoteBodySchema, req);
    res.status(201);
    const body: AdminOrderResponse = { order: await orders.addNote(id, note, actorOf(req), audit) };
    res.json(body);
  });

  table.add(
    { method: 'post', path: '/orders/:id/shipments', permission: 'orders.fulfil', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(orderParamsSchema, req);
      const request = parseBody(orderShipmentCreateSchema, req);
      const body: AdminOrderResponse = { order: await orders.ship(id, request, actorOf(req)) };
      res.status(201).json(body);
    },
  );

  table.add(
    {
      method: 'post',
      path: '/orders/:id/shipments/:shipmentId/delivered',
      permission: 'orders.fulfil',
      audit: 'own-row',
    },
    async (req, res) => {
      const { id, shipmentId } = parseParams(shipmentParamsSchema, req);
      const { expectedVersion } = parseBody(shipmentDeliveredSchema, req);
      const body: AdminOrderResponse = {
        order: await orders.markDelivered(id, shipmentId, expectedVersion, actorOf(req)),
      };
      res.json(body);
    },
  );

  table.add(
    { method: 'put', path: '/orders/:id/shipments/:shipmentId', permission: 'orders.fulfil', audit: 'own-row' },
    async (req, res) => {
      const { id, shipmentId } = parseParams(shipmentParamsSchema, req);
      const fix = parseBody(parcelCorrectionSchema, req);
      const body: AdminOrderResponse = { order: await orders.correctParcel(id, shipmentId, fix, actorOf(req)) };
      res.json(body);
    },
  );
}
