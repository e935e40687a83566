export { customerDataExport } from './console/customer-data-export';
export { eraseCustomerData } from './console/customer-erasure-repository';
export { addAdminCustomerRoutes } from './console/routes';
export { createAdminCustomerService, type AdminCustomerService } from './console/service';
