import type { TDashboardHead, TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newReport, newRooms, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import type { OrgFixture, TestContext } from '../../../test/harness.ts';
import { outbreaks } from '../../db/schema/infection-control.ts';
import { withTenant } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events.ts';

// The room dashboard during an outbreak: the rooms it covers show it and follow the outbreak routine, the
// others do not, and the kept snapshot gives way as soon as an outbreak starts or ends (its event).

let t: TestContext;
let a: OrgFixture;
let facilityId: string;
let rooms: Record<string, string>;
const WING_A = crypto.randomUUID();

beforeAll(async () => {
  [t, a] = await contextWith(['Alpha']);
  facilityId = a.siteIds[0] as string;
  // The outbreak clean's bucket is open all day here, so the test does not depend on the hour it runs at.
  const config = await siteConfig(t);
  const bedroom = roomTypeNamed(config);
  const allDay = {
    type: 'Absolute' as const,
    startDate: '2020-01-01',
    endDate: null,
    period: 'Daily' as const,
    every: 1,
    buckets: [{ start: '00:00', due: '23:00', end: '24:00' }],
  };
  const routines = bedroom.routines.map((r) => (r.cleanType === 'Outbreak Clean' ? { ...r, schedule: allDay } : r));
  const saved = await t.as('FacilityAdministrator', a).post('housekeeping/update', {
    config: { ...config, roomTypes: config.roomTypes.map((rt) => (rt.id === bedroom.id ? { ...rt, routines } : rt)) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  rooms = {
    ...(await newRooms(t, ['A1', 'A2'], { area: { id: WING_A, name: 'Wing A' } })),
    ...(await newRooms(t, ['B1'], { area: { name: 'Wing B' } })),
  };
});
afterAll(() => t.close());

async function dashboard(role = 'Housekeeper'): Promise<{ head: TDashboardHead; room: (n: string) => TDashboardRoom }> {
  const res = await t.as(role, a).get(`housekeeping?facilityId=${facilityId}`);
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...list] = res.json() as [TDashboardHead, ...TDashboardRoom[]];
  return { head, room: (n) => list.find((r) => r.roomNumber === n) as TDashboardRoom };
}

/** What an outbreak's start or end writes (the outbreaks module's routes do this in one transaction). */
async function outbreakEvent(type: 'outbreak.started' | 'outbreak.ended', id: string) {
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    if (type === 'outbreak.ended') await tx.update(outbreaks).set({ endedAt: new Date(), endedByName: 'Test' }).where(eq(outbreaks.id, id));
    await recordEvent(tx, { tenantId: a.tenantId, facilityId, type, actorKind: 'system', subjectType: 'outbreak', subjectId: id });
  });
}

async function startOutbreak(areaId: string): Promise<string> {
  const [row] = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx
      .insert(outbreaks)
      .values({ tenantId: a.tenantId, facilityId, areaId, reason: 'Norovirus', startedByName: 'Ruth Manager' })
      .returning({ id: outbreaks.id }),
  );
  await outbreakEvent('outbreak.started', row?.id as string);
  return row?.id as string;
}

describe('the dashboard during an outbreak', () => {
  let outbreakId: string;

  it('shows no outbreak and never asks for the outbreak clean while none runs', async () => {
    const { head, room } = await dashboard();
    expect(head.outbreaks).toBeUndefined();
    for (const n of ['A1', 'B1']) {
      expect(room(n).outbreakIds).toBeUndefined();
      expect(room(n).status.currentCleanType).not.toBe('Outbreak Clean');
      expect(room(n).status.tooltip.scheduledClean).not.toBe('Outbreak Clean');
    }
  });

  it('refreshes the kept snapshot when an outbreak starts: the wing’s rooms show it and the outbreak clean due, others not', async () => {
    outbreakId = await startOutbreak(WING_A);
    const { head, room } = await dashboard();
    expect(head.outbreaks).toEqual([
      expect.objectContaining({ id: outbreakId, areaPath: 'Wing A', reason: 'Norovirus', startedByName: 'Ruth Manager' }),
    ]);
    for (const n of ['A1', 'A2']) {
      expect(room(n).outbreakIds).toEqual([outbreakId]);
      expect(room(n).status).toMatchObject({ needsCleaning: true, currentCleanType: 'Outbreak Clean' });
    }
    expect(room('B1').outbreakIds).toBeUndefined();
    expect(room('B1').status.currentCleanType).not.toBe('Outbreak Clean');
  });

  it('takes the outbreak clean off a room once it is done', async () => {
    const config: THousekeepingConfig = await siteConfig(t);
    await newReport(t, { roomId: rooms.A1 as string, routine: routineOf(roomTypeNamed(config), 'Outbreak Clean') });
    const { room } = await dashboard();
    expect(room('A1').status.currentCleanType).not.toBe('Outbreak Clean');
    expect(room('A1').outbreakIds).toEqual([outbreakId]);
    expect(room('A2').status.currentCleanType).toBe('Outbreak Clean');
  });

  it('refreshes again when the outbreak ends: no room shows it or asks for its clean', async () => {
    await outbreakEvent('outbreak.ended', outbreakId);
    const { head, room } = await dashboard();
    expect(head.outbreaks).toBeUndefined();
    for (const n of ['A1', 'A2', 'B1']) {
      expect(room(n).outbreakIds).toBeUndefined();
      expect(room(n).status.currentCleanType).not.toBe('Outbreak Clean');
    }
  });
});
