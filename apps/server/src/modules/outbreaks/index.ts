// The outbreaks module's public face: the outbreaks running at a site, which the dashboard, the audit
// suggestions and the reports read, its routes, and the row the demo writes for its past outbreak.

export { insertOutbreak } from './outbreaks.repository.ts';
export { outbreaksRoutes } from './outbreaks.routes.ts';
export { activeOutbreaks } from './outbreaks.service.ts';
