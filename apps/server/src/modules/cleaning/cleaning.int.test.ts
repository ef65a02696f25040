// Saving a cleaning report through HTTP on a real PostgreSQL (reports.fixture.ts sets up the organizations
// and rooms; audits, markings and queries are in reports.audits.int.test.ts).

import type { THousekeepingReport } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../../../test/harness.ts';
import { events } from '../../db/schema/platform.ts';
import { withTenant } from '../../platform/db/database.ts';
import {
  a,
  b,
  bRoom,
  clean,
  dashboardRoom,
  deep,
  eventsOf,
  lastClean,
  MIN,
  marking,
  PNG_SIGNATURE,
  post,
  reportSave,
  reportsTestbed,
  rooms,
  rowsOf,
  submit,
  t,
  ticked,
  tok,
} from './cleaning.fixture.ts';

reportsTestbed();

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
    const [fast, slow] = rows.map(({ id, createdAt, traceId, data, siteVersion, ...rest }) => ({
      ...rest,
      traced: Boolean(traceId),
      data,
    }));
    expect(fast).toEqual({ ...slow, data: { ...slow?.data, status: 'Incomplete' } });
    // Each moved the site's dashboard version by one.
    expect(rows[1]?.siteVersion).toBe((rows[0]?.siteVersion as number) + 1);
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
