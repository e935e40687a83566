import { staffMay, type StaffPermission } from '@ps/shared/console-schemas';
import { useStaffSession } from './staff-session';

/** Whether the signed-in member's role holds the permission: the console hides what it may not do. */
export function useStaffMay(permission: StaffPermission): boolean {
  const user = useStaffSession().data?.user;
  return user ? staffMay(user, permission) : false;
}
