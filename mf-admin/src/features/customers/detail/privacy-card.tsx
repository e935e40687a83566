import { useState } from 'react';
import styled from 'styled-components';
import type { AdminCustomerDetail } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { DownloadLink } from '../../../ui/download-link';
import { customerDataUrl } from '../api/get-customer';
import { EraseCustomerDialog } from './erase-customer-dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** GDPR requests, for admins: a copy of everything held, or erasure. Both land in the audit log. */
export function PrivacyCard({ customer }: { customer: AdminCustomerDetail }) {
  const [erasing, setErasing] = useState(false);
  return (
    <Card aria-labelledby="customer-privacy-title">
      <h2 id="customer-privacy-title">Personal data (GDPR)</h2>
      <p>
        Export gives a JSON file of the account, orders, addresses, newsletter and contact messages. Erase keeps the
        orders for the books with the personal fields replaced, and deletes the rest.
      </p>
      <Actions>
        <DownloadLink href={customerDataUrl(customer.key)}>Export data (JSON)</DownloadLink>
        <Button $variant="secondary" onClick={() => setErasing(true)}>
          Erase customer…
        </Button>
      </Actions>
      {erasing && <EraseCustomerDialog customer={customer} onClose={() => setErasing(false)} />}
    </Card>
  );
}
