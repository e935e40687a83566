import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@ps/shared/theme';

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
}

/** What the shell gives every remote; a remote's standalone page wraps itself in the same. */
export function AppProviders({ queryClient, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
