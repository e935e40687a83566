import type { AdminReturn } from '@ps/shared/console-schemas';
import { useServerForm } from '../../../lib/use-server-form';
import { money } from '../../../ui/format';
import { useReturnStep } from '../api/take-return-step';
import { ReturnStepDialog } from './return-step-dialog';

/** What withdrawing undoes, as the server will do it (decision 072, amended). */
function consequences(request: AdminReturn): string {
  if (request.kind === 'return' || request.status === 'requested')
    return 'Nothing has been set aside or charged for it yet.';
  const units = 'The replacement set aside goes back on sale and leaves the order.';
  if (request.charged === null) return units;
  if (request.balanceDue > 0) {
    return `${units} The ${money(request.charged)} it costs more is no longer due, and the customer's pay link stops working.`;
  }
  return `${units} The ${money(request.charged)} the customer paid for the difference is refunded to them.`;
}

/** Withdraws a request for the customer (who asked by mail or phone) before anything came back. */
export function WithdrawDialog({ request, onClose }: { request: AdminReturn; onClose: () => void }) {
  const step = useReturnStep(request.id, 'withdraw');
  const { unplacedError } = useServerForm(() => ({}), step);
  const noun = request.kind === 'exchange' ? 'exchange' : 'return';
  return (
    <ReturnStepDialog
      request={request}
      step={step}
      error={unplacedError}
      title={`Withdraw ${noun} ${request.id}`}
      submitLabel="Withdraw"
      done="Withdrawn; the customer was e-mailed"
      failure={`The ${noun} could not be withdrawn`}
      body={{}}
      destructive
      onClose={onClose}
    >
      <p>
        Withdraw this {noun} request for the customer. {consequences(request)}
      </p>
    </ReturnStepDialog>
  );
}
