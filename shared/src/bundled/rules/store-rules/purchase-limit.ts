/** How many more units of a product one order may take besides `unitsHeld`; Infinity when it has no limit. */
export function purchaseLimitHeadroom(maxPerOrder: number | null, unitsHeld: number): number {
  return maxPerOrder === null ? Infinity : Math.max(0, maxPerOrder - unitsHeld);
}

/** What the product page, the cart and the API's refusals all call the limit. */
export const purchaseLimitLabel = (maxPerOrder: number): string => `Limit ${maxPerOrder} per order`;
