import { useState } from 'react';
import { staffMay, type AdminReturn, type StaffUser } from '@ps/shared/console-schemas';
import { WITHDRAWABLE_RETURN_STATUSES } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { money } from '../../../ui/format';
import { DecideDialog } from './decide-dialog';
import { ReceiveDialog } from './receive-dialog';
import { RefundDialog } from './refund-dialog';
import { SendDialog } from './send-dialog';
import { WithdrawDialog } from './withdraw-dialog';

type Open = 'approve' | 'refuse' | 'receive' | 'refund' | 'send' | 'withdraw' | null;

/**
 * The next step or steps from where the request stands; none once it is refused, refunded, sent or
 * withdrawn. Withdrawing is offered until the parcel is received; giving back a paid difference
 * needs the refund permission, as the server checks.
 */
export function ReturnActions({ request, user }: { request: AdminReturn; user: StaffUser }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mayRefund = staffMay(user, 'orders.refund');
  const awaitingPayment = request.charged !== null && request.balanceDue > 0;
  const refundsOnWithdrawal = request.status === 'approved' && request.charged !== null && !awaitingPayment;
  const mayWithdraw = WITHDRAWABLE_RETURN_STATUSES.includes(request.status) && (mayRefund || !refundsOnWithdrawal);
  return (
    <>
      {request.status === 'requested' && (
        <>
          <Button onClick={() => setOpen('approve')}>Approve</Button>
          <Button $variant="secondary" onClick={() => setOpen('refuse')}>
            Refuse
          </Button>
        </>
      )}
      {request.status === 'approved' && <Button onClick={() => setOpen('receive')}>Mark received</Button>}
      {request.status === 'received' && request.kind === 'return' && mayRefund && (
        <Button onClick={() => setOpen('refund')}>Refund what came back good</Button>
      )}
      {request.status === 'received' && request.kind === 'exchange' && awaitingPayment && (
        <p role="status">Waiting for the customer to pay {money(request.balanceDue)} before the replacement leaves.</p>
      )}
      {request.status === 'received' && request.kind === 'exchange' && !awaitingPayment && (
        <Button onClick={() => setOpen('send')}>Send replacement</Button>
      )}
      {mayWithdraw && (
        <Button $variant="secondary" onClick={() => setOpen('withdraw')}>
          Withdraw for the customer
        </Button>
      )}
      {(open === 'approve' || open === 'refuse') && <DecideDialog request={request} decision={open} onClose={close} />}
      {open === 'receive' && <ReceiveDialog request={request} onClose={close} />}
      {open === 'refund' && <RefundDialog request={request} onClose={close} />}
      {open === 'send' && <SendDialog request={request} onClose={close} />}
      {open === 'withdraw' && <WithdrawDialog request={request} onClose={close} />}
    </>
  );
}
