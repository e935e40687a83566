import type { AdminOrderDetail } from '@ps/shared/console-schemas';

/** A line as the dialog holds it: the variant chosen and the quantity typed. */
export interface LineDraft {
  variantId: number;
  quantity: string;
}

/** Each editable line as it is now, by item id; a line whose variant left the catalog is not editable. */
export function draftsOf(order: AdminOrderDetail): Record<number, LineDraft> {
  const drafts: Record<number, LineDraft> = {};
  for (const item of order.items) {
    const option = order.lineOptions.find((each) => each.itemId === item.id);
    if (option?.variantId) drafts[item.id] = { variantId: option.variantId, quantity: String(item.quantity) };
  }
  return drafts;
}

/** The lines the server is asked to change: only those that differ from the order, quantity 0 to remove. */
export function changedLines(order: AdminOrderDetail, drafts: Record<number, LineDraft>) {
  const before = draftsOf(order);
  return Object.entries(drafts).flatMap(([id, draft]) => {
    const itemId = Number(id);
    const quantity = Number(draft.quantity);
    const was = before[itemId];
    if (!was || !Number.isInteger(quantity) || quantity < 0) return [];
    if (was.variantId === draft.variantId && String(quantity) === was.quantity) return [];
    return [{ itemId, variantId: draft.variantId, quantity }];
  });
}
