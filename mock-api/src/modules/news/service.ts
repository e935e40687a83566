import type {
  AdminNewsPost,
  AdminNewsResponse,
  adminNewsQuerySchema,
  NewsPost,
  newsPostBodySchema,
} from '@ps/shared/schemas';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { latestPostDate } from './latest-post-date';
import type { NewsPostValues, NewsRepository } from './repository';
import { toAdminNewsPost, toNewsPost } from './to-news-post';

type NewsPostInput = z.output<typeof newsPostBodySchema>;
type AdminNewsQueryOutput = z.output<typeof adminNewsQuerySchema>;

const NOT_FOUND = 'No news post with this id';

/** The band's news: fans read the published posts, staff write, publish and delete them. */
export function createNewsService(repository: NewsRepository, clock: Clock = systemClock) {
  const toValues = (body: NewsPostInput): NewsPostValues => {
    if (body.date > latestPostDate(clock())) {
      throw AppError.validation('Invalid request body: date cannot be in the future', {
        date: 'cannot be in the future',
      });
    }
    const { date, ...rest } = body;
    return { ...rest, postedOn: date };
  };

  const change = async (id: number, values: Parameters<NewsRepository['update']>[1]): Promise<AdminNewsPost> => {
    const row = await repository.update(id, values);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toAdminNewsPost(row);
  };

  return {
    latest: async (limit: number): Promise<NewsPost[]> => (await repository.latestPublished(limit)).map(toNewsPost),

    /** The console's list: a page of posts, newest first, published and drafts alike or one of them. */
    async listForStaff(query: AdminNewsQueryOutput): Promise<AdminNewsResponse> {
      const { total, rows } = await repository.page(query);
      return { news: rows.map(toAdminNewsPost), pagination: { total, hasMore: query.offset + rows.length < total } };
    },

    /** A new post is a draft until staff publish it. */
    create: async (body: NewsPostInput): Promise<AdminNewsPost> =>
      toAdminNewsPost(await repository.create(toValues(body))),

    update: (id: number, body: NewsPostInput): Promise<AdminNewsPost> => change(id, toValues(body)),

    setPublished: (id: number, published: boolean): Promise<AdminNewsPost> => change(id, { published }),

    async remove(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw AppError.notFound(NOT_FOUND);
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
