import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './queryClient';

// React Query's provider, put around each page that uses it when its code loads (lib/api.ts
// withQueryProvider): a wrapper that is part of the page's lazy component from the start, so
// nothing remounts, and that the storefront's first load never carries.

export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
