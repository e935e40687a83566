import { Badge } from '@ps/shared/ui';

/** Whether a record shows in the store. */
export const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge $tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
);
