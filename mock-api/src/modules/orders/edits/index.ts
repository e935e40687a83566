export { addOrderEditRoutes } from './console-routes';
export { mayEditOrder } from './editable';
export { orderEditQueries } from './edit-repository';
export type { OrderPricing } from './reprice-order';
export { orderEditsRouter } from './routes';
export { createOrderEditService, type OrderEditService } from './service';
export { balanceQueries } from './edit-repository';
export { balanceLinkOf } from './edit-mail';
