import { useStaffRoles } from '../../lib/staff-api/staff-roles';

/** The roles a member may be given, as options; the current one stays listed while they load. */
export function RoleOptions({ current }: { current: string }) {
  const roles = useStaffRoles().data?.roles;
  const names = roles ? roles.map((role) => role.name) : [current];
  return (
    <>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
