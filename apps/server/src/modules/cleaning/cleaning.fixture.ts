import type {
  TDashboardRoom,
  THousekeepingConfig,
  THousekeepingReport,
  TReportOperation,
  TReportSave,
  TRoutine,
} from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { contextWith, newRooms, type RoomType, routineOf, siteConfig, tabletSession, tokensOf } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave, tickedOperations } from '../../../test/report-saves.ts';
import { events } from '../../db/schema/platform.ts';
import { housekeepingReports, roomLastCleans } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
import { withTenant } from '../../platform/db/database.ts';

// What the report save, audit and query tests share: two organizations, a token per role (a PIN
// sign-in on the tablet and a system user switched into the first organization among them), the
// starter room type's Clean and Deep Clean, ten rooms (201 with a resident) and a room of the other
// organization; and the saves, audits and markings as the tablet sends them.

export let t: TestContext;
export let a: OrgFixture;
export let b: OrgFixture;
/** Tokens by who holds them. */
export const tok: Record<
  'manager' | 'supervisor' | 'lead' | 'nursing' | 'housekeeper' | 'housekeeper1' | 'system' | 'pinOnTablet' | 'bAdmin',
  string
> = {} as never;
export let config: THousekeepingConfig;
export let clean: TRoutine;
export let deep: TRoutine;
export const rooms: Record<string, string> = {};
export let bRoom = '';
export const MIN = 60_000;

export const post = (path: string, payload: unknown, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: { ...bearer(token), ...headers } });

export const ticked = tickedOperations;

export const PNG_SIGNATURE = `data:image/png;base64,${Buffer.from('signature').toString('base64')}`;

/** A save of a report as the tablet sends it: started 20 minutes before `at`, every operation done. */
export function reportSave(room: string, overrides: Partial<TReportSave> = {}, at = new Date(Date.now() - MIN)): TReportSave {
  const target = {
    facilityId: a.siteIds[0],
    roomId: rooms[room] as string,
    authorStaffId: a.staffIds.Housekeeper as string,
    routine: clean,
  };
  return completeReportSave(target, at, overrides);
}

export const submit = (save: TReportSave, token = tok.housekeeper, headers: Record<string, string> = {}) =>
  post('submitReport', { report: save }, token, headers);

export async function rowsOf(roomId: string) {
  return withTenant(t.database.db, a.tenantId, (tx) => tx.select().from(housekeepingReports).where(eq(housekeepingReports.roomId, roomId)));
}

export async function eventsOf(subjectId: string) {
  return withTenant(t.database.db, a.tenantId, (tx) =>
    tx.select({ type: events.type, data: events.data, deviceId: events.deviceId }).from(events).where(eq(events.subjectId, subjectId)),
  );
}

export async function lastClean(roomId: string, priority: number) {
  const [row] = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx
      .select()
      .from(roomLastCleans)
      .where(and(eq(roomLastCleans.roomId, roomId), eq(roomLastCleans.priority, priority))),
  );
  return row;
}

export async function dashboardRoom(number: string): Promise<TDashboardRoom> {
  const res = await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(tok.manager) });
  return (res.json() as [THousekeepingConfig, ...TDashboardRoom[]])
    .slice(1)
    .find((r) => (r as TDashboardRoom).roomNumber === number) as TDashboardRoom;
}

export function marking(room: string, cleanType: string, markedIds: string[] = []) {
  const at = new Date(Date.now() - 60 * MIN).toISOString();
  return {
    id: crypto.randomUUID(),
    facilityId: a.siteIds[0],
    roomId: rooms[room] as string,
    cleanType,
    startDate: at,
    markingDate: at,
    operations: initialOperations(cleanType === 'Clean' ? clean.operations : deep.operations).map((op) => ({
      ...op,
      isMarked: markedIds.includes(op.id),
    })),
    authorStaffId: a.staffIds.FacilityAssistant as string,
  };
}

export function auditOf(report: THousekeepingReport, results: Record<string, TReportOperation['auditStatus']>, overrides = {}) {
  const target = { reportId: report.id, facilityId: report.facilityId, authorStaffId: a.staffIds.FacilityAssistant as string };
  return { ...auditSave(target, results, { comment: 'Checked behind the bed', atpSystemMethod: true }), ...overrides };
}

/** A report test file's hooks: the organizations, tokens and rooms set up before its tests, the app closed after. */
export function reportsTestbed(): void {
  beforeAll(setUpReports);
  afterAll(() => t.close());
}

/** Sets up the organizations, tokens and rooms; the caller closes `t` after its tests. */
export async function setUpReports(): Promise<void> {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const roles = {
    manager: 'FacilityAdministrator',
    supervisor: 'FacilityAssistant',
    lead: 'LeadHousekeeper',
    nursing: 'Nursing',
    housekeeper: 'Housekeeper',
    housekeeper1: 'Housekeeper@1',
  };
  Object.assign(tok, await tokensOf(t, roles), await tokensOf(t, { bAdmin: 'MultiFacilityAdministrator' }, b));
  tok.pinOnTablet = (await tabletSession(t, a.pins.LeadHousekeeper as string)).token.token;
  const system = await login(t, await createSystemUser(t, 'SiteAdministrator'));
  const switched = await t.app.inject({
    method: 'POST',
    url: '/api/auth/switchTenant',
    payload: { data: { tenantId: a.tenantId } },
    headers: bearer(system),
  });
  expect(switched.statusCode, switched.body).toBe(200);
  tok.system = system.token.token;

  // The starter configuration: 'Resident Room' has Clean (priority 10) and Deep Clean (priority 20).
  config = await siteConfig(t);
  const roomType = config.roomTypes[0] as RoomType;
  clean = routineOf(roomType, 'Clean');
  deep = routineOf(roomType, 'Deep Clean');
  const numbers = ['201', '202', '203', '204', '205', '206', '207', '208', '209', '210'];
  Object.assign(rooms, await newRooms(t, numbers, { roomType }));
  await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.insert(residents).values({
      tenantId: a.tenantId,
      facilityId: a.siteIds[0],
      residentRef: 'R-201',
      firstName: 'Ada',
      lastName: 'Byron',
      roomId: rooms['201'] as string,
    }),
  );
  const bRoomType = (await siteConfig(t, { org: b })).roomTypes[0] as RoomType;
  bRoom = (await newRooms(t, ['1'], { org: b, roomType: bRoomType }))['1'] as string;
}
