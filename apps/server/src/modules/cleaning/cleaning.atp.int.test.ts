import type { TAtpReading, THousekeepingReport } from '@carehome/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { a, auditOf, post, reportSave, reportsTestbed, submit, t, tok } from './cleaning.fixture.ts';

// ATP readings and 'Not present' in an audit save: the server bands each reading from the site's limits
// (whatever band the tablet sent), a result the band does not give needs a reason, and a surface not in
// the room answers its operation.

reportsTestbed();

const limits = [
  { brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 },
  { brand: '3M Clean-Trace', surface: null, passMax: 249, cautionMax: 499 },
];
const reading = (brand: string, rlu: number, extra: Partial<TAtpReading> = {}): TAtpReading => ({
  brand,
  rlu,
  band: 'pass',
  overrideReason: null,
  ...extra,
});

let report: THousekeepingReport;
let ids: string[];

const audit = (operations: { id: string; auditStatus: string; atp?: TAtpReading | null }[]) =>
  post('submitReport', { audit: auditOf(report, {}, { operations }) }, tok.supervisor);

beforeAll(async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/atp-limits',
    headers: bearer(tok.supervisor as string),
    payload: { facilityId: a.siteIds[0], limits },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  report = (await submit(reportSave('207'))).json();
  ids = report.operations.map((o) => o.id);
  expect(ids.length).toBeGreaterThanOrEqual(3);
});

describe('ATP readings in an audit', () => {
  it('keeps the server’s band, not the tablet’s, under each brand’s limits', async () => {
    const [first, second, third] = ids as [string, string, string];
    const res = await audit([
      // The tablet said pass; 25 RLU is caution under Hygiena (a pass, flagged).
      { id: first, auditStatus: 'CleanedPass', atp: reading('hygiena', 25) },
      // 200 RLU would fail under Hygiena: under 3M it passes.
      { id: second, auditStatus: 'CleanedPass', atp: reading('3M Clean-Trace', 200, { band: 'fail' }) },
      { id: third, auditStatus: 'NotPresent' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as THousekeepingReport;
    const op = (id: string) => saved.operations.find((o) => o.id === id);
    expect(op(first)?.atp).toEqual(reading('hygiena', 25, { band: 'caution' }));
    expect(op(second)?.atp).toEqual(reading('3M Clean-Trace', 200, { band: 'pass' }));
    expect(op(third)).toMatchObject({ auditStatus: 'NotPresent' });
    expect(op(third)?.atp).toBeUndefined();
    // Not present answers its operation: nothing is left NotObserved, so the audit is complete.
    expect(saved.auditReport?.reportDate).toEqual(expect.any(String));
  });

  it('refuses a result the band does not give without a reason, on the reading’s field, and keeps it with one', async () => {
    const [first] = ids as [string];
    const refused = await audit([{ id: first, auditStatus: 'CleanedPass', atp: reading('Hygiena', 80) }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'operations.0.atp.overrideReason', code: 'atp.override_reason_required' }),
    ]);

    const kept = await audit([
      { id: first, auditStatus: 'CleanedPass', atp: reading('Hygiena', 80, { overrideReason: 'Swab touched the glove' }) },
    ]);
    expect(kept.statusCode, kept.body).toBe(200);
    const op = (kept.json() as THousekeepingReport).operations.find((o) => o.id === first);
    expect(op).toMatchObject({ auditStatus: 'CleanedPass', atp: { band: 'fail', overrideReason: 'Swab touched the glove' } });

    // The result the band gives needs no reason, and a reason sent anyway is not kept.
    const agrees = await audit([{ id: first, auditStatus: 'CleanedFailed', atp: reading('Hygiena', 80, { overrideReason: 'n/a' }) }]);
    expect((agrees.json() as THousekeepingReport).operations.find((o) => o.id === first)?.atp).toMatchObject({
      band: 'fail',
      overrideReason: null,
    });
  });

  it('lets the auditor set the result of a brand without limits, keeps a reading left out and removes one sent as null', async () => {
    const [first, second] = ids as [string, string];
    const free = await audit([{ id: first, auditStatus: 'NotCleanedFailed', atp: reading('Kikkoman', 3) }]);
    expect(free.statusCode, free.body).toBe(200);
    const saved = free.json() as THousekeepingReport;
    expect(saved.operations.find((o) => o.id === first)).toMatchObject({ auditStatus: 'NotCleanedFailed', atp: { band: null } });
    expect(saved.operations.find((o) => o.id === second)?.atp).toMatchObject({ brand: '3M Clean-Trace', band: 'pass' });

    const removed = await audit([{ id: second, auditStatus: 'CleanedPass', atp: null }]);
    expect((removed.json() as THousekeepingReport).operations.find((o) => o.id === second)?.atp).toBeUndefined();
  });

  it('refuses a reading out of range or without a brand, on the reading’s field', async () => {
    const [first, second] = ids as [string, string];
    const cases: [TAtpReading, string][] = [
      [reading('Hygiena', -1), 'rlu'],
      [reading('Hygiena', 10_000_000), 'rlu'],
      [reading('Hygiena', 2.5), 'rlu'],
      [reading(' ', 5), 'brand'],
    ];
    for (const [atp, field] of cases) {
      const res = await audit([
        { id: first, auditStatus: 'CleanedPass' },
        { id: second, auditStatus: 'CleanedPass', atp },
      ]);
      expect(res.statusCode, JSON.stringify(atp)).toBe(400);
      expect(res.json().errors, JSON.stringify(atp)).toContainEqual(expect.objectContaining({ field: `audit.operations.1.atp.${field}` }));
    }
  });

  it('takes a report or an audit, one of them', async () => {
    for (const payload of [{}, { report: reportSave('207'), audit: auditOf(report, {}, {}) }]) {
      const res = await post('submitReport', payload, tok.supervisor);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'report', code: 'validation.required' }));
    }
  });
});
