import type { AdminReleaseResponse } from '@ps/shared/schemas';
import { releaseForm } from '../releases';
import type { AuditedChangeTable, StaffPage } from './audited-change';

/** A release added through the console, for the changes that need one. */
async function added(admin: StaffPage) {
  const response = await admin.post('/api/admin/releases', releaseForm());
  return ((await response.json()) as AdminReleaseResponse).release.id;
}

/** The landing's releases: one valid change per write route. */
export const releaseChanges: AuditedChangeTable = {
  'post /releases': { prepare: async () => ({ path: '/releases', json: releaseForm() }) },
  'put /releases/:id': {
    prepare: async (_api, admin) => ({ path: `/releases/${await added(admin)}`, json: releaseForm() }),
  },
  'delete /releases/:id': { prepare: async (_api, admin) => ({ path: `/releases/${await added(admin)}` }) },
};
