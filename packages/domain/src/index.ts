export * from './languages.ts';
export * from './passwords.ts';
export * from './roles.ts';
