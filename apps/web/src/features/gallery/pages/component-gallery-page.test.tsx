import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import ComponentGalleryPage from './component-gallery-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ComponentGalleryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function serverMode(mode: 'demo' | 'production') {
  const body = {
    status: 'ok',
    version: '0.1.0',
    mode,
    uptimeSeconds: 1,
    database: { kind: 'pglite', status: 'ok' },
    redis: { status: 'off' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

// Every design-system component in every state: a large first render.
describe('ComponentGalleryPage', { timeout: 20_000 }, () => {
  it('shows every section in development without asking the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Table' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the gallery in a production build when the server runs in demo mode', async () => {
    vi.stubEnv('DEV', false);
    serverMode('demo');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Component gallery' }),
    ).toBeInTheDocument();
  });

  it('says it is not available when the server runs in production mode', async () => {
    vi.stubEnv('DEV', false);
    serverMode('production');
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Not available in production' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Component gallery' })).not.toBeInTheDocument();
  });
});
