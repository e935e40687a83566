export { InventoryPage } from './list/inventory-page';
