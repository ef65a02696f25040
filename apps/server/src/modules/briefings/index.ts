// The briefings module's public face: its routes (no other module reads briefings), and the notice an
// outbreak publishes to its site's staff and withdraws when it ends.
export { briefingsRoutes } from './briefings.routes.ts';
export { publishOutbreakNotice, withdrawOutbreakNotice } from './outbreak-notice.ts';
