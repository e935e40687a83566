import { storageKey } from '@ps/shared/rules';
import type { VariantAttributes } from '@ps/shared/schemas';

/** Where this browser keeps its cart's lines; written here, read by the cart and checkout pages (mf-checkout). */
export const REMEMBERED_CART_KEY = storageKey('cart_lines');

/**
 * A cart line as this browser last saw it, for the cart and checkout pages to draw before the server
 * answers (decision 051): what the line is and how many, never what it costs or whether it is in stock.
 */
export interface RememberedLine {
  id: number;
  product: { slug: string; name: string };
  variant: { attributes: VariantAttributes };
  imageUrl: string | null;
  quantity: number;
}

export interface RememberedCart {
  /** The browser session the lines belong to: after sign-in or sign-out they are someone else's. */
  sessionId: string;
  lines: RememberedLine[];
}
