import { listAreas, listRooms } from '../modules/sites/index.ts';
import type { Executor } from '../platform/db/database.ts';
import { type DemoHistoryOptions, type DemoSite, random } from './demo-context.ts';
import { seedDemoMarkingAndState, seedDemoReports } from './demo-reports.ts';
import { admitDemoResidents, moveDemoResidents } from './demo-residents.ts';
import { seedDemoRota } from './demo-rota.ts';

/**
 * Thirteen weeks of believable history for the demo sites: residents with risk flags and notes, daily,
 * common-area and after-meal cleans (most on time; a few late, incomplete, declined or missed), monthly
 * deep cleans, audits (some failed, re-cleaned and re-audited), pre-audit markings answered by their
 * audited clean and one waiting for its clean, room states and staff assignments, so that every dashboard
 * filter, banner and measure has something believable to show.
 */
export async function seedDemoHistory(tx: Executor, opts: DemoHistoryOptions): Promise<void> {
  const { tenantId, facilityId, timeZone, config } = opts;
  const now = opts.now ?? new Date();
  const rnd = random(opts.seed);
  const rooms = (await listRooms(tx, facilityId)).filter((r) => !r.isArchived);
  const areas = await listAreas(tx, facilityId);
  const typeOf = new Map(config.roomTypes.map((t) => [t.id, t]));
  const site: DemoSite = { tx, opts, tenantId, facilityId, timeZone, config, now, rnd, rooms, areas, typeOf };

  const residents = await admitDemoResidents(site);
  const cleanerOf = await seedDemoRota(site);
  await seedDemoReports(site, cleanerOf, residents);
  const isolated = await seedDemoMarkingAndState(site);
  await moveDemoResidents(site, residents, isolated?.id);
}
