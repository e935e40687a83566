import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import type { CategoryBulkAction } from '@ps/shared/console-schemas';
import { Button, toast } from '@ps/shared/ui';
import { useBulkCategories } from '../api/category-writes';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.accent};
`;

const ACTIONS: [CategoryBulkAction['action'], string][] = [
  ['deactivate', 'Mark as Inactive'],
  ['delete', 'Delete Selected'],
];

/** Spec 3 §2's bulk actions; the server applies each to every selected category or to none. */
export function CategoriesBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkCategories();
  const mayDelete = useStaffMay('catalog.delete');
  const run = (action: CategoryBulkAction['action'], label: string) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: ({ updated, deleted }) => {
          const count = action === 'delete' ? `${deleted} deleted` : `${updated} marked inactive`;
          toast({ title: `${label}: ${count}` });
          onDone();
        },
        onError: (error) =>
          toast({
            title: `${label} failed`,
            description: userErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Bar aria-label="Bulk actions">
      <strong>{ids.length} selected</strong>
      {ACTIONS.filter(([action]) => mayDelete || action !== 'delete').map(([action, label]) => (
        <Button key={action} $variant="secondary" disabled={bulk.isPending} onClick={() => run(action, label)}>
          {label}
        </Button>
      ))}
    </Bar>
  );
}
