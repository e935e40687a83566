import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { FieldError, TextField } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import type { AdminCustomerDetail } from '@ps/shared/console-schemas';
import { Button, toast } from '@ps/shared/ui';
import { Dialog } from '../../../ui/dialog';
import { useEraseCustomer } from '../api/erase-customer';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  border-color: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.accentText};
`;

interface Props {
  customer: Pick<AdminCustomerDetail, 'key' | 'email' | 'orderCount' | 'kind'>;
  onClose: () => void;
}

/** Erasing cannot be undone, so the admin types the e-mail out; the server checks it again. */
export function EraseCustomerDialog({ customer, onClose }: Props) {
  const erase = useEraseCustomer(customer.key);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === customer.email;
  const error = erase.error instanceof ApiError ? erase.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    erase.mutate(typed.trim(), {
      onSuccess: ({ erased }) => {
        toast({ title: `Customer erased: ${erased.orders} orders anonymised` });
        void navigate('/admin/customers');
      },
    });
  };

  return (
    <Dialog title="Erase this customer?" onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <p>This cannot be undone.</p>
        <ul>
          <li>
            {customer.orderCount} orders stay for the books, with name, e-mail, phone, addresses and notes replaced.
          </li>
          {customer.kind === 'account' && <li>The account is deleted and signed out everywhere.</li>}
          <li>The newsletter subscription and contact messages are deleted.</li>
        </ul>
        <TextField
          label={`Type ${customer.email} to confirm`}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error?.fields?.confirmEmail}
        />
        {error && !error.fields?.confirmEmail && (
          <FieldError role="alert">{error.userMessage('Could not erase the customer')}</FieldError>
        )}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <DangerButton type="submit" disabled={!matches || erase.isPending}>
            {erase.isPending ? 'Erasing…' : 'Erase customer'}
          </DangerButton>
        </Actions>
      </Form>
    </Dialog>
  );
}
