export * from './pairing.ts';
