export * from './cleans.ts';
export * from './metrics.ts';
