import type { NewsType } from '@ps/shared/rules';
import type { AdminNewsPost } from '@ps/shared/schemas';

export const NEWS_TYPE_NAMES: Record<NewsType, string> = {
  milestone: 'Milestone',
  content: 'Content',
  community: 'Community',
  tour: 'Tour',
};

/** What staff type; sent as it is (the body of POST and PUT), and the server answers per field. */
export interface NewsFormValues {
  title: string;
  date: string;
  type: NewsType;
  content: string;
  isHot: boolean;
  /** The post's version as the form read it (none for a new one): the save is refused if it moved on. */
  expectedVersion?: number;
}

/** Today on the calendar of the person writing, as a date input reads it (`YYYY-MM-DD`). */
export function localToday(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new post starts dated today; an existing one as it was saved. */
export const toNewsFormValues = (post: AdminNewsPost | null, now: Date): NewsFormValues => ({
  title: post?.title ?? '',
  date: post?.date ?? localToday(now),
  type: post?.type ?? 'content',
  content: post?.content ?? '',
  isHot: post?.isHot ?? false,
  expectedVersion: post?.version,
});
