import type {
  TDashboardRoom,
  THousekeepingConfig,
  THousekeepingReport,
  THubMessage,
  TMarkingReport,
  TReportOperation,
  TReportSave,
  TRoutine,
} from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, type RoomType, routineOf, siteConfig, tokensOf } from '../../../test/factories.ts';
import {
  bearer,
  createOrganization,
  createSystemUser,
  createTestContext,
  login,
  type OrgFixture,
  statementsDuring,
  type TestContext,
} from '../../../test/harness.ts';
import { connectHub, hubUrlOf } from '../../../test/hub.ts';
import { completeReportSave, tickedOperations } from '../../../test/report-saves.ts';
import { events } from '../../db/schema/platform.ts';
import { housekeepingReports, markingReports, roomLastCleans } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
import { withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** Tokens by who holds them. */
const tok: Record<
  'manager' | 'supervisor' | 'lead' | 'nursing' | 'housekeeper' | 'housekeeper1' | 'system' | 'pinOnTablet' | 'bAdmin',
  string
> = {} as never;
let config: THousekeepingConfig;
let clean: TRoutine;
let deep: TRoutine;
const rooms: Record<string, string> = {};
let bRoom = '';
const MIN = 60_000;

const post = (path: string, payload: unknown, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: { ...bearer(token), ...headers } });

const ticked = tickedOperations;

const PNG_SIGNATURE = `data:image/png;base64,${Buffer.from('signature').toString('base64')}`;

/** A save of a report as the tablet sends it: started 20 minutes before `at`, every operation done. */
function reportSave(room: string, overrides: Partial<TReportSave> = {}, at = new Date(Date.now() - MIN)): TReportSave {
  const target = {
    facilityId: a.siteIds[0],
    roomId: rooms[room] as string,
    authorStaffId: a.staffIds.Housekeeper as string,
    routine: clean,
  };
  return completeReportSave(target, at, overrides);
}

const submit = (save: TReportSave, token = tok.housekeeper, headers: Record<string, string> = {}) =>
  post('submitReport', { report: save }, token, headers);

async function rowsOf(roomId: string) {
  return withTenant(t.database.db, a.tenantId, (tx) => tx.select().from(housekeepingReports).where(eq(housekeepingReports.roomId, roomId)));
}

async function eventsOf(subjectId: string) {
  return withTenant(t.database.db, a.tenantId, (tx) =>
    tx.select({ type: events.type, data: events.data, deviceId: events.deviceId }).from(events).where(eq(events.subjectId, subjectId)),
  );
}

async function lastClean(roomId: string, priority: number) {
  const [row] = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx
      .select()
      .from(roomLastCleans)
      .where(and(eq(roomLastCleans.roomId, roomId), eq(roomLastCleans.priority, priority))),
  );
  return row;
}

async function dashboardRoom(number: string): Promise<TDashboardRoom> {
  const res = await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(tok.manager) });
  return (res.json() as [THousekeepingConfig, ...TDashboardRoom[]])
    .slice(1)
    .find((r) => (r as TDashboardRoom).roomNumber === number) as TDashboardRoom;
}

function marking(room: string, cleanType: string, markedIds: string[] = []) {
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

function auditOf(report: THousekeepingReport, results: Record<string, TReportOperation['auditStatus']>, overrides = {}) {
  return {
    reportId: report.id,
    facilityId: report.facilityId,
    startDate: new Date().toISOString(),
    comment: 'Checked behind the bed',
    photos: [],
    directObservationMethod: true,
    fluorescentGelMethod: false,
    atpSystemMethod: true,
    swabCulturesMethod: false,
    agarSlideCulturesMethod: false,
    operations: Object.entries(results).map(([id, auditStatus]) => ({ id, auditStatus })),
    authorStaffId: a.staffIds.FacilityAssistant as string,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  const roles = {
    manager: 'FacilityAdministrator',
    supervisor: 'FacilityAssistant',
    lead: 'LeadHousekeeper',
    nursing: 'Nursing',
    housekeeper: 'Housekeeper',
    housekeeper1: 'Housekeeper@1',
  };
  Object.assign(tok, await tokensOf(t, roles), await tokensOf(t, { bAdmin: 'MultiFacilityAdministrator' }, b));
  const pin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/stafflogin',
    payload: { pincode: a.pins.LeadHousekeeper },
    headers: { 'x-device-token': a.deviceToken },
  });
  expect(pin.statusCode, pin.body).toBe(200);
  tok.pinOnTablet = pin.json().token.token;
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
});
afterAll(() => t.close());

describe('POST /housekeeping/submitReport: saving a cleaning report', () => {
  it('saves a Complete report with the room, resident, author and routine priority, and records report.saved', async () => {
    const save = reportSave('201', { comment: 'Bin replaced' });
    const res = await submit(save);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as THousekeepingReport;
    expect(report).toMatchObject({
      id: save.id,
      facilityId: a.siteIds[0],
      status: 'Complete',
      room: { id: rooms['201'], number: '201' },
      roomType: 'Resident Room',
      resident: { name: 'Ada Byron' },
      staffMember: { id: a.staffIds.Housekeeper, firstName: 'Housekeeper' },
      selectedCleanType: 'Clean',
      priority: clean.priority,
      comment: 'Bin replaced',
      reportDate: save.reportDate,
      startDate: save.startDate,
      auditReport: null,
      supervisorNote: null,
    });
    expect(report.operations).toEqual(save.operations);
    expect(await eventsOf(save.id)).toEqual([
      expect.objectContaining({
        type: 'report.saved',
        data: { roomId: rooms['201'], status: 'Complete', cleanType: 'Clean', author: a.staffIds.Housekeeper },
      }),
    ]);
  });

  it('keeps the room history and the last clean per priority that the dashboard reads', async () => {
    const at = new Date(Date.now() - 5 * MIN);
    const save = reportSave('202', {}, at);
    expect((await submit(save)).statusCode).toBe(200);
    expect(await lastClean(rooms['202'] as string, clean.priority)).toMatchObject({ reportId: save.id, completedAt: at });
    const room = await dashboardRoom('202');
    expect(room.housekeepingHistory[0]).toMatchObject({ reportId: save.id, status: 'Complete', cleanType: 'Clean' });

    // A Complete report of an earlier clean arriving late (queued offline) joins the history but does not
    // move the last clean back in time.
    const late = reportSave('202', {}, new Date(at.getTime() - 120 * MIN));
    expect((await submit(late)).statusCode).toBe(200);
    expect((await lastClean(rooms['202'] as string, clean.priority))?.reportId).toBe(save.id);
    // An Incomplete report is history, not a clean.
    const incomplete = reportSave('202', {
      status: 'Incomplete',
      selectedCleanType: 'Deep Clean',
      operations: initialOperations(deep.operations),
    });
    expect((await submit(incomplete)).json().status).toBe('Incomplete');
    expect(await lastClean(rooms['202'] as string, deep.priority)).toBeUndefined();
    const history = (await dashboardRoom('202')).housekeepingHistory.map((h) => h.reportId);
    expect(history).toEqual([incomplete.id, save.id, late.id]);
  });

  it('answers a replayed save with the saved report and stores it once', async () => {
    const save = reportSave('203');
    const first = await submit(save);
    const again = await submit(save);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The outbox may send the same save several times at once (a timeout, then a retry): one report.
    const burst = await Promise.all(Array.from({ length: 6 }, () => submit({ ...save, id: save.id })));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const racing = reportSave('203');
    const raced = await Promise.all(Array.from({ length: 6 }, () => submit(racing)));
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(raced.map((r) => r.body)).size).toBe(1);
    const ids = (await rowsOf(rooms['203'] as string)).map((r) => r.id).sort();
    expect(ids).toEqual([save.id, racing.id].sort());
    expect((await eventsOf(racing.id)).filter((e) => e.type === 'report.saved')).toHaveLength(1);
  });

  it('saves a new report in four round trips to PostgreSQL: the transaction with its tenant, what the save needs, the writes with the event, the commit', async () => {
    // The session is cached after the first request of the token.
    expect((await submit(reportSave('205'))).statusCode).toBe(200);
    const { result, statements } = await statementsDuring(t, () => submit(reportSave('205')));
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(/^begin; select set_config\('app.tenant_id'/);
    expect(statements[3]).toBe('commit');
  });

  it('records the event of a first save as recordEvent records that of any other save', async () => {
    const first = reportSave('205', { status: 'Incomplete' }, new Date(Date.now() - 10 * MIN));
    expect((await submit(first)).statusCode).toBe(200);
    // A later save of it is a change: it goes the long way, through recordEvent.
    expect((await submit({ ...first, status: 'Complete', reportDate: new Date().toISOString() })).statusCode).toBe(200);
    const rows = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx
        .select()
        .from(events)
        .where(and(eq(events.subjectId, first.id), eq(events.type, 'report.saved')))
        .orderBy(events.id),
    );
    expect(rows).toHaveLength(2);
    const [fast, slow] = rows.map(({ id, createdAt, traceId, data, ...rest }) => ({ ...rest, traced: Boolean(traceId), data }));
    expect(fast).toEqual({ ...slow, data: { ...slow?.data, status: 'Incomplete' } });
    expect(fast).toMatchObject({ actorKind: 'staff', actorId: a.staffIds.Housekeeper, subjectType: 'housekeeping_report', traced: true });
  });

  it('continues an Incomplete report and ignores an older save of it that arrives late', async () => {
    const start = Date.now() - 30 * MIN;
    const pending = initialOperations(clean.operations);
    const first = reportSave('204', { status: 'Incomplete', operations: pending, comment: 'Room occupied' }, new Date(start));
    expect((await submit(first)).json().status).toBe('Incomplete');
    expect(await lastClean(rooms['204'] as string, clean.priority)).toBeUndefined();
    const done = {
      ...first,
      status: 'Complete' as const,
      reportDate: new Date(start + 10 * MIN).toISOString(),
      operations: ticked(clean, new Date()),
    };
    const completed = await submit(done);
    expect(completed.json()).toMatchObject({ id: first.id, status: 'Complete', reportDate: done.reportDate });
    expect((await lastClean(rooms['204'] as string, clean.priority))?.reportId).toBe(first.id);

    // The first save, replayed from the outbox after the second went through: ignored, answered with the newer report.
    const late = await submit(first);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'Complete', reportDate: done.reportDate });
    const rows = await rowsOf(rooms['204'] as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Complete', comment: 'Room occupied' });
  });

  it('makes a Complete or Declined report read-only', async () => {
    const save = reportSave('205');
    await submit(save);
    const changed = await submit({ ...save, comment: 'changed', status: 'Incomplete', reportDate: new Date().toISOString() });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'report.readonly', message: 'Readonly reports cannot be modified.' });

    const declined = reportSave('205', { status: 'Declined', declineSignature: PNG_SIGNATURE });
    expect((await submit(declined)).statusCode).toBe(200);
    const after = await submit({ ...declined, status: 'Complete', declineSignature: null, reportDate: new Date().toISOString() });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('report.readonly');
    expect((await rowsOf(rooms['205'] as string)).find((r) => r.id === save.id)?.comment).toBeNull();
  });

  it('needs a signature to decline, keeps it only on a decline, and a decline is not a clean', async () => {
    const unsigned = await submit(reportSave('206', { status: 'Declined', declineSignature: null }));
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({
      code: 'report.signature_required',
      message: 'Signature is required',
      errors: [{ field: 'declineSignature', code: 'report.signature_required' }],
    });
    const declined = await submit(reportSave('206', { status: 'Declined', declineSignature: PNG_SIGNATURE, operations: [] }));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'Declined', declineSignature: PNG_SIGNATURE });
    expect(await lastClean(rooms['206'] as string, clean.priority)).toBeUndefined();
    expect((await dashboardRoom('206')).housekeepingHistory[0]?.status).toBe('Declined');
    const stray = await submit(reportSave('206', { declineSignature: PNG_SIGNATURE }));
    expect(stray.json()).toMatchObject({ status: 'Complete', declineSignature: null });
    const notAPng = await submit(reportSave('206', { status: 'Declined', declineSignature: 'data:image/svg+xml;base64,PHN2Zz4=' }));
    expect(notAPng.statusCode).toBe(400);
  });

  it('lets only staff members save, with the spec’s texts', async () => {
    const bySystemUser = await submit(reportSave('207'), tok.system);
    expect(bySystemUser.statusCode).toBe(403);
    expect(bySystemUser.json()).toMatchObject({
      code: 'report.no_permission',
      message: 'Current user does not have permission to save cleaning reports.',
    });
    const marked = await post('submitmarkingreport', { report: marking('207', 'Clean') }, tok.system);
    expect(marked.statusCode).toBe(403);
    expect(marked.json()).toMatchObject({
      code: 'marking.no_permission',
      message: 'Current user does not have permission to save Pre-Audit Marking reports.',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/housekeeping/submitReport', payload: { report: reportSave('207') } })).statusCode,
    ).toBe(401);
    expect(await rowsOf(rooms['207'] as string)).toEqual([]);
  });

  it('keeps a site-level housekeeper to their own site', async () => {
    const res = await submit(reportSave('207', { authorStaffId: a.staffIds['Housekeeper@1'] as string }), tok.housekeeper1);
    expect(res.statusCode).toBe(404);
  });

  it('records another author only for a save sent through a registered tablet of the organization', async () => {
    const forLead = () => reportSave('208', { authorStaffId: a.staffIds.LeadHousekeeper as string });
    const direct = await submit(forLead());
    expect(direct.statusCode).toBe(403);
    expect(direct.json().code).toBe('report.author_not_allowed');
    // Another organization's tablet token does not count.
    expect((await submit(forLead(), tok.housekeeper, { 'x-device-token': b.deviceToken })).statusCode).toBe(403);

    const viaTablet = forLead();
    const res = await submit(viaTablet, tok.housekeeper, { 'x-device-token': a.deviceToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staffMember).toMatchObject({ id: a.staffIds.LeadHousekeeper, firstName: 'LeadHousekeeper' });
    const [row] = (await rowsOf(rooms['208'] as string)).filter((r) => r.id === viaTablet.id);
    expect(row).toMatchObject({ submittedBy: a.staffIds.Housekeeper, deviceId: a.deviceId, staffMemberId: a.staffIds.LeadHousekeeper });

    // A PIN session opened on the tablet sends the queued save of the person before.
    const queued = reportSave('208');
    const pinSave = await submit(queued, tok.pinOnTablet);
    expect(pinSave.statusCode, pinSave.body).toBe(200);
    expect(pinSave.json().staffMember.id).toBe(a.staffIds.Housekeeper);

    const unknown = await submit(reportSave('208', { authorStaffId: crypto.randomUUID() }), tok.pinOnTablet);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'authorStaffId' });
    // Someone of another organization is not an author here, even through the tablet.
    const foreign = await submit(reportSave('208', { authorStaffId: b.staffIds.Housekeeper as string }), tok.pinOnTablet);
    expect(foreign.statusCode).toBe(400);
  });

  it('needs a clean type of the room type, and the marking report’s clean type', async () => {
    const unknown = await submit(reportSave('209', { selectedCleanType: 'Window Clean' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'selectedCleanType', code: 'report.unknown_clean_type' });

    const mark = marking('209', 'Clean');
    expect((await post('submitmarkingreport', { report: mark }, tok.supervisor)).statusCode).toBe(200);
    const mismatch = await submit(
      reportSave('209', { selectedCleanType: 'Deep Clean', operations: ticked(deep, new Date()), markingReportId: mark.id }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'report.clean_type_mismatch',
      message: "The clean type must match the marking report's clean type.",
      errors: [{ field: 'selectedCleanType' }],
    });
    const otherRoom = await submit(reportSave('210', { markingReportId: mark.id }));
    expect(otherRoom.statusCode).toBe(400);
    expect(otherRoom.json().errors[0].field).toBe('markingReportId');
    const matching = await submit(reportSave('209', { markingReportId: mark.id }));
    expect(matching.statusCode).toBe(200);
    expect(matching.json().markingReportId).toBe(mark.id);
  });

  it('refuses an id already used by another room or by another organization with 409, never 500', async () => {
    const save = reportSave('210');
    await submit(save);
    const moved = await submit({ ...save, roomId: rooms['209'] as string, reportDate: new Date().toISOString() });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('duplicate.id');
    const bSave = {
      ...reportSave('210'),
      facilityId: b.siteIds[0],
      roomId: bRoom,
      selectedCleanType: 'Clean',
      operations: [],
      authorStaffId: b.staffIds.MultiFacilityAdministrator as string,
    };
    expect((await submit(bSave, tok.bAdmin)).statusCode).toBe(200);
    const taken = await submit({ ...reportSave('210'), id: bSave.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('duplicate.id');
  });
});

describe('audits and pre-audit markings', () => {
  let report: THousekeepingReport;
  let mark: ReturnType<typeof marking>;

  beforeAll(async () => {
    mark = marking('201', 'Clean', [clean.operations[0]?.id as string]);
    expect((await post('submitmarkingreport', { report: mark }, tok.supervisor)).statusCode).toBe(200);
    report = (await submit(reportSave('201', { markingReportId: mark.id }))).json();
  });

  it('saves a marking once, with unset results NotObserved, for supervisors only', async () => {
    const m = marking('202', 'Deep Clean', [deep.operations[1]?.id as string]);
    const res = await post('submitmarkingreport', { report: m }, tok.supervisor);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as TMarkingReport;
    expect(saved).toMatchObject({
      id: m.id,
      room: { id: rooms['202'], number: '202' },
      cleanType: 'Deep Clean',
      roomType: 'Resident Room',
    });
    expect(saved.auditor).toEqual({ id: a.staffIds.FacilityAssistant, name: expect.stringContaining('FacilityAssistant') });
    expect(new Set(saved.operations.map((o) => o.auditStatus))).toEqual(new Set(['NotObserved']));
    expect(saved.operations.filter((o) => o.isMarked).map((o) => o.id)).toEqual([deep.operations[1]?.id]);
    const again = await post('submitmarkingreport', { report: m }, tok.supervisor);
    expect(again.json()).toEqual(saved);
    const rows = await withTenant(t.database.db, a.tenantId, (tx) => tx.select().from(markingReports).where(eq(markingReports.id, m.id)));
    expect(rows).toHaveLength(1);
    expect((await eventsOf(m.id)).map((e) => [e.type, e.data])).toEqual([
      ['marking.saved', { roomId: rooms['202'], cleanType: 'Deep Clean' }],
    ]);

    for (const token of [tok.housekeeper, tok.lead, tok.nursing]) {
      const refused = await post('submitmarkingreport', { report: marking('202', 'Clean') }, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('marking.no_permission');
    }
    const wrongType = await post('submitmarkingreport', { report: marking('202', 'Window Clean') }, tok.supervisor);
    expect(wrongType.statusCode).toBe(400);
  });

  it('lets supervisors and above audit, not housekeepers, leads, nurses or system users', async () => {
    for (const token of [tok.housekeeper, tok.lead, tok.nursing]) {
      const res = await post('submitReport', { audit: auditOf(report, {}) }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'report.not_audit_role', message: 'Only supervisors can audit cleaning reports.' });
    }
    expect((await post('submitReport', { audit: auditOf(report, {}) }, tok.system)).json().code).toBe('report.no_permission');
    // The auditor named must be a supervisor too, even through the tablet.
    const asHousekeeper = await post(
      'submitReport',
      { audit: auditOf(report, {}, { authorStaffId: a.staffIds.Housekeeper }) },
      tok.supervisor,
      { 'x-device-token': a.deviceToken },
    );
    expect(asHousekeeper.statusCode).toBe(403);
  });

  it('sets the audit report date once no operation is NotObserved, and keeps it', async () => {
    const [marked, unmarked] = report.operations;
    // Results only for the marked operation: the others default to NotObserved (the clean answers a marking).
    const partial = await post('submitReport', { audit: auditOf(report, { [marked?.id as string]: 'CleanedPass' }) }, tok.supervisor);
    expect(partial.statusCode, partial.body).toBe(200);
    const p = partial.json() as THousekeepingReport;
    expect(p.operations.find((o) => o.id === marked?.id)).toMatchObject({ isMarked: true, auditStatus: 'CleanedPass' });
    expect(p.operations.find((o) => o.id === unmarked?.id)).toMatchObject({ isMarked: false, auditStatus: 'NotObserved' });
    expect(p.auditReport).toMatchObject({
      auditorId: a.staffIds.FacilityAssistant,
      reportDate: null,
      comment: 'Checked behind the bed',
      directObservationMethod: true,
      atpSystemMethod: true,
      // With a marking the fluorescent gel method was used, whatever the tablet sent.
      fluorescentGelMethod: true,
      markingDate: mark.markingDate,
    });
    expect((await dashboardRoom('201')).housekeepingHistory[0]?.audit).toEqual({ complete: false, reportDate: null, failed: false });

    const all = Object.fromEntries(report.operations.map((o) => [o.id, 'CleanedFailed' as const]));
    const complete = (await post('submitReport', { audit: auditOf(report, all) }, tok.supervisor)).json() as THousekeepingReport;
    const completedAt = complete.auditReport?.reportDate;
    expect(completedAt).toEqual(expect.any(String));
    expect(complete.auditReport?.startDate).toBe(p.auditReport?.startDate);
    expect((await dashboardRoom('201')).housekeepingHistory[0]?.audit).toEqual({ complete: true, reportDate: completedAt, failed: true });
    const again = (
      await post('submitReport', { audit: auditOf(report, { ...all, [marked?.id as string]: 'CleanedPass' }) }, tok.supervisor)
    ).json();
    expect(again.auditReport.reportDate).toBe(completedAt);
    expect(again.operations.find((o: TReportOperation) => o.id === marked?.id).auditStatus).toBe('CleanedPass');

    const [m] = await withTenant(t.database.db, a.tenantId, (tx) => tx.select().from(markingReports).where(eq(markingReports.id, mark.id)));
    expect(m?.auditedReportId).toBe(report.id);
    expect((await eventsOf(report.id)).filter((e) => e.type === 'report.audited').at(-1)?.data).toMatchObject({
      roomId: rooms['201'],
      complete: true,
    });
  });

  it('defaults unset results to CleanedPass without a marking, and keeps the methods as sent', async () => {
    const plain = (await submit(reportSave('203'))).json() as THousekeepingReport;
    const sent = await post(
      'submitReport',
      { audit: auditOf(plain, {}, { authorStaffId: a.staffIds.FacilityAdministrator }) },
      tok.manager,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const res = sent.json() as THousekeepingReport;
    expect(res.auditReport?.auditorId).toBe(a.staffIds.FacilityAdministrator);
    expect(new Set(res.operations.map((o) => o.auditStatus))).toEqual(new Set(['CleanedPass']));
    expect(res.auditReport).toMatchObject({ fluorescentGelMethod: false, reportDate: expect.any(String) });
  });

  it('does not audit a declined report, nor one of another site or organization', async () => {
    const declined = (await submit(reportSave('204', { status: 'Declined', declineSignature: PNG_SIGNATURE }))).json();
    const res = await post('submitReport', { audit: auditOf(declined, {}) }, tok.supervisor);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('report.readonly');
    const wrongSite = await post('submitReport', { audit: auditOf({ ...declined, facilityId: a.siteIds[1] }, {}) }, tok.manager);
    expect(wrongSite.statusCode).toBe(404);
  });
});

describe('POST /housekeeping/updatereportprops: the supervisor note', () => {
  it('saves the note apart from the report, even a read-only one, for supervisors and above', async () => {
    const report = (await submit(reportSave('205'))).json() as THousekeepingReport;
    const res = await post(
      'updatereportprops',
      { id: report.id, facilityId: a.siteIds[0], supervisorNote: '  Well done  ' },
      tok.supervisor,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'Complete', supervisorNote: '  Well done  ' });
    expect((await eventsOf(report.id)).map((e) => e.type)).toContain('report.note_updated');
    const cleared = await post('updatereportprops', { id: report.id, facilityId: a.siteIds[0], supervisorNote: '   ' }, tok.manager);
    expect(cleared.json().supervisorNote).toBeNull();
    for (const token of [tok.housekeeper, tok.lead, tok.nursing]) {
      expect((await post('updatereportprops', { id: report.id, facilityId: a.siteIds[0], supervisorNote: 'x' }, token)).statusCode).toBe(
        403,
      );
    }
    const unknown = await post(
      'updatereportprops',
      { id: crypto.randomUUID(), facilityId: a.siteIds[0], supervisorNote: 'x' },
      tok.manager,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /housekeeping/reports and /markingreports: queries', () => {
  it('answers reports keyed by id: by ids, by room, by period', async () => {
    const old = reportSave('210', {}, new Date(Date.now() - 3 * 24 * 60 * MIN));
    const recent = reportSave('210');
    await submit(old);
    await submit(recent);
    const query = (body: Record<string, unknown>, token = tok.housekeeper) =>
      post('reports', { facilityId: a.siteIds[0], ...body }, token).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json() as Record<string, THousekeepingReport>;
      });
    const byIds = await query({ ids: [old.id, recent.id, crypto.randomUUID()] });
    expect(Object.keys(byIds).sort()).toEqual([old.id, recent.id].sort());
    expect(byIds[old.id]).toMatchObject({ id: old.id, room: { number: '210' } });
    expect(await query({ ids: [] })).toEqual({});
    const byRoom = await query({ roomId: rooms['210'] });
    expect(Object.values(byRoom).every((r) => r.room.id === rooms['210'])).toBe(true);
    expect(Object.keys(byRoom)).toEqual(expect.arrayContaining([old.id, recent.id]));
    const lastDay = await query({ roomId: rooms['210'], from: new Date(Date.now() - 24 * 60 * MIN).toISOString() });
    expect(Object.keys(lastDay)).toContain(recent.id);
    expect(Object.keys(lastDay)).not.toContain(old.id);
    const before = await query({ roomId: rooms['210'], to: new Date(Date.now() - 2 * 24 * 60 * MIN).toISOString() });
    expect(Object.keys(before)).toEqual([old.id]);
    // The other site of the organization is not the housekeeper's.
    expect((await post('reports', { facilityId: a.siteIds[1] }, tok.housekeeper)).statusCode).toBe(404);
  });

  it('answers markings keyed by id with their room number', async () => {
    const m = marking('210', 'Clean');
    await post('submitmarkingreport', { report: m }, tok.supervisor);
    const res = await post('markingreports', { facilityId: a.siteIds[0], roomId: rooms['210'] }, tok.housekeeper);
    expect(res.statusCode).toBe(200);
    expect(res.json()[m.id]).toMatchObject({ id: m.id, room: { id: rooms['210'], number: '210' }, cleanType: 'Clean' });
    const byIds = (await post('markingreports', { facilityId: a.siteIds[0], ids: [m.id] }, tok.housekeeper)).json();
    expect(Object.keys(byIds)).toEqual([m.id]);
  });
});

describe('live updates', () => {
  it('pushes UpdateHousekeepingReport to the site’s tablets when a report is saved', async () => {
    const hub = await connectHub(hubUrlOf(t.app), tok.nursing, a.siteIds[0]);
    const waitFor = (pred: (m: THubMessage) => boolean) => hub.next(pred, 3000);
    expect(await waitFor((m) => m.type === 'Authenticated')).not.toBeNull();
    const save = reportSave('209');
    await submit(save);
    expect(await waitFor((m) => m.type === 'UpdateHousekeepingReport' && m.reportId === save.id)).toMatchObject({
      facilityId: a.siteIds[0],
      reportId: save.id,
    });
    hub.socket.close();
  });
});
