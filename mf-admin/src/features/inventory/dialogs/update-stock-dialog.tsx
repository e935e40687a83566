import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError, SelectField, TextAreaField, TextField } from '@ps/shared/form';
import { ADJUSTMENT_REASONS, type InventoryItem } from '@ps/shared/console-schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { useAdjustInventory } from '../api/change-inventory';
import { StockHistory } from './stock-history';

export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  > :is(div:has(textarea), div:has(select)),
  > .wide {
    grid-column: 1 / -1;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  grid-column: 1 / -1;
`;

const units = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Opens on the figures the list showed; the server applies the difference from them, so
 * units a checkout takes meanwhile stay taken.
 */
export function UpdateStockDialog({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const adjust = useAdjustInventory();
  const [available, setAvailable] = useState(String(item.available));
  const [reserved, setReserved] = useState(String(item.reserved));
  const [threshold, setThreshold] = useState(String(item.lowStockThreshold));
  const [reason, setReason] = useState<(typeof ADJUSTMENT_REASONS)[number]>('restock');
  const [notes, setNotes] = useState('');
  const error = adjust.error instanceof ApiError ? adjust.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      available: units(available),
      reserved: units(reserved),
      lowStockThreshold: units(threshold),
      basis: { available: item.available, reserved: item.reserved },
      reason,
      notes: notes.trim() || undefined,
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

  const number = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <Dialog title={`Update stock: ${item.productName} (${item.variantName})`} onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <TextField
          label="Available"
          {...number}
          value={available}
          onChange={(e) => setAvailable(e.target.value)}
          error={error?.fields?.available}
        />
        <TextField
          label="Reserved"
          {...number}
          value={reserved}
          onChange={(e) => setReserved(e.target.value)}
          error={error?.fields?.reserved}
        />
        <TextField
          label="Low stock threshold"
          {...number}
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
          error={error?.fields?.lowStockThreshold}
        />
        <SelectField label="Reason" value={reason} onChange={(e) => setReason(e.target.value as typeof reason)}>
          {ADJUSTMENT_REASONS.map((each) => (
            <option key={each} value={each}>
              {each[0]?.toUpperCase()}
              {each.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          error={error?.fields?.notes}
        />
        {error && !error.fields && (
          <FieldError role="alert" className="wide">
            {error.userMessage('Could not save the change.')}
          </FieldError>
        )}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </DialogForm>
      <h3>History</h3>
      <StockHistory variantId={item.id} />
    </Dialog>
  );
}
