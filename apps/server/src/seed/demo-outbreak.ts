import crypto from 'node:crypto';
import { OUTBREAK_TERMINAL_CLEAN, type TRoutine } from '@carehome/contracts';
import { bucketsBetween, defaultTerminalCleanType, initialOperations } from '@carehome/domain';
import { DateTime } from 'luxon';
import type { ConfigDocument } from '../modules/housekeeping/index.ts';
import { insertOutbreak } from '../modules/outbreaks/index.ts';
import { listAreas, listRooms } from '../modules/sites/index.ts';
import { insertPastTasks } from '../modules/turnaround/index.ts';
import type { Executor } from '../platform/db/database.ts';
import { random } from './demo-context.ts';
import { type DemoReport, insertDemoReports } from './demo-history.repository.ts';
import { lastCleansBefore } from './demo-outbreak.repository.ts';

// The demo's one past outbreak, so a buyer opening Outbreaks sees a well-run one with its full report:
// norovirus on the East Wing's second floor of Maplewood House, some three weeks ago for eight days. Its
// rooms had every twice-daily Outbreak Clean on time (the history's other cleans and audits go on as
// usual), and when it ended each room had its closing terminal clean within a few hours. It is over, so
// it leaves no notice for staff to confirm.

const WING = 'East Wing';
const FLOOR = 'Floor 2';
const MIN = 60_000;

export async function seedDemoOutbreak(
  tx: Executor,
  site: { tenantId: string; facilityId: string; timeZone: string; config: ConfigDocument; declaredBy: string; seed: number },
): Promise<void> {
  const { tenantId, facilityId, timeZone, config } = site;
  const areas = await listAreas(tx, facilityId);
  const wing = areas.find((a) => a.name === WING && !a.parentId);
  const floor = areas.find((a) => a.name === FLOOR && a.parentId === wing?.id);
  if (!floor) return;
  const rooms = (await listRooms(tx, facilityId)).filter((r) => r.areaId === floor.id && !r.isArchived);
  const today = DateTime.now().setZone(timeZone).startOf('day');
  const startedAt = today.minus({ days: 24 }).set({ hour: 10, minute: 30 }).toJSDate();
  // Ended before the afternoon's outbreak clean was due: the last bucket of the period is the morning's.
  const endedAt = today.minus({ days: 16 }).set({ hour: 13, minute: 30 }).toJSDate();
  const routines = config.roomTypes.flatMap((t) => t.routines);
  const terminalType = defaultTerminalCleanType(routines) ?? 'Discharge Clean';
  await insertOutbreak(tx, {
    tenantId,
    facilityId,
    areaId: floor.id,
    reason: 'Norovirus: 4 residents with vomiting and diarrhoea',
    startedAt,
    startedByName: site.declaredBy,
    endedAt,
    endedByName: site.declaredBy,
    endNote: 'No new cases for 72 hours; public health agreed to close the outbreak.',
    acknowledgementId: null,
  });

  const rnd = random(site.seed);
  const typeOf = new Map(config.roomTypes.map((t) => [t.id, t]));
  const templates = new Map(
    (
      await lastCleansBefore(
        tx,
        rooms.map((r) => r.id),
        startedAt,
      )
    ).map((r) => [r.roomId, r]),
  );
  const reports: DemoReport[] = [];
  /** A clean of `routine` in the room, done by whoever did its last clean before the outbreak. */
  const clean = (template: DemoReport, routine: TRoutine, cleanType: string, done: Date, minutes: number) => {
    const operations = initialOperations(routine.operations).map((op) => ({ ...op, checked: true, timeStamp: done.toISOString() }));
    reports.push({
      ...template,
      id: crypto.randomUUID(),
      routineId: routine.id,
      cleanType,
      priority: routine.priority,
      startDate: new Date(done.getTime() - minutes * MIN),
      reportDate: done,
      operations: operations as unknown as Record<string, unknown>[],
      // Nothing else of the room's last clean: its notes, photos, marking and audit were that clean's.
      ...{ comment: null, maintenance: null, residentFamilyConcern: null, pestControl: null, supervisorNote: null },
      ...{ photos: [], auditReport: null, markingReportId: null, selectedGroupTime: null, declineSignature: null },
      createdAt: done,
      updatedAt: done,
    });
  };
  const tasks: Parameters<typeof insertPastTasks>[1][number][] = [];
  for (const room of rooms) {
    const template = templates.get(room.id);
    const type = typeOf.get(room.roomTypeId ?? '');
    if (!template || !type) continue;
    for (const routine of type.routines.filter((r) => r.outbreakOnly && r.schedule && r.schedule.type !== 'Relative')) {
      const buckets = bucketsBetween(routine.schedule as NonNullable<TRoutine['schedule']>, timeZone, startedAt, endedAt);
      // Each bucket cleaned on time, two to five hours into it.
      for (const b of buckets.filter((x) => x.start >= startedAt)) {
        clean(template, routine, routine.cleanType, new Date(b.start.getTime() + (120 + rnd.next() * 180) * MIN), 12 + rnd.next() * 8);
      }
    }
    const terminal = type.routines.find((r) => r.cleanType === terminalType) ?? routines.find((r) => r.cleanType === terminalType);
    if (!terminal) continue;
    const started = endedAt.getTime() + (20 + rnd.next() * 120) * MIN;
    const took = 35 + rnd.next() * 20;
    const completed = new Date(started + took * MIN);
    clean(template, terminal, terminalType, completed, took);
    tasks.push({
      tenant_id: tenantId,
      facility_id: facilityId,
      room_id: room.id,
      task_key: OUTBREAK_TERMINAL_CLEAN,
      clean_type: terminalType,
      // The outbreak report finds the tasks its end gave by their start: the end's instant.
      created_at: endedAt.toISOString(),
      started_at: new Date(started).toISOString(),
      completed_at: completed.toISOString(),
      ended_at: completed.toISOString(),
    });
  }
  await insertDemoReports(tx, reports);
  await insertPastTasks(tx, tasks);
}
