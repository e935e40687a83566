import { SelectField, TextAreaField, TextField } from '@ps/shared/form';
import { ADJUSTMENT_REASONS, type InventoryItem } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog, WideField } from '../../../ui/form-dialog';
import { useAdjustInventory } from '../api/change-inventory';
import { StockHistory } from './stock-history';
import { NUMBER_OF_UNITS, units } from './units';

/**
 * Opens on the figures the list showed; the server applies the difference from them, so
 * units a checkout takes meanwhile stay taken.
 */
export function UpdateStockDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const adjust = useAdjustInventory();
  const { values, bind, unplacedError } = useServerForm(
    () => ({
      available: String(item.available),
      reserved: String(item.reserved),
      lowStockThreshold: String(item.lowStockThreshold),
      reason: 'restock' as (typeof ADJUSTMENT_REASONS)[number],
      notes: '',
    }),
    adjust,
  );

  const submit = () => {
    const body = {
      available: units(values.available),
      reserved: units(values.reserved),
      lowStockThreshold: units(values.lowStockThreshold),
      basis: { available: item.available, reserved: item.reserved },
      reason: values.reason,
      notes: values.notes.trim() || undefined,
    };
    adjust.mutate(
      { id: item.id, body },
      {
        onSuccess: () => {
          toast({ title: `Stock of ${item.sku} updated` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Update stock: ${item.productName} (${item.variantName})`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not save the change."
      saving={adjust.isPending}
      fieldWidth={130}
      below={
        <>
          <h3>History</h3>
          <StockHistory variantId={item.id} />
        </>
      }
    >
      <TextField label="Available" {...NUMBER_OF_UNITS} {...bind('available')} />
      <TextField label="Reserved" {...NUMBER_OF_UNITS} {...bind('reserved')} />
      <TextField label="Low stock threshold" {...NUMBER_OF_UNITS} {...bind('lowStockThreshold')} />
      <WideField>
        <SelectField label="Reason" {...bind('reason')}>
          {ADJUSTMENT_REASONS.map((each) => (
            <option key={each} value={each}>
              {each[0]?.toUpperCase()}
              {each.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Notes" {...bind('notes')} />
      </WideField>
    </FormDialog>
  );
}
