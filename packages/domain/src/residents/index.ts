export * from './import.ts';
export * from './names.ts';
export * from './rules.ts';
