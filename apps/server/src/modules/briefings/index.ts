// The briefings module's public face: its routes (no other module reads briefings).
export { briefingsRoutes } from './briefings.routes.ts';
