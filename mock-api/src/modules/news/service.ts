import type {
  AdminNewsPost,
  AdminNewsResponse,
  adminNewsQuerySchema,
  NewsPost,
  newsPostBodySchema,
} from '@ps/shared/schemas';
import type { z } from 'zod';
import { bumpFormVersion } from '../../platform/form-version/form-version-repository';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { createdTarget, withAuditRow, type ChangeAudit } from '../../platform/audit/change-audit';
import { latestPostDate } from './latest-post-date';
import {
  deleteNewsPost,
  insertNewsPost,
  latestPublishedNews,
  newsPage,
  updateNewsPost,
  type NewsPostValues,
} from './repository';
import { toAdminNewsPost, toNewsPost } from './to-news-post';

type NewsPostInput = z.output<typeof newsPostBodySchema>;
type AdminNewsQueryOutput = z.output<typeof adminNewsQuerySchema>;

const NOT_FOUND = 'No news post with this id';

/** The band's news: fans read the published posts, staff write, publish and delete them. */
export function createNewsService(db: Db, clock: Clock = systemClock) {
  const toValues = (body: NewsPostInput): NewsPostValues => {
    if (body.date > latestPostDate(clock())) {
      throw AppError.validation('Invalid request body: date cannot be in the future', {
        date: 'cannot be in the future',
      });
    }
    const { date, expectedVersion: _read, ...rest } = body;
    return { ...rest, postedOn: date };
  };

  /** The write and the request's audit row commit together. */
  const audited = <T>(audit: ChangeAudit, work: (trx: Db) => Promise<T>) =>
    db.transaction().execute(withAuditRow(audit, work));

  /** Only the form's save is checked and moves the version: publishing changes nothing the form edits. */
  const change = async (
    id: number,
    values: Parameters<typeof updateNewsPost>[2],
    audit: ChangeAudit,
    form?: { expectedVersion: number | undefined },
  ): Promise<AdminNewsPost> => {
    const row = await audited(audit, async (trx) => {
      if (form) await bumpFormVersion(trx, { table: 'news_posts', id, what: 'This post' }, form.expectedVersion);
      const changed = await updateNewsPost(trx, id, values);
      if (!changed) throw AppError.notFound(NOT_FOUND);
      return changed;
    });
    return toAdminNewsPost(row);
  };

  return {
    latest: async (limit: number): Promise<NewsPost[]> => (await latestPublishedNews(db, limit)).map(toNewsPost),

    /** The console's list: a page of posts, newest first, published and drafts alike or one of them. */
    async listForStaff(query: AdminNewsQueryOutput): Promise<AdminNewsResponse> {
      const { total, rows } = await newsPage(db, query);
      return { news: rows.map(toAdminNewsPost), pagination: { total, hasMore: query.offset + rows.length < total } };
    },

    /** A new post is a draft until staff publish it. */
    async create(body: NewsPostInput, audit: ChangeAudit): Promise<AdminNewsPost> {
      const values = toValues(body);
      const row = await db.transaction().execute(async (trx) => {
        const created = await insertNewsPost(trx, values);
        await audit.record(trx, { target: createdTarget(created.id) });
        return created;
      });
      return toAdminNewsPost(row);
    },

    update: (id: number, body: NewsPostInput, audit: ChangeAudit): Promise<AdminNewsPost> =>
      change(id, toValues(body), audit, { expectedVersion: body.expectedVersion }),

    setPublished: (id: number, published: boolean, audit: ChangeAudit): Promise<AdminNewsPost> =>
      change(id, { published }, audit),

    async remove(id: number, audit: ChangeAudit): Promise<void> {
      await audited(audit, async (trx) => {
        if (!(await deleteNewsPost(trx, id))) throw AppError.notFound(NOT_FOUND);
      });
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
