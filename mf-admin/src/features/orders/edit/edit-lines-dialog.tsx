import styled from 'styled-components';
import { SelectField, TextAreaField, TextField } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { DialogFieldset, FormDialog, WideField } from '../../../ui/form-dialog';
import { money } from '../../../ui/format';
import { useChangeOrderLines } from '../api/edit-order';
import { changedLines, draftsOf, type LineDraft } from './line-changes';

const Line = styled(DialogFieldset)`
  grid-template-columns: minmax(0, 2fr) minmax(80px, 1fr);
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Props {
  order: AdminOrderDetail;
  onClose: () => void;
}

function settledWords(before: AdminOrderDetail, after: AdminOrderDetail): string {
  if (after.balanceDue > before.balanceDue)
    return `; the customer was e-mailed a link to pay ${money(after.balanceDue)}`;
  if (after.total < before.total) return '; the difference was refunded';
  return '';
}

/**
 * Swaps a line's size or colour, changes quantities or removes lines before anything ships. The server
 * prices the order again at the order's own prices, moves the stock and settles the difference.
 */
export function EditLinesDialog({ order, onClose }: Props) {
  const save = useChangeOrderLines();
  const { values, change, set, fieldError, unplacedError } = useServerForm(
    () => ({ lines: draftsOf(order), notes: '' }),
    save,
  );
  const lines = changedLines(order, values.lines);
  const draft = (itemId: number, next: Partial<LineDraft>) =>
    change({ lines: { ...values.lines, [itemId]: { ...values.lines[itemId]!, ...next } } });
  const indexOf = (itemId: number) => lines.findIndex((line) => line.itemId === itemId);

  const submit = () =>
    save.mutate(
      { id: order.id, change: { lines, notes: values.notes.trim() || undefined, expectedVersion: order.version } },
      {
        onSuccess: ({ order: after }) => {
          toast({ title: `Items of ${order.orderNumber} changed${settledWords(order, after)}` });
          onClose();
        },
      },
    );

  return (
    <FormDialog
      title={`Change the items of ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The items could not be changed"
      saving={save.isPending}
      canSubmit={lines.length > 0}
      submitLabel="Save items"
    >
      {order.items.map((item) => {
        const line = values.lines[item.id];
        const options = order.lineOptions.find((each) => each.itemId === item.id)?.variants ?? [];
        if (!line) return null;
        const at = indexOf(item.id);
        return (
          <WideField key={item.id}>
            <Line>
              <legend>
                {item.productName} · {money(item.unitPrice)} each
              </legend>
              <SelectField
                label="Variant"
                value={String(line.variantId)}
                onChange={(event) => draft(item.id, { variantId: Number(event.target.value) })}
                error={at >= 0 ? fieldError(`lines.${at}.variantId`) : undefined}
              >
                {options.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variant.name} ({variant.available} for sale)
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Quantity (0 removes)"
                type="number"
                min={0}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => draft(item.id, { quantity: event.target.value })}
                error={at >= 0 ? fieldError(`lines.${at}.quantity`) : undefined}
              />
            </Line>
          </WideField>
        );
      })}
      <WideField>
        <TextAreaField label="Note for the team (optional)" value={values.notes} onChange={set('notes')} rows={2} />
      </WideField>
      <WideField>
        <Hint>
          The order is priced again at its own prices. Anything cheaper is refunded to the card now; anything dearer is
          e-mailed to the customer as a link to pay the difference.
        </Hint>
      </WideField>
    </FormDialog>
  );
}
