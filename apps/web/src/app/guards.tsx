import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { landingFor } from '../lib/landing.ts';
import { rememberReturnTo } from '../lib/return-to.ts';
import { useSession } from '../lib/session.ts';
import { decideAccess } from './access.ts';
import type { AppRoute } from './route-types.ts';
import { NoAccess, NoSite } from './screens/no-access.tsx';
import { PlaceholderPage } from './screens/placeholder-page.tsx';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();
function screenOf(route: AppRoute): LazyExoticComponent<ComponentType> | undefined {
  if (!route.screen) return undefined;
  let s = screens.get(route.id);
  if (!s) {
    s = lazy(route.screen);
    screens.set(route.id, s);
  }
  return s;
}

/** Sends a signed-out user to sign in, remembering where they were going. */
export function SignInRedirect({ to }: { to: string }) {
  const location = useLocation();
  const { signedOut } = useSession();
  const from = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!signedOut) rememberReturnTo(from);
  }, [from, signedOut]);
  return <Navigate to={to} replace state={signedOut ? null : { from }} />;
}

/** The guard of one private route, decided by `decideAccess` from the route table. */
export function RouteGate({ route }: { route: AppRoute }) {
  const { account, device } = useSession();
  const { t } = useTranslation('pages');
  const decision = decideAccess(route, account, device);
  useEffect(() => {
    document.title = `${t(`titles.${route.id}`)} · ${t('common:appName')}`;
  }, [route.id, t]);

  switch (decision.kind) {
    case 'signIn':
      return <SignInRedirect to={decision.to} />;
    case 'noAccess':
      return <NoAccess />;
    case 'noSite':
      return <NoSite />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
  const Screen = screenOf(route);
  if (!Screen) return <PlaceholderPage routeId={route.id} />;
  return (
    <Suspense
      fallback={
        route.header ? (
          // The screen's own header, shown at once where the screen will show it.
          <>
            <PageHeader title={t(`titles.${route.id}`)} />
            <PageLoader />
          </>
        ) : (
          <PageLoader />
        )
      }
    >
      <Screen />
    </Suspense>
  );
}

/** `/`: where this account lands. */
export function Landing() {
  const { account, device } = useSession();
  if (!account) return <SignInRedirect to={device ? '/stafflogin' : '/login'} />;
  return <Navigate to={landingFor(account)} replace />;
}
