import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';
import { RenderErrorBoundary } from './screens/error-boundary.tsx';

let appRouter: ReturnType<typeof createRouter> | undefined;
/** The app's router, made on first use (main.tsx makes it in a task of its own). */
function theRouter(): ReturnType<typeof createRouter> {
  appRouter ??= createRouter();
  return appRouter;
}

/**
 * Makes the router (its first screen's route modules start loading) and resolves once they have
 * loaded (the lazy layout and guard).
 */
export function routerReady(): Promise<void> {
  const router = theRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The root. Mantine, TanStack Query and the app shell load with the private layout; the public
 * screens run on plain components so the first screen stays within its size budget.
 */
export function App() {
  return (
    <RenderErrorBoundary>
      <RouterProvider router={theRouter()} />
    </RenderErrorBoundary>
  );
}
