export * from './benchmark.ts';
export * from './measures.ts';
export * from './method-results.ts';
