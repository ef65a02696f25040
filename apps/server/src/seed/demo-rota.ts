import { insertFacilitySchedule, insertTemplate } from '../modules/staff-schedule/index.ts';
import type { DemoSite, DemoStaff } from './demo-context.ts';
import { insertDemoAssignment } from './demo-history.repository.ts';
import { HISTORY_DAYS } from './demo-reports.ts';

/**
 * The demo's rota: each housekeeper's rooms as dated assignments, and the same as a weekly template run
 * by a site schedule. Answers who cleans a room of an area.
 */
export async function seedDemoRota(site: DemoSite): Promise<(roomAreaId: string | null) => DemoStaff> {
  const { tx, opts, tenantId, facilityId, now, rooms, areas } = site;
  // Who cleans where: each housekeeper takes the rooms of one top-level area.
  const topAreas = areas.filter((a) => a.parentId === null);
  const parentOf = new Map(areas.map((a) => [a.id, a.parentId]));
  const topOf = (areaId: string | null): string | null => {
    let id = areaId;
    while (id && parentOf.get(id)) id = parentOf.get(id) ?? null;
    return id;
  };
  const cleanerOf = (roomAreaId: string | null) => {
    const i = Math.max(
      0,
      topAreas.findIndex((a) => a.id === topOf(roomAreaId)),
    );
    return opts.housekeepers[i % opts.housekeepers.length] as DemoStaff;
  };
  // From the start of the history: the cleans of each day were on someone's list.
  const historyStart = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const monthAhead = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, top] of topAreas.entries()) {
    const staff = opts.housekeepers[i % opts.housekeepers.length] as DemoStaff;
    const ids = new Set(areas.filter((a) => topOf(a.id) === top.id).map((a) => a.id));
    await insertDemoAssignment(tx, {
      tenantId,
      facilityId,
      staffMemberId: staff.id,
      description: `Daily rooms: ${top.name}`,
      startDate: historyStart,
      endDate: monthAhead,
      roomNumbers: rooms.filter((r) => r.areaId && ids.has(r.areaId)).map((r) => r.roomNumber),
      cleanType: 'Clean',
      scheduledDays: [1, 2, 3, 4, 5, 6, 7],
      started: true,
    });
  }

  // The same lists as a template, applied every Monday morning to the week by a site schedule (what a
  // housekeeping lead sets up once). The dated assignments above are history, which the rules forbid
  // creating through the service (no past dates): they are written directly.
  const templateId = await insertTemplate(tx, tenantId, facilityId, {
    description: 'Daily rooms by wing',
    assignments: topAreas.map((top, i) => {
      const ids = new Set(areas.filter((a) => topOf(a.id) === top.id).map((a) => a.id));
      return {
        staffMemberId: (opts.housekeepers[i % opts.housekeepers.length] as DemoStaff).id,
        description: `Daily rooms: ${top.name}`,
        task: null,
        roomNumbers: rooms.filter((r) => r.areaId && ids.has(r.areaId)).map((r) => r.roomNumber),
        roomTypeId: null,
        facilityAreas: [],
        cleanType: 'Clean',
        scheduledDays: [],
      };
    }),
  });
  await insertFacilitySchedule(tx, {
    tenantId,
    facilityId,
    description: 'Every Monday at 05:00: the week’s rota',
    templateId,
    period: 'week',
    schedule: { period: 'Weekly', every: 1, startDate: now.toISOString().slice(0, 10), weekDays: [1], at: '05:00' },
    active: true,
  });
  return cleanerOf;
}
