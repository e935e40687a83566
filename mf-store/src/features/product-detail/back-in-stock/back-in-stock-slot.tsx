import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

interface BackInStockFormProps {
  variantId: number;
  variantName: string;
}

/** The server's build provides the form itself: it draws in one pass and cannot wait for a chunk. */
export const ServerBackInStockForm = createContext<((props: BackInStockFormProps) => ReactNode) | null>(null);

const LazyBackInStockForm = lazy(() =>
  import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })),
);

/**
 * The back-in-stock form shows only for a sold-out variant, so its code loads when one is shown, not with every
 * product page (decision 075). While it loads during hydration React keeps the server's markup of the form.
 */
export function BackInStockSlot(props: BackInStockFormProps) {
  const drawOnServer = useContext(ServerBackInStockForm);
  return <Suspense fallback={null}>{drawOnServer ? drawOnServer(props) : <LazyBackInStockForm {...props} />}</Suspense>;
}
