// The ATP limits feature's public face: the site's limits, which the audit screen bands readings with, and
// the field an RLU is typed in.
export { useAtpLimits } from './api/atp-limits.ts';
export { RluInput } from './components/rlu-input.tsx';
