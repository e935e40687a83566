import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@ps/shared/router';
import { AppProviders } from './app-providers';

/** A remote's team runs its routes alone with `npm run dev -w mf-<name>`; the exposed module stays provider-free. */
export function mountStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>,
  );
}
