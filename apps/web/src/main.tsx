import './app/public.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import { installGlobalErrorLogging } from './lib/logger.ts';

installGlobalErrorLogging();

const root = document.getElementById('root');
if (root) {
  // The first screen renders once its language is loaded, so no text flashes in English first.
  void initI18n().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
