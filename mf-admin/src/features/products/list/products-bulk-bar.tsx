import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import type { ProductBulkAction } from '@ps/shared/console-schemas';
import { Button, toast } from '@ps/shared/ui';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';
import { useBulkProducts } from '../api/product-writes';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.accent};
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  select,
  input {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
  input {
    width: 8ch;
  }
`;

type SimpleAction = Exclude<ProductBulkAction['action'], 'price'>;

const ACTIONS: [SimpleAction, string][] = [
  ['feature', 'Mark as Featured'],
  ['activate', 'Activate'],
  ['deactivate', 'Deactivate'],
  ['delete', 'Delete Selected'],
];

/** One action over every selected product; the server applies it to all or none. */
export function ProductsBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkProducts();
  const mayDelete = useStaffMay('catalog.delete');
  const mayReprice = useStaffMay('catalog.reprice');
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const run = (action: ProductBulkAction, label: string) =>
    bulk.mutate(action, {
      onSuccess: ({ updated, deleted, archived }) => {
        const parts = [
          updated && `${updated} updated`,
          deleted && `${deleted} deleted`,
          archived && `${archived} archived (on orders)`,
        ];
        toast({ title: `${label}: ${parts.filter(Boolean).join(', ') || 'nothing changed'}` });
        onDone();
      },
      onError: (error) =>
        toast({
          title: `${label} failed`,
          description: userErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  const changePrice = (event: FormEvent) => {
    event.preventDefault();
    run({ action: 'price', ids, mode, value: Number(value) }, 'Price change');
  };
  return (
    <Bar aria-label="Bulk actions">
      <strong>{ids.length} selected</strong>
      {ACTIONS.filter(([action]) => mayDelete || action !== 'delete').map(([action, label]) => (
        <Button key={action} $variant="secondary" disabled={bulk.isPending} onClick={() => run({ action, ids }, label)}>
          {label}
        </Button>
      ))}
      {mayReprice && (
        <form onSubmit={changePrice} aria-label="Change prices">
          <label htmlFor="bulk-price-value">Change prices by</label>
          <input
            id="bulk-price-value"
            type="number"
            step="0.01"
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <select
            aria-label="Change in"
            value={mode}
            onChange={(event) => setMode(event.target.value as 'percent' | 'amount')}
          >
            <option value="percent">%</option>
            <option value="amount">$</option>
          </select>
          <Button type="submit" disabled={bulk.isPending}>
            Apply
          </Button>
        </form>
      )}
    </Bar>
  );
}
