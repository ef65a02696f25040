export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './roles.ts';
export * from './staff.ts';
export * from './validation.ts';
