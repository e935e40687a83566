export { createNotificationInbox, type NotificationInbox } from './notification-inbox';
export { notifyStaff, type StaffEvent } from './repository';
export { addNotificationRoutes } from './routes';
export { notifyFanPhoto, notifyLowStock, notifyNewOrder, notifyPaymentFailed, type StockTaken } from './staff-events';
