import { TextAreaField, TextField } from '@ps/shared/form';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog, WideField } from '../../../ui/form-dialog';
import { useRestockInventory, useSetThresholds } from '../api/change-inventory';
import { NUMBER_OF_UNITS, units } from './units';

interface Props {
  mode: 'restock' | 'thresholds';
  variantIds: number[];
  onClose: () => void;
}

/** Bulk Restock adds the same number of units to every chosen variant; Update Thresholds sets one threshold. */
export function BulkStockDialog({ mode, variantIds, onClose }: Props) {
  const restock = useRestockInventory();
  const thresholds = useSetThresholds();
  const { values, set, bind, unplacedError } = useServerForm(() => ({ amount: '', notes: '' }), {
    error: restock.error ?? thresholds.error,
  });
  const count = `${variantIds.length} ${variantIds.length === 1 ? 'variant' : 'variants'}`;

  const submit = () => {
    const value = units(values.amount);
    const done = { onSuccess: () => (toast({ title: `${count} updated` }), onClose()) };
    if (mode === 'restock')
      restock.mutate({ variantIds, quantity: value, notes: values.notes.trim() || undefined }, done);
    else thresholds.mutate({ variantIds, lowStockThreshold: value }, done);
  };

  return (
    <FormDialog
      title={mode === 'restock' ? `Bulk restock ${count}` : `Update thresholds of ${count}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the change."
      saving={restock.isPending || thresholds.isPending}
    >
      <WideField>
        <TextField
          label={mode === 'restock' ? 'Units to add to each' : 'Low stock threshold'}
          {...NUMBER_OF_UNITS}
          min={mode === 'restock' ? 1 : 0}
          {...bind('amount', mode === 'restock' ? 'quantity' : 'lowStockThreshold')}
        />
        {mode === 'restock' && <TextAreaField label="Notes" value={values.notes} onChange={set('notes')} />}
      </WideField>
    </FormDialog>
  );
}
