export { CustomerDetailPage } from './detail/customer-detail-page';
export { CustomersPage } from './list/customers-page';
