export * from './outbreak-scope.ts';
