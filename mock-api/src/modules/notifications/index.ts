export { notifyStaff, type StaffEvent } from './notify-staff';
export { notifyFanPhoto, notifyLowStock, notifyNewOrder, notifyPaymentFailed, type StockTaken } from './staff-events';
