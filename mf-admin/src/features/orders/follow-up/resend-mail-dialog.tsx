import { useState } from 'react';
import { SelectField } from '@ps/shared/form';
import { RESENDABLE_ORDER_MAILS, type AdminOrderDetail, type ResendableOrderMail } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useResendOrderMail } from '../api/resend-order-mail';

/** The e-mails this order has had: the shipped notice only once it has a tracking number. */
export const resendableMails = (order: Pick<AdminOrderDetail, 'shipment'>): ResendableOrderMail[] =>
  order.shipment ? ['order_confirmation', 'order_shipped'] : ['order_confirmation'];

/** Sends an order e-mail to the customer again, through the outbox; the audit log records who asked. */
export function ResendMailDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const resend = useResendOrderMail();
  const choices = resendableMails(order);
  const [mail, setMail] = useState<ResendableOrderMail>(choices.at(-1)!);
  const send = () =>
    resend.mutate(
      { id: order.id, resend: { mail } },
      {
        onSuccess: ({ to }) => {
          toast({ title: `${RESENDABLE_ORDER_MAILS[mail]} e-mail queued for ${to}` });
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      title={`Resend an e-mail of ${order.orderNumber}`}
      confirmLabel="Send e-mail"
      pendingLabel="Sending…"
      action={resend}
      failure="The e-mail could not be queued"
      onConfirm={send}
      onClose={onClose}
    >
      <SelectField
        label="E-mail"
        value={mail}
        hint={`It goes to ${order.customerInfo.email}, with the order as it is now.`}
        onChange={(event) => setMail(event.target.value as ResendableOrderMail)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {RESENDABLE_ORDER_MAILS[choice]}
          </option>
        ))}
      </SelectField>
    </ConfirmDialog>
  );
}
