export { backInStockRouter } from './routes';
export { createBackInStockService, type ConfirmedCustomer } from './service';
export { notifyWhenBack, type StockMove } from './notify-when-back';
export { backInStockQueries } from './repository';
