// The ATP limits feature's public face: the site's limits, which the audit screen bands readings with.
export { useAtpLimits } from './api/atp-limits.ts';
