export { ReturnRequestPage } from './return-request-page';
