import type { ComponentType } from 'react';

type Loaded<P> = Promise<{ default: ComponentType<P> }>;

/**
 * A lazy module loader whose component gets the app's query client. The client's module
 * (TanStack Query) loads beside the component, in parallel, so no module in the entry needs a
 * QueryClientProvider above it (decision 017). Every provider shares one client, so the cache is
 * the same on every page.
 */
export function lazyWithQueryClient<P extends object>(load: () => Loaded<P>): () => Loaded<P> {
  return async () => {
    const [module, { withSharedClient }] = await Promise.all([load(), import('./query-client')]);
    return { default: withSharedClient(module.default) };
  };
}
