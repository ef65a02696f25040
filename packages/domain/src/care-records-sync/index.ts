export * from './sync.ts';
