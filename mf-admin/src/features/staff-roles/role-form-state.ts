import type { StaffPermission, StaffRoleBody, StaffRoleRecord } from '@ps/shared/console-schemas';

export interface RoleFormState {
  name: string;
  permissions: StaffPermission[];
  /** Dollars as typed; empty is no limit. */
  refundLimit: string;
}

export const BAD_LIMIT = 'Enter an amount in dollars, such as 50 or 49.99, or leave it empty';

export const formStateOf = (role?: StaffRoleRecord): RoleFormState => ({
  name: role?.name ?? '',
  permissions: role?.permissions ?? [],
  refundLimit: role?.refundLimitCents == null ? '' : (role.refundLimitCents / 100).toFixed(2),
});

/** The request body, or null when the limit is not an amount (the form says so without asking the server). */
export function bodyOf(state: RoleFormState): StaffRoleBody | null {
  const typed = state.refundLimit.trim();
  const dollars = Number(typed);
  if (typed !== '' && (!Number.isFinite(dollars) || dollars < 0)) return null;
  return {
    name: state.name.trim(),
    permissions: state.permissions,
    refundLimitCents: typed === '' ? null : Math.round(dollars * 100),
  };
}
