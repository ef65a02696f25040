export * from './mapping.ts';
export * from './regex.ts';
export * from './review.ts';
