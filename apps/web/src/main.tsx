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

installChunkReload();
installSession();
followAccountLanguage();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AccountSync />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
