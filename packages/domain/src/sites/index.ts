export * from './area-path.ts';
