import type { AppRoute } from './route-types.ts';

/**
 * The infection-control programme of a site: outbreaks, ATP limits, the audits to do, turnaround against
 * targets, a room's clean record. Each screen is its feature's page; the menu groups them.
 */
export const INFECTION_CONTROL_ROUTES: readonly AppRoute[] = [];
