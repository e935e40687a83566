import type { AdminMailingResponse } from '@ps/shared/console-schemas';
import type { AuditedChangeTable, StaffPage } from './audited-change';

const words = (subject = 'Van diary, week one') => ({ subject, body: 'We made it to Austin.' });

/** A draft written through the console, for the changes that need one. */
async function draft(admin: StaffPage) {
  const response = await admin.post('/api/admin/mailings', words());
  return ((await response.json()) as AdminMailingResponse).mailing.id;
}

/** The Newsletter screen: one valid change per write route. */
export const mailingChanges: AuditedChangeTable = {
  'post /mailings': { prepare: async () => ({ path: '/mailings', json: words() }) },
  'put /mailings/:id': {
    prepare: async (_api, admin) => ({ path: `/mailings/${await draft(admin)}`, json: words('Van diary, week two') }),
  },
  'delete /mailings/:id': { prepare: async (_api, admin) => ({ path: `/mailings/${await draft(admin)}` }) },
  'post /mailings/:id/test': { prepare: async (_api, admin) => ({ path: `/mailings/${await draft(admin)}/test` }) },
  'post /mailings/:id/send': { prepare: async (_api, admin) => ({ path: `/mailings/${await draft(admin)}/send` }) },
};
