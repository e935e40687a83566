import type { CartItem } from '@ps/shared/schemas';
import { lineShortfall, type LineShortfall } from '@ps/shared/rules';

/** Whether a cart line can be ordered as it stands: the rule the server applies before a checkout step. */
export const cartLineShortfall = (item: CartItem): LineShortfall | null =>
  lineShortfall(item.quantity, item.availableStock);
