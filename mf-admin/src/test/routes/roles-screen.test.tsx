import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  staffPermissions,
  staffRoleResponseSchema,
  staffRolesResponseSchema,
  type StaffRoleBody,
  type StaffRoleRecord,
} from '@ps/shared/console-schemas';
import { answer, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderConsole } from '../render-console';

startMockApi();

const ADMIN: StaffRoleRecord = {
  id: 1,
  name: 'admin',
  permissions: [...staffPermissions],
  refundLimitCents: null,
  members: 1,
  locked: true,
};
const DESK: StaffRoleRecord = {
  id: 2,
  name: 'merch desk',
  permissions: ['orders.fulfil', 'orders.view'],
  refundLimitCents: null,
  members: 2,
  locked: false,
};

/** The roles the API holds, and each PUT it was sent; a PUT saves what it was sent. */
function rolesApi() {
  let roles = [ADMIN, DESK];
  const sent: Request[] = [];
  mockServer.use(
    answer('get', '/api/admin/roles', staffRolesResponseSchema, () => ({ roles })),
    answer('put', '/api/admin/roles/:id', staffRoleResponseSchema, ({ request }) => {
      sent.push(request.clone());
      // What the dialog is expected to send; the test checks the body it really sent.
      const saved = { ...DESK, permissions: [...DESK.permissions, 'orders.refund' as const], refundLimitCents: 5000 };
      roles = [ADMIN, saved];
      return { role: saved };
    }),
  );
  return sent;
}

describe('the Roles screen', () => {
  afterEach(cleanup);

  it('when an admin gives a role the refund permission with a limit, then it is sent in cents and listed', async () => {
    const sent = rolesApi();
    renderConsole('/admin/roles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
    const adminRow = await screen.findByRole('row', { name: /^admin/ });
    expect(within(adminRow).getByText('Everything, always')).toBeTruthy();
    expect(within(adminRow).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit: merch desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the merch desk role' });
    fireEvent.click(within(dialog).getByLabelText('Refund orders and cancel paid ones'));
    fireEvent.change(within(dialog).getByLabelText('Refund limit ($)'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const row = await screen.findByRole('row', { name: /merch desk/ });
    expect(await within(row).findByText('$50.00 a refund')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const body = (await sent[0]!.json()) as StaffRoleBody;
    expect(body).toEqual({
      name: 'merch desk',
      permissions: ['orders.fulfil', 'orders.view', 'orders.refund'],
      refundLimitCents: 5000,
    });
  });

  it('when the refund limit is not an amount, then the dialog says so and sends nothing', async () => {
    const sent = rolesApi();
    renderConsole('/admin/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: merch desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the merch desk role' });
    fireEvent.change(within(dialog).getByLabelText('Refund limit ($)'), { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter an amount in dollars/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('when a staff (not admin) member opens it, then the console neither links nor shows it', async () => {
    renderConsole('/admin/roles', 'staff');
    expect(await screen.findByText('Your staff role cannot open this page. Ask an admin if you need it.')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Console' });
    expect(within(sidebar).queryByRole('link', { name: 'Roles' })).toBeNull();
  });
});
