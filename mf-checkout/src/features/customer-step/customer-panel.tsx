import type { ReactNode } from 'react';
import { Panel } from '../../ui/panel';

export const MARKETING_LABEL = 'Send me news about drops, tours and new music';

/** The customer step's panel and heading, shared by the form and its placeholder so both have one size. */
export function CustomerPanel({ children }: { children: ReactNode }) {
  return (
    <Panel aria-labelledby="customer-heading">
      <h2 id="customer-heading">Your details</h2>
      {children}
    </Panel>
  );
}
