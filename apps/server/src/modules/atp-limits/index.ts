// The ATP limits module's public face: the site's limits, which the audit save reads to band each reading
// (and the demo sets).
export { replaceAtpLimits, siteAtpLimits } from './atp-limits.service.ts';
