import type { Request } from 'express';
import { z } from 'zod';
import {
  adminCategoryInputSchema,
  CATEGORY_IMAGE_MAX_BYTES,
  categoryBulkActionSchema,
  categoryOrderSchema,
  type AdminCategoryResponse,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams } from '../../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../../platform/admin/admin-route-table';
import { imageUpload, uploadedFiles } from '../../../platform/media';
import type { AdminCategoryService } from './service';
import { assertStaffMay } from '../../staff';

const categoryParams = z.object({ id: idParamSchema });
const IMAGE_FIELD = 'image';
const idOf = (req: Request) => parseParams(categoryParams, req).id;
const uploadImage = imageUpload({ field: IMAGE_FIELD, maxBytes: CATEGORY_IMAGE_MAX_BYTES, maxFiles: 1 });

/** The console's category routes: 'catalog.edit', and 'catalog.delete' to delete one. */
export function addAdminCategoryRoutes(table: AdminRouteTable, categories: AdminCategoryService): void {
  table.add({ method: 'get', path: '/categories', permission: 'catalog.edit' }, async (_req, res) => {
    res.json(await categories.list());
  });

  table.add(auditedChange('post', '/categories', 'catalog.edit'), async (req, res, audit) => {
    res.status(201);
    const category = await categories.create(parseBody(adminCategoryInputSchema, req), audit);
    res.json({ category } satisfies AdminCategoryResponse);
  });

  // Ahead of /categories/:id, which would take these words for ids.
  table.add(auditedChange('post', '/categories/bulk', 'catalog.edit'), async (req, res, audit) => {
    const action = parseBody(categoryBulkActionSchema, req);
    if (action.action === 'delete') assertStaffMay(req, 'catalog.delete');
    res.json(await categories.bulk(action, audit));
  });

  table.add(auditedChange('put', '/categories/order', 'catalog.edit'), async (req, res, audit) => {
    res.json({ categories: await categories.reorder(parseBody(categoryOrderSchema, req).categoryIds, audit) });
  });

  table.add({ method: 'get', path: '/categories/:id', permission: 'catalog.edit' }, async (req, res) => {
    res.json({ category: await categories.detail(idOf(req)) } satisfies AdminCategoryResponse);
  });

  table.add(auditedChange('put', '/categories/:id', 'catalog.edit'), async (req, res, audit) => {
    const id = idOf(req);
    const category = await categories.update(id, parseBody(adminCategoryInputSchema, req), audit);
    res.json({ category } satisfies AdminCategoryResponse);
  });

  table.add(auditedChange('delete', '/categories/:id', 'catalog.delete'), async (req, res, audit) => {
    res.status(204);
    await categories.remove(idOf(req), audit);
    res.end();
  });

  table.add(auditedChange('put', '/categories/:id/image', 'catalog.edit'), [
    uploadImage,
    async (req, res, audit) => {
      const id = idOf(req);
      const [file] = uploadedFiles(req, IMAGE_FIELD);
      res.json({ category: await categories.setImage(id, file!, audit) } satisfies AdminCategoryResponse);
    },
  ]);

  table.add(auditedChange('delete', '/categories/:id/image', 'catalog.edit'), async (req, res, audit) => {
    res.json({ category: await categories.removeImage(idOf(req), audit) } satisfies AdminCategoryResponse);
  });
}
