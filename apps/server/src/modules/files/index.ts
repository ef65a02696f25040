// The files module's public face: the app's file routes, and the reads other modules make of stored
// files inside their own transactions (a logo, the photos a report or a resident may carry).
export { type FileRow, filesUsableAt, findFile } from './files.repository.ts';
export type { FileKind, FileReadChecks } from './files.service.ts';
