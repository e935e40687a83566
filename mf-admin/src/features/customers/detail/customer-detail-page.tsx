import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { Link, useParams } from '@ps/shared/router';
import { customerKeySchema, staffMay, type StaffUser } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage } from '../../../ui/admin-page';
import { Card } from '../../../ui/card';
import { useCustomer } from '../api/get-customer';
import { CustomerAddressesCard } from './customer-addresses-card';
import { CustomerOrdersCard } from './customer-orders-card';
import { CustomerProfileCard } from './customer-profile-card';
import { PrivacyCard } from './privacy-card';
import { useRecordTitle } from '../../../lib/record-titles';

const Back = styled(Link)`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

function NotFound() {
  return (
    <AdminPage>
      <Card>
        <h1>Customer not found</h1>
        <p>No account or order has this customer any more: they may have been erased.</p>
        <Back to="/admin/customers">Back to Customers</Back>
      </Card>
    </AdminPage>
  );
}

export function CustomerDetailPage({ user }: { user: StaffUser }) {
  const key = customerKeySchema.safeParse(useParams().key ?? '').data;
  return key === undefined ? <NotFound /> : <CustomerDetail customerKey={key} user={user} />;
}

function CustomerDetail({ customerKey, user }: { customerKey: string; user: StaffUser }) {
  const customer = useCustomer(customerKey);
  useRecordTitle(customer.data ? customer.data.customer.name || customer.data.customer.email : undefined);
  usePageMeta({
    title: customer.data ? `${customer.data.customer.name || 'Customer'} · Customers` : 'Customer · Staff console',
    description: 'One customer: profile, orders, lifetime value, newsletter and addresses.',
  });
  if (customer.isPending) {
    return (
      <AdminPage aria-busy="true">
        <Skeleton $height="64px" />
        <Skeleton $height="320px" />
      </AdminPage>
    );
  }
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.status === 404) return <NotFound />;
    return (
      <AdminPage>
        <ErrorFallback
          title="Failed to fetch the customer"
          message="We couldn't load this customer. Please try again."
          onRetry={() => void customer.refetch()}
        />
      </AdminPage>
    );
  }
  const detail = customer.data.customer;
  return (
    <AdminPage>
      <Back to="/admin/customers">← Back to Customers</Back>
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
