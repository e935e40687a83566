import styled from 'styled-components';
import { TextField } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import type { AdminCustomerDetail } from '@ps/shared/console-schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog, WideField } from '../../../ui/form-dialog';
import { useEraseCustomer } from '../api/erase-customer';

const Consequences = styled(WideField)`
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

interface Props {
  customer: Pick<AdminCustomerDetail, 'key' | 'email' | 'orderCount' | 'kind'>;
  onClose: () => void;
}

/** Erasing cannot be undone, so the admin types the e-mail out; the server checks it again. */
export function EraseCustomerDialog({ customer, onClose }: Props) {
  const erase = useEraseCustomer(customer.key);
  const navigate = useNavigate();
  const { values, bind, unplacedError } = useServerForm(() => ({ typed: '' }), erase);
  const matches = values.typed.trim().toLowerCase() === customer.email;

  const submit = () => {
    if (!matches) return;
    erase.mutate(values.typed.trim(), {
      onSuccess: ({ erased }) => {
        toast({ title: `Customer erased: ${erased.orders} orders anonymised` });
        void navigate('/admin/customers');
      },
    });
  };

  return (
    <FormDialog
      title="Erase this customer?"
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="Could not erase the customer"
      saving={erase.isPending}
      canSubmit={matches}
      submitLabel="Erase customer"
      savingLabel="Erasing…"
      destructive
    >
      <Consequences>
        <p>This cannot be undone.</p>
        <ul>
          <li>
            {customer.orderCount} orders stay for the books, with name, e-mail, phone, addresses and notes replaced.
          </li>
          {customer.kind === 'account' && <li>The account is deleted and signed out everywhere.</li>}
          <li>The newsletter subscription and contact messages are deleted.</li>
        </ul>
      </Consequences>
      <WideField>
        <TextField
          label={`Type ${customer.email} to confirm`}
          autoComplete="off"
          spellCheck={false}
          {...bind('typed', 'confirmEmail')}
        />
      </WideField>
    </FormDialog>
  );
}
