import { AUDIT_RECLEAN, RESIDENT_ARRIVAL_TASK, RESIDENT_DEPARTURE_TASK, STATE_ROOM_CLEAN } from '@carehome/contracts';
import { listRooms } from '../modules/sites/index.ts';
import { insertPastTasks, type PastTaskRow, saveTargets } from '../modules/turnaround/index.ts';
import type { Executor } from '../platform/db/database.ts';
import { random } from './demo-context.ts';

// The demo's turnaround: each site's targets, and three months of the cleans residents' moves, room
// states and failed audits asked for, as a well-run home does them: most answered within 10 to 25
// minutes and cleaned in 15 to 28, an occasional one late on a busy afternoon.

const MIN = 60_000;
const DAYS = 90;

const KINDS = [
  { taskKey: RESIDENT_DEPARTURE_TASK, cleanType: 'Discharge Clean', weight: 3 },
  { taskKey: RESIDENT_ARRIVAL_TASK, cleanType: 'Arrival Clean', weight: 3 },
  { taskKey: STATE_ROOM_CLEAN, cleanType: 'Isolation Clean', weight: 2 },
  { taskKey: AUDIT_RECLEAN, cleanType: 'Clean', weight: 2 },
];
const BAG = KINDS.flatMap((k) => Array.from({ length: k.weight }, () => k));

export async function seedDemoTurnaround(tx: Executor, site: { tenantId: string; facilityId: string; seed: number }): Promise<void> {
  const { tenantId, facilityId } = site;
  await saveTargets(tx, { tenantId, facilityId, updatedBy: null, response: 30, clean: 30, turnaround: 60 });
  const rooms = (await listRooms(tx, facilityId)).filter((r) => !r.isArchived);
  if (!rooms.length) return;
  const rng = random(site.seed);
  const now = Date.now();
  const rows: PastTaskRow[] = [];
  for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
    // About one task a day for every 12 rooms.
    const count = Math.round((rooms.length / 12) * (0.5 + rng.next()));
    for (let i = 0; i < count; i++) {
      const kind = rng.pick(BAG);
      // Asked in the working day (about 07:00 to 19:00 of the server's clock, which is near enough).
      const created = now - daysAgo * 86_400_000 + Math.floor((rng.next() * 12 - 5) * 3_600_000);
      const response = rng.chance(0.92) ? 6 + rng.next() * 20 : 32 + rng.next() * 35;
      const clean = rng.chance(0.93) ? 14 + rng.next() * 14 : 31 + rng.next() * 20;
      const started = created + Math.round(response * MIN);
      const completed = started + Math.round(clean * MIN);
      rows.push({
        tenant_id: tenantId,
        facility_id: facilityId,
        room_id: rng.pick(rooms).id,
        task_key: kind.taskKey,
        clean_type: kind.cleanType,
        created_at: new Date(created).toISOString(),
        started_at: new Date(started).toISOString(),
        completed_at: new Date(completed).toISOString(),
        ended_at: new Date(completed).toISOString(),
      });
    }
  }
  await insertPastTasks(tx, rows);
}
