export * from './passwords.ts';
export * from './roles.ts';
