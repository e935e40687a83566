import styled from 'styled-components';
import { useParams } from '@ps/shared/router';
import { customerKeySchema, staffMay, type AdminCustomerDetail, type StaffUser } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { AdminPage } from '../../../ui/admin-page';
import { BackLink, RecordNotFound } from '../../../ui/record-not-found';
import { RecordStates } from '../../../ui/record-states';
import { useCustomer } from '../api/get-customer';
import { CustomerAddressesCard } from './customer-addresses-card';
import { CustomerOrdersCard } from './customer-orders-card';
import { CustomerProfileCard } from './customer-profile-card';
import { PrivacyCard } from './privacy-card';
import { useRecordTitle } from '../../../lib/record-titles';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

const notFound = (
  <RecordNotFound title="Customer not found" back={{ to: '/admin/customers', label: 'Customers' }}>
    No account or order has this customer any more: they may have been erased.
  </RecordNotFound>
);

export function CustomerDetailPage({ user }: { user: StaffUser }) {
  const key = customerKeySchema.safeParse(useParams().key ?? '').data;
  return key === undefined ? notFound : <CustomerDetail customerKey={key} user={user} />;
}

function CustomerDetail({ customerKey, user }: { customerKey: string; user: StaffUser }) {
  const customer = useCustomer(customerKey);
  useRecordTitle(customer.data ? customer.data.customer.name || customer.data.customer.email : undefined);
  usePageMeta({
    title: customer.data ? `${customer.data.customer.name || 'Customer'} · Customers` : 'Customer · Staff console',
    description: 'One customer: profile, orders, lifetime value, newsletter and addresses.',
  });
  return (
    <RecordStates
      query={customer}
      placeholder={['64px', '320px']}
      failure={{ title: 'Failed to fetch the customer', message: "We couldn't load this customer. Please try again." }}
      notFound={notFound}
    >
      {({ customer: detail }) => <CustomerDetailView detail={detail} user={user} />}
    </RecordStates>
  );
}

function CustomerDetailView({ detail, user }: { detail: AdminCustomerDetail; user: StaffUser }) {
  return (
    <AdminPage>
      <BackLink to="/admin/customers">← Back to Customers</BackLink>
      <h1>{detail.name || detail.email}</h1>
      <Columns>
        <CustomerProfileCard customer={detail} />
        <CustomerAddressesCard addresses={detail.addresses} />
      </Columns>
      <CustomerOrdersCard customer={detail} />
      {staffMay(user, 'customers.gdpr') && <PrivacyCard customer={detail} />}
    </AdminPage>
  );
}
