export * from './atp-results.ts';
export * from './cleans.ts';
export * from './method-results.ts';
export * from './metrics.ts';
export * from './on-time.ts';
export * from './staff-day.ts';
