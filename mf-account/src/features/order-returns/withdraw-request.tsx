import { useState } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { formatPrice } from '@ps/shared/rules';
import type { OrderReturn } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useWithdrawReturn } from './withdraw-return';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** What withdrawing undoes, in the customer's words: what the server will do, no more. */
function whatHappens(request: OrderReturn): string {
  const noun = request.kind === 'exchange' ? 'exchange' : 'return';
  if (request.charged === null || request.status === 'requested')
    return `We will not expect anything back for this ${noun}.`;
  if (request.balanceDue > 0) return `The ${formatPrice(request.charged)} it costs more will no longer be due.`;
  return `We will refund the ${formatPrice(request.charged)} you paid for the difference.`;
}

/** Withdraws a request nothing has come back for yet, after one confirmation. */
export function WithdrawRequest({ request, email }: { request: OrderReturn; email: string | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawReturn(request.orderNumber, request.id);
  const noun = request.kind === 'exchange' ? 'exchange' : 'return';
  const failure = `The ${noun} could not be withdrawn. Please try again.`;
  if (!confirming) {
    return (
      <Row>
        <Button $variant="secondary" onClick={() => setConfirming(true)}>
          Withdraw this {noun}
        </Button>
      </Row>
    );
  }
  return (
    <>
      <p>
        Withdraw this {noun} request? {whatHappens(request)}
      </p>
      {withdraw.isError && <p role="alert">{userErrorMessage(withdraw.error, failure)}</p>}
      <Row>
        <Button
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate({ email, expectedVersion: request.version })}
        >
          {withdraw.isPending ? 'Withdrawing…' : `Yes, withdraw the ${noun}`}
        </Button>
        <Button $variant="secondary" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </Row>
    </>
  );
}
