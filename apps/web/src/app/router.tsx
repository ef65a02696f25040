import { type ComponentType, Suspense, useEffect } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { ROUTES } from './route-table.ts';
import { RenderErrorBoundary } from './screens/error-boundary.tsx';
import { RouteError } from './screens/route-error.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** Every route change scrolls to the top. */
function Root() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is meant to run on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RenderErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <UpdatePrompt />
    </RenderErrorBoundary>
  );
}

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** Private routes load their guard (and the screen behind it) on demand, from the route table. */
const privateRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./guards.tsx')).Landing }) },
  ...ROUTES.map(
    (route): RouteObject => ({
      path: route.path,
      lazy: async () => {
        // The screen's code and data load alongside the guard rather than after it.
        void route.screen?.().catch(() => undefined);
        route.preload?.();
        const { RouteGate } = await import('./guards.tsx');
        return { Component: () => <RouteGate route={route} /> };
      },
    }),
  ),
  { path: '*', lazy: async () => ({ Component: (await import('./screens/no-access.tsx')).NotFound }) },
];

/** The router: public sign-in screens, then every private route of the route table inside the app layout. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: '/login', lazy: page(() => import('../features/auth/pages/login-page.tsx')) },
        { path: '/reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page.tsx')) },
        { path: '/confirm-password/:hash?', lazy: page(() => import('../features/auth/pages/confirm-password-page.tsx')) },
        { path: '/stafflogin', lazy: page(() => import('../features/auth/pages/staff-login-page.tsx')) },
        { lazy: async () => ({ Component: (await import('./layout/private-layout.tsx')).PrivateLayout }), children: privateRoutes },
      ],
    },
  ]);
}
