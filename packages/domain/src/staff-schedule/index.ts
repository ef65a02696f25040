export * from './copy.ts';
export * from './days.ts';
export * from './duplicates.ts';
export * from './redistribute.ts';
export * from './rooms.ts';
export * from './rules.ts';
export * from './site-schedule-result.ts';
export * from './started.ts';
