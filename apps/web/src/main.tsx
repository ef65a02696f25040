import './app/public.css';
import './app/boot-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App, routerReady } from './app/app.tsx';
import { ROUTES } from './app/route-table.ts';
import { initI18n } from './lib/i18n.ts';
import { installGlobalErrorLogging } from './lib/logger.ts';
import { session } from './lib/session.ts';

installGlobalErrorLogging();

/**
 * A signed-in user opening a private screen: its layout, code and data start loading now, while the
 * language files load, instead of one after the other once the router runs.
 */
function preloadFirstScreen(): string[] {
  if (!session.get().account) return [];
  // The signed-in layout's language files (menu, page titles, the save queue, the features' error messages).
  const namespaces = ['menu', 'pages', 'outbox', 'errors-app'];
  const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, window.location.pathname));
  if (!route) return namespaces;
  void import('./app/layout/private-layout.tsx').catch(() => undefined);
  void route.screen?.().catch(() => undefined);
  route.preload?.({ firstScreen: true });
  return [...namespaces, ...(route.namespaces ?? [])];
}
const firstNamespaces = preloadFirstScreen();

const root = document.getElementById('root');
if (root) {
  // The first screen renders once its language is loaded, so no text flashes in English first.
  // Rendered as a transition: React renders the first screen in slices and lets the browser paint and
  // take input between them, instead of one long task (on a phone, the signed-in layout and the
  // dashboard's first render blocked the main thread for a third of a second).
  // Over the boot shell (app/boot-shell.ts) it renders once the router has its first screen as well, so
  // the shell gives way to the screen's own frame and title rather than to a loading spinner.
  const shell = root.firstChild !== null;
  void Promise.all([initI18n(firstNamespaces), shell ? routerReady() : undefined]).then(() => {
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}
