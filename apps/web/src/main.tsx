import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import './app/i18n';
import { followAccountLanguage } from './app/account-language';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { installSession } from './features/auth/session';
import { AccountSync } from './app/account-sync';
import { installChunkReload } from './app/chunk-reload';

installSession();
followAccountLanguage();
const router = createAppRouter();
// A click whose page's chunk is gone reloads at the page asked for, not the one still shown.
installChunkReload({
  pendingPath: () => {
    const next = router.state.navigation.location;
    return next ? `${next.pathname}${next.search}${next.hash}` : null;
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AccountSync />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
