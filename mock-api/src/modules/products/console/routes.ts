import express from 'express';
import { z } from 'zod';
import {
  adminProductInputSchema,
  adminProductsQuerySchema,
  PRODUCT_IMAGE_LIMIT,
  PRODUCT_IMAGE_MAX_BYTES,
  productBulkActionSchema,
  productImageOrderSchema,
  productImportQuerySchema,
  staffMay,
  variantImagesSchema,
  type AdminProductResponse,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import { parseBody, parseParams, parseQuery } from '../../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../../platform/admin/admin-route-table';
import { imageUpload, uploadedFiles } from '../../../platform/media';
import { assertStaffMay, staffOf } from '../../staff';
import { changesPrices } from './reprice-check';
import type { ProductCsv } from './products-csv';
import type { ProductImages } from './product-images';
import type { AdminProductService } from './service';

const productParams = z.object({ id: idParamSchema });
const imageParams = z.object({ id: idParamSchema, imageId: idParamSchema });
const variantParams = z.object({ id: idParamSchema, variantId: idParamSchema });

const IMAGE_FIELD = 'images';
const uploadImages = imageUpload({
  field: IMAGE_FIELD,
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  maxFiles: PRODUCT_IMAGE_LIMIT,
});
const CSV_LIMIT = '2mb';
const readCsv = express.text({ type: ['text/csv', 'text/plain'], limit: CSV_LIMIT });

/** The console's product routes: 'catalog.edit', with 'catalog.delete' and 'catalog.reprice' for those acts. */
export function addAdminProductRoutes(
  table: AdminRouteTable,
  products: AdminProductService,
  images: ProductImages,
  csv: ProductCsv,
): void {
  const answer = async (id: number): Promise<AdminProductResponse> => ({ product: await products.detail(id) });

  table.add({ method: 'get', path: '/products', permission: 'catalog.edit' }, async (req, res) => {
    const { limit, offset, ...filter } = parseQuery(adminProductsQuerySchema, req);
    res.json(await products.list(filter, { limit, offset }));
  });

  table.add(auditedChange('post', '/products', 'catalog.edit'), async (req, res, audit) => {
    res.status(201);
    const product = await products.create(parseBody(adminProductInputSchema, req), audit);
    res.json({ product } satisfies AdminProductResponse);
  });

  // Ahead of /products/:id, which would take these words for ids.
  table.add(auditedChange('post', '/products/bulk', 'catalog.edit'), async (req, res, audit) => {
    const action = parseBody(productBulkActionSchema, req);
    if (action.action === 'price') assertStaffMay(req, 'catalog.reprice');
    if (action.action === 'delete') assertStaffMay(req, 'catalog.delete');
    res.json(await products.bulk(action, audit));
  });

  table.add({ method: 'get', path: '/products/export', permission: 'catalog.edit' }, async (_req, res) => {
    res.type('text/csv; charset=utf-8').attachment(`products-${new Date().toISOString().slice(0, 10)}.csv`);
    res.send(await csv.exportCsv());
  });

  table.add(auditedChange('post', '/products/import', 'catalog.reprice'), [
    readCsv,
    async (req, res, audit) => {
      const { dryRun } = parseQuery(productImportQuerySchema, req);
      if (typeof req.body !== 'string') {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the CSV file as text/csv');
      }
      res.json(await csv.importCsv(req.body, { dryRun }, audit));
    },
  ]);

  table.add({ method: 'get', path: '/products/:id', permission: 'catalog.edit' }, async (req, res) => {
    res.json(await answer(parseParams(productParams, req).id));
  });

  table.add(auditedChange('put', '/products/:id', 'catalog.edit'), async (req, res, audit) => {
    const { id } = parseParams(productParams, req);
    const input = parseBody(adminProductInputSchema, req);
    if (!staffMay(staffOf(req), 'catalog.reprice') && changesPrices(await products.detail(id), input)) {
      assertStaffMay(req, 'catalog.reprice');
    }
    res.json({ product: await products.update(id, input, audit) } satisfies AdminProductResponse);
  });

  table.add(auditedChange('delete', '/products/:id', 'catalog.delete'), async (req, res, audit) => {
    res.json(await products.remove(parseParams(productParams, req).id, audit));
  });

  table.add(auditedChange('post', '/products/:id/images', 'catalog.edit'), [
    uploadImages,
    async (req, res, audit) => {
      const { id } = parseParams(productParams, req);
      res.status(201);
      await images.add(id, uploadedFiles(req, IMAGE_FIELD), audit);
      res.json(await answer(id));
    },
  ]);

  table.add(auditedChange('put', '/products/:id/images/order', 'catalog.edit'), async (req, res, audit) => {
    const { id } = parseParams(productParams, req);
    await images.reorder(id, parseBody(productImageOrderSchema, req).imageIds, audit);
    res.json(await answer(id));
  });

  table.add(auditedChange('delete', '/products/:id/images/:imageId', 'catalog.edit'), async (req, res, audit) => {
    const { id, imageId } = parseParams(imageParams, req);
    await images.remove(id, imageId, audit);
    res.json(await answer(id));
  });

  // A variant's pictures: uploaded ones join the product's images and the variant's in one transaction.
  table.add(auditedChange('post', '/products/:id/variants/:variantId/images', 'catalog.edit'), [
    uploadImages,
    async (req, res, audit) => {
      const { id, variantId } = parseParams(variantParams, req);
      res.status(201);
      await images.add(id, uploadedFiles(req, IMAGE_FIELD), audit, variantId);
      res.json(await answer(id));
    },
  ]);

  table.add(
    auditedChange('put', '/products/:id/variants/:variantId/images', 'catalog.edit'),
    async (req, res, audit) => {
      const { id, variantId } = parseParams(variantParams, req);
      await images.chooseForVariant(id, variantId, parseBody(variantImagesSchema, req).imageIds, audit);
      res.json(await answer(id));
    },
  );
}
