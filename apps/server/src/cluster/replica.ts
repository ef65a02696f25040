import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { EmbeddedPostgres } from '../platform/db/embedded-postgres.ts';
import { freePort } from '../platform/db/postgres-host.ts';
import {
  dropReplicationSlot,
  launchReplica,
  makeReplica,
  type RunningReplica,
  stopOrphanReplica,
} from '../platform/db/read-replica-start.ts';

// The cluster's read replica: a streaming replica of the embedded PostgreSQL in DATA_DIR/cluster/replica,
// made again at each start (a base backup: seconds for the demo's data), on a port of its own, its log in
// DATA_DIR/postgres-replica.log. The copies read reports and dashboards from it (DATABASE_READ_URL). When
// it dies it is started again (after 1, 2, 4 … 30 s): meanwhile the copies read from the primary.

const SLOT = 'carehome_replica';

export interface ClusterReplica {
  port: number;
  /** The postmaster's process id while it runs, for state.json (the cluster test stops it by it). */
  pid(): number | null;
  restarts(): number;
  stop(): Promise<void>;
}

const folders = (dataDir: string) => ({ dir: path.join(dataDir, 'cluster', 'replica'), log: path.join(dataDir, 'postgres-replica.log') });

/** Makes and starts the replica; `onChange` is called when its process changes (state.json). */
export async function startClusterReplica(opts: {
  embedded: EmbeddedPostgres;
  dataDir: string;
  log: Logger;
  onChange: () => void;
}): Promise<ClusterReplica> {
  const { embedded, log } = opts;
  const { dir, log: logFile } = folders(opts.dataDir);
  const started = Date.now();
  const bytes = await makeReplica({
    primarySuperuserUrl: embedded.superuserUrl,
    primaryDir: path.join(opts.dataDir, 'postgres'),
    dir,
    slot: SLOT,
  });
  const port = await freePort();
  const launch = () => launchReplica({ dir, port, logFile, superuserUrl: embedded.superuserUrl });
  let current: RunningReplica | undefined = await launch();
  log.info({ port, copiedMb: Math.round(bytes / 1e6), ms: Date.now() - started }, 'read replica streaming');

  let stopping = false;
  let restarts = 0;
  const supervise = (running: RunningReplica) => {
    void running.exited.then(async () => {
      if (stopping) return;
      current = undefined;
      opts.onChange();
      log.error({ logFile }, 'read replica stopped; the copies read from the primary until it is back');
      for (;;) {
        const delay = Math.min(30_000, 1000 * 2 ** restarts);
        restarts++;
        await new Promise((r) => setTimeout(r, delay));
        if (stopping) return;
        try {
          current = await launch();
          log.warn({ port, restarts }, 'read replica started again');
          opts.onChange();
          supervise(current);
          return;
        } catch (err) {
          log.error({ err }, 'read replica did not start again');
        }
      }
    });
  };
  supervise(current);

  return {
    port,
    pid: () => current?.pid ?? null,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      await current?.stop();
    },
  };
}

/** Without a replica, none of an earlier run is left: its slot would keep the primary's WAL for ever. */
export async function removeClusterReplica(embedded: EmbeddedPostgres, dataDir: string): Promise<void> {
  const { dir } = folders(dataDir);
  await stopOrphanReplica(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  await dropReplicationSlot(embedded.superuserUrl, SLOT);
}
