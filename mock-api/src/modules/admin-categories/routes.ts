import type { Request } from 'express';
import { z } from 'zod';
import {
  adminCategoryInputSchema,
  CATEGORY_IMAGE_MAX_BYTES,
  categoryBulkActionSchema,
  categoryOrderSchema,
  idParamSchema,
  type AdminCategoryResponse,
} from '@ps/shared/schemas';
import { parseBody, parseParams } from '../../http/validate';
import type { AdminRouteTable } from '../admin/admin-route-table';
import { imageUpload, uploadedFiles } from '../media';
import type { AdminCategoryService } from './service';

const categoryParams = z.object({ id: idParamSchema });
const IMAGE_FIELD = 'image';
const idOf = (req: Request) => parseParams(categoryParams, req).id;
const uploadImage = imageUpload({ field: IMAGE_FIELD, maxBytes: CATEGORY_IMAGE_MAX_BYTES, maxFiles: 1 });

/** The console's category routes, all behind the 'catalog' permission. */
export function addAdminCategoryRoutes(table: AdminRouteTable, categories: AdminCategoryService): void {
  table.add({ method: 'get', path: '/categories', permission: 'catalog' }, async (_req, res) => {
    res.json(await categories.list());
  });

  table.add({ method: 'post', path: '/categories', permission: 'catalog' }, async (req, res) => {
    const category = await categories.create(parseBody(adminCategoryInputSchema, req));
    res.status(201).json({ category } satisfies AdminCategoryResponse);
  });

  // Ahead of /categories/:id, which would take these words for ids.
  table.add({ method: 'post', path: '/categories/bulk', permission: 'catalog' }, async (req, res) => {
    res.json(await categories.bulk(parseBody(categoryBulkActionSchema, req)));
  });

  table.add({ method: 'put', path: '/categories/order', permission: 'catalog' }, async (req, res) => {
    res.json({ categories: await categories.reorder(parseBody(categoryOrderSchema, req).categoryIds) });
  });

  table.add({ method: 'get', path: '/categories/:id', permission: 'catalog' }, async (req, res) => {
    res.json({ category: await categories.detail(idOf(req)) } satisfies AdminCategoryResponse);
  });

  table.add({ method: 'put', path: '/categories/:id', permission: 'catalog' }, async (req, res) => {
    const id = idOf(req);
    const category = await categories.update(id, parseBody(adminCategoryInputSchema, req));
    res.json({ category } satisfies AdminCategoryResponse);
  });

  table.add({ method: 'delete', path: '/categories/:id', permission: 'catalog' }, async (req, res) => {
    await categories.remove(idOf(req));
    res.status(204).end();
  });

  table.add({ method: 'put', path: '/categories/:id/image', permission: 'catalog' }, [
    uploadImage,
    async (req, res) => {
      const id = idOf(req);
      const [file] = uploadedFiles(req, IMAGE_FIELD);
      res.json({ category: await categories.setImage(id, file!) } satisfies AdminCategoryResponse);
    },
  ]);

  table.add({ method: 'delete', path: '/categories/:id/image', permission: 'catalog' }, async (req, res) => {
    res.json({ category: await categories.removeImage(idOf(req)) } satisfies AdminCategoryResponse);
  });
}
