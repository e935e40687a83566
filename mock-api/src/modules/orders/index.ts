export { estimatedDelivery } from './estimated-delivery';
export { orderConfirmationEmail } from './order-confirmation-email';
export { insertOrder, type NewOrder, type NewOrderItem, orderQueries } from './repository';
export { ordersRouter } from './routes';
export { createOrderService, type OrderService } from './service';
export { addAdminOrderRoutes } from './console/routes';
export { createAdminOrderService, type AdminOrderService } from './console/service';
export { addReturnRoutes } from './returns/console-routes';
export { orderReturnsRouter } from './returns/routes';
export { createReturnService, type ReturnService } from './returns/return-service';
export {
  addOrderEditRoutes,
  createOrderEditService,
  orderEditsRouter,
  type OrderEditService,
  type OrderPricing,
} from './edits';
export { toOrderAddress } from './to-order-detail';
