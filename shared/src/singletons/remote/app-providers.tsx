import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@ps/shared/theme';

/**
 * What the shell gives every remote; a remote's standalone page wraps itself in the same.
 * Server state is not here: remotes that read the API wrap their routes in `QueryProvider`,
 * so pages that need none (the landing page) never download react-query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
