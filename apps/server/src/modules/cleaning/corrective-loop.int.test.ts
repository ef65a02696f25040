import {
  AUDIT_RECLEAN,
  type TAuditReportResponse,
  type TDashboardRoom,
  type THousekeepingConfig,
  type THousekeepingReport,
  type TReportOperation,
  type TReportSave,
  type TRoutine,
} from '@carehome/contracts';
import { roomCheckedCleanSave, roomOccupiedSave } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, roomTypeNamed, routineOf } from '../../../test/factories.ts';
import { addRooms, bearer, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';

// The corrective loop of a failed audit, as the people in it live it: the supervisor fails two
// operations; the re-clean carries them; a shortcut or a clean that leaves one unticked saves but leaves
// the re-clean open; the clean that ticks both makes the room wait for its re-audit and tells the
// supervisors; the re-audit passes (closed) or fails (next pass, the FacilityAdministrators told).

let t: TestContext;
let a: OrgFixture;
const tok: Record<'manager' | 'supervisor' | 'housekeeper', string> = {} as never;
let clean: TRoutine;
let roomId: string;
const rooms: Record<string, string> = {};
const OUTSIDE = 'infection.control@outside.example';

const post = (path: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: bearer(token) });

function cleanSave(overrides: Partial<TReportSave> = {}): TReportSave {
  const target = { facilityId: a.siteIds[0], roomId, authorStaffId: a.staffIds.Housekeeper as string, routine: clean };
  return completeReportSave(target, new Date(), overrides);
}

async function save(report: TReportSave): Promise<THousekeepingReport> {
  const res = await post('submitReport', { report }, tok.housekeeper);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The clean's operations with only those at `ticked` (indexes) done. */
function ticking(ticked: number[]): TReportOperation[] {
  return cleanSave().operations.map((op, i) => ({
    ...op,
    checked: ticked.includes(i),
    timeStamp: ticked.includes(i) ? op.timeStamp : null,
  }));
}

/** The supervisor's audit of a report: the given results by operation index, Cleaned Pass elsewhere. */
async function audit(report: THousekeepingReport, results: Record<number, TReportOperation['auditStatus']>, comment: string | null = null) {
  const res = await post(
    'submitReport',
    {
      audit: auditSave(
        { reportId: report.id, facilityId: report.facilityId, authorStaffId: a.staffIds.FacilityAssistant as string },
        Object.fromEntries(report.operations.map((op, i) => [op.id, results[i] ?? 'CleanedPass'])),
        { comment },
      ),
    },
    tok.supervisor,
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function room(token = tok.supervisor): Promise<TDashboardRoom> {
  const res = await t.app.inject({ method: 'GET', url: `/api/housekeeping?facilityId=${a.siteIds[0]}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TDashboardRoom[]).slice(1).find((r) => r.id === roomId) as TDashboardRoom;
}

async function mails(): Promise<{ to: string[]; subject: string; text: string }[]> {
  const res = await withPlatform(t.database.db, (tx) =>
    tx.execute<{ to: string[]; subject: string; text: string }>(
      sql`select "to", subject, text from mail_outbox where tenant_id = ${a.tenantId} order by created_at, id`,
    ),
  );
  return res.rows;
}

async function loops() {
  const res = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.execute<{ pass: number; status: string; reclean_report_id: string | null; reaudit_result: string | null }>(
      sql`select pass, status, reclean_report_id, reaudit_result from corrective_actions where room_id = ${roomId} order by pass, failed_at`,
    ),
  );
  return res.rows;
}

beforeAll(async () => {
  [t, a] = await contextWith(['Loop']);
  // Languages come from sign-ins: the supervisor uses the app in French, the manager in Spanish.
  tok.manager = (await login(t, a.emails.FacilityAdministrator as string, undefined, { 'accept-language': 'es' })).token.token;
  tok.supervisor = (await login(t, a.emails.FacilityAssistant as string, undefined, { 'accept-language': 'fr' })).token.token;
  tok.housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;
  const config: THousekeepingConfig = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(tok.manager) })
  ).json();
  const saved = await post('update', { config: { ...config, settings: { ...config.settings, notifyEmails: [OUTSIDE] } } }, tok.manager);
  expect(saved.statusCode, saved.body).toBe(200);
  const residentRoom = roomTypeNamed(config);
  clean = routineOf(residentRoom, 'Clean');
  expect(clean.operations.filter((o) => !o.optional).length).toBeGreaterThanOrEqual(3);
  Object.assign(rooms, await addRooms(t, tok.manager, a.siteIds[0], residentRoom.id, ['301', '302']));
  roomId = rooms['301'] as string;
});
afterAll(() => t.close());

describe('the corrective loop of a failed audit', () => {
  let failed: THousekeepingReport;
  let reclean: TReportSave;
  let shortcut: THousekeepingReport;
  let second: TReportSave;

  it('a failed audit with two failures asks for a re-clean that carries them, shown to every role in words', async () => {
    failed = await save(cleanSave());
    await audit(failed, { 0: 'NotCleanedFailed', 1: 'CleanedFailed' }, 'Call bell sticky');
    const housekeeperView = await room(tok.housekeeper);
    expect(housekeeperView.status.banner).toEqual({ kind: 'reclean', text: null });
    expect(housekeeperView.outstandingTasks.map((x) => x.id)).toEqual([AUDIT_RECLEAN]);
    expect(housekeeperView.correctiveAction).toMatchObject({
      pass: 1,
      status: 'open',
      failedReportId: failed.id,
      comment: 'Call bell sticky',
      failures: [
        { id: failed.operations[0]?.id, item: failed.operations[0]?.item, auditStatus: 'NotCleanedFailed' },
        { id: failed.operations[1]?.id, item: failed.operations[1]?.item, auditStatus: 'CleanedFailed' },
      ],
    });
    expect((await room()).status.banner).toEqual({ kind: 'reclean', text: null });
  });

  it("'Room checked, CLEAN.' and 'Room occupied.' save as usual but leave the re-clean open", async () => {
    const checked = await save(cleanSave({ ...roomCheckedCleanSave(), operations: ticking([]) }));
    expect(checked.status).toBe('Complete');
    shortcut = checked;
    const occupied = await save(cleanSave({ ...roomOccupiedSave(new Date(), 'America/Toronto'), operations: ticking([]) }));
    expect(occupied.status).toBe('Incomplete');
    const after = await room(tok.housekeeper);
    expect(after.status).toMatchObject({ banner: { kind: 'reclean' }, needsCleaning: true, currentCleanType: 'Clean' });
    expect(after.correctiveAction?.status).toBe('open');
    expect(await loops()).toEqual([expect.objectContaining({ pass: 1, status: 'open', reclean_report_id: null })]);
  });

  it('a clean ticking only one of the failed operations leaves it open', async () => {
    await save(cleanSave({ operations: ticking([0, 2]) }));
    expect((await room()).correctiveAction?.status).toBe('open');
    expect(await mails()).toEqual([]);
  });

  it('the clean ticking both makes the room wait for its re-audit and tells the notified supervisors in their language', async () => {
    reclean = cleanSave();
    const saved = await save(reclean);
    const supervisor = await room();
    expect(supervisor.status.banner).toEqual({ kind: 'reauditDue', text: null });
    expect(supervisor.outstandingTasks).toEqual([]);
    expect(supervisor.correctiveAction).toMatchObject({
      status: 'reauditDue',
      reclean: { reportId: saved.id, operations: [failed.operations[0]?.id, failed.operations[1]?.id] },
    });
    // Housekeepers have nothing left to do; the audit banners are not theirs.
    expect((await room(tok.housekeeper)).status.banner).toBeNull();

    const sent = await mails();
    expect(sent.flatMap((m) => m.to).sort()).toEqual(
      [OUTSIDE, a.emails.FacilityAssistant, a.emails.FacilityAdministrator, a.emails.MultiFacilityAdministrator].sort(),
    );
    const to = (email: string) => sent.find((m) => m.to.includes(email as string));
    expect(to(a.emails.FacilityAssistant as string)?.subject).toContain('chambre 301 renettoyée, contre-audit à faire');
    expect(to(a.emails.FacilityAssistant as string)?.text).toContain('Non nettoyé, non conforme');
    expect(to(a.emails.FacilityAdministrator as string)?.subject).toContain('habitación 301 relimpiada');
    expect(to(OUTSIDE)?.text).toContain(`${failed.operations[0]?.item}: Not Cleaned Fail`);
    expect(to(OUTSIDE)?.text).toContain('Call bell sticky');
    expect(sent.some((m) => m.to.includes(a.emails.Housekeeper as string))).toBe(false);
  });

  it('a replay of the same save changes nothing and mails no one again', async () => {
    const before = await mails();
    const res = await post('submitReport', { report: reclean }, tok.housekeeper);
    expect(res.statusCode, res.body).toBe(200);
    expect(await mails()).toHaveLength(before.length);
    expect(await loops()).toEqual([expect.objectContaining({ pass: 1, status: 'reauditDue' })]);
  });

  it('a failing re-audit records the second pass beside the first, starts the loop again and tells the FacilityAdministrators', async () => {
    const before = (await mails()).length;
    const last = (await room()).housekeepingHistory[0];
    expect(last?.reportId).toBe(reclean.id);
    const recleanReport = (await post('reports', { facilityId: a.siteIds[0], ids: [reclean.id] }, tok.supervisor)).json()[reclean.id];
    await audit(recleanReport, { 1: 'CleanedFailed' });
    expect(await loops()).toEqual([
      expect.objectContaining({ pass: 1, status: 'closed', reaudit_result: 'fail', reclean_report_id: reclean.id }),
      expect.objectContaining({ pass: 2, status: 'open' }),
    ]);
    const view = await room(tok.housekeeper);
    expect(view.status.banner).toEqual({ kind: 'reclean', text: null });
    expect(view.correctiveAction).toMatchObject({ pass: 2, failedReportId: reclean.id, failures: [{ auditStatus: 'CleanedFailed' }] });
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => m.to)).toEqual([[a.emails.FacilityAdministrator]]);
    expect(sent[0]?.subject).toContain('no aprobó su reauditoría (pasada 2)');
  });

  it('a passing re-audit of the re-clean closes the loop', async () => {
    second = cleanSave();
    await save(second);
    expect((await room()).status.banner).toEqual({ kind: 'reauditDue', text: null });
    const report = (await post('reports', { facilityId: a.siteIds[0], ids: [second.id] }, tok.supervisor)).json()[second.id];
    await audit(report, {});
    expect(await loops()).toEqual([
      expect.objectContaining({ pass: 1, reaudit_result: 'fail' }),
      expect.objectContaining({ pass: 2, status: 'closed', reaudit_result: 'pass', reclean_report_id: second.id }),
    ]);
    const view = await room();
    expect(view.correctiveAction).toBeNull();
    expect(view.status.banner).toEqual({ kind: 'auditComplete', text: null });
  });

  it('the audit report shows each failed audit with its re-clean and re-audit, never a shortcut, and the loop measures', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reporting/audits',
      headers: bearer(tok.supervisor),
      payload: { facilityId: a.siteIds[0], from: today, to: today },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TAuditReportResponse;
    const row = (id: string) => body.rows.find((r) => r.reportId === id);
    const failedItems = [failed.operations[0], failed.operations[1]].map((op) => ({ group: op?.group, item: op?.item }));
    expect(row(failed.id)).toMatchObject({
      outcome: 'fail',
      reauditOfPass: null,
      recleanedAt: reclean.reportDate,
      loop: { pass: 1, status: 'closed', reclean: { at: reclean.reportDate, operations: failedItems }, reaudit: { result: 'fail' } },
    });
    expect(row(failed.id)?.recleanedAt).not.toBe(shortcut.reportDate);
    expect(row(reclean.id)).toMatchObject({ outcome: 'fail', reauditOfPass: 1, loop: { pass: 2, reaudit: { result: 'pass' } } });
    expect(row(second.id)).toMatchObject({ outcome: 'pass', reauditOfPass: 2, loop: null, recleanedAt: null });
    // Right first time counts the first audit only (it failed); the loop closed within the test.
    expect(body.summary.rightFirstTime).toEqual({ key: 'all', passed: 0, failed: 1, rate: 0 });
    expect(body.summary.medianMinutesToClose).toBe(0);

    // The site dashboard shows the same measures over its weeks.
    const site = await t.app.inject({ method: 'GET', url: `/api/sitedashboard?facilityId=${a.siteIds[0]}`, headers: bearer(tok.manager) });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().correctiveLoop).toEqual({
      firstPassAudits: 1,
      firstPassPassed: 0,
      rightFirstTime: 0,
      medianMinutesToClose: 0,
      underWay: 0,
    });
  });

  it("a newer failure replaces the loop under way; the older report's audit failing again reopens its own loop", async () => {
    roomId = rooms['302'] as string;
    const first = await save(cleanSave());
    await audit(first, { 0: 'CleanedFailed' });
    const later = await save(cleanSave({ operations: ticking([]) }));
    await audit(later, { 1: 'NotCleanedFailed' });
    expect(await loops()).toEqual([
      expect.objectContaining({ status: 'closed', reaudit_result: 'superseded' }),
      expect.objectContaining({ status: 'open' }),
    ]);
    await audit(first, { 0: 'CleanedFailed', 2: 'CleanedFailed' });
    const view = await room();
    expect(view.correctiveAction).toMatchObject({
      status: 'open',
      failedReportId: first.id,
      failures: [{ id: first.operations[0]?.id }, { id: first.operations[2]?.id }],
    });
    expect(view.status.banner).toEqual({ kind: 'reclean', text: null });
  });
});
