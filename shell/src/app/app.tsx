import { AppProviders } from '@ps/shared/remote';
import { BrowserRouter } from '@ps/shared/router';
import { ErrorBoundary } from '@ps/shared/ui';
import { RootErrorPage } from '../features/layout';
import { AppRoutes } from './app-routes';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary fallback={() => <RootErrorPage />}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
