import {
  adminReturnResponseSchema,
  adminReturnsQuerySchema,
  adminReturnsResponseSchema,
  returnApprovalSchema,
  returnReceiptSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnReplacementShipmentSchema,
  returnWithdrawalByStaffSchema,
} from '@ps/shared/console-schemas';
import {
  orderLookupQuerySchema,
  orderReturnResponseSchema,
  orderReturnsResponseSchema,
  returnRequestSchema,
  returnWithdrawalSchema,
} from '@ps/shared/schemas';
import { get, post } from '../api-operation';

const step = { response: adminReturnResponseSchema };

/** Returns and exchanges: the customer's requests on an order, and the console's steps (decision 072). */
export const returnOperations = [
  get('/api/orders/:orderNumber/returns', "An order's returns and exchanges, and what may still be asked", {
    query: orderLookupQuerySchema,
    response: orderReturnsResponseSchema,
  }),
  post('/api/orders/:orderNumber/returns', 'Asks to return items of a delivered order, or exchange one', {
    body: returnRequestSchema,
    response: orderReturnResponseSchema,
  }),
  get('/api/admin/returns', 'Returns and exchanges, newest first', {
    query: adminReturnsQuerySchema,
    response: adminReturnsResponseSchema,
  }),
  get('/api/admin/returns/:id', 'One return or exchange', step),
  post('/api/admin/returns/:id/approve', 'Approves a request (an exchange holds its replacement)', {
    body: returnApprovalSchema,
    ...step,
  }),
  post('/api/admin/returns/:id/refuse', 'Refuses a request, telling the customer why', {
    body: returnRefusalSchema,
    ...step,
  }),
  post('/api/admin/returns/:id/receive', 'Marks the items received, good or damaged', {
    body: returnReceiptSchema,
    ...step,
  }),
  post('/api/admin/returns/:id/refund', 'Refunds and restocks what came back good', {
    body: returnRefundSchema,
    ...step,
  }),
  post('/api/admin/returns/:id/send', "Sends an exchange's replacement", {
    body: returnReplacementShipmentSchema,
    ...step,
  }),
  post('/api/admin/returns/:id/withdraw', 'Withdraws a request for the customer before anything came back', {
    body: returnWithdrawalByStaffSchema,
    ...step,
  }),
  post('/api/orders/:orderNumber/returns/:id/withdraw', 'The customer withdraws a request before anything came back', {
    body: returnWithdrawalSchema,
    response: orderReturnResponseSchema,
  }),
];
