import { useState, type FormEvent } from 'react';
import { ApiError } from '@ps/shared/api';
import { FieldError, TextAreaField, TextField } from '@ps/shared/form';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { useRestockInventory, useSetThresholds } from '../api/change-inventory';
import { DialogActions, DialogForm } from './update-stock-dialog';

interface Props {
  mode: 'restock' | 'thresholds';
  variantIds: number[];
  onClose: () => void;
}

/** Bulk Restock adds the same number of units to every chosen variant; Update Thresholds sets one threshold. */
export function BulkStockDialog({ mode, variantIds, onClose }: Props) {
  const restock = useRestockInventory();
  const thresholds = useSetThresholds();
  const busy = restock.isPending || thresholds.isPending;
  const failure = restock.error ?? thresholds.error;
  const error = failure instanceof ApiError ? failure : null;
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const count = `${variantIds.length} ${variantIds.length === 1 ? 'variant' : 'variants'}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim() === '' ? Number.NaN : Number(amount);
    const done = { onSuccess: () => (toast({ title: `${count} updated` }), onClose()) };
    if (mode === 'restock') restock.mutate({ variantIds, quantity: value, notes: notes.trim() || undefined }, done);
    else thresholds.mutate({ variantIds, lowStockThreshold: value }, done);
  };

  const field = mode === 'restock' ? 'quantity' : 'lowStockThreshold';
  return (
    <Dialog title={mode === 'restock' ? `Bulk restock ${count}` : `Update thresholds of ${count}`} onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <TextField
          className="wide"
          label={mode === 'restock' ? 'Units to add to each' : 'Low stock threshold'}
          type="number"
          min={mode === 'restock' ? 1 : 0}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error?.fields?.[field]}
        />
        {mode === 'restock' && (
          <TextAreaField label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
        )}
        {error && !error.fields?.[field] && (
          <FieldError role="alert" className="wide">
            {error.userMessage('Could not save the change.')}
          </FieldError>
        )}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
