import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { log } from '../../lib/logger.ts';
import { ErrorScreen } from './error-screen.tsx';

/** The router's error element: a screen that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    log('error', 'route error', error);
  }, [error]);
  return <ErrorScreen />;
}
