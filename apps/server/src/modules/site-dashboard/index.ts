// The site dashboard module's public face: a site's measures over a period, the organization's
// benchmark of every site, and its refresh worker (the app start registers it).
export { getSiteBenchmark, refreshSiteBenchmark, SITE_BENCHMARK_JOB, siteDashboardWorkers } from './site-dashboard.benchmark.ts';
export { getSiteDashboard, siteTotals } from './site-dashboard.service.ts';
