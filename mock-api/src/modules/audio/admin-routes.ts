import { PREVIEW_MAX_BYTES, PREVIEW_UPLOAD_FIELD, trackIdParamsSchema } from '@ps/shared/console-schemas';
import { AppError } from '../../http/app-error';
import { parseParams } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import { imageUpload } from '../../platform/media';
import { staffOf } from '../staff';
import type { PreviewAdmin } from './preview-admin';

const previewUpload = imageUpload({ field: PREVIEW_UPLOAD_FIELD, maxBytes: PREVIEW_MAX_BYTES, maxFiles: 1 });

/** The console's Music screen: every release's tracks, each with its uploaded file, its sketch or no preview. */
export function addMusicAdminRoutes(table: AdminRouteTable, previews: PreviewAdmin): void {
  table.add({ method: 'get', path: '/music/tracks', permission: 'content' }, async (_req, res) => {
    res.json({ tracks: await previews.list() });
  });
  table.add(auditedChange('put', '/music/tracks/:trackId/preview', 'content'), [
    previewUpload,
    async (req, res, audit) => {
      const { trackId } = parseParams(trackIdParamsSchema, req);
      const [file] = Array.isArray(req.files) ? req.files : [];
      if (!file) {
        throw AppError.validation('Choose an MP3 or Ogg file to upload', {
          [PREVIEW_UPLOAD_FIELD]: 'Choose an MP3 or Ogg file to upload',
        });
      }
      res.json(await previews.replace(trackId, file.buffer, staffOf(req).id, audit));
    },
  ]);
  table.add(auditedChange('delete', '/music/tracks/:trackId/preview', 'content'), async (req, res, audit) => {
    const { trackId } = parseParams(trackIdParamsSchema, req);
    res.json(await previews.removeUpload(trackId, audit));
  });
}
