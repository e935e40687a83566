export const orderKeys = {
  all: ['orders'] as const,
  /** `OrdersResponse`: a page of the history of an account or a browser session. */
  list: (params: object) => [...orderKeys.all, 'list', params] as const,
  /**
   * `OrderDetailResponse` as its owner sees it, or masked until the e-mail is given. A signed-in
   * customer's lookup is keyed by their account, which the server knows too (decision 065); a
   * guest's by the browser's session id, which only the browser knows.
   */
  lookup: (orderNumber: string, proof: { email: string | undefined } & ({ account: string } | { sessionId: string })) =>
    [...orderKeys.all, 'lookup', orderNumber, proof] as const,
  /** `OrderDetailResponse` of the order this browser just placed. */
  placed: (orderNumber: string) => [...orderKeys.all, 'placed', orderNumber] as const,
};

export const orderPaths = {
  detail: (orderNumber: string, email?: string) =>
    `/api/orders/${encodeURIComponent(orderNumber)}${email ? `?${new URLSearchParams({ email })}` : ''}`,
};
