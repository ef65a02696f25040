import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';
import { RenderErrorBoundary } from './screens/error-boundary.tsx';

const router = createRouter();

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
