import type { AdminNewsPostResponse } from '@ps/shared/schemas';
import type { AuditedChangeTable, StaffPage } from './audited-change';

const post = (title = 'Acoustic set tonight') => ({
  title,
  date: '2024-11-02',
  type: 'content',
  content: 'Doors at eight.',
  isHot: false,
});

/** A draft written through the console, for the changes that need one. */
async function draft(admin: StaffPage) {
  const response = await admin.post('/api/admin/news', post());
  return ((await response.json()) as AdminNewsPostResponse).post.id;
}

/** The landing's news posts: one valid change per write route. */
export const newsChanges: AuditedChangeTable = {
  'post /news': { prepare: async () => ({ path: '/news', json: post() }) },
  'put /news/:id': { prepare: async (_api, admin) => ({ path: `/news/${await draft(admin)}`, json: post('Moved') }) },
  'post /news/:id/publish': { prepare: async (_api, admin) => ({ path: `/news/${await draft(admin)}/publish` }) },
  'post /news/:id/unpublish': { prepare: async (_api, admin) => ({ path: `/news/${await draft(admin)}/unpublish` }) },
  'delete /news/:id': { prepare: async (_api, admin) => ({ path: `/news/${await draft(admin)}` }) },
};
