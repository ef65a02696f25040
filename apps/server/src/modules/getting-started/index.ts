// The getting-started module's public face: a site's day-one checklist as its managers see it.
export { getGettingStarted } from './getting-started.service.ts';
