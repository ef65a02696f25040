import { auditWeek, siteToday } from '@carehome/domain';
import { listAuditFacts, replaceTargets } from '../modules/audit-planning/index.ts';
import { listAreas, listRooms } from '../modules/sites/index.ts';
import type { Executor } from '../platform/db/database.ts';

// The demo's weekly audit targets: the whole site and each top-level area (a wing, a building) aim at
// what the demo's audits did in their busiest week of the last four and this one so far, rounded up to a
// round number, so 'Audits to do' shows a home on track: targets met or nearly met, this week's on its
// way with rooms still suggested.

const DAY_MS = 86_400_000;

const WEEKS = 4;

/** Above the busiest week, up to the next 5 (at least 5): a target a manager would set, nearly met. */
const roundTarget = (n: number) => Math.max(5, Math.ceil((n + 1) / 5) * 5);

export async function seedDemoAuditTargets(tx: Executor, site: { tenantId: string; facilityId: string; timeZone: string }): Promise<void> {
  const { tenantId, facilityId, timeZone } = site;
  const now = new Date();
  const thisWeek = auditWeek(siteToday(timeZone, now), timeZone, now);
  const start = thisWeek.start.getTime() - WEEKS * 7 * DAY_MS;
  const audits = (
    await listAuditFacts(tx, tenantId, facilityId, { since: new Date(start - 92 * DAY_MS), recent: new Date(start - 92 * DAY_MS) })
  ).filter((a) => a.audit_ms >= start);
  const weekOf = (ms: number) => Math.floor((ms - start) / (7 * DAY_MS));
  /** The most audits any of the weeks had, among those `keep` keeps. */
  const busiest = (keep: (roomId: string) => boolean) => {
    const perWeek = new Map<number, number>();
    for (const a of audits) if (keep(a.room_id)) perWeek.set(weekOf(a.audit_ms), (perWeek.get(weekOf(a.audit_ms)) ?? 0) + 1);
    return roundTarget(Math.max(0, ...perWeek.values()));
  };
  const areas = (await listAreas(tx, facilityId)).filter((a) => !a.isArchived);
  const rooms = await listRooms(tx, facilityId);
  const parentOf = new Map(areas.map((a) => [a.id, a.parentId]));
  const topOf = (areaId: string | null): string | null => {
    let id = areaId;
    for (let hops = 0; id && parentOf.get(id) && hops < 20; hops++) id = parentOf.get(id) ?? null;
    return id;
  };
  const roomTop = new Map(rooms.map((r) => [r.id, topOf(r.areaId)]));
  const wings = areas.filter((a) => a.parentId === null);
  const targets = [
    { areaId: null, perWeek: busiest(() => true) },
    // Several wings: each gets its own target; one building alone is the site's.
    ...(wings.length > 1 ? wings.map((w) => ({ areaId: w.id, perWeek: busiest((roomId) => roomTop.get(roomId) === w.id) })) : []),
  ];
  await replaceTargets(tx, tenantId, facilityId, targets);
}
