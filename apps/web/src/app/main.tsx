// First: the CSP's settings (no eval in zod, the style nonce) before any other module runs.
import './csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showPendingFlash } from '@/lib/notify';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
showPendingFlash();
