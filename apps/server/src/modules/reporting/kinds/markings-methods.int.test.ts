import type { TAtpReading, TAuditReportResponse, THousekeepingConfig, TMarkingReportResponse, TRoutine } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../../test/report-saves.ts';
import { exportView } from '../export-table.ts';
import { a, at, call, d2, get, markedIds, markingId, report, request, setUpScenario, site, t } from '../reporting.scenario.ts';
import { audits } from './audits.ts';
import { markings } from './markings.ts';

// The marking report's results per method, through HTTP on the reports' scenario (its marking of room 202
// on D1, audited by direct observation and fluorescent gel: 2 passed, 1 failed) plus one marking of room
// 202 on D2 answered by a clean whose audit used ATP: Hygiena 25 RLU (caution, a pass) on the first marked
// operation, the second Not present, Hygiena 80 RLU (fail) and Cleaned Fail on the third.

const reading = (rlu: number): TAtpReading => ({ brand: 'Hygiena', rlu, band: null, overrideReason: null });
let atpMarkingId = '';

beforeAll(async () => {
  await setUpScenario();
  const supervisor = (await login(t, a.emails.FacilityAssistant as string)).token.token;
  const limits = await t.app.inject({
    method: 'PUT',
    url: '/api/atp-limits',
    headers: bearer(supervisor),
    payload: { facilityId: site, limits: [{ brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 }] },
  });
  expect(limits.statusCode, limits.body).toBe(200);

  const config = (await get('manager', '/api/housekeeping/config')).json() as THousekeepingConfig;
  const clean = config.roomTypes[0]?.routines.find((r) => r.cleanType === 'Clean') as TRoutine;
  const first = (await report<TMarkingReportResponse>('/api/reporting/markings')).rows.find((r) => r.markingId === markingId);
  const roomId = first?.room.id as string;

  atpMarkingId = crypto.randomUUID();
  const marking = await call('supervisor', '/api/housekeeping/submitmarkingreport', {
    report: {
      id: atpMarkingId,
      facilityId: site,
      roomId,
      cleanType: 'Clean',
      startDate: at(d2, '08:00').toISOString(),
      markingDate: at(d2, '08:00').toISOString(),
      operations: initialOperations(clean.operations).map((op) => ({ ...op, isMarked: markedIds.includes(op.id) })),
      authorStaffId: a.staffIds.FacilityAssistant,
    },
  });
  expect(marking.statusCode, marking.body).toBe(200);
  const target = { facilityId: site, roomId, authorStaffId: a.staffIds.Housekeeper as string, routine: clean };
  const saved = await call('housekeeper', '/api/housekeeping/submitReport', {
    report: completeReportSave(target, at(d2, '09:15'), { markingReportId: atpMarkingId }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [m1, m2, m3] = markedIds as [string, string, string];
  const audited = await call('supervisor', '/api/housekeeping/submitReport', {
    audit: auditSave(
      { reportId: saved.json().id, facilityId: site, authorStaffId: a.staffIds.FacilityAssistant as string },
      {},
      {
        startDate: at(d2, '13:00').toISOString(),
        directObservationMethod: false,
        atpSystemMethod: true,
        operations: [
          { id: m1, auditStatus: 'CleanedPass', atp: reading(25) },
          { id: m2, auditStatus: 'NotPresent' },
          { id: m3, auditStatus: 'CleanedFailed', atp: reading(80) },
        ],
      },
    ),
  });
  expect(audited.statusCode, audited.body).toBe(200);
});
afterAll(() => t.close());

describe('marking report: results per method', () => {
  it('gives per method the answering audits’ results, Not present apart, and ATP readings per brand by band', async () => {
    const r = await report<TMarkingReportResponse>('/api/reporting/markings');
    const [direct, gel, atp, ...more] = r.summary.byMethod ?? [];
    expect(direct).toEqual({ method: 'directObservationMethod', audits: 1, audited: 3, passed: 2, failed: 1, notPresent: 0, rate: 2 / 3 });
    // Both audits answered a marking, so both used fluorescent gel.
    expect(gel).toEqual({ method: 'fluorescentGelMethod', audits: 2, audited: 6, passed: 3, failed: 2, notPresent: 1, rate: 0.6 });
    expect(atp).toMatchObject({ method: 'atpSystemMethod', audits: 1, audited: 3, passed: 1, failed: 1, notPresent: 1, rate: 0.5 });
    expect(atp?.atpByBrand).toEqual([{ brand: 'Hygiena', pass: 0, caution: 1, fail: 1, rate: 0.5 }]);
    expect(more).toEqual([]);
    const row = r.rows.find((x) => x.markingId === atpMarkingId);
    // A clean answering a marking is audited with fluorescent gel too (the server ticks it).
    expect(row?.methods).toEqual(['fluorescentGelMethod', 'atpSystemMethod']);
    expect(row?.atpReadings?.map((x) => [x.atp.rlu, x.atp.band])).toEqual([
      [25, 'caution'],
      [80, 'fail'],
    ]);
    // Thoroughness leaves the Not present object out: 1 cleaned of 2, not of 3.
    expect(row).toMatchObject({ marked: 2, cleaned: 1, pending: 0 });
    expect(r.summary.total).toMatchObject({ marked: 5, cleaned: 3 });
  });

  it('writes the per-method lines in the export’s summary (the PDF’s) in the reader’s language, and the CSV’s columns', async () => {
    const r = await report<TMarkingReportResponse>('/api/reporting/markings');
    const table = markings.table(r, exportView('fr', null));
    expect(table.summary, table.summary.join('\n')).toContain(
      'Système ATP : audits 1 ; opérations conformes 1, non conformes 1, absentes de la chambre 1 ; taux de réussite 50% (1 sur 2)',
    );
    expect(table.summary.some((line) => line.startsWith('ATP Hygiena : conformes 0, vigilance 1, non conformes 1'))).toBe(true);
    const res = await call(
      'supervisor',
      '/api/reporting/export',
      { report: 'markings', request: request(), format: 'csv' },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Hygiena 25 RLU (Vigilance)');
    expect(res.body).toContain('Hygiena 80 RLU (Non conforme)');
  });
});

describe('audit report: results per method', () => {
  it('gives per method the audits’ results, Not present apart, ATP per brand; the export writes a line per method', async () => {
    const r = await report<TAuditReportResponse>('/api/reporting/audits');
    const methods = r.summary.methodResults ?? [];
    // Only the D2 audit used ATP: its readings by band, its Not present operation out of the rate.
    expect(methods.find((m) => m.method === 'atpSystemMethod')).toEqual({
      method: 'atpSystemMethod',
      audits: 1,
      audited: expect.any(Number),
      passed: expect.any(Number),
      failed: expect.any(Number),
      notPresent: 1,
      rate: expect.any(Number),
      atpByBrand: [{ brand: 'Hygiena', pass: 0, caution: 1, fail: 1, rate: 0.5 }],
    });
    // Each method's numbers are those of the audits that ticked it.
    for (const m of methods) {
      const used = r.rows.filter((row) => row.methods.includes(m.method));
      expect(m.audits, m.method).toBe(used.length);
      const ops = used.flatMap((row) => row.operations);
      expect(m.notPresent, m.method).toBe(ops.filter((o) => o.auditStatus === 'NotPresent').length);
      expect(m.passed, m.method).toBe(ops.filter((o) => o.auditStatus === 'CleanedPass').length);
    }
    expect(methods.map((m) => m.method)).toContain('directObservationMethod');
    const table = audits.table(r, exportView('fr', null));
    expect(
      table.summary.some((line) => line.startsWith('Système ATP : audits 1 ;')),
      table.summary.join('\n'),
    ).toBe(true);
    expect(table.summary.some((line) => line.startsWith('Observation directe : audits'))).toBe(true);
  });
});
