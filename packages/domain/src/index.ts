export * from './csv.ts';
export * from './dashboard-filters.ts';
export * from './housekeeping-config.ts';
export * from './languages.ts';
export * from './passwords.ts';
export * from './roles.ts';
export * from './room-status/index.ts';
export * from './schedules/index.ts';
