import type { THousekeepingReport, THubMessage, TMarkingReport, TReportOperation } from '@carehome/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectHub, hubUrlOf } from '../../../test/hub.ts';
import { markingReports } from '../../db/schema/reports.ts';
import { withTenant } from '../../platform/db/database.ts';
import {
  a,
  auditOf,
  clean,
  dashboardRoom,
  deep,
  eventsOf,
  MIN,
  marking,
  PNG_SIGNATURE,
  post,
  reportSave,
  reportsTestbed,
  rooms,
  submit,
  t,
  tok,
} from './cleaning.fixture.ts';

// Audits, pre-audit markings, the supervisor note, the report and marking queries and the live update of
// a save, on the same organizations and rooms as the report save tests (reports.fixture.ts).

reportsTestbed();

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
