// The client-log module's public face: its route (the web app's error reports; nothing else reads them).
export { clientLogRoutes } from './client-log.routes.ts';
