import type { AdminNewsPost, NewsPost } from '@ps/shared/schemas';
import type { NewsPostRecord } from './repository';

export const toNewsPost = (row: NewsPostRecord): NewsPost => ({
  id: row.id,
  title: row.title,
  date: row.postedOn,
  type: row.type,
  content: row.content,
  isHot: row.isHot,
});

export const toAdminNewsPost = (row: NewsPostRecord): AdminNewsPost => ({
  ...toNewsPost(row),
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});
