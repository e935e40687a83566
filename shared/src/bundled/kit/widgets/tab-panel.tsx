import type { ReactNode } from 'react';
import { panelId, tabId } from './tab-ids';

export function TabPanel({ idPrefix, tabId: id, children }: { idPrefix: string; tabId: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0}>
      {children}
    </div>
  );
}
