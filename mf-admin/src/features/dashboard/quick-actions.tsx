import styled from 'styled-components';
import { ButtonLink } from '@ps/shared/ui';
import { mayOpen, type AdminSection, type StaffAccess } from '../../config/admin-sections';
import { Panel } from '../../ui/panel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ACTIONS: (Pick<AdminSection, 'permission'> & { label: string; to: string })[] = [
  { label: 'View orders', to: '/admin/orders', permission: 'orders.view' },
  { label: 'Add a product', to: '/admin/products/new', permission: 'catalog.edit' },
  { label: 'Check inventory', to: '/admin/inventory', permission: 'inventory' },
  { label: 'Review fan photos', to: '/admin/fan-photos', permission: 'moderation' },
  { label: 'Review the audit log', to: '/admin/audit-log', permission: 'audit' },
];

const photosWaiting = (count: number) =>
  count === 0
    ? 'No fan photos are waiting for review.'
    : `${count} fan photo${count === 1 ? ' is' : 's are'} waiting for review.`;

export function QuickActions({ access, pendingFanPhotos }: { access: StaffAccess; pendingFanPhotos: number }) {
  return (
    <Panel aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick actions</h2>
      <p data-testid="pending-fan-photos">{photosWaiting(pendingFanPhotos)}</p>
      <Actions>
        {ACTIONS.filter((action) => mayOpen(access, action)).map((action) => (
          <ButtonLink key={action.to} to={action.to} $variant="secondary">
            {action.label}
          </ButtonLink>
        ))}
      </Actions>
    </Panel>
  );
}
