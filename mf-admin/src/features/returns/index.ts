export { ReturnDetailPage } from './detail/return-detail-page';
export { ReturnsPage } from './list/returns-page';
