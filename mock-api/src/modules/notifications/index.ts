export { notifyStaff, type StaffEvent } from './repository';
export { notifyFanPhoto, notifyLowStock, notifyNewOrder, notifyPaymentFailed, type StockTaken } from './staff-events';
