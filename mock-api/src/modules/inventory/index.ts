export { addInventoryRoutes } from './routes';
export { createInventoryService, type InventoryService } from './service';
