import styled from 'styled-components';
import { useWatch } from '@ps/shared/form';
import { completeOrderBlockers } from './complete-order-blockers';
import type { PaymentStepForm } from './payment-form-type';

export const BLOCKERS_ID = 'complete-order-blockers';

const List = styled.div`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * Says, beside the grey Complete Order button, what it is waiting for. Each name checks
 * its field, so the message also shows on the field, and moves the focus there.
 */
export function CompleteOrderBlockersList({ form }: { form: PaymentStepForm }) {
  const values = useWatch({ control: form.control });
  const blockers = completeOrderBlockers(values as Parameters<typeof completeOrderBlockers>[0]);
  if (blockers.length === 0) return null;
  return (
    <List id={BLOCKERS_ID} data-testid={BLOCKERS_ID}>
      <p>To complete your order:</p>
      <ul>
        {blockers.map((blocker) => (
          <li key={blocker.field}>
            <button type="button" onClick={() => void form.trigger(blocker.field as never, { shouldFocus: true })}>
              {blocker.name}
            </button>
            : {blocker.message}
          </li>
        ))}
      </ul>
    </List>
  );
}
