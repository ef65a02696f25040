import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { ReadReplica } from './db/read-replica.ts';
import type { FileStore } from './file-store.ts';
import type { WorkQueue } from './jobs.ts';
import type { SecretBox } from './secret-box.ts';

/** What services need from the running server; built once in app.ts and passed down. */
export interface AppContext {
  config: Config;
  database: Database;
  /** The read replica (DATABASE_READ_URL) for reads that tolerate lag, through `withTenantRead`; null: none. */
  readReplica?: ReadReplica | null;
  /** The PIN pepper, and the box that seals stored secrets (a key derived from the same server secret). */
  secrets: { pinPepper: string; box: SecretBox };
  log: Logger;
  files: FileStore;
  /** The job runner's queues, once it runs (main.ts, tests that process work); null before. */
  queue: WorkQueue | null;
}
