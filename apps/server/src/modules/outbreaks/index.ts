// The outbreaks module's public face: the outbreaks running at a site, which the dashboard, the audit
// suggestions and the reports read, and its routes.
export { outbreaksRoutes } from './outbreaks.routes.ts';
export { activeOutbreaks } from './outbreaks.service.ts';
