export * from './area-path.ts';
export * from './site-today.ts';
