import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';
import { RenderErrorBoundary } from './screens/error-boundary.tsx';

const router = createRouter();

/** Resolves once the router has loaded its first screen's route modules (the lazy layout and guard). */
export function routerReady(): Promise<void> {
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
      <RouterProvider router={router} />
    </RenderErrorBoundary>
  );
}
