import { Router, type ErrorRequestHandler } from 'express';
import { MulterError } from 'multer';
import {
  fanPhotoBulkSchema,
  fanPhotoFeatureSchema,
  fanPhotoListQuerySchema,
  fanPhotoRejectSchema,
  fanPhotoSubmissionSchema,
} from '@ps/shared/schemas';
import { FAN_PHOTO_LIMITS, FAN_PHOTO_MESSAGES, fanPhotoMessage } from '@ps/shared/social';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/cache-control';
import { parseBody, parseFormFields, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import { imageUpload, uploadedFiles } from '../../platform/media';
import { clientAddressOf, rateLimitCheckByClient, tooManyRequests } from '../../platform/rate-limit/rate-limit';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { Db } from '../../db/tables';
import type { FanPhotoService } from './service';

const SUBMISSIONS_PER_HOUR = { name: 'fan-photo-submissions', limit: 5, windowMs: 60 * 60 * 1000 };
const TOO_MANY = 'You have sent several photos in the last hour; please try again later.';

/** Multer's size refusal, in the words of spec 2. */
const tooLargeInSpecWords: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
    next(
      new AppError(413, 'PAYLOAD_TOO_LARGE', fanPhotoMessage(FAN_PHOTO_MESSAGES.tooLarge), {
        fields: { image: FAN_PHOTO_MESSAGES.tooLarge.body },
        cause: error,
      }),
    );
    return;
  }
  next(error);
};

/** GET /api/fan-photos (the showcase) and POST /api/fan-photos/submit (multipart, as spec 2 sends it). */
export function fanPhotosRouter(service: FanPhotoService, limiter: RateLimiter): Router {
  const router = Router();
  router.use(noStore);
  router.get('/', async (_req, res) => {
    res.json(await service.showcase());
  });
  router.post(
    '/submit',
    rateLimitCheckByClient(limiter, SUBMISSIONS_PER_HOUR, TOO_MANY),
    imageUpload({ field: 'image', maxBytes: FAN_PHOTO_LIMITS.maxBytes, maxFiles: 1 }),
    async (req, res) => {
      const fields = parseFormFields(fanPhotoSubmissionSchema, req);
      const [bytes] = uploadedFiles(req, 'image');
      const client = clientAddressOf(req);
      // Only a photo that is stored uses up one of the sender's submissions.
      const admit = async (trx: Db) => {
        const decision = await limiter.hit(SUBMISSIONS_PER_HOUR, client, trx);
        if (!decision.allowed) throw tooManyRequests(res, decision, TOO_MANY);
      };
      res.status(201).json(await service.submit(bytes!, fields, admit));
    },
  );
  router.use(tooLargeInSpecWords);
  return router;
}

const idOf = (raw: string | string[] | undefined): number => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError(404, 'NOT_FOUND', 'Fan photo not found');
  return id;
};

/** Moderation: staff with the 'moderation' permission; every change commits with its audit row. */
export function addFanPhotoAdminRoutes(table: AdminRouteTable, service: FanPhotoService): void {
  const moderation = 'moderation' as const;
  table.add({ method: 'get', path: '/fan-photos', permission: moderation }, async (req, res) => {
    res.json(await service.list(parseQuery(fanPhotoListQuerySchema, req)));
  });
  const moderate = (path: string) => auditedChange('post', path, moderation);
  table.add(moderate('/fan-photos/bulk'), async (req, res, audit) => {
    res.json(await service.bulk(parseBody(fanPhotoBulkSchema, req), audit));
  });
  table.add(moderate('/fan-photos/:id/approve'), async (req, res, audit) => {
    res.json(await service.approve(idOf(req.params.id), audit));
  });
  table.add(moderate('/fan-photos/:id/reject'), async (req, res, audit) => {
    res.json(await service.reject(idOf(req.params.id), parseBody(fanPhotoRejectSchema, req).reason, audit));
  });
  table.add(moderate('/fan-photos/:id/feature'), async (req, res, audit) => {
    res.json(await service.feature(idOf(req.params.id), parseBody(fanPhotoFeatureSchema, req).featured, audit));
  });
  table.add(moderate('/fan-photos/:id/takedown'), async (req, res, audit) => {
    res.json(await service.takedown(idOf(req.params.id), audit));
  });
}
