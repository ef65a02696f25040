import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { FileStore } from './file-store.ts';

/** What services need from the running server; built once in app.ts and passed down. */
export interface AppContext {
  config: Config;
  database: Database;
  secrets: { pinPepper: string };
  log: Logger;
  files: FileStore;
}
