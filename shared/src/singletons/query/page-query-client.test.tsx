import { cleanup, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useSingletonLoaded } from '@ps/shared/remote';
import { getQueryClient, QueryProvider } from './page-query-client';

function ClientProbe() {
  const client = useQueryClient();
  const registered = useSingletonLoaded('query');
  return <p>{`${client === getQueryClient()} ${registered}`}</p>;
}

describe('the page QueryClient', () => {
  afterEach(cleanup);

  it('is created once, with the spec defaults', () => {
    const client = getQueryClient();
    expect(getQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
  });

  it('is what every QueryProvider hands down, and the page knows it is loaded', () => {
    render(
      <>
        <QueryProvider>
          <ClientProbe />
        </QueryProvider>
        <QueryProvider>
          <ClientProbe />
        </QueryProvider>
      </>,
    );
    expect(screen.getAllByText('true true')).toHaveLength(2);
  });
});
