import styled from 'styled-components';
import { CheckboxField, TextAreaField, TextField } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { DialogFieldset, FormDialog } from '../../../ui/form-dialog';
import { money } from '../../../ui/format';
import { useRefundOrderLines } from '../api/refund-order-lines';
import { unitsLeftToRefund } from './refundable';
import { refundPreview } from './refund-preview';

const Amount = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 800;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Props {
  order: AdminOrderDetail;
  onClose: () => void;
}

/** Refunds chosen units of an order; the server prices them and never refunds more than was paid. */
export function RefundDialog({ order, onClose }: Props) {
  const refund = useRefundOrderLines();
  const left = unitsLeftToRefund(order);
  const { values, change, set, fieldError, unplacedError } = useServerForm(
    () => ({ units: {} as Record<number, string>, restock: false, notes: '' }),
    refund,
  );
  const lines = order.items
    .map((item) => ({ itemId: item.id, quantity: Number(values.units[item.id] || 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const amount = lines.length > 0 ? refundPreview(order, lines) : null;

  const submit = () => {
    const request = {
      lines,
      restock: values.restock,
      notes: values.notes.trim() || undefined,
      expectedVersion: order.version,
    };
    refund.mutate(
      { id: order.id, refund: request },
      {
        onSuccess: ({ order: after }) => {
          const amount = money(after.refunds.refunded - order.refunds.refunded);
          toast({ title: `Refunded ${amount} on order ${order.orderNumber}` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Refund items of ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The refund failed"
      saving={refund.isPending}
      canSubmit={amount !== null}
      submitLabel={amount === null ? 'Refund' : `Refund ${money(amount)}`}
      savingLabel="Refunding…"
      fieldWidth={320}
    >
      <DialogFieldset>
        <legend>Units to refund</legend>
        {order.items.map((item, index) => {
          const remaining = left.get(item.id) ?? 0;
          return (
            <TextField
              key={item.id}
              label={`${item.productName} (${item.variantName})`}
              hint={`${remaining} of ${item.quantity} left to refund, ${money(item.unitPrice)} each`}
              type="number"
              inputMode="numeric"
              min={0}
              max={remaining}
              step={1}
              disabled={remaining === 0}
              value={values.units[item.id] ?? ''}
              placeholder="0"
              error={fieldError(`lines.${index}.quantity`)}
              onChange={(event) => change({ units: { ...values.units, [item.id]: event.target.value } })}
            />
          );
        })}
      </DialogFieldset>
      <Hint>
        Each unit gives back its share of what was paid, after discount and with tax; the refund of the last units also
        returns shipping. Already refunded: {money(order.refunds.refunded)} of {money(order.total)}.
      </Hint>
      <Amount role="status" data-testid="refund-amount">
        {lines.length === 0
          ? 'Choose the units to refund.'
          : amount === null
            ? 'More units than are left to refund.'
            : `Refund amount: ${money(amount)}`}
      </Amount>
      <CheckboxField
        label="Put these units back in stock"
        checked={values.restock}
        onChange={(event) => change({ restock: event.target.checked })}
      />
      <TextAreaField label="Notes (staff only)" value={values.notes} maxLength={500} rows={2} onChange={set('notes')} />
    </FormDialog>
  );
}
