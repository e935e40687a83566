import { sql, type Insertable } from 'kysely';
import type { TrackPreviewsTable } from '../../db/analytics-newsletter-tables';
import type { Db } from '../../db/tables';

export type PreviewUpload = Omit<Insertable<TrackPreviewsTable>, 'trackId'>;

export const allPreviewUploads = (db: Db) => db.selectFrom('trackPreviews').selectAll().execute();

export const findPreviewUpload = (db: Db, trackId: string) =>
  db.selectFrom('trackPreviews').select(['mediaKey', 'contentType']).where('trackId', '=', trackId).executeTakeFirst();

/** The track's upload key, its row locked until the transaction ends: two replacements take turns. */
export const lockPreviewUploadKey = (db: Db, trackId: string) =>
  db.selectFrom('trackPreviews').select('mediaKey').where('trackId', '=', trackId).forUpdate().executeTakeFirst();

export const savePreviewUpload = (db: Db, trackId: string, upload: PreviewUpload) =>
  db
    .insertInto('trackPreviews')
    .values({ trackId, ...upload })
    .onConflict((conflict) => conflict.column('trackId').doUpdateSet(upload))
    .execute();

export const deletePreviewUpload = (db: Db, trackId: string) =>
  db.deleteFrom('trackPreviews').where('trackId', '=', trackId).returning('mediaKey').executeTakeFirst();

/** The landing's first screen, drawn on the server, shows play buttons: every replica draws it again. */
export const notifyLandingChanged = (db: Db) => sql`select pg_notify('fan_content_changed', '')`.execute(db);
