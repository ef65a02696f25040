export * from './outbreak-notice.ts';
export * from './outbreak-report.ts';
export * from './outbreak-scope.ts';
export * from './outbreak-terminal.ts';
export * from './turnaround.ts';
export * from './audit-risk.ts';
export * from './audit-risk-week.ts';
