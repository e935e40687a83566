import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  FAN_PHOTO_LIMITS,
  FAN_PHOTO_MESSAGES,
  fanPhotoMessage,
  type FanPhotoBulk,
  type FanPhotoListQuery,
  type FanPhotoModerationPage,
  type FanPhotoStatus,
  type FanPhotoSubmission,
} from '@ps/shared/social';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/tables';
import { withAuditRow, type ChangeAudit } from '../../platform/audit/change-audit';
import { enqueueMail } from '../../platform/mail/outbox';
import { notifyFanPhoto } from '../notifications';
import type { ImageLibrary } from '../../platform/media';
import {
  countFanPhotos,
  fanPhotosByStatus,
  insertFanPhoto,
  lockedFanPhoto,
  showcasedFanPhotos,
  updateFanPhoto,
  type FanPhotoChange,
  type FanPhotoRow,
} from './repository';
import { toFanPhoto, toModeratedFanPhoto } from './to-fan-photo';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const invalidType = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', fanPhotoMessage(FAN_PHOTO_MESSAGES.invalidType), {
    fields: { image: FAN_PHOTO_MESSAGES.invalidType.body },
  });

/**
 * The stored pipeline keeps JPEG, PNG and WebP; a GIF becomes a PNG of its first frame here,
 * before the pipeline strips metadata and resizes like any other upload.
 */
async function normalisedUpload(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw invalidType();
  if (type.mime !== 'image/gif') return bytes;
  try {
    return await sharp(bytes, { animated: false }).png().toBuffer();
  } catch (error) {
    throw new AppError(422, 'UNREADABLE_IMAGE', 'The image could not be read; it may be damaged', { cause: error });
  }
}

function approvalMail(row: FanPhotoRow, siteUrl: string) {
  return {
    to: row.submitterEmail!,
    subject: 'Your photo is on the Panic Squad fan wall',
    text: [
      `Hi ${row.submitterName},`,
      '',
      'Thanks for sharing your photo with the Squad: it has been approved and fans can now see it.',
      '',
      `See the fan photos: ${new URL('/social/fan-photos', siteUrl).toString()}`,
    ].join('\n'),
  };
}

export function createFanPhotoService(db: Db, library: ImageLibrary, siteUrl: string) {
  async function change(id: number, allowedFrom: readonly FanPhotoStatus[], next: FanPhotoChange, trx: Db) {
    const row = await lockedFanPhoto(trx, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', `Fan photo ${id} not found`);
    if (!allowedFrom.includes(row.status)) {
      throw new AppError(409, 'INVALID_TRANSITION', `Fan photo ${id} is ${row.status}; this action does not apply`);
    }
    const updated = await updateFanPhoto(trx, id, next);
    if (next.status === 'approved' && row.status !== 'approved' && updated.submitterEmail) {
      await enqueueMail(trx, 'fan_photo_approved', approvalMail(updated, siteUrl));
    }
    return updated;
  }

  /** Each moderation runs in one transaction with its audit row. */
  const audited = <T>(audit: ChangeAudit, work: (trx: Db) => Promise<T>) =>
    db.transaction().execute(withAuditRow(audit, work));

  // Only pending: a rejected upload's files are gone, so it cannot be shown again.
  const approve = (id: number, trx: Db) => change(id, ['pending'], { status: 'approved', rejectionReason: null }, trx);
  const reject = (id: number, reason: string, trx: Db) =>
    change(id, ['pending'], { status: 'rejected', rejectionReason: reason, isFeatured: false }, trx);

  /**
   * A rejected upload is not kept: its files go once the rejection is committed (the row stays for the
   * record, with the reason). Storage has no transactions, so the files go after the row changed.
   */
  async function deleteFiles(rows: readonly FanPhotoRow[]) {
    for (const { imageId, imageFormat } of rows) {
      if (imageId && imageFormat) await library.remove({ id: imageId, format: imageFormat });
    }
  }

  return {
    async showcase() {
      return { photos: (await showcasedFanPhotos(db, FAN_PHOTO_LIMITS.showcase)).map(toFanPhoto) };
    },

    /**
     * `admit` counts the submission against the sender's allowance inside the transaction that stores
     * it, and throws when none is left: a file refused before that (type, size, fields) costs nothing.
     */
    async submit(bytes: Buffer, fields: FanPhotoSubmission, admit: (trx: Db) => Promise<void>) {
      const image = await library.save(await normalisedUpload(bytes));
      // Staff hear of the photo in the same transaction that stores it, so neither exists without the other.
      const row = await db
        .transaction()
        .execute(async (trx) => {
          await admit(trx);
          const stored = await insertFanPhoto(trx, {
            imageId: image.id,
            imageFormat: image.format,
            caption: fields.caption,
            submitterName: fields.name,
            submitterHandle: fields.handle,
            submitterEmail: fields.email ?? null,
            platform: fields.platform,
            location: fields.location,
            hashtags: fields.hashtags,
            allowRepost: fields.allowRepost,
            allowCommercialUse: fields.allowCommercialUse,
          });
          await notifyFanPhoto(trx, { id: stored.id, fanName: stored.submitterName });
          return stored;
        })
        .catch(async (error: unknown) => {
          await library.remove(image);
          throw error;
        });
      return { id: String(row.id), status: row.status };
    },

    async list({ status, limit, offset }: FanPhotoListQuery): Promise<FanPhotoModerationPage> {
      const [rows, total, pending] = await Promise.all([
        fanPhotosByStatus(db, status, limit, offset),
        countFanPhotos(db, status),
        countFanPhotos(db, 'pending'),
      ]);
      return {
        photos: rows.map(toModeratedFanPhoto),
        pendingCount: pending,
        pagination: { total, hasMore: offset + rows.length < total },
      };
    },

    approve: async (id: number, audit: ChangeAudit) =>
      toModeratedFanPhoto(await audited(audit, (trx) => approve(id, trx))),
    reject: async (id: number, reason: string, audit: ChangeAudit) => {
      const row = await audited(audit, (trx) => reject(id, reason, trx));
      await deleteFiles([row]);
      return toModeratedFanPhoto(row);
    },
    feature: async (id: number, featured: boolean, audit: ChangeAudit) =>
      toModeratedFanPhoto(
        await audited(audit, (trx) =>
          change(id, ['approved'], { isFeatured: featured, featuredAt: featured ? new Date() : null }, trx),
        ),
      ),
    /** An approved photo taken off the site again; its files stay for the record until deleted by staff. */
    takedown: async (id: number, audit: ChangeAudit) =>
      toModeratedFanPhoto(
        await audited(audit, (trx) => change(id, ['approved'], { status: 'removed', isFeatured: false }, trx)),
      ),

    /** All or nothing: one photo that cannot move leaves every photo as it was. */
    async bulk({ ids, action, reason }: FanPhotoBulk, audit: ChangeAudit) {
      if (action === 'reject' && !reason) throw AppError.validation('Give a reason', { reason: 'is required' });
      const rows = await audited(audit, async (trx) => {
        const done: FanPhotoRow[] = [];
        for (const id of new Set(ids))
          done.push(action === 'approve' ? await approve(id, trx) : await reject(id, reason!, trx));
        return done;
      });
      if (action === 'reject') await deleteFiles(rows);
      return { photos: rows.map(toModeratedFanPhoto) };
    },
  };
}

export type FanPhotoService = ReturnType<typeof createFanPhotoService>;
