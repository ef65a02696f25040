import './app/public.css';
import './app/boot-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App, routerReady } from './app/app.tsx';
import { ROUTES } from './app/route-table.ts';
import type { AppRoute } from './app/route-types.ts';
import { initI18n } from './lib/i18n.ts';
import { installGlobalErrorLogging } from './lib/logger.ts';
import { session } from './lib/session.ts';

installGlobalErrorLogging();

/**
 * A signed-in user opening a private screen: the route, and the language files of the layout and the
 * screen, so that its layout, code, data and language files start loading now, together, instead of one
 * after the other once the router runs.
 */
function firstScreen(): { route?: AppRoute; namespaces: string[] } {
  if (!session.get().account) return { namespaces: [] };
  // The signed-in layout's language files (menu, page titles, the save queue, the features' error messages).
  const namespaces = ['menu', 'pages', 'outbox', 'errors-app'];
  const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, window.location.pathname));
  return route ? { route, namespaces: [...namespaces, ...(route.namespaces ?? [])] } : { namespaces };
}
/** Lets the browser run other tasks (and paint) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's start, a step a task: the first screen's data is asked for at once; its code, the languages
 * and the router follow in tasks of their own. Done in the task that evaluates the page's script, they
 * made it the longest of the room board's first load on a phone.
 */
async function start(root: HTMLElement): Promise<void> {
  const { route, namespaces } = firstScreen();
  route?.preload?.({ firstScreen: true });
  await nextTask();
  if (route) {
    void import('./app/layout/private-layout.tsx').catch(() => undefined);
    void route.screen?.().catch(() => undefined);
  }
  await nextTask();
  const languages = initI18n(namespaces);
  await nextTask();
  const routed = routerReady();
  // The first screen renders once its language is loaded, so no text flashes in English first.
  // And once the router has its first screen's route modules, on every page:
  // - over the boot shell (app/boot-shell.ts), the shell gives way to the screen's own frame and title
  //   rather than to a loading spinner;
  // - RouterProvider reads the router's state as it renders and subscribes to it only when it commits.
  //   The render is a time-sliced transition, so the modules finishing between the two was a change it
  //   never heard of: the page stayed on "Loading…" for good (seen on admin screens under load).
  await Promise.all([languages, routed]);
  // Rendered as a transition: React renders the first screen in slices and lets the browser paint and
  // take input between them, instead of one long task (on a phone, the signed-in layout and the
  // dashboard's first render blocked the main thread for a third of a second).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) void start(root);
