export * from './benchmark.ts';
export * from './measures.ts';
