export { addAdminCustomerRoutes } from './console/routes';
export { createAdminCustomerService, type AdminCustomerService } from './console/service';
