export * from './area-path.ts';
export * from './room-import.ts';
export * from './site-today.ts';
