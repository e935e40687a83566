/** GET /api/admin/orders/{id}/invoice.pdf: the browser downloads it with the staff cookie. */
export const invoicePdfUrl = (id: number): string => `/api/admin/orders/${id}/invoice.pdf`;
