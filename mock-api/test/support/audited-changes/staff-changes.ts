import type { TwoFactorSetup } from '@ps/shared/console-schemas';
import { shopSettingsResponseSchema } from '@ps/shared/schemas';
import { uniqueEmail } from '../browser';
import { createOrder } from '../factories';
import { createStaffUser, staffBrowser, STAFF_PASSWORD } from '../staff';
import type { ApiTestContext } from '../suite';
import { codeAt, enrolledStaff } from '../two-factor';
import type { AuditedChangeTable } from './audited-change';

const memberId = async (api: ApiTestContext, email: string) =>
  (await api.db.selectFrom('staffUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A signed-in member with two-factor on, enrolled on the suite's own server. */
const enrolled = (api: ApiTestContext) => enrolledStaff(api, api.baseUrl, new Date());

/** Staff, the member's own profile, settings, sign-out and erasure: the services word their own rows. */
export const staffChanges: AuditedChangeTable = {
  'post /staff': {
    action: 'staff.invite',
    prepare: async () => ({
      path: '/staff',
      json: { email: uniqueEmail('invited'), name: 'New Person', role: 'staff' },
    }),
  },
  'put /staff/policy': {
    action: 'staff.policy_change',
    prepare: async () => ({ path: '/staff/policy', json: { requireTwoFactor: false } }),
  },
  'post /staff/:id/link': {
    action: 'staff.new_link',
    prepare: async (api) => ({ path: `/staff/${await memberId(api, await createStaffUser(api, 'staff'))}/link` }),
  },
  'patch /staff/:id': {
    action: 'staff.change',
    async prepare(api) {
      const id = await memberId(api, await createStaffUser(api, 'staff'));
      return { path: `/staff/${id}`, json: { disabled: true } };
    },
  },
  'post /staff/:id/two-factor/reset': {
    action: 'staff.two_factor_reset',
    prepare: async (api) => ({ path: `/staff/${await memberId(api, (await enrolled(api)).email)}/two-factor/reset` }),
  },
  'post /profile/two-factor/setup': {
    prepare: async (api) => ({ path: '/profile/two-factor/setup', as: await staffBrowser(api, 'staff') }),
  },
  'post /profile/two-factor/enable': {
    action: 'staff.two_factor_enabled',
    async prepare(api) {
      const member = await staffBrowser(api, 'staff');
      const setup = (await (await member.post('/api/admin/profile/two-factor/setup')).json()) as TwoFactorSetup;
      return { path: '/profile/two-factor/enable', json: { code: codeAt(setup.secret, new Date()) }, as: member };
    },
  },
  'post /profile/two-factor/disable': {
    action: 'staff.two_factor_disabled',
    async prepare(api) {
      const { page, email } = await enrolled(api);
      return {
        path: '/profile/two-factor/disable',
        json: { password: STAFF_PASSWORD },
        as: Object.assign(page, { email }),
      };
    },
  },
  'post /profile/password': {
    action: 'staff.password_changed',
    async prepare(api) {
      const json = { currentPassword: STAFF_PASSWORD, password: 'a brand new staff phrase' };
      return { path: '/profile/password', json, as: await staffBrowser(api, 'staff') };
    },
  },
  'put /settings': {
    async prepare(_api, admin) {
      const current = shopSettingsResponseSchema.parse(await (await admin.get('/api/admin/settings')).json()).settings;
      return { path: '/settings', json: { ...current, shopName: `${current.shopName}!` } };
    },
  },
  'post /auth/logout': { action: 'staff.sign_out', prepare: async () => ({ path: '/auth/logout' }) },
  'post /customers/:key/erase': {
    action: 'customer.erased',
    async prepare(api) {
      const email = uniqueEmail('erased');
      const order = await createOrder(api.db, { email });
      return { path: `/customers/guest-${order.id}/erase`, json: { confirmEmail: email } };
    },
  },
};
